internal import CUStrICU

/// ICU's normalizer for one form (`UNormalizer2`).
///
///     let nfd = try Normalizer(.nfd)
///     try nfd.normalize("é").unicodeScalars.count  // 2: U+0065 U+0301
///
/// The underlying instance is owned by ICU and shared; this value only points at it.
/// Normalization follows ICU's Unicode version (`ICU.unicodeVersion`).
public struct Normalizer: @unchecked Sendable {
  /// The form this normalizer produces.
  public let form: NormalizationForm
  let instance: OpaquePointer

  /// Gets ICU's normalizer for `form`.
  ///
  /// - Throws: `ICUError` when ICU cannot load its normalization data.
  public init(_ form: NormalizationForm) throws(ICUError) {
    var status = U_ZERO_ERROR
    let pointer: OpaquePointer?
    switch form {
    case .nfc: pointer = ustr_icu_unorm2_getNFCInstance(&status)
    case .nfd: pointer = ustr_icu_unorm2_getNFDInstance(&status)
    case .nfkc: pointer = ustr_icu_unorm2_getNFKCInstance(&status)
    case .nfkd: pointer = ustr_icu_unorm2_getNFKDInstance(&status)
    }
    try status.check("unorm2_get\(form)Instance")
    self.form = form
    self.instance = pointer!
  }

  /// Returns `text` in this normalizer's form.
  ///
  /// - Complexity: O(n) for ordinary text; ICU's reordering is quadratic in the length of a run
  ///   of combining marks.
  public func normalize(_ text: String) throws(ICUError) -> String {
    let source = Array(text.utf16)
    // NFD and NFKD grow text; a generous first guess avoids the retry in almost all cases.
    let guess = source.count * 3 / 2 + 16
    let units = try source.withUnsafeBufferPointer { (src) throws(ICUError) -> [UInt16] in
      try withGrowingUTF16Buffer("unorm2_normalize", capacity: guess) { dest, capacity, status in
        ustr_icu_unorm2_normalize(
          instance, src.baseAddress, Int32(src.count), dest, capacity, &status)
      }
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// Whether `text` is already in this normalizer's form.
  ///
  /// - Complexity: O(n).
  public func isNormalized(_ text: String) throws(ICUError) -> Bool {
    let source = Array(text.utf16)
    var status = U_ZERO_ERROR
    let result = source.withUnsafeBufferPointer {
      ustr_icu_unorm2_isNormalized(instance, $0.baseAddress, Int32($0.count), &status)
    }
    try status.check("unorm2_isNormalized")
    return result
  }
}
