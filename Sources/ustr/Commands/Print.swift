import ArgumentParser
import UStrReport

/// `ustr print`: the code points of ranges, blocks, scripts, categories, ages or UTF-8 bytes.
struct Print: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "print",
    _superCommandName: "ustr",
    abstract: "List the code points of a range, block, script, category, age or UTF-8 bytes.",
    discussion: """
      SPEC is U+2190..U+21FF or 2190..21FF (a range), block:Arrows, script:Greek, category:Sm \
      (or a major class, category:S), age:17.0 (added in that version) or utf8:e2,82,ac. \
      Assigned code points only unless --all. Rows stream as they are found.
      """)

  @Argument(help: "What to list (see the discussion).")
  var specs: [String] = []

  @Flag(name: .customLong("all"), help: "Include unassigned code points (noncharacters, reserved).")
  var includingUnassigned = false

  @Option(help: "The most code points to list; the rest are counted. Default: 1000 in a table, all in JSON.")
  var limit: Int?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.validateColumns(ColumnNames.keys(CharacterRowTableRenderer.columns))
    if specs.isEmpty { throw ValidationError("Give what to list: U+2190..U+21FF, block:Arrows, script:Greek...") }
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
  }

  func run() throws {
    let parsed: [CodePointSpec]
    do {
      parsed = try specs.map { spec throws(CodePointSpec.Invalid) in try CodePointSpec(spec) }
    } catch {
      throw ValidationError(error.description)
    }
    let limit = limit ?? (output.format == .table ? 1000 : .max)
    var sink: any CharacterRowSink =
      switch output.format {
      case .table: CharacterRowTableSink()
      case .json: CharacterRowJSONSink()
      case .jsonl: CharacterRowJSONLinesSink()
      }
    let engines = CharacterEngines.current
    try sink.begin(engines: engines)
    var count = 0
    for spec in parsed {
      try spec.forEach(includingUnassigned: includingUnassigned) { scalar in
        count += 1
        if count <= limit { try sink.row(CharacterRow(scalar)) }
        return true
      }
    }
    try sink.end(count: count, shown: min(count, limit), engines: engines)
  }
}
