/// Where a renderer writes a table's rows, a cell at a time in the columns' order: a
/// ``TextTable``, which keeps them to measure its columns, or a ``TableLineWriter``, which
/// writes each line as it comes (a block of a table drawn in blocks). One way of making the
/// rows serves both, so they cannot differ.
///
///     rows.number(3)       // "3"
///     rows.cell("é")
///     rows.endRow()
protocol TableRows {
  /// The next cell of the row: terminal-safe text, in `style` if any.
  mutating func cell(_ text: String, style: TextStyle?)
  /// The next cell of the row: `value` in decimal digits, in `style` if any.
  mutating func number(_ value: Int, style: TextStyle?)
  /// The next cell of the row: terminal-safe UTF-8 (a spooled row's), in `style` if any.
  mutating func cell(utf8: ArraySlice<UInt8>, style: TextStyle?)
  /// The next cell of the row: `range` as "lower..<upper", in no style.
  mutating func range(_ range: Range<Int>)
  /// Ends the row; the cells it was not given are empty.
  mutating func endRow()
}

extension TableRows {
  /// The next cell of the row, in no style.
  mutating func cell(_ text: String) { cell(text, style: nil) }

  /// The next cell of the row, `value`'s digits in no style.
  mutating func number(_ value: Int) { number(value, style: nil) }

  mutating func cell(utf8: ArraySlice<UInt8>, style: TextStyle?) {
    cell(String(decoding: utf8, as: UTF8.self), style: style)
  }

  mutating func range(_ range: Range<Int>) { cell("\(range.lowerBound)..<\(range.upperBound)") }
}

extension TextTable: TableRows {
  mutating func cell(_ text: String, style: TextStyle?) {
    if !isRowOpen {
      rows.append([])
      styles.append([])
      isRowOpen = true
    }
    rows[rows.count - 1].append(text)
    styles[styles.count - 1].append(style)
  }

  mutating func number(_ value: Int, style: TextStyle?) { cell(String(value), style: style) }

  mutating func endRow() {
    if !isRowOpen {
      rows.append([])
      styles.append([])
    }
    isRowOpen = false
  }
}
