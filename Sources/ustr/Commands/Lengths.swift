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

  @Option(
    help: """
      The most lines over the limit to list with --each-line; the rest are counted. Default: \
      100 in a table, every line in JSON and JSON Lines (they stream, so a script gets every \
      line unless it asks for less).
      """)
  var limit: Int?

  @Flag(help: "List every line over the limit (--each-line), however many.")
  var all = false

  func validate() throws {
    try output.validateColumns([])
    if let max, max < 0 { throw ValidationError("--max must be 0 or more.") }
    if max == nil && eachLine { throw ValidationError("--each-line needs --max.") }
    if max == nil && unit != nil { throw ValidationError("--unit needs --max (the unit it counts).") }
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    if !eachLine && (limit != nil || all) {
      throw ValidationError("--limit and --all choose the lines over the limit to list: they need --each-line.")
    }
  }

  /// The lines over the limit to list: all with `--all`; else `--limit`; else the format's
  /// default.
  var lineLimit: Int? {
    if all { return nil }
    return limit ?? (output.format == .table ? LengthsTableRenderer.defaultLineLimit : nil)
  }

  func run() throws {
    let limit = max.map { LengthLimit(maximum: $0, unit: unit ?? .grapheme) }
    var stream = LengthsStream(limit: limit, eachLine: eachLine, lineLimit: lineLimit)
    // Each line over the limit goes to the sink as it ends: JSON Lines writes it at once.
    let sink: any LengthsSink =
      switch output.format {
      case .table: LengthsTableSink(renderer: LengthsTableRenderer())
      case .json: LengthsJSONSink()
      case .jsonl: try LengthsJSONLinesSink()
      }
    let read = try input.streamUTF8 { chunk in
      stream.append(utf8: chunk) { sink.take($0) }
      try sink.chunkEnded()
    }
    read.warnIfRepaired()
    let report = stream.finish(invalid: read.invalid) { sink.take($0) }
    try sink.end(report)
    if !report.fits { throw ExitCode(1) }
  }
}
