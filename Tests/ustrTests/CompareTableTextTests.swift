import Testing

@testable import ustr

/// ``CompareTableRenderer/visible(_:width:)`` walks the text by index, not by `Character` (a
/// cluster of millions of marks is not copied): the text column is the one made cluster by
/// cluster from `Character`s.
@Suite("Compare table text column")
struct CompareTableTextTests {
  /// The column as it was made from each `Character` in turn.
  static func byCharacter(_ text: String, width: Int) -> String {
    var result = ""
    var cells = 0
    var clusters = 0
    for character in text {
      guard cells <= width else { break }
      guard clusters < 4 * width else { return result + "…" }
      let shown = TerminalText.cluster(String(character))
      result += shown
      cells += CellWidth.of(shown)
      clusters += 1
    }
    return result
  }

  static let texts: [String] = [
    "",
    "Pok\u{E9}mon",
    // "a" and 5 000 acute accents U+0301: one cluster, shown as "a" and 15 marks, then "…".
    "a" + String(repeating: "\u{301}", count: 5000) + "b",
    // A lone mark U+0301 starts the text (shown on a dotted circle).
    "\u{301}\u{301}x",
    // Wide clusters: "👩🏽‍🚀" = U+1F469 U+1F3FD U+200D U+1F680, and CJK.
    String(repeating: "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}\u{4E2D}", count: 40),
    // Zero-width spaces U+200B: clusters that take no cells, cut after 4 × width.
    String(repeating: "\u{200B}", count: 500),
    "a\r\nb\tc" + String(repeating: "x", count: 100),
  ]

  @Test(arguments: texts)
  func textColumnIsTheOneMadeByCharacter(text: String) {
    for width in [1, 5, CompareTableRenderer.textWidth] {
      #expect(CompareTableRenderer.visible(text, width: width) == Self.byCharacter(text, width: width))
    }
  }
}
