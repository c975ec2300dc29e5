/// The cells a table makes from short texts, made once each: the texts repeat row after row
/// (`breaks`' segments: the same characters and words), and making a text visible and safe
/// costs a walk of its scalars and several property lookups. Keyed by bytes (``ExactText``);
/// a text of more than ``textByteLimit`` bytes is made anew each time. Starts over past
/// ``limit`` texts.
///
///     let visible = TextCellCache()
///     visible.cell(for: "a\u{301}", make: BreaksTableRenderer.visible)  // "á", made
///     visible.cell(for: "a\u{301}", make: BreaksTableRenderer.visible)  // "á", looked up
///
/// A class: renderers are values, and the blocks of one table share what was made.
///
/// - Complexity: O(n) in the text's bytes to look it up. Memory O(``limit`` short texts).
final class TextCellCache {
  /// The most texts kept.
  static let limit = 1 << 14
  /// The most UTF-8 bytes of a text kept.
  static let textByteLimit = 64

  private var known = BoundedMemo<ExactText, String>(limit: limit)

  /// `make(text)`, made once for a short `text`. `make` must depend on `text` alone.
  func cell(for text: String, make: (String) -> String) -> String {
    guard text.utf8.count <= Self.textByteLimit else { return make(text) }
    return known.value(for: ExactText(text)) { make(text) }
  }
}
