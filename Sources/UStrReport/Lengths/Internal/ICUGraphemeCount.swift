import UStrICU

/// The number of grapheme clusters ICU's character break iterator finds in `text`, for the
/// `icu.graphemes` length row; `nil` only if ICU fails to open its break iterator.
///
/// This is the one place that count comes from: every report that shows `icu.graphemes` calls
/// it. It follows ICU's Unicode version (`ICU.unicodeVersion`), which can differ from the
/// standard library's `Character` count (`swift.count`) for text whose segmentation changed
/// between the two versions.
///
/// - Complexity: O(n) in the UTF-16 length.
func icuGraphemeCount(of text: String) -> Int? {
  try? ICU.graphemeCount(of: text)
}
