public import UStrCore

extension ICU {
  /// The number of grapheme clusters ICU's character break iterator finds in `text`, at ICU's
  /// Unicode version: the `icu.graphemes` length.
  ///
  ///     try ICU.graphemeCount(of: "Poke\u{301}mon")  // 7
  ///     // "क्ष" = U+0915 U+094D U+0937: 2 with ICU 72 (Unicode 15.0, no GB9c); Swift 6.3 says 1
  ///
  /// - Throws: `ICUError` when ICU cannot open a character break iterator.
  /// - Complexity: O(n).
  public static func graphemeCount(of text: String) throws(ICUError) -> Int {
    try BreakIterator(.character, text: text).segmentCount()
  }

  /// The grapheme cluster boundaries ICU finds in `text`, both ends included (`[.zero]` for "").
  ///
  /// - Throws: `ICUError` when ICU cannot open a character break iterator.
  /// - Complexity: O(n).
  public static func graphemeBoundaries(in text: String) throws(ICUError) -> [TextPosition] {
    try BreakIterator(.character, text: text).boundaries().map(\.position)
  }
}
