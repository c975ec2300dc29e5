import Foundation
import Testing
import UStrTestSupport

/// `ustr scan`'s `mojibake` rule end to end: one finding a run, with what it was and the steps,
/// by the detector `inspect` uses; nothing on text that only looks odd.
@Suite("ustr scan mojibake, end to end")
struct ScanMojibakeCommandTests {
  static func mojibakeFindings(_ files: [String: String], _ arguments: [String] = []) throws -> [[String: Any]] {
    let directory = try ScanCommandTests.directory(files)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try ScanCommandTests.findings(arguments + [directory.path]).findings
      .filter { $0["rule"] as? String == "mojibake" }
  }

  @Test func eachRunIsAFindingWithWhatItWasAndTheSteps() throws {
    // Line 2: "PokÃ©mon" (é read as ISO-8859-1) and "cafÃ©"; line 3: twice over.
    let findings = try Self.mojibakeFindings([
      "notes.txt": "clean line\nPokÃ©mon at the cafÃ©\nPokÃƒÂ©mon\n"
    ])
    #expect(findings.count == 3)
    let first = try #require(findings.first)
    #expect(first["lineNumber"] as? Int == 2)
    #expect((first["columnNumber"] as? [String: Any])?["scalar"] as? Int == 4)
    #expect((first["columnNumber"] as? [String: Any])?["utf8"] as? Int == 4)
    #expect(first["utf8Offset"] as? Int == 11 + 3)
    #expect(first["severity"] as? String == "warning")
    #expect(first["codePoints"] as? [String] == ["U+00C3", "U+00A9"])
    #expect(first["message"] as? String == #"mojibake: "Ã©" was "é" (encode ISO-8859-1, decode UTF-8)"#)
    #expect((findings[1]["columnNumber"] as? [String: Any])?["scalar"] as? Int == 20)
    // The repaired run and the steps are fields of their own too, as `inspect` gives them.
    #expect(first["repaired"] as? String == "é")
    #expect(first["steps"] as? [[String: String]] == Self.steps(["ISO-8859-1"]))
    let twice = findings[2]
    #expect(twice["repaired"] as? String == "é")
    #expect(twice["steps"] as? [[String: String]] == Self.steps(["windows-1252", "ISO-8859-1"]))
    #expect(twice["lineNumber"] as? Int == 3)
    #expect(
      twice["message"] as? String
        == #"mojibake: "ÃƒÂ©" was "é" (encode windows-1252, decode UTF-8, encode ISO-8859-1, decode UTF-8)"#)
  }

  /// Encode in each encoding, then decode UTF-8, in order.
  static func steps(_ encodings: [String]) -> [[String: String]] {
    encodings.flatMap { [["action": "encode", "encoding": $0], ["action": "decode", "encoding": "UTF-8"]] }
  }

  @Test func otherFindingsHaveNoRepairFields() throws {
    let directory = try ScanCommandTests.directory(["a.txt": "x\u{200B}y\n"])
    defer { try? FileManager.default.removeItem(at: directory) }
    let findings = try ScanCommandTests.findings([directory.path]).findings
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0["repaired"] == nil && $0["steps"] == nil })
  }

  @Test func textThatOnlyLooksOddIsNotReported() throws {
    // Portuguese capitals (Ã before a letter) and Icelandic Ð: no UTF-8 lead byte takes a letter.
    let findings = try Self.mojibakeFindings([
      "pt.txt": "SÃO PAULO e JOÃO não são\n", "is.txt": "Ðórður og Þórður\n",
    ])
    #expect(findings.isEmpty)
  }

  @Test func codeIsScannedAndAllowSilencesTheRule() throws {
    let files = ["x.swift": "let name = \"cafÃ©\"\n"]
    let findings = try Self.mojibakeFindings(files)
    #expect(findings.count == 1)
    #expect(findings.first?["severity"] as? String == "warning")
    #expect(try Self.mojibakeFindings(files, ["--profile", "strict"]).first?["severity"] as? String == "error")
    #expect(try Self.mojibakeFindings(files, ["--allow", "mojibake"]).isEmpty)
  }

  @Test func humanOutputAndSARIFCarryTheRule() throws {
    let directory = try ScanCommandTests.directory(["notes.txt": "PokÃ©mon\n"])
    defer { try? FileManager.default.removeItem(at: directory) }
    let human = try UStrBinary.run(["scan", directory.path])
    #expect(human.exitCode == 1)
    #expect(human.stdoutText.contains(#"notes.txt:1:4: warning[mojibake]: mojibake: "Ã©" was "é" (encode ISO-8859-1, decode UTF-8)"#))
    let sarif = try UStrBinary.run(["scan", "--format", "sarif", directory.path])
    let object = try #require(try JSONSerialization.jsonObject(with: sarif.stdout) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.contains { $0["id"] as? String == "mojibake" })
    let results = try #require(run["results"] as? [[String: Any]])
    let result = try #require(results.first { $0["ruleId"] as? String == "mojibake" })
    let properties = try #require(result["properties"] as? [String: Any])
    #expect(properties["repaired"] as? String == "é")
    #expect(properties["steps"] as? [[String: String]] == Self.steps(["ISO-8859-1"]))
    // JSON Lines: one finding a line, with the same fields.
    let lines = try UStrBinary.run(["scan", "--format", "jsonl", directory.path])
    let finding = try lines.stdoutText.split(separator: "\n").compactMap {
      (try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["data"] as? [String: Any]
    }.first { $0["rule"] as? String == "mojibake" }
    #expect(finding?["repaired"] as? String == "é")
    #expect(finding?["steps"] as? [[String: String]] == Self.steps(["ISO-8859-1"]))
  }
}
