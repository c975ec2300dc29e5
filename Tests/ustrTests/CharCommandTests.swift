import Foundation
import Testing
import UStrCore
import UStrTestSupport

@Suite("ustr char, end to end")
struct CharCommandTests {
  static func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try UStrBinary.run(["char", "--format", "json"] + arguments)
    #expect(result.exitCode == 0, "\(result.stderrText)")
    return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
  }

  @Test func aCardCarriesEveryPropertyOfTheContract() throws {
    let report = try Self.json(["\u{E9}"])
    #expect(report["schemaVersion"] as? Int == ReportSchema.version)
    let engines = try #require(report["engines"] as? [String: Any])
    #expect(Set(engines.keys) == ["swift", "icu", "reference"])
    let card = try #require((report["scalars"] as? [[String: Any]])?.first)
    for key in [
      "codePoint", "name", "aliases", "generalCategory", "script", "scriptExtensions", "block",
      "age", "bidiClass", "bidiMirrored", "eastAsianWidth", "canonicalCombiningClass",
      "decomposition", "lowercase", "uppercase", "titlecase", "caseFolding", "numericValue",
      "width", "skeleton", "utf8", "utf16", "disagreements",
    ] {
      #expect(card.keys.contains(key), "no \(key)")
    }
    #expect(card["codePoint"] as? String == "U+00E9")
    #expect(card["name"] as? String == "LATIN SMALL LETTER E WITH ACUTE")
    #expect(card["generalCategory"] as? String == "Ll")
    #expect(card["script"] as? String == "Latn")
    #expect(card["scriptExtensions"] as? [String] == ["Latn"])
    #expect(card["block"] as? String == "Latin-1 Supplement")
    #expect(card["age"] as? String == "1.1")
    #expect(card["bidiClass"] as? String == "L")
    #expect(card["eastAsianWidth"] as? String == "A")
    #expect(card["uppercase"] as? String == "\u{C9}")
    #expect(card["utf8"] as? [String] == ["C3", "A9"])
    #expect(card["utf16"] as? [String] == ["00E9"])
    let decomposition = try #require(card["decomposition"] as? [String: Any])
    #expect(decomposition["type"] as? String == "Can")
    #expect(decomposition["mapping"] as? [String] == ["U+0065", "U+0301"])
    #expect((card["disagreements"] as? [Any])?.isEmpty == true)
  }

  @Test func codePointArgumentsGiveTheirScalarsAndClusters() throws {
    // U+0065 U+0301 is one cluster of two scalars.
    let report = try Self.json(["U+0065", "U+301"])
    let clusters = try #require(report["graphemes"] as? [[String: Any]])
    #expect(clusters.count == 1)
    #expect(clusters[0]["scalarRange"] as? [Int] == [0, 2])
    #expect(clusters[0]["codePoints"] as? [String] == ["U+0065", "U+0301"])
    #expect((report["scalars"] as? [[String: Any]])?.map { $0["codePoint"] as? String } == ["U+0065", "U+0301"])
  }

  @Test func aliasesCarryTheirType() throws {
    let card = try #require((try Self.json(["U+200D"])["scalars"] as? [[String: Any]])?.first)
    let aliases = try #require(card["aliases"] as? [[String: String]])
    #expect(aliases == [["alias": "ZWJ", "type": "abbreviation"]])
  }

  /// U+1FAE9 FACE WITH BAGS UNDER EYES is new in Unicode 16.0: ICU 72 (15.0) has it unassigned,
  /// so both answers appear, each with its engine and version.
  @Test func aCharacterNewerThanICUShowsBothAnswers() throws {
    let card = try #require((try Self.json(["U+1FAE9"])["scalars"] as? [[String: Any]])?.first)
    #expect(card["age"] as? String == "16.0")
    let disagreements = try #require(card["disagreements"] as? [[String: Any]])
    let age = try #require(disagreements.first { $0["property"] as? String == "age" })
    let answers = try #require(age["answers"] as? [[String: String]])
    #expect(answers.contains(["engine": "icu", "unicodeVersion": "15.0", "value": ""]))
    #expect(answers.contains(["engine": "reference", "unicodeVersion": "17.0", "value": "16.0"]))
    #expect(disagreements.contains { $0["property"] as? String == "generalCategory" })
  }

  @Test func aLongClustersLineListsItsFirstCodePointsAndCountsTheRest() throws {
    let result = try UStrBinary.run(["char", "--limit", "2", "a" + String(repeating: "\u{301}", count: 5_000)])
    #expect(result.exitCode == 0)
    let line = try #require(result.stdoutText.split(separator: "\n").first)
    let named = (["U+0061"] + Array(repeating: "U+0301", count: 15)).joined(separator: " ")
    #expect(line.contains("… = \(named) … and 4985 more  (5001 scalars; "), "\(line)")
    #expect(line.utf8.count < 400)
  }

  @Test func theTableShowsTheClusterLineTheCardAndNoRawControl() throws {
    let result = try UStrBinary.run(["char", "a\u{1B}\u{202E}"])
    #expect(result.exitCode == 0)
    #expect(result.stdoutText.hasPrefix("grapheme 0: a = U+0061"))
    #expect(result.stdoutText.contains("U+001B"))
    #expect(result.stdoutText.contains("  aliases          ESCAPE (control), ESC (abbreviation)"))
    #expect(!result.stdout.contains(0x1B))
    #expect(!result.stdoutText.unicodeScalars.contains("\u{202E}"))
    #expect(result.stdoutText.contains("engines: reference tables (Unicode "))
  }

  @Test func widthsDifferByPolicyForEmojiSequences() throws {
    // 1️⃣ = U+0031 U+FE0F U+20E3, 👍🏽 = U+1F44D U+1F3FD
    let report = try Self.json(["1\u{FE0F}\u{20E3}\u{1F44D}\u{1F3FD}"])
    let widths = try #require((report["graphemes"] as? [[String: Any]])?.map { $0["width"] as? [String: Int] })
    #expect(widths == [
      ["wcwidth": 1, "unicode": 2, "perScalarEmoji": 2],
      ["wcwidth": 4, "unicode": 2, "perScalarEmoji": 4],
    ])
  }

  @Test func mixedTextAndCodePointArgumentsAreAUsageError() throws {
    let result = try UStrBinary.run(["char", "abc", "U+0061"])
    #expect(result.exitCode == 64)
  }
}
