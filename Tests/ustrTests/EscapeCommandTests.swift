import Foundation
import Testing
import UStrCore
import UStrTestSupport

@Suite("ustr escape, end to end")
struct EscapeCommandTests {
  @Test(arguments: [
    ("swift", #""a\"\u{E9}\u{1F600}\n""#),
    ("java", #""a\"\u00E9\uD83D\uDE00\n""#),
    ("js", #""a\"\u00E9\uD83D\uDE00\n""#),
    ("json", #""a\"\u00E9\uD83D\uDE00\n""#),
    ("python", #""a\"\u00E9\U0001F600\n""#),
    ("rust", #""a\"\u{E9}\u{1F600}\n""#),
    ("c", #"u8"a\"\u00E9\U0001F600\n""#),
    ("csharp", #""a\"\u00E9\U0001F600\n""#),
    ("html", "a&quot;&#xE9;&#x1F600;&#xA;"),
    ("url", "a%22%C3%A9%F0%9F%98%80%0A"),
  ])
  func printsTheLiteralForEachLanguage(lang: String, literal: String) throws {
    // "a\"é😀\n" from standard input: its final newline is part of the text.
    let result = try UStrBinary.run(["escape", "--lang", lang], input: Data("a\"\u{E9}\u{1F600}\n".utf8))
    #expect(result.exitCode == 0)
    #expect(result.stdoutText == literal + "\n")
  }

  @Test func trapsGoToStandardErrorAndJSON() throws {
    let result = try UStrBinary.run(["escape", "--lang", "java", "\u{1F600}"])
    #expect(result.stdoutText == #""\uD83D\uDE00""# + "\n")
    #expect(result.stderrText.hasPrefix(#"ustr: warning: Java's \u takes exactly four hex digits"#))
    let json = try UStrBinary.run(["escape", "--lang", "python", "--format", "json", "caf\u{E9}"])
    #expect(json.stderrText == "")
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == ReportSchema.version)
    #expect(object["language"] as? String == "python" && object["escaping"] as? String == "nonASCII")
    #expect(object["literal"] as? String == #""caf\u00E9""#)
    let warnings = try #require(object["warnings"] as? [[String: Any]])
    #expect(warnings.map { $0["id"] as? String } == ["pythonHexEscapeIsCodePoint"])
  }

  @Test func minimalKeepsVisibleCharactersAndEscapesTheRest() throws {
    // é, ESC, U+202E RLO, U+200B ZWSP
    let text = "caf\u{E9}\u{1B}\u{202E}\u{200B}"
    let minimal = try UStrBinary.run(["escape", "--lang", "swift", "--minimal", text])
    #expect(minimal.stdoutText == "\"caf\u{E9}\\u{1B}\\u{202E}\\u{200B}\"\n")
    let all = try UStrBinary.run(["escape", "--lang", "swift", "--all-non-ascii", text])
    #expect(all.stdoutText == #""caf\u{E9}\u{1B}\u{202E}\u{200B}""# + "\n")
    #expect(try UStrBinary.run(["escape", "--lang", "swift", "--minimal", "--all-non-ascii", "a"]).exitCode == 64)
  }

  @Test func usageAndInputErrors() throws {
    #expect(try UStrBinary.run(["escape", "a"]).exitCode == 64)
    #expect(try UStrBinary.run(["escape", "--lang", "cobol", "a"]).exitCode == 64)
    let malformed = try UStrBinary.run(["escape", "--lang", "swift", "--escapes", #"\u{D800}"#])
    #expect(malformed.exitCode == 2)
  }

  @Test(arguments: ["table", "json"])
  func noRawControlCharacterFromTheInputReachesStdout(format: String) throws {
    for mode in ["--all-non-ascii", "--minimal"] {
      let result = try UStrBinary.run(
        ["escape", "--lang", "swift", mode, "--format", format],
        input: Data(InspectCommandTests.dangerousText.utf8))
      let output = [UInt8](result.stdout)
      for bytes in InspectCommandTests.dangerousBytes {
        #expect(!output.contains(bytes), "raw \(bytes) reached stdout in \(format) \(mode)")
      }
      #expect(!output.contains { $0 < 0x20 && $0 != 0x0A })
    }
  }

  /// Texts whose literals must come back exactly when a real interpreter reads them.
  static let roundTripTexts: [String] =
    RandomText.pieces + [RandomText.pieces.joined(), "a\u{0}1", "??=", "\u{10FFFF}\u{7F}\u{9F}"]

  @Test(
    arguments: [
      ("js", "node", ["-e", "process.stdout.write([...eval(require('fs').readFileSync(0, 'utf8'))].map(c => c.codePointAt(0).toString(16)).join(' '))"]),
      ("json", "node", ["-e", "process.stdout.write([...JSON.parse(require('fs').readFileSync(0, 'utf8'))].map(c => c.codePointAt(0).toString(16)).join(' '))"]),
      ("python", "python3", ["-c", "import ast,sys; print(' '.join('%x' % ord(c) for c in ast.literal_eval(sys.stdin.read())), end='')"]),
    ])
  func literalsRoundTripThroughRealInterpreters(lang: String, peer: String, arguments: [String]) throws {
    guard let program = try? Peer.find(peer).get() else {
      print("skipped: \(peer) not found on PATH")
      return
    }
    for text in Self.roundTripTexts {
      let literal = try UStrBinary.run(["escape", "--lang", lang], input: Data(text.utf8))
      #expect(literal.exitCode == 0)
      let read = try program.run(arguments, input: literal.stdout)
      let expected = text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
      #expect(read.stdoutText == expected, "\(lang) \(text.debugDescription): \(read.stderrText)")
    }
  }
}
