import Foundation
import Testing
import UStrCore
import UStrReport
import UStrTestSupport

@testable import ustr

/// `lengths --each-line` hands each line over the limit on as it ends: the table, the JSON
/// document and JSON Lines are those of a report that held every line, in any number of lines.
@Suite("lengths --each-line streaming, end to end")
struct LengthsStreamingCommandTests {
  /// 2600 lines of varied text, some of them over 12 clusters: more lines over than a table
  /// block holds, and more JSON than a spool keeps in memory (it goes to its file).
  static let text: String = {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["é", "e\u{301}", "👩🏽‍🚀", "🇯🇵", "x", "ﬁ", "\t", "한", " ", "\u{202E}"]
    return (0..<2600).map { index in
      let length = index % 7 == 0 ? 2 : Int.random(in: 8...30, using: &generator)
      return String((0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined())
        + (index % 3 == 0 ? "\r\n" : "\n")
    }.joined()
  }()
  static let limit = LengthLimit(maximum: 12, unit: .grapheme)

  /// The report of the whole text, every line over listed.
  static var wholeTextReport: LengthsReport {
    LengthsReport(decoding: UTF8Decoding(bytes: Array(text.utf8)), limit: limit, eachLine: true, lineLimit: nil)
  }

  static func run(_ options: [String]) throws -> ProcessOutput {
    let result = try UStrBinary.run(
      ["lengths", "--max", "12", "--each-line"] + options, input: Data(text.utf8))
    #expect(result.exitCode == 1, "\(options): \(result.stderrText)")
    return result
  }

  func object(_ data: some DataProtocol) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
  }

  @Test func theJSONDocumentIsTheWholeTextReportsWithEveryLineByDefault() throws {
    let report = Self.wholeTextReport
    #expect((report.lineChecks?.linesOver.count ?? 0) > SpooledTableRows.blockSize)
    let document = try Self.run(["--format", "json"]).stdoutText
    // Byte for byte the report's own JSON, then the `input` member.
    let expected = try JSONStreamEncoder.text(of: report)
    #expect(expected.hasSuffix("\n}"))
    #expect(document.hasPrefix(expected.dropLast(2) + ",\n  \"input\": {"))
  }

  @Test func jsonLinesCarryTheDocumentsLinesThenItsSummary() throws {
    let document = try object(Self.run(["--format", "json"]).stdout)
    let messages = try Self.run(["--format", "jsonl"]).stdoutText.split(separator: "\n").map { try object(Data($0.utf8)) }
    let checks = try #require(document["lineChecks"] as? [String: Any])
    let linesOver = try #require(checks["linesOver"] as? [NSDictionary])
    #expect(messages.map { $0["type"] as? String } == ["header"] + Array(repeating: "line", count: linesOver.count) + ["summary"])
    #expect(messages.dropFirst().dropLast().map { $0["data"] as! NSDictionary } == linesOver)
    let summary = try #require(messages.last?["data"] as? [String: Any])
    var summaryChecks = checks
    summaryChecks["linesOver"] = nil
    #expect((summary["lineChecks"] as? NSDictionary) == summaryChecks as NSDictionary)
  }

  @Test func theTableInBlocksReadsAsTheWholeReportsOneTable() throws {
    let table = try Self.run(["--all"]).stdoutText
    var renderer = LengthsTableRenderer()
    renderer.lineLimit = nil
    #expect(table == renderer.render(Self.wholeTextReport) + "\n")
  }

  @Test(arguments: ["table", "json", "jsonl"])
  func limitListsThatManyLinesInEveryFormatAndCountsTheRest(format: String) throws {
    let report = Self.wholeTextReport
    let total = try #require(report.lineChecks?.linesOverCount)
    let output = try Self.run(["--format", format, "--limit", "5"]).stdoutText
    switch format {
    case "table":
      #expect(output.contains("too long: \(total) of "))
      #expect(output.contains("… showing the first 5 of \(total) lines over"))
      var renderer = LengthsTableRenderer()
      renderer.lineLimit = 5
      #expect(output == renderer.render(report) + "\n")
    case "json":
      let checks = try #require(try object(Data(output.utf8))["lineChecks"] as? [String: Any])
      #expect((checks["linesOver"] as? [Any])?.count == 5)
      #expect(checks["linesOverCount"] as? Int == total)
    default:
      let types = output.split(separator: "\n").map { try? object(Data($0.utf8))["type"] as? String }
      #expect(types.filter { $0 == "line" }.count == 5)
    }
  }

  @Test func aTableListsTheFirstHundredUnlessAskedAndJSONListsAll() throws {
    let total = try #require(Self.wholeTextReport.lineChecks?.linesOverCount)
    #expect(try Self.run([]).stdoutText.contains("… showing the first 100 of \(total) lines over"))
    let checks = try #require(try object(Self.run(["--format", "json"]).stdout)["lineChecks"] as? [String: Any])
    #expect((checks["linesOver"] as? [Any])?.count == total)
  }

  @Test func limitAndAllNeedEachLine() throws {
    for options in [["--limit", "3"], ["--all"], ["--max", "3", "--limit", "3"]] {
      let result = try UStrBinary.run(["lengths"] + options, input: Data("abcd".utf8))
      #expect(result.exitCode == 64, "\(options)")
      #expect(result.stderrText.contains("need --each-line"), "\(options)")
    }
    #expect(try UStrBinary.run(["lengths", "--max", "3", "--each-line", "--limit", "-1"], input: Data("a".utf8)).exitCode == 64)
  }
}
