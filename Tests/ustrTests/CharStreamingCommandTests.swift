import Foundation
import Testing
import UStrTestSupport

/// `ustr char` streams: rows go out while the input is still being read, and a table of many
/// cards is drawn in blocks.
@Suite("char streams its rows")
struct CharStreamingCommandTests {
  /// More than one read chunk (1 MiB) of text, so the first chunk is read while the rest waits.
  static let input = Data(String(repeating: "e\u{301}a", count: 400_000).utf8)

  @Test(arguments: ["jsonl", "json", "table"])
  func theFirstRowsOfStandardInputArriveBeforeItEnds(_ format: String) throws {
    let marker =
      switch format {
      case "jsonl": #"{"type":"scalar","data":{"codePoint":"U+0301""#
      case "json": #""codePoint": "U+0301""#
      default: "U+0301  "
      }
    let output = try PipeFeed.outputBeforeInputEnds(
      ["char", "--all", "--format", format], input: Self.input, until: marker)
    #expect(output.contains(marker), "\(format): no row while the input was open: \(output.prefix(300))")
  }

  @Test func aTableOfMoreCardsThanABlockListsEachBlocksClustersAboveItsCards() throws {
    // 1500 clusters of one scalar: a block of 1000 cards, then one of 500.
    let result = try UStrBinary.run(["char", "--all", String(repeating: "ab", count: 750)])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
    let clusterLines = lines.indices.filter { lines[$0].hasPrefix("grapheme ") }
    let cardLines = lines.indices.filter { lines[$0].hasPrefix("U+") }
    #expect(clusterLines.count == 1_500 && cardLines.count == 1_500)
    // The second block's cluster lines come after the first block's 1000 cards and before its own.
    #expect(lines[clusterLines[1_000]].hasPrefix("grapheme 1000: a"))
    #expect(clusterLines[999] < cardLines[0])
    #expect(cardLines[999] < clusterLines[1_000] && clusterLines[1_499] < cardLines[1_000])
    #expect(lines.last { !$0.isEmpty }?.hasPrefix("engines: ") == true)
  }

  @Test func theJSONDocumentListsTheCardsThenTheClustersAndEveryRowOfAStream() throws {
    let text = String(repeating: "e\u{301}\u{1F1EF}\u{1F1F5}", count: 3_000)
    let result = try UStrBinary.run(["char", "--format", "json"], input: Data(text.utf8))
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let scalars = try #require(json["scalars"] as? [[String: Any]])
    let graphemes = try #require(json["graphemes"] as? [[String: Any]])
    #expect(scalars.count == 12_000 && graphemes.count == 6_000 && json["count"] as? Int == 12_000)
    #expect(scalars.prefix(4).map { $0["codePoint"] as? String } == ["U+0065", "U+0301", "U+1F1EF", "U+1F1F5"])
    #expect(graphemes.last?["scalarRange"] as? [Int] == [11_998, 12_000])
    let document = result.stdoutText
    let order = ["\"scalars\"", "\"graphemes\"", "\"count\"", "\"input\""].map { document.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "members in order")
  }

  /// A cluster of 500 000 marks between two others is spooled as its element is written (5 MB
  /// of code points, more than the spool holds in memory): the document lists it whole, in
  /// order, as JSON Lines does.
  @Test func theJSONDocumentListsALongClusterWholeAsJSONLinesDoes() throws {
    let text = "x" + "a" + String(repeating: "\u{301}", count: 500_000) + "\u{1F1EF}\u{1F1F5}"
    let result = try UStrBinary.run(["char", "--format", "json", "--limit", "3"], input: Data(text.utf8))
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let graphemes = try #require(json["graphemes"] as? [[String: Any]])
    let lines = try UStrBinary.run(["char", "--format", "jsonl", "--limit", "3"], input: Data(text.utf8))
    let messages = try lines.stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let fromLines = messages.filter { $0["type"] as? String == "grapheme" }.compactMap { $0["data"] as? [String: Any] }
    #expect(graphemes.count == 2 && fromLines.count == 2)
    #expect(graphemes.map { $0["scalarRange"] as? [Int] } == [[0, 1], [1, 500_002]])
    let codePoints = try #require(graphemes.last?["codePoints"] as? [String])
    #expect(codePoints.count == 500_001 && codePoints.first == "U+0061" && codePoints.last == "U+0301")
    #expect(graphemes.map { $0["codePoints"] as? [String] } == fromLines.map { $0["codePoints"] as? [String] })
  }
}
