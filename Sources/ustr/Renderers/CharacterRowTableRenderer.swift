import UStrReport

/// The table of `search` and `print`: code point, the character shown safely, name, category.
enum CharacterRowTableRenderer {
  static func render(_ rows: [CharacterRow], count: Int, engines: CharacterEngines) -> String {
    var table = TextTable(columns: columns, dropOrder: ["category"])
    for row in rows { table.append(cells(row)) }
    var lines = [rows.isEmpty ? "no match" : table.render()]
    lines.append(summary(shown: rows.count, count: count))
    lines.append(footLine(engines))
    return lines.joined(separator: "\n")
  }

  /// The table's columns: also the names `--columns` takes.
  static let columns: [TextTable.Column] = [
    .init("code point"), .init("char"), .init("name", minimumWidth: 16), .init("category"),
  ]

  static func cells(_ row: CharacterRow) -> [String] {
    [Hex.codePoint(row.scalar), TerminalText.cluster(String(row.scalar)), row.name, row.generalCategory.shortName]
  }

  static func summary(shown: Int, count: Int) -> String {
    count > shown
      ? "\(count) code points, \(shown) shown (--limit, --all)"
      : "\(count) \(count == 1 ? "code point" : "code points")"
  }

  static func footLine(_ engines: CharacterEngines) -> String {
    "engines: reference tables (Unicode \(engines.reference.unicodeVersion)), Swift standard "
      + "library (Unicode \(engines.swift.unicodeVersion)) for names"
  }
}
