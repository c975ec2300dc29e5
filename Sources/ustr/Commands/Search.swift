import ArgumentParser
import UStrCore
import UStrReport

/// `ustr search`: code points by the words of their names and aliases.
struct Search: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    _superCommandName: "ustr",
    abstract: "Find code points whose name or alias has every word given (whole words), or matches --regex.",
    discussion: """
      Words match whole words of names and aliases, case-insensitively ('arrow' finds RIGHTWARDS \
      ARROW, not ARROWHEAD). The exact name comes first, then the best matches (the words as a \
      phrase, fewest other words first; then in order; then in any order). Names are the \
      standard library's; the word index and aliases come from the reference tables.
      """)

  @Argument(help: "The words (or, with --regex, one pattern).")
  var words: [String] = []

  @Flag(help: "Read the argument as a regular expression matched anywhere in each name and alias (upper case).")
  var regex = false

  @OptionGroup var filters: CharacterFilterOptions

  @Option(help: "The most results to list; the rest are counted. Default: 100 in the table, every one in JSON and JSON Lines.")
  var limit: Int?

  @Flag(help: "List every result.")
  var all = false

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.validateColumns(ColumnNames.keys(CharacterRowTableRenderer.columns))
    if words.isEmpty { throw ValidationError("Give the words to search for.") }
    if regex && words.count != 1 { throw ValidationError("--regex takes one pattern.") }
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
  }

  func run() throws {
    let filter = try filters.filter()
    let limit = output.rowLimit(limit, all: all, tableDefault: 100)
    let report: SearchReport
    if regex {
      let pattern: Regex<AnyRegexOutput>
      do {
        pattern = try Regex(words[0])
      } catch {
        throw ValidationError("--regex: \(error)")
      }
      report = SearchReport(pattern: pattern, query: words, filter: filter, limit: limit)
    } else {
      report = SearchReport(words: words, filter: filter, limit: limit)
    }
    switch output.format {
    case .json: try StandardOutput.writeJSON(report)
    case .jsonl:
      try JSONLinesMessages.write(
        header: Header(engines: report.engines, query: report.query), rowType: "result", rows: report.results,
        summary: JSONLinesMessages.Count(count: report.count))
    case .table:
      StandardOutput.writeLine(
        CharacterRowTableRenderer.render(
          report.results, count: report.count, engines: report.engines))
    }
  }

  /// The `header` message of `--format jsonl`: the versions and the query.
  struct Header: Encodable {
    var schemaVersion = ReportSchema.version
    var engines: CharacterEngines
    var query: [String]
  }
}
