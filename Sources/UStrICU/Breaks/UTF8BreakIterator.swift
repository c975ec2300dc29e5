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
/// Offsets are UTF-8 offsets. The iterator borrows `utf8`: the caller keeps the bytes alive and
/// unchanged while it is used. Like the C object it is not safe to share between threads.
public final class UTF8BreakIterator {
  /// What the iterator divides the text into.
  public let kind: BreakKind
  private let handle: OpaquePointer
  /// ICU's `UText` over the bytes, kept untyped: a stored property of a C struct type would make
  /// clients load the ICU headers, which clash with Foundation's ICU (see DESIGN.md).
  private var text: OpaquePointer

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
  }

  deinit {
    ustr_icu_ubrk_close(handle)
    ustr_icu_utext_close(UnsafeMutablePointer<UText>(text))
  }

  /// The next boundary after the last one returned (the first call: after the start), with ICU's
  /// rule status there (see `BreakBoundary.ruleStatus`); `nil` after the end.
  ///
  /// - Complexity: O(1) amortized over the text.
  /// - The corresponding C functions are `ubrk_next` and `ubrk_getRuleStatus`.
  public func next() -> (utf8Offset: Int, ruleStatus: Int)? {
    let next = ustr_icu_ubrk_next(handle)
    guard next != ustr_icu_UBRK_DONE() else { return nil }
    return (Int(next), Int(ustr_icu_ubrk_getRuleStatus(handle)))
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
