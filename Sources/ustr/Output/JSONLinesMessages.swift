import UStrCore
import UStrReport

/// The messages of a report written as JSON Lines, as ripgrep's `--json` writes its
/// begin/match/end/summary: a `header` (what is known before the rows), one message per row
/// (`{"type":"result","data":{...}}`, the data an element of the JSON document's list), and a
/// `summary` (what is known at the end, then the `input` object when the command read any).
///
///     try JSONLinesMessages.write(
///       header: JSONLinesMessages.Versions(engines: report.engines), rowType: "encoding",
///       rows: report.encodings, summary: JSONLinesMessages.Count(count: report.count))
///     // {"type":"header","data":{"schemaVersion":2,"engines":{...}}}
///     // {"type":"encoding","data":{"name":"UTF-8",...}}
///     // {"type":"summary","data":{"count":232}}
enum JSONLinesMessages {
  /// A header of the schema version and the engines.
  struct Versions<EngineList: Encodable>: Encodable {
    var schemaVersion = ReportSchema.version
    var engines: EngineList
  }

  /// A summary of how many rows there are in all (also past `--limit`).
  struct Count: Encodable {
    var count: Int
  }

  /// Writes `header`, a `rowType` message per row, then `summary` with the input.
  ///
  /// - Throws: `EncodingError` for a number that is not finite; the first failed write.
  /// - Complexity: O(n) in the rows.
  static func write<Row: Encodable>(
    header: some Encodable, rowType: String, rows: some Sequence<Row>, summary: some Encodable
  ) throws {
    try StandardOutput.writeJSONLine(type: "header", header)
    for row in rows {
      try StandardOutput.writeJSONLine(type: rowType, row)
      try StandardOutput.stopIfFailed()
    }
    try StandardOutput.writeJSON(summary, format: .jsonl)
  }
}
