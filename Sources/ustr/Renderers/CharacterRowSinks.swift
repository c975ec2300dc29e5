import UStrCore
import UStrReport

/// Where `print` streams its rows: a table, JSON or JSON Lines.
protocol CharacterRowSink {
  mutating func begin(engines: CharacterEngines) throws
  mutating func row(_ row: CharacterRow) throws
  mutating func end(count: Int, shown: Int, engines: CharacterEngines) throws
}

/// Rows as lines, aligned without holding them: code point, category, character, name.
struct CharacterRowTableSink: CharacterRowSink {
  func begin(engines: CharacterEngines) {}

  func row(_ row: CharacterRow) {
    let cells = CharacterRowTableRenderer.cells(row)
    StandardOutput.writeLine(
      cells[0].padding(9) + " " + row.generalCategory.shortName.padding(3) + " " + cells[1].padding(2) + "  " + row.name)
  }

  func end(count: Int, shown: Int, engines: CharacterEngines) {
    StandardOutput.writeLine(count == 0 ? "no match" : "")
    StandardOutput.writeLine(CharacterRowTableRenderer.summary(shown: shown, count: count))
    StandardOutput.writeLine(CharacterRowTableRenderer.footLine(engines))
  }
}

/// One JSON document: `schemaVersion`, `engines`, `results[]` streamed, then `count`.
struct CharacterRowJSONSink: CharacterRowSink {
  let json = JSONStreamEncoder(output: StandardOutput.stream)

  func begin(engines: CharacterEngines) throws {
    json.openObject()
    try json.member("schemaVersion", ReportSchema.version)
    try json.member("engines", engines)
    json.openArray(member: "results")
  }

  func row(_ row: CharacterRow) throws { try json.element(row) }

  func end(count: Int, shown: Int, engines: CharacterEngines) throws {
    json.closeContainer()
    try json.member("count", count)
    json.closeContainer()
    StandardOutput.stream.write(byte: 0x0A)
  }
}

/// JSON Lines: a `header`, a `result` per row, a `summary` with the count.
struct CharacterRowJSONLinesSink: CharacterRowSink {
  func begin(engines: CharacterEngines) throws {
    try StandardOutput.writeJSONLine(type: "header", JSONLinesMessages.Versions(engines: engines))
  }

  func row(_ row: CharacterRow) throws { try StandardOutput.writeJSONLine(type: "result", row) }

  func end(count: Int, shown: Int, engines: CharacterEngines) throws {
    try StandardOutput.writeJSONLine(type: "summary", JSONLinesMessages.Count(count: count))
  }
}

extension String {
  /// The string padded with spaces to `width` terminal cells.
  fileprivate func padding(_ width: Int) -> String {
    let cells = CellWidth.of(self)
    return cells >= width ? self : self + String(repeating: " ", count: width - cells)
  }
}
