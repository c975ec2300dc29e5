import ArgumentParser
import UStrReport

/// `ustr inspect`: the aligned breakdown of a text.
struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show each grapheme cluster, its scalars, UTF-16 units and UTF-8 bytes, aligned.",
    discussion: """
      One row per scalar, grouped by grapheme cluster, with offsets in every view; then the \
      counts, the four normalization forms, the length in other languages' terms, warnings, \
      and the engines with their Unicode versions.
      """)

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  @Option(
    help: """
      The most grapheme clusters to list; the rest are counted. Default: 1000 in a table, every \
      cluster in JSON (a script gets the whole report unless it asks for less).
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
    return limit ?? (output.format == .json ? nil : Inspection.defaultGraphemeLimit)
  }

  func run() throws {
    let text = try input.read()
    let inspection = try Inspection(decoding: text.decoding, graphemeLimit: graphemeLimit)
    switch output.format {
    case .table: StandardOutput.writeLine(InspectionTableRenderer().render(inspection))
    case .json: try StandardOutput.writeJSON(inspection)
    }
  }
}
