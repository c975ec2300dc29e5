import ArgumentParser
import UStrCore
import UStrReport

/// `ustr offset`: one position given in one view, described in every view.
struct Offset: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "offset",
    abstract: "Show where an offset in one view falls in every view of the text.",
    discussion: """
      Takes a UTF-8, UTF-16, scalar or grapheme offset (0 up to the text's length in that view) \
      and shows it in every view: whether it is a boundary there, the nearest grapheme cluster \
      boundaries below and above, and the scalar or cluster it falls inside of. Exit 2 when the \
      offset is past the end.
      """)

  @Option(
    name: [.customLong("unit"), .customLong("from")],
    help: "The unit the offset counts (--from is its older name).")
  var unit: TextView

  @Argument(help: "The offset, in --unit's units.")
  var offset: Int

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    let text = try input.read()
    text.warnIfRepaired(consequence: "; offsets count the repaired text, where each U+FFFD is 3 UTF-8 bytes")
    let map = OffsetMap(text.text)
    guard let report = OffsetReport(map: map, offset: offset, in: unit, invalid: text.decoding.invalid) else {
      let count = map.counts[unit]
      throw InputError(
        description: "\(unit.rawValue) offset \(offset) is out of range: the text has \(count) "
          + "\(unit.unitName), so offsets go from 0 to \(count)")
    }
    switch output.format {
    case .table: StandardOutput.writeLine(OffsetTableRenderer().render(report))
    case .json, .jsonl: try StandardOutput.writeJSON(report, format: output.format)
    }
  }
}
