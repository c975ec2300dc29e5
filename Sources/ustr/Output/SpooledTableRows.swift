import UStrReport

/// The rows of a table that can only be drawn at the end (after a verdict that comes first),
/// kept in a ``RecordSpool`` (a temporary file past a megabyte) and then drawn in blocks of
/// ``blockSize`` rows that share the widths the caller sets, so the blocks line up and read as
/// one table. `lengths --each-line`'s lines over the limit and `normalize --check`'s changes.
///
///     let rows = SpooledTableRows(columnCount: 4)
///     try rows.append(["3", "120", "20", "é U+00E9 at …"])
///     try rows.draw(drawsEmpty: true) { showsTitles in table(showsTitles: showsTitles) }
///
/// - Complexity: O(n) in the rows; memory O(``blockSize`` rows + the spool's megabyte).
final class SpooledTableRows {
  /// The most rows drawn in one block.
  static let blockSize = 1_000
  /// The cells of a row; the last may hold spaces, the others hold none.
  let columnCount: Int
  private let spool = RecordSpool(memoryLimit: 1 << 20)

  init(columnCount: Int) {
    self.columnCount = columnCount
  }

  /// How many rows were kept.
  var count: Int { spool.count }

  /// Keeps a row: `columnCount` cells at most, spaces only in the last.
  ///
  /// - Throws: `OutputError` when the spool's temporary file cannot be written.
  func append(_ cells: [String]) throws(OutputError) {
    try spool.append { bytes, _ in
      for (position, cell) in cells.enumerated() {
        if position > 0 { bytes.append(0x20) }
        bytes += cell.utf8
      }
    }
  }

  /// Writes the rows in blocks made by `makeBlock` (with titles for the first), each cell styled
  /// by `styles`; the note on hidden columns follows the last block only. With `drawsEmpty`, a
  /// table of no rows is drawn (its titles).
  ///
  /// - Throws: `OutputError` when the spool cannot be read back or the output has failed.
  func draw(
    styles: [TextStyle?] = [], drawsEmpty: Bool, _ makeBlock: (_ showsTitles: Bool) -> TextTable
  ) throws {
    guard var writer = TableLineWriter(makeBlock(true)) else {
      return try drawTables(styles: styles, drawsEmpty: drawsEmpty, makeBlock)
    }
    // Each line written as its record is read back: no cell of a number becomes a `String`.
    writer.writeTitles()
    var drawnCount = 0
    var blockCount = 0
    try spool.forEach { record in
      let cells = record[...].split(separator: 0x20, maxSplits: columnCount - 1, omittingEmptySubsequences: false)
      for (column, cell) in cells.enumerated() {
        writer.cell(utf8: cell, style: column < styles.count ? styles[column] : nil)
      }
      writer.endRow()
      drawnCount += 1
      blockCount += 1
      guard blockCount == Self.blockSize else { return }
      if drawnCount == spool.count { writer.writeHiddenNote() }
      StandardOutput.writeLines { $0 += writer.bytes }
      writer.startBlock()
      blockCount = 0
      try StandardOutput.stopIfFailed()
    }
    guard blockCount > 0 || (drawsEmpty && drawnCount == 0) else { return }
    writer.writeHiddenNote()
    StandardOutput.writeLines { $0 += writer.bytes }
  }

  /// ``draw(styles:drawsEmpty:_:)`` through whole tables, when a block's lines depend on its
  /// rows (a terminal's width fitted to them).
  private func drawTables(
    styles: [TextStyle?], drawsEmpty: Bool, _ makeBlock: (_ showsTitles: Bool) -> TextTable
  ) throws {
    var block = makeBlock(true)
    var drawnCount = 0
    try spool.forEach { record in
      // Split at the bytes of spaces: the last cell may start with a mark, which would join a
      // space before it into one character.
      var cells = record.split(separator: 0x20, maxSplits: columnCount - 1, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      while cells.count < columnCount { cells.append("") }
      block.append(cells, styles: styles)
      drawnCount += 1
      guard block.rows.count == Self.blockSize else { return }
      block.showsHiddenNote = drawnCount == spool.count
      StandardOutput.writeLine(block)
      block = makeBlock(false)
      try StandardOutput.stopIfFailed()
    }
    if !block.rows.isEmpty || (drawsEmpty && drawnCount == 0) { StandardOutput.writeLine(block) }
  }
}
