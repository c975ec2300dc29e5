import ArgumentParser

/// How a command prints its answer.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  /// Aligned text for a person at a terminal.
  case table
  /// The report as one ASCII-safe JSON document (schemaVersion 2), for scripts; a streamed
  /// report's rows are written as they come, its summary keys after them.
  case json
  /// JSON Lines: one compact ASCII-safe JSON object a line, each `{"type": ..., "data": ...}`:
  /// a `header`, then one line per row (`grapheme` in `inspect`), then the `summary`, as
  /// ripgrep's `--json` messages. A command without rows writes its report as the summary.
  case jsonl
}

/// The output options every command with a report shares: `--format`, the table layout
/// (`--wide`, `--columns`) and the terminal's (`--color`, `--no-pager`).
struct OutputOptions: ParsableArguments {
  @Option(help: "Output format: table, json or jsonl (JSON Lines: one object a line).")
  var format: OutputFormat = .table

  @Flag(help: "Show every table column, however wide the terminal (the default in a pipe).")
  var wide = false

  @Option(
    help: ArgumentHelp(
      "The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).",
      valueName: "names"))
  var columns: String?

  @OptionGroup var terminal: TerminalOptions

  func validate() throws {
    let width = TableLayout.width(
      environment: TerminalOptions.environment, isTerminal: StandardOutput.isTerminal,
      terminalColumns: TerminalDevice.size(of: 1)?.columns)
    TableLayout.current = TableLayout(
      width: wide ? nil : width,
      pickedColumns: columns.map(ColumnNames.parse), widthPolicy: terminal.widthPolicy)
  }

  /// Throws a usage error when `--columns` names a column that is not in `valid`, the keys of
  /// the command's tables that honour `--columns` (``ColumnNames/keys(_:)``). Every command
  /// with these options calls it from its `validate()`, so nothing is written before the error.
  func validateColumns(_ valid: [String]) throws {
    guard let columns, let message = ColumnNames.error(picked: ColumnNames.parse(columns), valid: valid)
    else { return }
    throw ValidationError(message)
  }

  /// The most rows to list: every one with `--all`; else `--limit`; else `tableDefault` in the
  /// table and every row in JSON and JSON Lines, which stream.
  ///
  ///     output.rowLimit(nil, all: false, tableDefault: 100)  // 100 (table), Int.max (json)
  func rowLimit(_ limit: Int?, all: Bool, tableDefault: Int) -> Int {
    if all { return .max }
    return limit ?? (format == .table ? tableDefault : .max)
  }
}
