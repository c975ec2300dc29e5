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

  /// A piece longer than a few hundred bytes (a chunk of a file) is written through a block
  /// that is flushed as it fills; it must give what the same text gives a scalar at a time,
  /// escapes of every length straddling the block's end included.
  @Test func aLongPieceIsWrittenAsItsScalarsAreOneByOne() {
    var generator = SeededGenerator(seed: 0x10_96_B10C)
    var text = ""
    while text.utf8.count < 70_000 {
      text += RandomText.string(maxScalars: 40, using: &generator)
      text += ["??=", "\u{1F600}", "\u{0}\u{1B}\u{9F}", "\"\\", "&<'", "x\u{301}", "\u{10FFFF}", "abc"].randomElement(using: &generator)!
    }
    for language in LiteralLanguage.allCases {
      for escaping in [LiteralEscaping.nonASCII, .minimal] {
        var whole = LiteralWriter(language: language, escaping: escaping)
        let long = whole.append(text)
        var byScalar = LiteralWriter(language: language, escaping: escaping)
        var short = ""
        for scalar in text.unicodeScalars { short += byScalar.append(String(scalar)) }
        #expect(long.utf8.count > text.utf8.count, "\(language) \(escaping): nothing escaped")
        #expect(long == short, "\(language) \(escaping)")
        #expect(whole.warnings == byScalar.warnings, "\(language) \(escaping)")
      }
    }
  }
}
