internal import CUStrICU

extension Encoding {
  /// `text` in this encoding, or `nil` when a character of it has no mapping here (no
  /// substitute is written: the conversion stops).
  ///
  ///     try Encoding(named: "windows-1252").encode("é€")   // [0xE9, 0x80]
  ///     try Encoding(named: "ISO-8859-1").encode("€")      // nil
  ///
  /// - Complexity: O(n) in the text's UTF-16 length.
  /// The corresponding C function is `ucnv_fromUnicode`.
  public func encode(_ text: some StringProtocol) -> [UInt8]? {
    EncoderCache().encode(text, as: self)
  }
}

/// ICU converters from Unicode kept open, one per encoding, and reset before each use: opening
/// a converter by name costs more than converting a word, and mojibake detection converts every
/// non-ASCII word of a text in several encodings.
final class EncoderCache {
  private var converters: [String: OpaquePointer] = [:]

  deinit {
    for converter in converters.values { ustr_icu_ucnv_close(converter) }
  }

  /// `text` in `encoding`, as ``Encoding/encode(_:)`` gives it.
  func encode(_ text: some StringProtocol, as encoding: Encoding) -> [UInt8]? {
    if text.isEmpty { return [] }
    guard let converter = converter(for: encoding) else { return nil }
    var status = U_ZERO_ERROR
    // From the UTF-8: a substring's UTF-16 view would first build its whole base string's
    // breadcrumbs (one pass over a window for each window with a stretch to try).
    let units = text.utf8.withContiguousStorageIfAvailable(UTF16Transcoding.units(ofUTF8:)) ?? Array(text.utf16)
    // Four bytes a unit is more than any converter writes for one UTF-16 unit.
    var bytes = [UInt8](repeating: 0, count: units.count * 4 + 16)
    let written = units.withUnsafeBufferPointer { source -> Int? in
      bytes.withUnsafeMutableBufferPointer { target -> Int? in
        var sourcePointer = source.baseAddress
        let targetBase = UnsafeMutableRawPointer(target.baseAddress!).assumingMemoryBound(to: CChar.self)
        var targetPointer: UnsafeMutablePointer<CChar>? = targetBase
        ustr_icu_ucnv_fromUnicode(
          converter, &targetPointer, targetBase + target.count, &sourcePointer,
          source.baseAddress.map { $0 + source.count }, true, &status)
        guard !ustr_icu_U_FAILURE(status), let end = targetPointer else { return nil }
        return end - targetBase
      }
    }
    guard let written else { return nil }
    return Array(bytes[..<written])
  }

  /// The open converter of `encoding`, reset; `nil` when ICU cannot open it.
  private func converter(for encoding: Encoding) -> OpaquePointer? {
    if let open = converters[encoding.icuName] {
      ustr_icu_ucnv_reset(open)
      return open
    }
    var status = U_ZERO_ERROR
    guard let converter = ustr_icu_ucnv_open(encoding.icuName, &status), !ustr_icu_U_FAILURE(status)
    else { return nil }
    ustr_icu_ucnv_setFromUCallBackStop(converter, &status)
    converters[encoding.icuName] = converter
    return converter
  }
}
