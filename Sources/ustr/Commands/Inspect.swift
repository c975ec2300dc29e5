import ArgumentParser
import UStrCore
import UStrReport

/// `ustr inspect`: the aligned breakdown of a text.
struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    _superCommandName: "ustr",
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

  @Option(
    help: ArgumentHelp(
      """
      Character properties to add to each scalar row, comma-separated: script, scx \
      (Script_Extensions), block, eaw (East_Asian_Width), bidi (Bidi_Class), mirrored, age, \
      cells (the scalar's width; also 'width'), ccc, dt (Decomposition_Type), nv (numeric \
      value), emoji, gcb, incb, wb, sb, lb (the break properties), hst (Hangul_Syllable_Type), \
      or all. Each is a table column and a key of the scalar in JSON, from the engine and \
      Unicode version the JSON header names; where ICU and the reference tables differ, both \
      answers are shown.
      """, valueName: "names"))
  var properties: String?

  func validate() throws {
    try output.validateColumns(InspectionTableRenderer.columnNames)
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    _ = try askedProperties()
  }

  /// The properties of `--properties`, with the property columns `--columns` picks.
  ///
  /// - Throws: `ValidationError` for a name that is no property, with the nearest one.
  func askedProperties() throws -> [ScalarProperty] {
    var asked: [ScalarProperty] = []
    if let properties {
      do {
        asked = try ScalarProperty.list(properties)
      } catch {
        throw ValidationError(PropertyNames.error(unknown: error.name))
      }
    }
    let picked = output.columns.map(ColumnNames.parse) ?? []
    for property in ScalarProperty.allCases where picked.contains(property.columnKey) && !asked.contains(property) {
      asked.append(property)
    }
    return asked
  }

  /// The clusters to list: all with `--all`; else `--limit`; else the format's default.
  var graphemeLimit: Int? {
    if all { return nil }
    return limit ?? (output.format == .table ? Inspection.defaultGraphemeLimit : nil)
  }

  func run() throws {
    var stream = try InspectionStream(graphemeLimit: graphemeLimit)
    // Where each scalar sat in an input that is not UTF-8, for the rows' `inputOffset`.
    let inputOffsets = InputOffsetQueue()
    let properties = try askedProperties()
    var sink: any InspectionSink =
      switch output.format {
      case .table:
        InspectionTableSink(
          renderer: InspectionTableRenderer(properties: properties), offsetBound: input.offsetBound,
          inputOffsets: inputOffsets)
      case .json: InspectionJSONSink(inputOffsets: inputOffsets)
      case .jsonl: InspectionJSONLinesSink(inputOffsets: inputOffsets)
      }
    var header = stream.header
    header.widthPolicy = output.terminal.widthPolicy
    header.properties = properties.map { PropertySource($0, engines: ScalarPropertyValues.engines) }
    try sink.begin(header)
    var mojibake = MojibakeScan()
    let read = try input.stream(inputOffsets: inputOffsets, paused: { sink.paused() }) { text in
      mojibake.append(text)
      try stream.append(text) { try sink.row($0) }
      // Past the clusters listed, no row asks where a scalar sat.
      if stream.hasListedAll { inputOffsets.isWanted = false }
      if stream.isTruncated { sink.listingEnded() }
      try StandardOutput.stopIfFailed()
    }
    mojibake.finish()
    var summary = try stream.finish(invalid: read.invalid) { try sink.row($0) }
    if let warning = mojibake.warning { summary.warnings.append(warning) }
    try sink.end(summary)
  }
}
