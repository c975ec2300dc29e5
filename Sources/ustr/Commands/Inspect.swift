import ArgumentParser
import UStrCore
import UStrReport

/// `ustr inspect`: the aligned breakdown of a text.
struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Show each grapheme cluster, its scalars, UTF-16 units and UTF-8 bytes, aligned.",
    discussion: """
      One row per scalar, grouped by grapheme cluster, with offsets in every view; then the \
      counts, the four normalization forms, the length in other languages' terms, warnings, \
      and the engines with their Unicode versions. Rows stream: JSON and JSON Lines write each \
      cluster as it is read, in memory that does not grow with the input.
      """)

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  @Option(
    help: """
      The most grapheme clusters to list; the rest are counted. Default: 1000 in a table, every \
      cluster in JSON and JSON Lines (they stream, so a script gets every row unless it asks for \
      less).
      """)
  var limit: Int?

  @Flag(help: "List every grapheme cluster, however large the input.")
  var all = false

  func validate() throws {
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
  }

  /// The clusters to list: all with `--all`; else `--limit`; else the format's default.
  var graphemeLimit: Int? {
    if all { return nil }
    return limit ?? (output.format == .table ? Inspection.defaultGraphemeLimit : nil)
  }

  /// How much decoded text one step of the stream takes apart: 1 MiB.
  static let stepUTF8Count = 1 << 20

  func run() throws {
    let text = try input.read()
    var stream = try InspectionStream(graphemeLimit: graphemeLimit)
    var sink: any InspectionSink =
      switch output.format {
      case .table: InspectionTableSink()
      case .json: InspectionJSONSink()
      case .jsonl: InspectionJSONLinesSink()
      }
    try sink.begin(stream.header)
    for step in Self.steps(of: text.text) {
      try stream.append(String(step)) { try sink.row($0) }
      try StandardOutput.stopIfFailed()
    }
    let summary = try stream.finish(invalid: text.decoding.invalid) { try sink.row($0) }
    try sink.end(summary)
  }

  /// `text` in stretches of about `stepUTF8Count` bytes, each ending at a scalar boundary.
  static func steps(of text: String) -> [Substring] {
    var steps: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    while start < utf8.endIndex {
      var end = utf8.index(start, offsetBy: stepUTF8Count, limitedBy: utf8.endIndex) ?? utf8.endIndex
      while end < utf8.endIndex && UTF8.isContinuation(utf8[end]) { end = utf8.index(after: end) }
      steps.append(text[start..<end])
      start = end
    }
    return steps
  }
}
