import Testing
import UStrCore
import UStrTestSupport

/// `LiteralWriter` writes a text cut into pieces anywhere between scalars as `StringLiteral`
/// writes it whole, traps included: the streamed `ustr escape` is the whole-text one.
@Suite("Literal writer")
struct LiteralWriterTests {
  @Test func piecesCutAnywhereGiveTheWholeLiteral() {
    var generator = SeededGenerator(seed: 0x11_7E_2A1)
    // Random texts, plus the spots that look back: C trigraphs cut between "?" and "?", a
    // mark right after the opening or after a cut.
    var texts = (0..<150).map { _ in RandomText.string(maxScalars: 40, using: &generator) }
    texts += ["??=", "a??b???", "\u{301}x", "x\u{301}\u{302}", "\u{10FFFF}\u{80}\u{9F}\n\r\"\\\u{0}", "a\u{2028}b\u{FEFF}"]
    for text in texts {
      let scalars = Array(text.unicodeScalars)
      for language in LiteralLanguage.allCases {
        for escaping in [LiteralEscaping.nonASCII, .minimal] {
          let whole = StringLiteral(text, language: language, escaping: escaping)
          // Cuts at random places, one piece per scalar at most.
          var cuts = Set((0..<3).map { _ in Int.random(in: 0...scalars.count, using: &generator) })
          cuts.formUnion([0, scalars.count])
          let bounds = cuts.sorted()
          var writer = LiteralWriter(language: language, escaping: escaping)
          var source = writer.opening
          for (start, end) in zip(bounds, bounds.dropFirst()) {
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[start..<end])
            source += writer.append(String(piece))
          }
          source += writer.closing
          #expect(source == whole.source, "\(language) \(escaping) cut at \(bounds): \(text.debugDescription)")
          #expect(writer.warnings == whole.warnings, "\(language) \(escaping): \(text.debugDescription)")
        }
      }
    }
  }
}
