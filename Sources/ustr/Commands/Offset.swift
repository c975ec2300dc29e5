import ArgumentParser
import UStrCore
import UStrReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ustr offset`: one position, given as an offset in one view or as a line and column,
/// described in every view.
struct Offset: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "offset",
    _superCommandName: "ustr",
    abstract: "Show where an offset, or a line and column, falls in every view of the text.",
    discussion: """
      Takes a UTF-8, UTF-16, scalar or grapheme offset (--unit U N: 0 up to the text's length in \
      that view), a byte offset in the input as given (--unit input N: "byte 4711 of my UTF-16 \
      file"; it must start a scalar's bytes, else the nearest scalar starts are named and the exit \
      is 2; for UTF-8 input it equals the UTF-8 offset until an ill-formed sequence, which the text \
      holds as U+FFFD), or a line and column (--line L --column C, 0-based as the Language Server \
      Protocol counts them, the column in UTF-16 units unless --column-unit says otherwise), and \
      shows the position in every view: its line and column, whether it is a boundary there, the \
      nearest grapheme cluster boundaries below and above, and the scalar or cluster it falls \
      inside of. A column past its line's end is taken as the line's end, as LSP does, unless \
      --strict-column. Exit 2 when the offset or line is past the end of the text.
      """)

  @Option(
    name: [.customLong("unit"), .customLong("from")],
    help: "The unit the offset counts (--from is its older name); input: bytes of the input as given.")
  var unit: OffsetUnit?

  /// The offset with `--unit`; with `--line`, the text (the first positional argument).
  @Argument(help: ArgumentHelp("The offset, in --unit's units (with --line, the text).", valueName: "offset"))
  var offsetArgument: String?

  @Option(help: "The line (from 0, or from 1 with --one-based).")
  var line: Int?

  @Option(help: "The column in the line, in --column-unit's units (from 0, or 1 with --one-based).")
  var column: Int?

  @Option(help: "The unit --column counts: utf16 (LSP's default), utf8, scalar or grapheme.")
  var columnUnit: TextView?

  @Flag(help: "Count lines and columns from 1, as editors' status bars do (--line, --column and the table; JSON stays 0-based).")
  var oneBased = false

  @Flag(help: "Refuse (exit 2) a column past its line's end instead of taking the line's end.")
  var strictColumn = false

  @Option(help: "What ends a line: lsp (LF, CR LF, CR) or unicode (also VT, FF, NEL, LS, PS).")
  var lineTerminators: LineTerminators = .lsp

  // The text options of `TextInputOptions`, declared here because the text is the first
  // positional argument with --line and the second with --unit: `TextInputOptions` would check,
  // before this command could say where its text is, that a terminal's user gave one.
  @Argument(help: "The text. Omit it to read --file or standard input.")
  var text: String?

  @Option(
    name: .long,
    help: "Read the text from a file ('-' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).")
  var file: String?

  @OptionGroup var decoding: DecodingOptions
  @OptionGroup var output: OutputOptions

  /// The text argument: after the offset with --unit, the only positional argument with --line.
  var textArgument: String? { unit == nil ? offsetArgument : text }

  /// Where the text comes from, as the other commands read it.
  var input: TextInputOptions {
    var input = TextInputOptions()
    input.text = textArgument
    input.file = file
    input.decoding = decoding
    return input
  }

  /// The offset given with `--unit`.
  var offset: Int? { unit == nil ? nil : offsetArgument.flatMap { Int($0) } }

  func validate() throws {
    try output.validateColumns([])
    let byOffset = unit != nil
    let byLine = line != nil || column != nil
    if byOffset == byLine || (byLine && (line == nil || column == nil)) {
      throw ValidationError("Give a position as either '--unit U N' or '--line L --column C', exactly one of the two.")
    }
    if byOffset, offset == nil {
      throw ValidationError("The offset after --unit must be a whole number, not '\(offsetArgument ?? "")'.")
    }
    if byLine, offsetArgument != nil, let text {
      throw ValidationError("With --line and --column, give one text, not '\(offsetArgument!)' and '\(text)'.")
    }
    try input.validate()
    if byOffset, columnUnit != nil || strictColumn {
      throw ValidationError("--column-unit and --strict-column go with '--line L --column C'.")
    }
    let first = oneBased ? 1 : 0
    if let line, line < first { throw ValidationError("--line counts from \(first), not \(line).") }
    if let column, column < first { throw ValidationError("--column counts from \(first), not \(column).") }
  }

  func run() throws {
    // Where each scalar sat in an input that is not UTF-8, for the position's `inputOffset`.
    let inputOffsets = InputOffsetTable()
    // Finding an input offset counts the bytes of every ill-formed sequence before it, so
    // --unit input lists them all; otherwise the text is held once (not as bytes and as text).
    let text =
      unit == .input
      ? try input.read(inputOffsets: inputOffsets, listLimit: .max) : try input.readHeldOnce(inputOffsets: inputOffsets)
    text.warnIfRepaired(consequence: "; offsets count the repaired text, where each U+FFFD is 3 UTF-8 bytes")
    let map = OffsetMap(text.text)
    let lines = LineIndex(map.text, terminators: lineTerminators)
    // Where each scalar sat in the input: shown for converted input, and asked by --unit input.
    var inputOffset: ((_ scalarOffset: Int) -> Int?)?
    var lookup: InputOffsetLookup?
    if let byteCount = InputRecord.inputs.last?.description.byteCount ?? (textArgument?.utf8.count),
      inputOffsets.isConverted || unit == .input
    {
      let found = InputOffsetLookup(
        map: map, table: inputOffsets.isConverted ? inputOffsets : nil, invalid: text.decoding.invalid,
        byteCount: byteCount)
      inputOffset = found.inputOffset(ofScalar:)
      lookup = found
    }
    var report: OffsetReport
    if let line, let column {
      report = try lineColumnReport(
        map: map, lines: lines, invalid: text.decoding.invalid, line: line, column: column,
        inputOffset: inputOffset)
    } else if unit == .input, let lookup {
      var found = OffsetReport(
        map: map, lines: lines, offset: try lookup.scalarOffset(atInput: offset!), in: .scalar,
        invalid: text.decoding.invalid, inputOffset: inputOffset)!
      found.inputOffsetRequest = offset!
      report = found
    } else {
      guard case .view(let unit) = unit! else { preconditionFailure("--unit input has a lookup") }
      let offset = offset!
      guard
        let found = OffsetReport(
          map: map, lines: lines, offset: offset, in: unit, invalid: text.decoding.invalid,
          inputOffset: inputOffset)
      else {
        let count = map.counts[unit]
        throw InputError(
          description: "\(unit.rawValue) offset \(offset) is out of range: the text has \(count) "
            + "\(unit.unitName), so offsets go from 0 to \(count)")
      }
      report = found
    }
    report.invalidUTF8Count = text.decoding.invalidCount
    switch output.format {
    case .table: StandardOutput.writeLine(OffsetTableRenderer(isOneBased: oneBased).render(report))
    case .json, .jsonl: try StandardOutput.writeJSON(report, format: output.format)
    }
  }

  /// The report of the position `column` units of the column unit into line `line` (both as
  /// given, so 1-based with `--one-based`); `inputOffset` places scalars in a converted input.
  private func lineColumnReport(
    map: OffsetMap, lines: LineIndex, invalid: [InvalidUTF8Sequence], line givenLine: Int, column givenColumn: Int,
    inputOffset: ((_ scalarOffset: Int) -> Int?)?
  ) throws -> OffsetReport {
    let unit = columnUnit ?? .utf16
    let first = oneBased ? 1 : 0
    let line = givenLine - first
    let column = givenColumn - first
    guard let content = lines.utf8Range(ofLine: line, in: map.text) else {
      throw InputError(
        description: "line \(givenLine) is out of range: the text has \(lines.lineCount) "
          + "\(plural(lines.lineCount, "line")), so lines go from \(first) to \(lines.lineCount - 1 + first)")
    }
    // Both ends of a line's content are cluster boundaries (a terminator is a control).
    let start = map.position(content.lowerBound, in: .utf8)!.roundedDown[unit]
    let length = map.position(content.upperBound, in: .utf8)!.roundedDown[unit] - start
    let isClamped = column > length
    if isClamped, strictColumn {
      throw InputError(
        description: "column \(givenColumn) is past the end of line \(givenLine): it has \(length) "
          + "\(unit.unitName), so columns go from \(first) to \(length + first)")
    }
    return OffsetReport(
      map: map, lines: lines, offset: start + min(column, length), in: unit,
      lineColumn: LineColumnRequest(line: line, column: column, unit: unit, isClamped: isClamped),
      invalid: invalid, inputOffset: inputOffset)!
  }
}

extension LineTerminators: ExpressibleByArgument {}
