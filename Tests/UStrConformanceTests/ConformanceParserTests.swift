import Testing
import UStrConformance
import UStrCore

@Suite("Conformance file parsers")
struct ConformanceParserTests {
  @Test func breakTestLineGivesScalarsBreaksAndRules() throws {
    let text = "# comment\n÷ 000D × 000A ÷\t#  ÷ [0.2] (CR) × [3.0] (LF) ÷ [0.3]\r\n\n"
    let cases = try BreakTestCase.parse(text)
    #expect(cases.count == 1)
    #expect(cases[0].lineNumber == 2)
    #expect(cases[0].scalars == ["\r", "\n"])
    #expect(cases[0].breaks == [true, false, true])
    #expect(cases[0].rules == ["0.2", "3.0", "0.3"])
    #expect(cases[0].pattern == "÷ 000D × 000A ÷")
    #expect(cases[0].breakUTF16Offsets == [0, 2])
  }

  @Test func malformedBreakTestLineNamesItsNumber() {
    #expect(throws: MalformedTestLine(lineNumber: 2, line: "÷ 0061 × ÷ 0062")) {
      try BreakTestCase.parse("# x\n÷ 0061 × ÷ 0062\n")
    }
  }

  @Test func emojiTestLineGivesStatusAndEmojiVersion() throws {
    // 👨‍👩‍👧 = U+1F468 ZWJ U+1F469 ZWJ U+1F467
    let text = "# group: x\n1F468 200D 1F469 200D 1F467 ; fully-qualified # 👨‍👩‍👧 E2.0 family\n"
    let cases = try EmojiTestCase.parse(text)
    #expect(cases.count == 1)
    #expect(cases[0].scalars.count == 5)
    #expect(cases[0].isFullyQualified)
    #expect(cases[0].emojiVersion == "2.0")
  }

  @Test func normalizationTestLineGivesFiveColumnsAndThePart() throws {
    let text = "@Part0 # Specific cases\n1E0A;1E0A;0044 0307;1E0A;0044 0307; # (Ḋ) D WITH DOT\n"
    let cases = try NormalizationTestCase.parse(text)
    #expect(cases.count == 1)
    #expect(cases[0].part == "Part0")
    #expect(cases[0].columns == ["\u{1E0A}", "\u{1E0A}", "D\u{307}", "\u{1E0A}", "D\u{307}"])
    #expect(cases[0].expectations.map(\.form) == ["NFC", "NFD", "NFKC", "NFKD"])
  }

  @Test func knownFailuresSortsUnexpectedKnownAndFixed() {
    let check = KnownFailures(failing: ["a", "b"], known: ["b", "c"])
    #expect(check.unexpected == ["a"])
    #expect(check.known == ["b"])
    #expect(check.fixed == ["c"])
  }
}
