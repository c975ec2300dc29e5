internal import CUStrICU

/// How a line with bidirectional text is displayed: the Unicode Bidirectional Algorithm (UAX #9)
/// through ICU's `ubidi`, as an editor or a review page lays out one line.
///
///     // "a = 1; \u{202E} // ,2 = b" is read by a compiler left to right, but displayed with
///     // everything after U+202E RIGHT-TO-LEFT OVERRIDE reversed:
///     try BidiDisplay.displayOrder(of: "ab\u{202E}cd")   // "abdc"
///
/// Follows ICU's Unicode version (ICU 72: Unicode 15.0).
public enum BidiDisplay {
  /// `line` in display order, left to right, with mirrored brackets and without its bidi
  /// controls; the paragraph direction comes from the first strong character (left to right when
  /// there is none). The corresponding C functions are `ubidi_setPara` and `ubidi_writeReordered`.
  ///
  /// - Complexity: O(n) in the line's length.
  /// - Throws: `ICUError` when ICU fails (out of memory).
  public static func displayOrder(of line: String) throws(ICUError) -> String {
    guard let bidi = ustr_icu_ubidi_open() else {
      try U_MEMORY_ALLOCATION_ERROR.check("ubidi_open")
      return line
    }
    defer { ustr_icu_ubidi_close(bidi) }
    let units = Array(line.utf16)
    let reordered = try units.withUnsafeBufferPointer { (source) throws(ICUError) -> [UInt16] in
      var status = U_ZERO_ERROR
      ustr_icu_ubidi_setPara(bidi, source.baseAddress, Int32(source.count), &status)
      try status.check("ubidi_setPara")
      return try withGrowingUTF16Buffer("ubidi_writeReordered", capacity: source.count + 8) {
        ustr_icu_ubidi_writeReordered(bidi, $0, $1, &$2)
      }
    }
    return String(decoding: reordered, as: UTF16.self)
  }
}
