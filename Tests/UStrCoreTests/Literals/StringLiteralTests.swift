import Testing
import UStrCore

@Suite("String literals")
struct StringLiteralTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var language: LiteralLanguage
    var text: String
    var source: String
    var testDescription: String { "\(language): \(source)" }
  }

  static let cases: [Case] = [
    Case(language: .swift, text: "\u{1F600}", source: #""\u{1F600}""#),
    Case(language: .java, text: "\u{1F600}", source: #""\uD83D\uDE00""#),
    Case(language: .js, text: "\u{1F600}", source: #""\uD83D\uDE00""#),
    Case(language: .json, text: "\u{1F600}", source: #""\uD83D\uDE00""#),
    Case(language: .python, text: "\u{1F600}", source: #""\U0001F600""#),
    Case(language: .rust, text: "\u{1F600}", source: #""\u{1F600}""#),
    Case(language: .c, text: "\u{1F600}", source: #"u8"\U0001F600""#),
    Case(language: .csharp, text: "\u{1F600}", source: #""\U0001F600""#),
    Case(language: .html, text: "\u{1F600}", source: "&#x1F600;"),
    Case(language: .url, text: "\u{1F600}", source: "%F0%9F%98%80"),
    // "Poke\u{301}mon": e + COMBINING ACUTE ACCENT
    Case(language: .swift, text: "Poke\u{301}mon", source: #""Poke\u{301}mon""#),
    Case(language: .java, text: "Poke\u{301}mon", source: #""Poke\u0301mon""#),
    Case(language: .python, text: "Pok\u{E9}mon", source: #""Pok\u00E9mon""#),
    // Quotes, backslashes and controls.
    Case(language: .swift, text: "a\"b\\c\n\0", source: #""a\"b\\c\n\0""#),
    Case(language: .java, text: "\n\u{1}\"", source: #""\n\u0001\"""#),
    Case(language: .js, text: "\0" + "1", source: #""\u00001""#),
    Case(language: .json, text: "\u{7F}\t", source: #""\u007F\t""#),
    Case(language: .python, text: "\u{1B}[0m", source: #""\x1B[0m""#),
    Case(language: .c, text: "\u{1B}1\u{85}", source: #"u8"\0331\302\205""#),
    Case(language: .c, text: "??=", source: #"u8"?\?=""#),
    Case(language: .rust, text: "'\r", source: #""'\r""#),
    Case(
      language: .html, text: "<a href=\"x\">&'</a>",
      source: "&lt;a href=&quot;x&quot;&gt;&amp;&#x27;&lt;/a&gt;"),
    Case(language: .url, text: "a b/c?d=é~", source: "a%20b%2Fc%3Fd%3D%C3%A9~"),
  ]

  @Test(arguments: cases)
  func literalsAreWrittenAsTheLanguageReadsThem(_ c: Case) {
    #expect(StringLiteral(c.text, language: c.language).source == c.source)
  }

  @Test func minimalEscapingKeepsVisibleText() {
    let text = "caf\u{E9} \u{1F600}\u{202E}\u{200B}\u{A0}"  // RLO, ZWSP, NBSP are escaped
    #expect(
      StringLiteral(text, language: .swift, escaping: .minimal).source
        == #""café 😀\u{202E}\u{200B}\u{A0}""#)
    #expect(
      StringLiteral("\u{301}e\u{301}", language: .swift, escaping: .minimal).source
        == "\"\\u{301}e\u{301}\"")
    #expect(StringLiteral("\u{E9}", language: .url, escaping: .minimal).source == "%C3%A9")
  }

  struct TrapCase: Sendable {
    var language: LiteralLanguage
    var text: String
    var traps: [LiteralTrap]
  }

  static let trapCases: [TrapCase] = [
    TrapCase(language: .java, text: "\u{10000}", traps: [.javaFourDigitUnicodeEscape]),
    TrapCase(language: .java, text: "a\nb", traps: [.javaUnicodeEscapePreprocessing]),
    TrapCase(language: .java, text: "abc", traps: []),
    TrapCase(language: .js, text: "\u{1F600}", traps: [.jsCodePointEscapeNeedsES2015]),
    TrapCase(language: .js, text: "\u{E9}", traps: []),
    TrapCase(language: .python, text: "\u{E9}", traps: [.pythonHexEscapeIsCodePoint]),
    TrapCase(language: .python, text: "\u{1F600}", traps: []),
    TrapCase(language: .c, text: "\u{E9}", traps: [.cHexEscapeIsGreedy]),
    TrapCase(language: .csharp, text: "\u{1}", traps: [.csharpHexEscapeIsVariableLength]),
    TrapCase(language: .html, text: "\u{80}", traps: [.htmlControlReference]),
    TrapCase(language: .html, text: "\n", traps: []),
    TrapCase(language: .swift, text: "\u{10000}\n", traps: []),
  ]

  @Test(arguments: trapCases)
  func warningsNameTheTrapsThatApply(_ c: TrapCase) {
    #expect(StringLiteral(c.text, language: c.language).warnings.map(\.trap) == c.traps)
  }

  @Test func javaWarningSpellsOutTheFourDigitTrap() {
    let message = StringLiteral("\u{10000}", language: .java).warnings.first?.message ?? ""
    #expect(message.contains(#""\u10000" is U+1000 followed by "0""#))
  }

  @Test(arguments: LiteralLanguage.allCases)
  func everyLanguageHasItsRawValueName(_ language: LiteralLanguage) {
    #expect(LiteralLanguage(rawValue: language.rawValue) == language)
    #expect(!language.title.isEmpty)
  }
}
