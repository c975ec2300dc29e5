import Foundation
import Testing
import UStrCore
import UStrTestSupport

@Suite("ustr print and ustr emoji, end to end")
struct PrintAndEmojiCommandTests {
  static func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try UStrBinary.run(arguments + ["--format", "json"])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
  }

  /// `print block:Arrows` lists exactly the block's assigned code points (U+2190...U+21FF, all
  /// assigned), and a range spelled either way gives the same.
  @Test func printBlockEqualsTheBlocksAssignedCodePoints() throws {
    let block = try Self.json(["print", "block:Arrows"])
    let codes = try #require(block["results"] as? [[String: Any]]).compactMap { $0["codePoint"] as? String }
    let expected = (0x2190...0x21FF).map { "U+" + String($0, radix: 16, uppercase: true) }
    #expect(codes == expected)
    #expect(block["count"] as? Int == 112)
    let range = try Self.json(["print", "U+2190..U+21FF"])
    #expect((range["results"] as? [[String: Any]])?.count == 112)
  }

  @Test func printSkipsUnassignedUnlessAll() throws {
    // U+0378 and U+0379 are unassigned in the Greek and Coptic block.
    #expect(try Self.json(["print", "0370..037F"])["count"] as? Int == 14)
    #expect(try Self.json(["print", "0370..037F", "--all"])["count"] as? Int == 16)
  }

  @Test func printDecodesUTF8Bytes() throws {
    let report = try Self.json(["print", "utf8:e2,82,ac"])
    let results = try #require(report["results"] as? [[String: Any]])
    #expect(results.map { $0["name"] as? String } == ["EURO SIGN"])
  }

  @Test func printRefusesAnUnknownSpec() throws {
    let result = try UStrBinary.run(["print", "block:Nothing Here"])
    #expect(result.exitCode == 64)
    #expect(result.stderrText.contains("no block is named"))
  }

  @Test func emojiShowsCodePointsAndLengths() throws {
    let report = try Self.json(["emoji", "firefighter", "--tone", "dark", "--gender", "woman"])
    let results = try #require(report["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results[0]["codePoints"] as? [String] == ["U+1F469", "U+1F3FF", "U+200D", "U+1F692"])
    #expect(results[0]["counts"] as? [String: Int] == ["grapheme": 1, "scalar": 4, "utf16": 7, "utf8": 15])
    #expect(report["count"] as? Int == 1)
  }
}
