import Foundation
import Testing
import UStrTestSupport

/// `--limit N` lists the first N rows in every format of every command that has it, and the
/// counts still cover every row.
@Suite("--limit in every format, end to end")
struct LimitCommandTests {
  /// A command with `--limit`, the rows it lists and how each format shows them.
  struct Case: Sendable, CustomStringConvertible {
    var arguments: [String]
    /// How many rows there are in all.
    var rowCount: Int
    /// The JSON document's list of rows, and the key of the count of all rows (a path of keys).
    var jsonRows: [String]
    var jsonCount: [String]
    /// The JSON Lines message type of one row; `nil` when the report is one `summary` message
    /// that holds the rows under `jsonRows`.
    var rowMessage: String?
    /// Whether a table line is a row.
    var isTableRow: @Sendable (Substring) -> Bool
    /// The note under a table cut at two rows.
    var tableNote: String
    /// Where the JSON Lines summary counts every row, when not where the document does.
    var summaryCount: [String]? = nil

    var description: String { arguments.joined(separator: " ") }
  }

  static func startsRow(_ line: Substring, indent: String) -> Bool {
    guard line.hasPrefix(indent) else { return false }
    let rest = line.dropFirst(indent.count)
    return rest.first?.isNumber == true && rest.drop(while: \.isNumber).hasPrefix("  ")
  }

  static let cases: [Case] = [
    Case(
      arguments: ["inspect", "abcdefg"], rowCount: 7, jsonRows: ["graphemes"], jsonCount: ["counts", "grapheme"],
      rowMessage: "grapheme", isTableRow: { startsRow($0, indent: "") },
      tableNote: "… showing the first 2 of 7 clusters"),
    Case(
      arguments: ["breaks", "--engine", "swift", "abcdefg"], rowCount: 7, jsonRows: ["segmentations", "0", "segments"],
      jsonCount: ["segmentations", "0", "segmentCount"], rowMessage: "segment",
      isTableRow: { startsRow($0.drop { $0 == " " }, indent: "") }, tableNote: "… showing the first 2 of 7 segments",
      summaryCount: ["segmentCounts", "0", "segmentCount"]),
    Case(
      arguments: ["char", "abcdefg"], rowCount: 7, jsonRows: ["scalars"], jsonCount: ["count"], rowMessage: "scalar",
      isTableRow: { $0.hasPrefix("U+") }, tableNote: "… 5 more scalars (--limit, --all)"),
    Case(
      arguments: ["print", "U+0041..U+0047"], rowCount: 7, jsonRows: ["results"], jsonCount: ["count"],
      rowMessage: "result", isTableRow: { $0.hasPrefix("U+") }, tableNote: "7 code points, 2 shown (--limit, --all)"),
    Case(
      arguments: ["search", "latin", "capital", "letter", "a"], rowCount: -1, jsonRows: ["results"], jsonCount: ["count"],
      rowMessage: "result", isTableRow: { $0.hasPrefix("U+") }, tableNote: " code points, 2 shown (--limit, --all)"),
    Case(
      arguments: ["emoji", "heart"], rowCount: -1, jsonRows: ["results"], jsonCount: ["count"], rowMessage: "result",
      isTableRow: { $0.first.map { !$0.isASCII } == true }, tableNote: " sequences, 2 shown (--limit, --all)"),
  ]

  /// The value at `path` (keys, or indices of lists) in a JSON value.
  static func value(at path: [String], in json: Any) -> Any? {
    path.reduce(json as Any?) { value, key in
      if let index = Int(key) { return (value as? [Any]).flatMap { index < $0.count ? $0[index] : nil } }
      return (value as? [String: Any])?[key]
    }
  }

  @Test(arguments: cases)
  func aLimitListsTheFirstRowsInTheTable(_ testCase: Case) throws {
    let result = try UStrBinary.run(testCase.arguments + ["--limit", "2"])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let lines = result.stdoutText.split(separator: "\n")
    #expect(lines.filter(testCase.isTableRow).count == 2, "\(testCase): \(result.stdoutText)")
    #expect(lines.contains { $0.contains(testCase.tableNote) }, "\(testCase): \(result.stdoutText)")
  }

  @Test(arguments: cases)
  func aLimitListsTheFirstRowsInJSONAndCountsThemAll(_ testCase: Case) throws {
    let all = try JSONSerialization.jsonObject(with: UStrBinary.run(testCase.arguments + ["--format", "json", "--all"]).stdout)
    let allRows = try #require(Self.value(at: testCase.jsonRows, in: all) as? [Any], "\(testCase)")
    let count = try #require(Self.value(at: testCase.jsonCount, in: all) as? Int, "\(testCase)")
    #expect(allRows.count == count && count > 2, "\(testCase)")
    if testCase.rowCount >= 0 { #expect(count == testCase.rowCount, "\(testCase)") }

    let result = try UStrBinary.run(testCase.arguments + ["--format", "json", "--limit", "2"])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let limited = try JSONSerialization.jsonObject(with: result.stdout)
    let rows = try #require(Self.value(at: testCase.jsonRows, in: limited) as? [Any], "\(testCase)")
    #expect(rows.count == 2, "\(testCase)")
    #expect(NSArray(array: rows) == NSArray(array: Array(allRows.prefix(2))), "\(testCase): not the first rows")
    #expect(Self.value(at: testCase.jsonCount, in: limited) as? Int == count, "\(testCase)")
  }

  @Test(arguments: cases)
  func aLimitListsTheFirstRowsInJSONLines(_ testCase: Case) throws {
    let result = try UStrBinary.run(testCase.arguments + ["--format", "jsonl", "--limit", "2"])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let messages = try result.stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let summary = try #require(messages.last, "\(testCase)")
    #expect(summary["type"] as? String == "summary", "\(testCase)")
    let data = try #require(summary["data"], "\(testCase)")
    let document = try JSONSerialization.jsonObject(
      with: UStrBinary.run(testCase.arguments + ["--format", "json", "--limit", "2"]).stdout)
    if let rowMessage = testCase.rowMessage {
      let rows = messages.filter { $0["type"] as? String == rowMessage }.compactMap { $0["data"] }
      #expect(rows.count == 2, "\(testCase)")
      let documentRows = try #require(Self.value(at: testCase.jsonRows, in: document) as? [Any])
      #expect(NSArray(array: rows) == NSArray(array: documentRows), "\(testCase): rows differ from JSON's")
    } else {
      #expect(messages.count == 1, "\(testCase)")
      #expect((Self.value(at: testCase.jsonRows, in: data) as? [Any])?.count == 2, "\(testCase)")
    }
    let count = try #require(Self.value(at: testCase.jsonCount, in: document) as? Int, "\(testCase)")
    #expect(Self.value(at: testCase.summaryCount ?? testCase.jsonCount, in: data) as? Int == count, "\(testCase)")
  }

  /// Commands with more rows than the table's default of 100, the JSON document's list of them
  /// and their JSON Lines message.
  static let manyRowCases: [(arguments: [String], list: String, message: String, isTableRow: @Sendable (Substring) -> Bool)] = [
    (["search", "letter"], "results", "result", { $0.hasPrefix("U+") }),
    (["emoji", "face"], "results", "result", { $0.first.map { !$0.isASCII } == true }),
    (["char", String(repeating: "abc", count: 50)], "scalars", "scalar", { $0.hasPrefix("U+") }),
  ]

  @Test(arguments: 0..<manyRowCases.count)
  func jsonAndJSONLinesListEveryRowByDefaultAndTheTableKeepsItsDefault(_ index: Int) throws {
    let (arguments, list, message, isTableRow) = Self.manyRowCases[index]
    for format in ["json", "jsonl"] {
      let result = try UStrBinary.run(arguments + ["--format", format])
      #expect(result.exitCode == 0, "\(arguments) \(format): \(result.stderrText)")
      let rowCount: Int
      let document: Any
      if format == "json" {
        document = try JSONSerialization.jsonObject(with: result.stdout)
        rowCount = try #require(Self.value(at: [list], in: document) as? [Any], "\(arguments)").count
      } else {
        let messages = try result.stdout.split(separator: 0x0A).map {
          try #require(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any])
        }
        rowCount = messages.filter { $0["type"] as? String == message }.count
        document = try #require(messages.last?["data"], "\(arguments)")
      }
      let count = try #require(Self.value(at: ["count"], in: document) as? Int, "\(arguments) \(format)")
      #expect(count > 100, "\(arguments) \(format): \(count)")
      #expect(rowCount == count, "\(arguments) \(format): \(rowCount) of \(count)")
    }
    let table = try UStrBinary.run(arguments)
    #expect(table.stdoutText.split(separator: "\n").filter(isTableRow).count == 100, "\(arguments)")
  }
}
