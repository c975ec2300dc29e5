import Testing
import UStrReport

@testable import ustr

/// `LineWrap`: lines of ustr's own prose wrapped at spaces to the terminal's width, measured in
/// cells, never splitting a grapheme cluster.
@Suite("Line wrapping")
struct LineWrapTests {
  static func lines(_ line: String, _ width: Int, _ policy: WidthPolicy = .unicode) -> [String] {
    LineWrap.lines(line, width: width, policy: policy)
  }

  @Test func aLineIsBrokenAtSpacesAndContinuesTwoCellsPastItsIndent() {
    #expect(Self.lines("  ! one two three", 10) == ["  ! one", "    two", "    three"])
  }

  @Test func aWordLongerThanTheLineIsCutIntoPiecesThatFit() {
    #expect(
      Self.lines("abcdefghijklmnopqrstuvwxyz", 10) == ["abcdefghij", "  klmnopqr", "  stuvwxyz"])
  }

  @Test func aWideCharacterAtTheEdgeMovesToTheNextLine() {
    // 漢 after 8 cells would end at cell 10 of a 9-cell line.
    let lines = Self.lines("漢字漢字漢字", 9)
    #expect(lines == ["漢字漢字", "  漢字"])
    #expect(lines.allSatisfy { WidthPolicy.unicode.cells(of: $0) <= 9 })
  }

  @Test func aClusterIsNeverSplit() {
    // "é" as e + U+0301 twelve times: 12 cells, 36 bytes; each piece is whole clusters.
    let word = String(repeating: "e\u{301}", count: 12)
    let lines = Self.lines(word, 10)
    #expect(lines == [String(repeating: "e\u{301}", count: 10), "  " + String(repeating: "e\u{301}", count: 2)])
    for line in lines {
      #expect(line.unicodeScalars.first != "\u{301}")
    }
    // 👩🏽‍🚀 = U+1F469 U+1F3FD U+200D U+1F680, one 2-cell cluster: pieces of whole astronauts.
    let astronauts = Self.lines(String(repeating: "👩🏽‍🚀", count: 6), 9)
    #expect(astronauts == [String(repeating: "👩🏽‍🚀", count: 4), "  " + String(repeating: "👩🏽‍🚀", count: 2)])
  }

  @Test func combiningMarksTakeNoCells() {
    // Words of one "é" (e + U+0301, 1 cell) and a space: five fit a 10-cell line (9 cells).
    let text = Array(repeating: "e\u{301}", count: 8).joined(separator: " ")
    #expect(Self.lines(text, 10) == [Array(repeating: "e\u{301}", count: 5).joined(separator: " "), "  " + Array(repeating: "e\u{301}", count: 3).joined(separator: " ")])
  }

  @Test func theWidthPolicyDecidesWhereAnEmojiSequenceBreaks() {
    // 👍🏽 = U+1F44D U+1F3FD: 2 cells under unicode, 4 under per-scalar-emoji.
    let text = String(repeating: "\u{1F44D}\u{1F3FD}", count: 3)
    #expect(Self.lines(text, 10, .unicode) == [text])
    #expect(
      Self.lines(text, 10, .perScalarEmoji)
        == [String(repeating: "\u{1F44D}\u{1F3FD}", count: 2), "  \u{1F44D}\u{1F3FD}"])
  }

  @Test func aFieldLinesContinuationStartsUnderItsValue() {
    #expect(Self.lines("  key    one two three four", 20) == ["  key    one two", "         three four"])
    // ...but never more than half the line in.
    #expect(Self.lines("  key    one two three four", 16) == ["  key    one two", "        three", "        four"])
  }

  @Test func colourTakesNoCellsAndIsNeverSplit() {
    let bold = "\u{1B}[1mbold\u{1B}[0m"
    #expect(LineWrap.cells(Substring(bold), policy: .unicode) == 4)
    #expect(Self.lines("\(bold) word more", 10) == ["\(bold) word", "  more"])
  }

  @Test func shortLinesAndNarrowTerminalsAreLeftWhole() {
    // At most `width` bytes: not even measured. 8 cells or fewer: too narrow to wrap into.
    #expect(Self.lines("漢字 ab", 9) == ["漢字 ab"])
    #expect(Self.lines("one two three four", 8) == ["one two three four"])
    #expect(Self.lines("", 20) == [""])
  }
}
