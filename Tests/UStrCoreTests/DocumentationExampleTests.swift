import Testing
import UStrCore

/// The examples of the UStrCore documentation catalog (Sources/UStrCore/UStrCore.docc), run.
@Suite("UStrCore documentation examples")
struct DocumentationExampleTests {
  static let text = "Poke\u{301}mon 👍🏽"

  @Test("The overview's sample string, through every view")
  func overviewSampleThroughEveryView() throws {
    let breakdown = TextBreakdown(of: Self.text)
    #expect(breakdown.counts == ViewCounts(graphemes: 9, scalars: 11, utf16: 13, utf8: 18))
    let e = breakdown.graphemes[3]
    #expect(e.character == "e\u{301}")
    #expect(e.scalarRange == 3..<5)
    #expect(e.utf16Range == 3..<5)
    #expect(e.utf8Range == 3..<6)
    let thumb = breakdown.graphemes[8]
    #expect(thumb.utf16Range == 9..<13)
    #expect(thumb.utf8Range == 10..<18)
    #expect(ViewCounts(of: Self.text) == breakdown.counts)
    let lengths = LengthTable(counts: ViewCounts(of: Self.text))
    #expect(lengths["java.length"]?.value == 13)
    #expect(lengths["python.len"]?.value == 11)
    let map = OffsetMap(Self.text)
    #expect(map.position(10, in: .utf16)?.scalarOffset == nil)
    #expect(map.position(9, in: .utf16)?.graphemeOffset == 8)
    let index = try #require(map.index(4, in: .scalar))
    #expect(Self.text.unicodeScalars[index] == "\u{301}")
    #expect(LineIndex(Self.text).column(utf8Offset: 10, unit: .utf16, in: Self.text)?.column == 9)
  }

  @Test("The offsets article's conversions")
  func offsetsArticleConversions() throws {
    let map = OffsetMap(Self.text)
    let position = try #require(map.position(9, in: .utf16))
    #expect(position.utf8Offset == 10)
    #expect(position.scalarOffset == 9)
    #expect(position.graphemeOffset == 8)
    #expect(map.convert(4, from: .scalar, to: .grapheme) == nil)
  }

  @Test("The lines article's positions")
  func linesArticlePositions() {
    let source = "ab\r\n👍🏽!"
    let lines = LineIndex(source)
    #expect(lines.lineCount == 2)
    #expect(lines.utf8Offset(line: 1, utf16Column: 4, in: source) == 12)
    #expect(lines.utf8Offset(line: 1, utf16Column: 1, in: source) == nil)
    #expect(lines.utf8Offset(line: 0, utf16Column: 9, in: source) == 2)
    #expect(lines.column(utf8Offset: 12, unit: .grapheme, in: source)?.column == 1)
    let emoji = String(repeating: "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}", count: 1000)
    let walked = LineIndex(emoji, graphemeCheckpoints: true)
    #expect(emoji.utf8.count == 15_000)
    #expect(walked.keepsGraphemeCheckpoints)
    #expect(walked.utf8Offset(line: 0, graphemeColumn: 999, in: emoji) == 14_985)
  }
}
