import Testing
import UStrCore
import UStrICU
import UStrReport

/// The README's library example, line by line, so the README cannot drift from the API.
@Suite("README library example")
struct ReadmeExampleTests {
  @Test func everyCommentedResultHolds() throws {
    let breakdown = TextBreakdown(of: "Poke\u{301}mon")
    #expect(breakdown.counts == ViewCounts(graphemes: 7, scalars: 8, utf16: 8, utf8: 9))
    #expect(breakdown.graphemes[3].utf8Range == 3..<6)

    let decoded = UTF8Decoding(bytes: [0x61, 0xED, 0xA0, 0x80])
    #expect(decoded.invalid[0].kind == .encodedSurrogate && decoded.invalid[0].utf8Offset == 1)

    #expect(LengthTable(counts: ViewCounts(of: "👍🏽"))["java.length"]?.value == 4)
    #expect(StringOrder.utf16.compare("\u{FF61}", "\u{1F600}") == .after)
    #expect(StringOrder.scalar.compare("\u{FF61}", "\u{1F600}") == .before)
    #expect(StringLiteral("😀", language: .java).source == #""\uD83D\uDE00""#)

    let text = "ab\nPoke\u{301}mon"
    let line = text[text.index(text.startIndex, offsetBy: 3)...]
    #expect(ViewCounts(of: line) == ViewCounts(graphemes: 7, scalars: 8, utf16: 8, utf8: 9))
    let e = TextBreakdown(of: line).graphemes[3]
    #expect(line[e.range(in: line)] == "e\u{301}")

    let map = OffsetMap("👩🏽‍🚀!")
    #expect(map.position(1, in: .utf16) != nil)
    #expect(map.position(1, in: .utf16)?.scalarOffset == nil)
    #expect(map.position(7, in: .utf16)?.graphemeOffset == 1)
    #expect(OffsetMap(validatingUTF8: [0x61, 0xFF]) == nil)

    let source = "ab\r\n👍🏽!"
    let lines = LineIndex(source)
    #expect(lines.utf8Offset(line: 1, utf16Column: 4, in: source) == 12)
    #expect(lines.utf8Offset(line: 1, utf16Column: 1, in: source) == nil)
    #expect(lines.utf8Offset(line: 0, utf16Column: 9, in: source) == 2)
    #expect(lines.utf8Offset(line: 0, utf16Column: 9, in: source, pastLineEnd: .refuse) == nil)
    #expect(lines.column(utf8Offset: 12, unit: .grapheme, in: source)?.column == 1)

    #expect(try Normalizer(.nfc).normalize("Poke\u{301}mon") == "Pok\u{E9}mon")
    let ligature = try TextEquality("\u{FB01}", "fi")
    #expect(ligature.compatibility && !ligature.canonical)
    #expect(try FirstDifference("Pok\u{E9}mon", "Poke\u{301}mon")?.kind == .composition)

    let segmenter = try #require(
      ReferenceGraphemeSegmenter(unicodeVersion: UnicodeVersion(major: 17, minor: 0)))
    #expect(segmenter.decisions(in: "\r\n").map(\.rule.rawValue) == ["GB1", "GB3", "GB2"])

    let report = try Inspection(text: "Pokémon")
    #expect(try JSONStreamEncoder.text(of: report).hasPrefix("{\n  \"schemaVersion\": \(ReportSchema.version),"))
  }
}
