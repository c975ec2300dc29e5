import Testing
import UStrCore

@Suite("Length limit")
struct LengthLimitTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var maximum: Int
    var unit: TextView
    var length: Int
    /// The first cluster past the limit, as its grapheme offset; nil when the text fits.
    var pastGraphemeOffset: Int?
    var testDescription: String { "\(maximum) \(unit)" }
  }

  static let cases: [Case] = [
    Case(text: "abc\u{1F600}", maximum: 4, unit: .utf16, length: 5, pastGraphemeOffset: 3),
    Case(text: "abc\u{1F600}", maximum: 5, unit: .utf16, length: 5, pastGraphemeOffset: nil),
    Case(text: "abc\u{1F600}", maximum: 4, unit: .grapheme, length: 4, pastGraphemeOffset: nil),
    Case(text: "abc\u{1F600}", maximum: 3, unit: .grapheme, length: 4, pastGraphemeOffset: 3),
    Case(text: "Poke\u{301}mon", maximum: 7, unit: .grapheme, length: 7, pastGraphemeOffset: nil),
    Case(text: "Poke\u{301}mon", maximum: 7, unit: .utf16, length: 8, pastGraphemeOffset: 6),
    Case(text: "Poke\u{301}mon", maximum: 4, unit: .scalar, length: 8, pastGraphemeOffset: 3),
    Case(text: "Poke\u{301}mon", maximum: 8, unit: .utf8, length: 9, pastGraphemeOffset: 6),
    Case(text: "", maximum: 0, unit: .utf8, length: 0, pastGraphemeOffset: nil),
  ]

  @Test(arguments: cases)
  func checkGivesLengthAndFirstClusterPastTheLimit(_ c: Case) {
    let check = LengthLimit(maximum: c.maximum, unit: c.unit).check(c.text)
    #expect(check.length == c.length)
    #expect(check.fits == (c.pastGraphemeOffset == nil))
    #expect(check.firstClusterPastLimit?.graphemeOffset == c.pastGraphemeOffset)
    #expect(check.excess == max(0, c.length - c.maximum))
  }

  @Test func clusterPastTheLimitHasOffsetsInEveryView() {
    // "é" = e + U+0301 straddles a 4-scalar limit: scalars 3..<5
    let cluster = LengthLimit(maximum: 4, unit: .scalar).check("Poke\u{301}mon")
      .firstClusterPastLimit
    #expect(cluster?.scalarRange == 3..<5)
    #expect(cluster?.utf16Range == 3..<5)
    #expect(cluster?.utf8Range == 3..<6)
    #expect(cluster?.scalars.map(\.utf8Offset) == [3, 4])
  }

  @Test func linesSplitAtLineFeedAndCarriageReturnLineFeed() {
    let lines = TextLine.lines(of: "a\r\nb\n\nc\rd\n")
    #expect(lines.map(\.text) == ["a", "b", "", "c\rd"])
    #expect(lines.map(\.lineOffset) == [0, 1, 2, 3])
    #expect(lines.map(\.utf8Offset) == [0, 3, 5, 6])
    #expect(TextLine.lines(of: "").isEmpty)
    #expect(TextLine.lines(of: "\n").map(\.text) == [""])
    #expect(TextLine.lines(of: "x").map(\.text) == ["x"])
    for text in ["a\r\nb\n\nc\rd\n", "", "\n", "x", "\r\n\r\n", "é\n😀"] {
      #expect(TextLine.contents(of: text) == TextLine.lines(of: text).map(\.text))
    }
  }

  @Test func eachLineIsCheckedOnItsOwn() {
    let checks = LengthLimit(maximum: 3, unit: .grapheme).checkEachLine("abc\r\nabcd\n\u{1F600}")
    #expect(checks.map(\.check.fits) == [true, false, true])
    #expect(checks[1].check.firstClusterPastLimit?.utf8Range == 3..<4)
    #expect(checks[1].line.utf8Offset == 5)
  }
}
