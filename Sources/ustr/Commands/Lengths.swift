import ArgumentParser
import UStrCore
import UStrICU
import UStrReport

/// `ustr lengths`: the length in every runtime's terms, and `--max` checks.
struct Lengths: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lengths",
    _superCommandName: "ustr",
    abstract: "Show the text's length as Swift, Java, JavaScript, Python, Rust, Go and C# count it.",
    discussion: """
      One row per runtime (id, expression, unit, length), then the grapheme clusters that make \
      Swift's count differ from Java's length. With --max N, checks the length instead: exit 1 \
      when it is over, naming the unit, the length and the first cluster past the limit; exit 0 \
      when it fits. With --each-line, each line ("\\n" or "\\r\\n") is checked on its own. \
      The input is read a megabyte at a time, in memory that does not grow with it.
      """)

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "The most the text may count in --unit; exit 1 when over.")
  var max: Int?

  @Option(help: "The unit --max counts (default: grapheme; the plurals graphemes and scalars work too).")
  var unit: TextView?

  @Flag(help: "Check each line against --max, and list the lines over it.")
  var eachLine = false

  @Flag(help: "List every line over the limit, however many (default: the first 1000 in JSON, 100 in a table).")
  var all = false

  func validate() throws {
    try output.validateColumns([])
    if let max, max < 0 { throw ValidationError("--max must be 0 or more.") }
    if max == nil && eachLine { throw ValidationError("--each-line needs --max.") }
    if max == nil && unit != nil { throw ValidationError("--unit needs --max (the unit it counts).") }
  }

  func run() throws {
    let limit = max.map { LengthLimit(maximum: $0, unit: unit ?? .grapheme) }
    var stream = LengthsStream(
      limit: limit, eachLine: eachLine, lineLimit: all ? nil : LengthsReport.lineLimit)
    // JSON Lines: the header at once, each line over the limit as soon as it ends.
    let streamsLines = output.format == .jsonl
    if streamsLines { try StandardOutput.writeJSONLine(type: "header", JSONLinesMessages.Versions(engines: Engines.current)) }
    let read = try input.streamUTF8 {
      stream.append(utf8: $0)
      if streamsLines { try Self.writeLineMessages(stream.takeLinesOver()) }
    }
    read.warnIfRepaired()
    let report = stream.finish(invalid: read.invalid)
    switch output.format {
    case .table:
      var renderer = LengthsTableRenderer()
      if all { renderer.lineLimit = nil }
      StandardOutput.writeLine(renderer.render(report))
    case .json: try StandardOutput.writeJSON(report)
    case .jsonl:
      try Self.writeLineMessages(report.lineChecks?.linesOver ?? [])
      try StandardOutput.writeJSON(report.jsonLinesSummary, format: .jsonl)
    }
    if !report.fits { throw ExitCode(1) }
  }

  /// Writes a `line` message per line over the limit: an element of `lineChecks.linesOver[]`.
  static func writeLineMessages(_ lines: [LineOverLimit]) throws {
    for line in lines {
      try StandardOutput.writeJSONLine(type: "line", line)
      try StandardOutput.stopIfFailed()
    }
  }
}
