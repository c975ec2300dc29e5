import UStrReport

/// How wide tables may be, which columns they show and how cells are measured: the terminal's
/// width (or `COLUMNS`) on a terminal, every column in a pipe; `--wide` and `--columns`
/// override; `--width-policy` picks the measure.
struct TableLayout {
  /// The most cells a line may take; `nil` for no limit (a pipe, a file, `--wide`).
  var width: Int?
  /// The column keys `--columns` picked; `nil` for the table's own choice.
  var pickedColumns: [String]?
  /// How many cells each cluster takes: columns are aligned and cut by it.
  var widthPolicy = WidthPolicy.unicode

  /// The layout every table uses: set once from the options before any output.
  nonisolated(unsafe) static var current = TableLayout()

  /// The width tables fit on this output: `nil` in a pipe or a file; on a terminal `COLUMNS`
  /// when it is a positive number, else the terminal's own columns, else 80.
  ///
  ///     TableLayout.width(environment: ["COLUMNS": "100"], isTerminal: true, terminalColumns: 80)  // 100
  ///     TableLayout.width(environment: [:], isTerminal: false, terminalColumns: nil)  // nil
  static func width(environment: [String: String], isTerminal: Bool, terminalColumns: Int?) -> Int? {
    guard isTerminal else { return nil }
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return terminalColumns ?? 80
  }
}
