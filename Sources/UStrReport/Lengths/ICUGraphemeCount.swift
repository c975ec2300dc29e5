/// The number of grapheme clusters ICU's character break iterator finds in `text`, for the
/// `icu.graphemes` length row; `nil` while ustr does not yet reach ICU's break iterator.
///
/// This is the one place that count comes from: every report that shows `icu.graphemes` calls
/// it, so wiring ICU's `ubrk_open(UBRK_CHARACTER, ...)` in here fills the row everywhere.
///
/// - Complexity: O(n) in the UTF-8 length once implemented.
func icuGraphemeCount(of text: String) -> Int? {
  // TODO(icu-breaks): count with UStrICU's character break iterator when it lands.
  nil
}
