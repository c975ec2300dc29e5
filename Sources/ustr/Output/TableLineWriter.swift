import UStrReport

/// Writes the lines of a table whose shown columns all have their widths set in advance (a
/// block of a table drawn in blocks, ``TextTable/fixedWidths``) straight into bytes, a cell at a
/// time: no row is kept, no cell of a number is made as a `String`, and no line is. The bytes
/// are those ``TextTable/write(into:layout:)`` writes for the same cells.
///
///     var table = TextTable(columns: [.init("#", alignment: .right), .init("cluster")])
///     table.fixedWidths = [3, 8]
///     var writer = TableLineWriter(table, layout: TableLayout())!
///     writer.writeTitles()
///     writer.number(7)
///     writer.cell("漢")
///     writer.endRow()
///     String(decoding: writer.bytes, as: UTF8.self)  // "  #  cluster\n  7  漢"
///
/// - Complexity: O(n) in the bytes of each cell written (a cell longer than its column is cut,
///   as ``TextTable/cut(_:to:measure:)`` cuts it).
struct TableLineWriter: TableRows {
  /// The lines written so far (each after the first starts with "\n"; the last has none).
  var bytes: [UInt8] = []
  private let alignments: [TextTable.Alignment]
  /// Each column's place among the shown columns; `nil` for a hidden one.
  private let positions: [Int?]
  /// Each column's cut width (`nil`: no limit).
  private let limits: [Int?]
  /// Each shown column's width in cells, in the order shown.
  private let widths: [Int]
  private let indent: Int
  private let titles: [String]
  private let hiddenNote: String?
  private var measure: CellMeasure
  private var cuts = CellCuts()
  /// The column of the next cell of the row being written.
  private var column = 0
  /// Spaces owed before the next non-empty cell (no line ends in spaces).
  private var pendingSpaces = 0
  private var isFirstLine = true
  /// Whether the row being written has begun its line.
  private var isLineOpen = false

  /// A writer of `table`'s lines laid out by `layout`; `nil` when they depend on the rows:
  /// a column the layout shows has no width set in advance (but a last one aligned left, whose
  /// width only pads after its cell, when no terminal's width is fitted), or the last one wraps.
  init?(_ table: TextTable, layout: TableLayout = .current) {
    let fitting = table.fit(layout)
    var widths: [Int] = []
    for (position, index) in fitting.shown.enumerated() {
      if let fixed = table.fixedWidth(index) {
        widths.append(fitting.widths[index] ?? fixed)
        continue
      }
      let isLast = position == fitting.shown.count - 1
      guard isLast, table.columns[index].alignment == .left, layout.width == nil else { return nil }
      // No line ends in spaces: a last cell is never padded.
      widths.append(0)
    }
    if let last = fitting.shown.last, table.columns[last].wraps, fitting.widths[last] != nil { return nil }
    var positions = [Int?](repeating: nil, count: table.columns.count)
    for (position, index) in fitting.shown.enumerated() { positions[index] = position }
    self.positions = positions
    self.widths = widths
    alignments = table.columns.map(\.alignment)
    limits = fitting.widths
    indent = table.indent
    titles = table.showsTitles ? table.columns.map(\.title) : []
    hiddenNote =
      fitting.hidden.isEmpty || !table.showsHiddenNote
      ? nil : "(hidden to fit \(layout.width ?? 0) columns: \(fitting.hidden.joined(separator: ", "));"
    measure = CellMeasure(policy: layout.widthPolicy)
  }

  /// Writes the column titles as a line, when the table shows them.
  mutating func writeTitles() {
    guard !titles.isEmpty else { return }
    for title in titles {
      guard let position = positions[column] else {
        column += 1
        continue
      }
      put(title, cells: measure.cells(of: title), style: .heading, position: position)
    }
    endRow()
  }

  /// Writes the next cell of the row: `text`, terminal-safe, cut to its column.
  mutating func cell(_ text: String, style: TextStyle?) {
    guard column < positions.count, let position = positions[column] else {
      column += 1
      return
    }
    let cut = cuts.cut(text, to: limits[column], measure: &measure)
    put(cut.text, cells: cut.cells, style: style, position: position)
  }

  /// Writes the next cell of the row: UTF-8 that is terminal-safe text, copied as it is when
  /// it is printable ASCII that fits its column (a spooled row's numbers).
  mutating func cell(utf8: ArraySlice<UInt8>, style: TextStyle?) {
    guard column < positions.count, let position = positions[column] else {
      column += 1
      return
    }
    guard !utf8.isEmpty, utf8.count <= limits[column] ?? .max, style == nil || !TextStyle.isEnabled,
      utf8.allSatisfy({ $0 &- 0x20 < 0x5F })
    else { return cell(String(decoding: utf8, as: UTF8.self), style: style) }
    openLine()
    placeCell(cells: utf8.count, position: position)
    bytes += utf8
    column += 1
  }

  /// Writes the next cell of the row: `value`'s decimal digits.
  mutating func number(_ value: Int, style: TextStyle?) {
    guard column < positions.count, let position = positions[column] else {
      column += 1
      return
    }
    let digitCount = Self.digitCount(value)
    guard value >= 0, digitCount <= limits[column] ?? .max, style == nil || !TextStyle.isEnabled else {
      return cell(String(value), style: style)
    }
    openLine()
    placeCell(cells: digitCount, position: position)
    Self.appendDigits(of: value, count: digitCount, to: &bytes)
    column += 1
  }

  /// Writes the next cell of the row: `range` as "lower..<upper".
  mutating func range(_ range: Range<Int>) {
    guard column < positions.count, let position = positions[column] else {
      column += 1
      return
    }
    let (lower, upper) = (range.lowerBound, range.upperBound)
    let lowerCount = Self.digitCount(lower)
    let upperCount = Self.digitCount(upper)
    guard lower >= 0, lowerCount + 3 + upperCount <= limits[column] ?? .max else {
      return cell("\(lower)..<\(upper)", style: nil)
    }
    openLine()
    placeCell(cells: lowerCount + 3 + upperCount, position: position)
    Self.appendDigits(of: lower, count: lowerCount, to: &bytes)
    bytes += "..<".utf8
    Self.appendDigits(of: upper, count: upperCount, to: &bytes)
    column += 1
  }

  /// Ends the row; the cells it was not given are empty.
  mutating func endRow() {
    openLine()
    isLineOpen = false
    column = 0
    pendingSpaces = 0
  }

  /// Empties ``bytes`` for the next block of the table, whose first line starts them: the
  /// blocks of one table have the same columns and widths.
  mutating func startBlock() {
    bytes.removeAll(keepingCapacity: true)
    isFirstLine = true
  }

  /// Writes the note on the columns hidden to fit, when the table shows it: after the last row.
  mutating func writeHiddenNote() {
    guard let hiddenNote else { return }
    startLine()
    bytes += hiddenNote.utf8
    startLine()
    bytes += " --wide shows every column, --columns NAME,... picks them)".utf8
  }

  /// `text`, cut already and taking `cells` cells, in the shown column at `position`.
  private mutating func put(_ text: String, cells: Int, style: TextStyle?, position: Int) {
    openLine()
    if text.isEmpty {
      if position > 0 { pendingSpaces += 2 }
      pendingSpaces += max(widths[position] - cells, 0)
    } else {
      placeCell(cells: cells, position: position)
      bytes += style.apply(text).utf8
    }
    column += 1
  }

  /// Writes the spaces before a non-empty cell of `cells` cells at `position`, and owes those
  /// after it.
  private mutating func placeCell(cells: Int, position: Int) {
    if position > 0 { pendingSpaces += 2 }
    let padding = max(widths[position] - cells, 0)
    if alignments[column] == .left {
      TextTable.appendSpaces(pendingSpaces, to: &bytes)
      pendingSpaces = padding
    } else {
      TextTable.appendSpaces(pendingSpaces + padding, to: &bytes)
      pendingSpaces = 0
    }
  }

  /// Begins the row's line, unless it has begun.
  private mutating func openLine() {
    guard !isLineOpen else { return }
    startLine()
    isLineOpen = true
  }

  private mutating func startLine() {
    if !isFirstLine { bytes.append(0x0A) }
    isFirstLine = false
    TextTable.appendSpaces(indent, to: &bytes)
  }

  /// The decimal digits of `value` (1 for 0; a negative value is written as `String` writes it).
  static func digitCount(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// Appends the `count` decimal digits of `value` (at least 0) to `bytes`.
  private static func appendDigits(of value: Int, count: Int, to bytes: inout [UInt8]) {
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(0x30, count: count))
    var rest = value
    var index = start + count - 1
    while rest > 0 {
      bytes[index] = 0x30 + UInt8(rest % 10)
      rest /= 10
      index -= 1
    }
  }
}
