import Foundation
import Testing
import UStrCore
import UStrTestSupport

@Suite("ustr search, end to end")
struct SearchCommandTests {
  @Test func theExactNameComesFirst() throws {
    let result = try UStrBinary.run(["search", "--format", "json", "rightwards", "arrow", "--limit", "2"])
    #expect(result.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.count == 2)
    #expect(results[0]["codePoint"] as? String == "U+2192")
    #expect(results[0]["name"] as? String == "RIGHTWARDS ARROW")
    #expect(results[0]["generalCategory"] as? String == "Sm")
    #expect((json["count"] as? Int ?? 0) > 100)
    #expect((json["engines"] as? [String: Any])?["reference"] != nil)
  }

  /// After the exact name, the names that read as the query (its words together, fewest other
  /// words first, names starting with them first), then the words in order, then in any order:
  /// not the shortest names whatever their words.
  @Test func bestMatchesFollowTheExactName() throws {
    func codePoints(_ words: [String], limit: Int) throws -> [String] {
      let result = try UStrBinary.run(["search", "--format", "json", "--limit", String(limit)] + words)
      let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      return try #require(json["results"] as? [[String: Any]]).compactMap { $0["codePoint"] as? String }
    }
    // RIGHTWARDS ARROW, RIGHTWARDS ARROW-TAIL, then HEAVY, BLACK, LONG, HALFWIDTH RIGHTWARDS ARROW.
    #expect(try codePoints(["rightwards", "arrow"], limit: 6) == ["U+2192", "U+291A", "U+2799", "U+27A1", "U+27F6", "U+FFEB"])
    // LEFTWARDS, UPWARDS, RIGHTWARDS, DOWNWARDS ARROW before ARROW POINTING RIGHTWARDS ....
    #expect(try codePoints(["arrow"], limit: 4) == ["U+2190", "U+2191", "U+2192", "U+2193"])
    // The words in order (RIGHTWARDS TWO HEADED ARROW) before in any order (ARROW POINTING RIGHTWARDS ...).
    let all = try codePoints(["rightwards", "arrow"], limit: 200)
    let inOrder = try #require(all.firstIndex(of: "U+21A0"))
    let anyOrder = try #require(all.firstIndex(of: "U+2934"))
    #expect(inOrder < anyOrder)
  }

  @Test func aliasesAndFiltersFindTheirCodePoints() throws {
    let zwj = try UStrBinary.run(["search", "zwj"])
    #expect(zwj.stdoutText.contains("U+200D") && zwj.stdoutText.contains("ZERO WIDTH JOINER"))
    let greek = try UStrBinary.run(["search", "--format", "json", "alpha", "--script", "Greek", "--category", "Ll"])
    let json = try #require(try JSONSerialization.jsonObject(with: greek.stdout) as? [String: Any])
    let codes = try #require(json["results"] as? [[String: Any]]).compactMap { $0["codePoint"] as? String }
    #expect(codes.first == "U+03B1")
    #expect(codes.allSatisfy { $0 != "U+0391" })
  }

  @Test func regexMatchesNames() throws {
    let result = try UStrBinary.run(["search", "--regex", "^GREEK SMALL LETTER (ALPHA|BETA)$"])
    #expect(result.exitCode == 0)
    #expect(result.stdoutText.contains("U+03B1") && result.stdoutText.contains("U+03B2"))
    #expect(result.stdoutText.contains("2 code points"))
  }

  @Test func anUnknownBlockIsAUsageError() throws {
    let result = try UStrBinary.run(["search", "arrow", "--block", "No Such Block"])
    #expect(result.exitCode == 64)
    #expect(result.stderrText.contains("no block is named"))
  }
}
