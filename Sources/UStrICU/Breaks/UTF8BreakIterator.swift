internal import CUStrICU
public import UStrCore

/// ICU's break iterator reading well-formed UTF-8 in place, one boundary at a time: no UTF-16
/// copy of the text, and no array of boundaries.
///
///     // "Hi 42"
///     try "Hi 42".utf8.withContiguousStorageIfAvailable { utf8 in
///       let words = try UTF8BreakIterator(.word, utf8: utf8)
///       words.next()  // (utf8Offset: 2, ruleStatus: 200): the end of "Hi", a letter word
///     }
///
/// ICU reads the bytes through a UText, which hands its engine UTF-16 a chunk at a time, so the
/// boundaries are those of the whole text, the same as `BreakIterator` finds on its UTF-16 copy.
/// But ICU's dictionary engines (Thai, Lao, Khmer, Myanmar, Chinese and Japanese words and
/// lines) do not find on a UTF-8 UText what they find on UTF-16: ICU 72 splits "က္က" (U+1000
/// U+1039 U+1000, one word on UTF-16, in ICU4J and in JavaScript's `Intl.Segmenter`) after the
/// virama. A text of words or lines holding a scalar of those scripts is read as a UTF-16 copy
/// (``readsUTF16(_:utf8:)``), its offsets mapped back to UTF-8 as they come.
/// Offsets are UTF-8 offsets. The iterator borrows `utf8`: the caller keeps the bytes alive and
/// unchanged while it is used. Like the C object it is not safe to share between threads.
public final class UTF8BreakIterator {
  /// What the iterator divides the text into.
  public let kind: BreakKind
  private let handle: OpaquePointer
  /// ICU's `UText` over the bytes, kept untyped: a stored property of a C struct type would make
  /// clients load the ICU headers, which clash with Foundation's ICU (see DESIGN.md).
  private var text: OpaquePointer
  /// The text, and its UTF-16 copy when ICU reads that instead (``readsUTF16(_:utf8:)``), with
  /// how far ``next()`` has mapped offsets back to UTF-8.
  private var utf8: UnsafeBufferPointer<UInt8>
  private var utf16: UnsafeMutableBufferPointer<UInt16>?
  private var mapped = (utf16Offset: 0, utf8Offset: 0)

  /// Opens an ICU break iterator of `kind` over the well-formed UTF-8 `utf8` (at most 2 GiB).
  ///
  /// - Parameter utf8: The text's well-formed UTF-8.
  /// - Parameter kind: The boundaries to find.
  /// - Parameter locale: The ICU locale; "" (the default) is the root locale.
  /// - Throws: `ICUError` when ICU cannot open the iterator.
  /// - Complexity: O(1): ICU reads the bytes as it goes.
  /// - The corresponding C functions are `utext_openUTF8`, `ubrk_open` and `ubrk_setUText`.
  public init(_ kind: BreakKind, utf8: UnsafeBufferPointer<UInt8>, locale: String = "") throws(ICUError) {
    var status = U_ZERO_ERROR
    let bytes = utf8.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
    // ICU reads a null pointer with length 0 as the empty text.
    guard let text = ustr_icu_utext_openUTF8(bytes, Int64(utf8.count), &status) else {
      try status.check("utext_openUTF8")
      preconditionFailure("utext_openUTF8 returned no text and no error")
    }
    let handle = ustr_icu_ubrk_open(kind.icuType, locale, nil, 0, &status)
    if !ustr_icu_U_FAILURE(status), let handle { ustr_icu_ubrk_setUText(handle, text, &status) }
    do throws(ICUError) {
      try status.check("ubrk_open")
    } catch {
      if let handle { ustr_icu_ubrk_close(handle) }
      ustr_icu_utext_close(text)
      throw error
    }
    self.kind = kind
    self.handle = handle!
    self.text = OpaquePointer(text)
    self.utf8 = utf8
    try readUTF16IfNeeded()
  }

  /// Whether ICU reads `utf8` as UTF-16 for `kind`: words and lines holding a scalar of a script
  /// that ICU segments with a dictionary (Thai, Lao, Myanmar, Khmer, Han, Hiragana, Katakana),
  /// whose engines find other boundaries on a UTF-8 UText.
  ///
  /// - Complexity: O(n), a look at each byte from U+0800 up.
  public static func readsUTF16(_ kind: BreakKind, utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard kind == .word || kind == .line else { return false }
    var offset = 0
    while offset < utf8.count {
      let lead = utf8[offset]
      guard lead >= 0xE0 else {
        offset += 1
        continue
      }
      let (value, length) = UTF8.decodeScalar(utf8, at: offset, lead: lead)
      if dictionaryScalars.contains(where: { $0.contains(value) }) { return true }
      offset += length
    }
    return false
  }

  /// The scalars of the scripts ICU's dictionary break engines take.
  static let dictionaryScalars: [ClosedRange<UInt32>] = [
    0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0x2E80...0x9FFF,
    0xA9E0...0xA9FF, 0xAA60...0xAA7F, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x1B000...0x1B16F,
    0x20000...0x3FFFF,
  ]

  /// Hands ICU a UTF-16 copy of the text when ``readsUTF16(_:utf8:)`` says so.
  private func readUTF16IfNeeded() throws(ICUError) {
    utf16?.deallocate()
    utf16 = nil
    mapped = (0, 0)
    guard Self.readsUTF16(kind, utf8: utf8) else { return }
    // No more UTF-16 units than UTF-8 bytes.
    let copy = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(utf8.count, 1))
    utf16 = copy
    var count = 0
    var offset = 0
    while offset < utf8.count {
      let (value, length) = UTF8.decodeScalar(utf8, at: offset, lead: utf8[offset])
      for unit in UTF16.encode(Unicode.Scalar(value)!)! {
        copy[count] = unit
        count += 1
      }
      offset += length
    }
    var status = U_ZERO_ERROR
    ustr_icu_ubrk_setText(handle, copy.baseAddress, Int32(count), &status)
    try status.check("ubrk_setText")
  }

  /// Moves the iterator to the start of new well-formed UTF-8, keeping what ICU loaded for it
  /// (its rules and any dictionary engine, which for Thai or Chinese take milliseconds to
  /// open): how a text read in windows is walked with one iterator.
  ///
  /// - Throws: `ICUError` when ICU cannot read the text.
  /// - Complexity: O(1).
  /// - The corresponding C functions are `utext_openUTF8` and `ubrk_setUText`.
  public func reset(utf8: UnsafeBufferPointer<UInt8>) throws(ICUError) {
    var status = U_ZERO_ERROR
    let bytes = utf8.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
    guard let newText = ustr_icu_utext_openUTF8(bytes, Int64(utf8.count), &status) else {
      try status.check("utext_openUTF8")
      preconditionFailure("utext_openUTF8 returned no text and no error")
    }
    ustr_icu_ubrk_setUText(handle, newText, &status)
    do throws(ICUError) {
      try status.check("ubrk_setUText")
    } catch {
      ustr_icu_utext_close(newText)
      throw error
    }
    ustr_icu_utext_close(UnsafeMutablePointer<UText>(text))
    text = OpaquePointer(newText)
    self.utf8 = utf8
    try readUTF16IfNeeded()
  }

  deinit {
    ustr_icu_ubrk_close(handle)
    ustr_icu_utext_close(UnsafeMutablePointer<UText>(text))
    utf16?.deallocate()
  }

  /// The next boundary after the last one returned (the first call: after the start), with ICU's
  /// rule status there (see `BreakBoundary.ruleStatus`); `nil` after the end.
  ///
  /// - Complexity: O(1) amortized over the text.
  /// - The corresponding C functions are `ubrk_next` and `ubrk_getRuleStatus`.
  public func next() -> (utf8Offset: Int, ruleStatus: Int)? {
    let next = ustr_icu_ubrk_next(handle)
    guard next != ustr_icu_UBRK_DONE() else { return nil }
    let status = Int(ustr_icu_ubrk_getRuleStatus(handle))
    guard utf16 != nil else { return (Int(next), status) }
    // A UTF-16 offset: walk the UTF-8 from the last one to it.
    while mapped.utf16Offset < Int(next) {
      let lead = utf8[mapped.utf8Offset]
      let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      mapped.utf8Offset += length
      mapped.utf16Offset += length == 4 ? 2 : 1
    }
    return (mapped.utf8Offset, status)
  }

  /// The number of boundaries after the current one: the segment count, on a new iterator.
  ///
  /// - Complexity: O(n).
  public func countRemaining() -> Int {
    var count = 0
    let done = ustr_icu_UBRK_DONE()
    while ustr_icu_ubrk_next(handle) != done { count += 1 }
    return count
  }
}
