import UStrCore
import UStrICU
import UStrReport

/// Where `ustr lengths` sends the lines over the limit (`--each-line`) as each ends, and then
/// the report, in the output's format: JSON Lines writes each line at once; the JSON document
/// and the table, whose verdict comes first, keep the lines in a ``RecordSpool`` (a temporary
/// file past a megabyte) and list them after it. Memory does not grow with the lines listed.
///
/// A class: the stream hands lines to a closure, which must reach one sink
/// (``FailureKeepingSink``).
protocol LengthsSink: FailureKeepingSink {
  /// Takes a line over the limit as it ends.
  func take(_ line: LineOverLimit)
  /// Writes the report (with the lines taken, in the order taken).
  ///
  /// - Throws: A failure to keep or write a line; `OutputError` when the output fails.
  func end(_ report: LengthsReport) throws
}

/// `ustr lengths`'s table: the verdict, then the lines over the limit in blocks
/// (``SpooledTableRows``) whose number columns are as wide as the widest number of all of them,
/// so the blocks line up and read as the one table a report holding every line draws.
final class LengthsTableSink: LengthsSink {
  let renderer: LengthsTableRenderer
  /// The rows: three numbers, then the cluster cell, which may hold spaces or be empty.
  private let rows = SpooledTableRows(columnCount: 4)
  /// The widest cell of each number column so far (line, length, over), in cells.
  private var numberWidths = [0, 0, 0]
  private(set) var failure: (any Error)?

  init(renderer: LengthsTableRenderer) {
    self.renderer = renderer
  }

  func take(_ line: LineOverLimit) {
    guard failure == nil else { return }
    let cells = renderer.lineCells(line)
    for column in numberWidths.indices { numberWidths[column] = max(numberWidths[column], cells[column].utf8.count) }
    do throws(OutputError) {
      try rows.append(cells)
    } catch {
      failure = error
    }
  }

  func end(_ report: LengthsReport) throws {
    guard let checks = report.lineChecks, !checks.fits else {
      return StandardOutput.writeLine(renderer.render(report))
    }
    if let failure { throw failure }
    StandardOutput.writeLine(renderer.lineChecksHeading(checks))
    let titles = LengthsTableRenderer.lineTable().columns.map(\.title.utf8.count)
    let widths = numberWidths.indices.map { max(numberWidths[$0], titles[$0]) }
    try rows.draw(drawsEmpty: true) { showsTitles in
      var block = LengthsTableRenderer.lineTable(showsTitles: showsTitles)
      block.fixedWidths = widths
      return block
    }
    if let more = LengthsTableRenderer.moreLinesNote(shown: rows.count, of: checks) { StandardOutput.writeLine(more) }
    StandardOutput.writeLine("")
    StandardOutput.writeLine(renderer.closingSections(report).joined(separator: "\n\n"))
  }
}

/// `ustr lengths --format json`: the document as the report's `Encodable` conformance writes it,
/// with `lineChecks.linesOver[]` read back from a spool.
final class LengthsJSONSink: LengthsSink {
  /// The depth of an element of `lineChecks.linesOver`.
  static let lineDepth = 3
  private let spool = RecordSpool(memoryLimit: 1 << 20)
  private let layout = RowLayout(depth: lineDepth)
  private(set) var failure: (any Error)?

  func take(_ line: LineOverLimit) {
    guard failure == nil else { return }
    do {
      try spool.append(layout.bytes(of: line))
    } catch {
      failure = error
    }
  }

  func end(_ report: LengthsReport) throws {
    if let failure { throw failure }
    try StandardOutput.writeJSONDocument(format: .json) { json in
      try report.writeMembers(into: json) { try spool.writeElements(into: json) }
    }
  }
}

/// `ustr lengths --format jsonl`: a `header` message at once, a `line` message per line over
/// the limit as it ends (an element of the document's `lineChecks.linesOver[]`), then the
/// `summary` (``LengthsReport/jsonLinesSummary``).
final class LengthsJSONLinesSink: LengthsSink {
  private(set) var failure: (any Error)?

  /// Writes the header.
  init() throws {
    try StandardOutput.writeJSONLine(type: "header", JSONLinesMessages.Versions(engines: Engines.current))
  }

  func take(_ line: LineOverLimit) {
    guard failure == nil else { return }
    do {
      try StandardOutput.writeJSONLine(type: "line", line)
    } catch {
      failure = error
    }
  }

  func end(_ report: LengthsReport) throws {
    if let failure { throw failure }
    try StandardOutput.writeJSON(report.jsonLinesSummary, format: .jsonl)
  }
}
