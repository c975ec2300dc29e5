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
    /// The rows' keys in the JSON document, or in the JSON Lines `summary`.
    var documentKeys: @Sendable (Any) -> [String]
    /// The JSON Lines message type of a row, and its key; `nil` when the rows are in the summary.
    var rowMessage: String? = nil
    var rowKey: @Sendable (Any) -> [String] = { _ in [] }
    /// The exit status of every format: 1 for a length check that fails.
    var exitCode: Int32 = 0

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
      documentKeys: { list($0, "scalars").map { hex($0["codePoint"]) } },
      rowMessage: "scalar", rowKey: { [hex(($0 as? [String: Any])?["codePoint"])] }),
    Case(
      arguments: ["print", "U+0041..U+0047", "U+00E9"], tablePattern: #"^U\+([0-9A-F]{4,6}) "#,
      documentKeys: { list($0, "results").map { hex($0["codePoint"]) } },
      rowMessage: "result", rowKey: { [hex(($0 as? [String: Any])?["codePoint"])] }),
    Case(
      arguments: ["search", "latin", "small", "letter", "e"], tablePattern: #"^U\+([0-9A-F]{4,6}) "#,
      documentKeys: { list($0, "results").map { hex($0["codePoint"]) } },
      rowMessage: "result", rowKey: { [hex(($0 as? [String: Any])?["codePoint"])] }),
    Case(
      arguments: ["emoji", "heart"], tablePattern: #"^\S+\s+((?:U\+[0-9A-F]{4,6} ?)+)"#,
      documentKeys: { list($0, "results").map { (($0["codePoints"] as? [String]) ?? []).map(hex).joined(separator: " ") } },
      rowMessage: "result",
      rowKey: { [((($0 as? [String: Any])?["codePoints"] as? [String]) ?? []).map(hex).joined(separator: " ")] }),
    Case(
      arguments: ["encodings", "latin"], tablePattern: #"^(\S+)\s{2,}(?:yes|no)\s"#,
      documentKeys: { list($0, "encodings").map { string($0, "name") } },
      rowMessage: "encoding", rowKey: { [string(($0 as? [String: Any]) ?? [:], "name")] }),
    Case(
      arguments: ["lengths", "--each-line", "--max", "3", "abcd\nab\ne\u{301}e\u{301}e\u{301}e\u{301}\nxyzzy"],
      tablePattern: #"^ *(\d+) +\d+ +\d+  "#,
      documentKeys: { list(($0 as? [String: Any])?["lineChecks"] ?? [:], "linesOver").map { string($0, "lineNumber") } },
      rowMessage: "line", rowKey: { [string(($0 as? [String: Any]) ?? [:], "lineNumber")] }, exitCode: 1),
    Case(
      // The changes table (--all), in the text's order as JSON Lines writes them; the document
      // lists them by form, so its keys are put in the text's order (by UTF-8 offset).
      arguments: ["normalize", "--check", "--all", "Poke\u{301}mon \u{FB01} e\u{301}"],
      tablePattern: #"^  NFK?[CD] +(\d+) +\d+ +\d+ +(\d+)  "#,
      documentKeys: { json in
        let forms = ((json as? [String: Any])?["normalization"] as? [String: Any]) ?? [:]
        let changes = ["nfc", "nfd", "nfkc", "nfkd"].flatMap { list(forms[$0] ?? [:], "changedClusters") }
        return changes.map { (Int(string($0, "utf8Offset")) ?? -1, string($0, "graphemeOffset") + "=" + string($0, "utf8Offset")) }
          .enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
      },
      rowMessage: "changedCluster",
      rowKey: { [string(($0 as? [String: Any]) ?? [:], "graphemeOffset") + "=" + string(($0 as? [String: Any]) ?? [:], "utf8Offset")] },
      exitCode: 1),
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
    #expect(table.exitCode == testCase.exitCode, "\(table.stderrText)")
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
      #expect(messages.map { $0["type"] as? String } == ["header", "summary"], "\(testCase)")
      fromLines = testCase.documentKeys(messages.last?["data"] ?? [:])
    }
    #expect(fromLines == fromTable, "\(testCase): JSON Lines against the table")
  }

  /// `scan`'s human format (its table), its JSON document and its JSON Lines name the same
  /// findings in the same order, each by its file's line, its column in scalars and its rule.
  @Test func scanNamesTheSameFindingsInEveryFormat() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-format-rows-\(UUID()).txt")
    try Data("ok\nbad \u{202E} here\nzero\u{200B}width \u{FEFF}\nx\u{7}y\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let human = try UStrBinary.run(["scan", url.path])
    let pattern = try NSRegularExpression(pattern: #":(\d+):(\d+): \w+\[([a-z-]+)\]"#)
    let fromHuman = human.stdoutText.split(separator: "\n").map(String.init).compactMap { line -> String? in
      guard let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
      return (1...3).map { String(line[Range(match.range(at: $0), in: line)!]) }.joined(separator: "=")
    }
    #expect(fromHuman.count > 2, "\(human.stdoutText)")
    func key(_ finding: [String: Any]) -> String {
      let column = (finding["columnNumber"] as? [String: Any])?["scalar"] ?? "nil"  // the human default
      return "\(finding["lineNumber"] ?? "nil")=\(column)=\(finding["rule"] ?? "nil")"
    }
    let document = try UStrBinary.run(["scan", "--format", "json", url.path])
    let fromJSON = Self.list(try JSONSerialization.jsonObject(with: document.stdout), "findings").map(key)
    #expect(fromJSON == fromHuman, "JSON against the human format")
    let lines = try UStrBinary.run(["scan", "--format", "jsonl", url.path])
    let messages = try lines.stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(messages.last?["type"] as? String == "summary")
    let fromLines = messages.filter { $0["type"] as? String == "finding" }.compactMap { $0["data"] as? [String: Any] }.map(key)
    #expect(fromLines == fromHuman, "JSON Lines against the human format")
  }

  /// A command whose JSON Lines are its JSON document cut into messages: a `header`, rows that
  /// are the elements of the document's lists, and a `summary`.
  struct MessagesCase: Sendable, CustomStringConvertible {
    var arguments: [String]
    /// Each row message's type and the path of keys of its list in the document.
    var rowLists: [RowList] = []
    /// A message type whose `data.text` pieces, joined, are the document's string `textKey`.
    var textMessage: String? = nil
    var textKey = ""

    struct RowList: Sendable {
      var type: String
      var path: [String]
    }

    var description: String { arguments.joined(separator: " ") }
  }

  static let messageCases: [MessagesCase] = [
    MessagesCase(arguments: ["inspect", "Poke\u{301}mon"], rowLists: [.init(type: "grapheme", path: ["graphemes"])]),
    MessagesCase(
      arguments: ["char", "e\u{301}\u{1F1EF}\u{1F1F5}a"],
      rowLists: [.init(type: "grapheme", path: ["graphemes"]), .init(type: "scalar", path: ["scalars"])]),
    MessagesCase(
      arguments: ["char", "--limit", "2", "ae\u{301}\u{301}bc"],
      rowLists: [.init(type: "grapheme", path: ["graphemes"]), .init(type: "scalar", path: ["scalars"])]),
    MessagesCase(arguments: ["search", "latin", "small", "letter", "e"], rowLists: [.init(type: "result", path: ["results"])]),
    MessagesCase(arguments: ["search", "--limit", "3", "arrow"], rowLists: [.init(type: "result", path: ["results"])]),
    MessagesCase(arguments: ["emoji", "heart"], rowLists: [.init(type: "result", path: ["results"])]),
    MessagesCase(arguments: ["encodings", "latin"], rowLists: [.init(type: "encoding", path: ["encodings"])]),
    MessagesCase(arguments: ["print", "U+0041..U+0045"], rowLists: [.init(type: "result", path: ["results"])]),
    MessagesCase(
      arguments: ["lengths", "--each-line", "--max", "3", "abcd\nab\ne\u{301}e\u{301}e\u{301}e\u{301}\nxyzzy"],
      rowLists: [.init(type: "line", path: ["lineChecks", "linesOver"])]),
    MessagesCase(arguments: ["lengths", "--max", "3", "abcd"]),
    MessagesCase(
      arguments: ["demojibake", "Pok\u{C3}\u{A9}mon and caf\u{C3}\u{A9}"], rowLists: [.init(type: "change", path: ["changes"])],
      textMessage: "repaired", textKey: "repaired"),
  ]

  /// `object` with `value` at `path`, the objects on the way made when missing.
  static func setting(_ value: Any, at path: [String], in object: [String: Any]) -> [String: Any] {
    guard let key = path.first else { return object }
    var object = object
    object[key] = path.count == 1 ? value : setting(value, at: Array(path.dropFirst()), in: object[key] as? [String: Any] ?? [:])
    return object
  }

  @Test(arguments: messageCases)
  func jsonLinesAreTheJSONDocumentCutIntoMessages(_ testCase: MessagesCase) throws {
    let document = try UStrBinary.run(testCase.arguments + ["--format", "json"])
    let expected = try #require(try JSONSerialization.jsonObject(with: document.stdout) as? [String: Any], "\(testCase)")
    let lines = try UStrBinary.run(testCase.arguments + ["--format", "jsonl"])
    #expect(lines.exitCode == document.exitCode, "\(testCase): \(lines.stderrText)")
    let messages = try lines.stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let types = messages.map { $0["type"] as? String ?? "" }
    #expect(types.first == "header" && types.last == "summary" && types.count >= 2, "\(testCase): \(types)")
    let rowTypes = Set(testCase.rowLists.map(\.type) + [testCase.textMessage].compactMap { $0 })
    #expect(types.dropFirst().dropLast().allSatisfy(rowTypes.contains), "\(testCase): \(types)")
    let header = try #require(messages.first?["data"] as? [String: Any], "\(testCase)")
    let summary = try #require(messages.last?["data"] as? [String: Any], "\(testCase)")
    #expect(Set(header.keys).isDisjoint(with: summary.keys), "\(testCase)")
    var rebuilt = header.merging(summary) { first, _ in first }
    for list in testCase.rowLists {
      let rows = messages.filter { $0["type"] as? String == list.type }.compactMap { $0["data"] }
      rebuilt = Self.setting(rows, at: list.path, in: rebuilt)
    }
    if let textMessage = testCase.textMessage {
      let pieces = messages.filter { $0["type"] as? String == textMessage }
        .map { ($0["data"] as? [String: Any])?["text"] as? String ?? "?" }
      rebuilt[testCase.textKey] = pieces.joined()
    }
    // Compared as canonical JSON text (keys sorted): both sides as JSONSerialization writes them.
    let canonical = { (object: [String: Any]) in
      String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
    #expect(try canonical(rebuilt) == canonical(expected), "\(testCase): JSON Lines differ from the document")
  }
}
