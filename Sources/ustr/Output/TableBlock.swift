/// One block of a table drawn a block at a time (a long `--all` list): every block's columns
/// have the widths set from `offsetBound`, so the blocks line up, and only the last is followed
/// by the note on hidden columns.
///
///     renderer.scalarTable(clusters, block: TableBlock(offsetBound: 300_000_000, isLast: false))
struct TableBlock {
  /// The largest offset any row of the table can show (the input's size, or a bound on it): the
  /// offset columns are as wide as its digits.
  var offsetBound: Int
  /// Whether this block is the table's last.
  var isLast: Bool
  /// Whether the block starts with the column titles: false for a block that continues the one
  /// above it on the screen (rows drawn as a slow input pauses).
  var showsTitles = true
}

extension TextTable {
  /// Lays the table out as `block` (with the column widths `widths` gives for its offset
  /// bound), or as a whole table when `block` is `nil`.
  mutating func lay(as block: TableBlock?, widths: (_ offsetBound: Int) -> [Int?]) {
    guard let block else { return }
    fixedWidths = widths(block.offsetBound)
    showsHiddenNote = block.isLast
    if !block.showsTitles { showsTitles = false }
  }
}
