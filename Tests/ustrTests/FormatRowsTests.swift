import Foundation
import Testing
import UStrTestSupport

/// The table, the JSON document and JSON Lines of a command list the same rows, in the same
/// order: each row is named by a key the table shows (a code point, an id, a range) and the JSON
/// row carries.
@Suite("Table, JSON and JSON Lines carry the same rows")
struct FormatRowsTests {
  struct Case: Sendable, CustomStringConvertible {
    var arguments: [String]
    /// A table line's key: the capture groups of the first match, joined by "=".
    var tablePattern: String
    /// Whether only the first block of table lines (up to a blank line) with a match holds rows.
    var firstBlockOnly = true
    /// The rows' keys in the JSON document, or in the single JSON Lines `summary`.
    var documentKeys: @Sendable (Any) -> [String]
    /// The JSON Lines message type of a row, and its key; `nil` when the rows are in the summary.
    var rowMessage: String? = nil
    var rowKey: @Sendable (Any) -> [String] = { _ in [] }

    var description: String { arguments.joined(separator: " ") }
  }

  static func list(_ json: Any, _ key: String) -> [[String: Any]] {
    (json as? [String: Any])?[key] as? [[String: Any]] ?? []
  }

  static func string(_ row: [String: Any], _ key: String) -> String { "\(row[key] ?? "nil")" }

  static func hex(_ codePoint: Any?) -> String { String(describing: codePoint ?? "nil").replacingOccurrences(of: "U+", with: "") }

  static func range(_ value: Any?) -> String {
    guard let bounds = value as? [Int], bounds.count == 2 else { return "nil" }
    return "\(bounds[0])..<\(bounds[1])"
  }

  static let cases: [Case] = [
    Case(
      arguments: ["inspect", "--all", "Poke\u{301}mon \u{1F469}\u{200D}\u{1F680} \u{1F1EF}\u{1F1F5}!"],
      tablePattern: #"U\+([0-9A-F]{4,6})"#,
      documentKeys: { list($0, "graphemes").flatMap { list($0, "scalars").map { hex($0["codePoint"]) } } },
      rowMessage: "grapheme", rowKey: { list($0, "scalars").map { hex($0["codePoint"]) } }),
    Case(
      arguments: ["breaks", "--engine", "swift", "Poke\u{301}mon \u{1F1EF}\u{1F1F5}!"],
      tablePattern: #"^ +\d+  .*?(\d+\.\.<\d+)"#,
      documentKeys: { list(list($0, "segmentations").first ?? [:], "segments").map { range($0["scalarRange"]) } },
      rowMessage: "segment", rowKey: { [range(($0 as? [String: Any])?["scalarRange"])] }),
    Case(
      arguments: ["breaks", "--kind", "word", "Hello, wide world. 漢字 ok"],
      tablePattern: #"^ +\d+  .*?(\d+\.\.<\d+)"#,
      documentKeys: { list(list($0, "segmentations").first ?? [:], "segments").map { range($0["scalarRange"]) } },
      rowMessage: "segment", rowKey: { [range(($0 as? [String: Any])?["scalarRange"])] }),
    Case(
      arguments: ["lengths", "e\u{301}\u{1F600}"], tablePattern: #"^(\S+\.\S+)\s{2,}.*\s(\d+)$"#,
      documentKeys: { list($0, "lengths").map { string($0, "id") + "=" + string($0, "value") } }),
    Case(
      arguments: ["char", "a\u{E9}\u{1F600}"], tablePattern: #"^U\+([0-9A-F]{4,6})  "#, firstBlockOnly: false,
      documentKeys: { list($0, "scalars").map { hex($0["codePoint"]) } }),
    Case(
      arguments: ["print", "U+0041..U+0047", "U+00E9"], tablePattern: #"^U\+([0-9A-F]{4,6}) "#,
      documentKeys: { list($0, "results").map { hex($0["codePoint"]) } },
      rowMessage: "result", rowKey: { [hex(($0 as? [String: Any])?["codePoint"])] }),
    Case(
      arguments: ["search", "latin", "small", "letter", "e"], tablePattern: #"^U\+([0-9A-F]{4,6}) "#,
      documentKeys: { list($0, "results").map { hex($0["codePoint"]) } }),
    Case(
      arguments: ["emoji", "heart"], tablePattern: #"^\S+\s+((?:U\+[0-9A-F]{4,6} ?)+)"#,
      documentKeys: { list($0, "results").map { (($0["codePoints"] as? [String]) ?? []).map(hex).joined(separator: " ") } }),
    Case(
      arguments: ["encodings", "latin"], tablePattern: #"^(\S+)\s{2,}(?:yes|no)\s"#,
      documentKeys: { list($0, "encodings").map { string($0, "name") } }),
  ]

  /// The keys of the table's rows.
  static func tableKeys(_ table: String, _ testCase: Case) throws -> [String] {
    let pattern = try NSRegularExpression(pattern: testCase.tablePattern)
    var keys: [String] = []
    for block in table.components(separatedBy: "\n\n") {
      for line in block.split(separator: "\n").map(String.init) {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = pattern.firstMatch(in: line, range: range) else { continue }
        let groups = (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: line).map { String(line[$0]) } }
        keys.append(groups.joined(separator: "=").replacingOccurrences(of: "U+", with: "").trimmingCharacters(in: .whitespaces))
      }
      if testCase.firstBlockOnly && !keys.isEmpty { break }
    }
    return keys
  }

  @Test(arguments: cases)
  func tableJSONAndJSONLinesListTheSameRows(_ testCase: Case) throws {
    let table = try UStrBinary.run(testCase.arguments)
    #expect(table.exitCode == 0, "\(table.stderrText)")
    let fromTable = try Self.tableKeys(table.stdoutText, testCase)
    #expect(fromTable.count > 2, "\(testCase): \(table.stdoutText)")

    let document = try UStrBinary.run(testCase.arguments + ["--format", "json"])
    let fromJSON = testCase.documentKeys(try JSONSerialization.jsonObject(with: document.stdout))
    #expect(fromJSON == fromTable, "\(testCase): JSON against the table")

    let lines = try UStrBinary.run(testCase.arguments + ["--format", "jsonl"])
    let messages = try lines.stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(messages.last?["type"] as? String == "summary", "\(testCase)")
    let fromLines: [String]
    if let rowMessage = testCase.rowMessage {
      fromLines = messages.filter { $0["type"] as? String == rowMessage }.flatMap { testCase.rowKey($0["data"] ?? [:]) }
    } else {
      #expect(messages.count == 1, "\(testCase)")
      fromLines = testCase.documentKeys(messages.last?["data"] ?? [:])
    }
    #expect(fromLines == fromTable, "\(testCase): JSON Lines against the table")
  }
}
