import UStrReport

/// Rows of cells printed in aligned columns, measured in terminal cells (not characters).
///
///     var table = TextTable(columns: [.init("#", alignment: .right), .init("cluster")])
///     table.append(["0", "漢"])
///     table.render()  // "#  cluster\n0  漢"
///
/// On a terminal the table fits its width (``TableLayout``): columns are dropped in the table's
/// `dropOrder`, then narrowed, and a note says what was hidden. Cell styles are applied after
/// the widths are measured, so colour never moves a column.
struct TextTable {
  struct Column {
    var title: String
    var alignment: Alignment
    /// The most cells a cell of this column takes; longer text is cut with "…".
    var maximumWidth: Int?
    /// The fewest cells the column is narrowed to when the table must fit a terminal; `nil`
    /// when it is never narrowed (numbers, hex).
    var minimumWidth: Int?
    /// The column's name for `--columns` and the note that names hidden columns.
    var key: String
    /// Whether a narrowed cell of this column, when it is the last one shown, wraps onto more
    /// lines at spaces instead of being cut with "…" (prose: what an engine answers).
    var wraps: Bool

    init(
      _ title: String, alignment: Alignment = .left, maximumWidth: Int? = nil,
      minimumWidth: Int? = nil, key: String? = nil, wraps: Bool = false
    ) {
      self.title = title
      self.alignment = alignment
      self.maximumWidth = maximumWidth
      self.minimumWidth = minimumWidth ?? maximumWidth.map { min($0, 12) }
      self.key = key ?? title.lowercased().replacingSpaces()
      self.wraps = wraps
    }
  }

  enum Alignment { case left, right }

  var columns: [Column]
  var rows: [[String]] = []
  /// Each row's cell styles (colour carries meaning only; see ``TextStyle``).
  var styles: [[TextStyle?]] = []
  /// Spaces before every line.
  var indent = 0
  /// Whether to print the titles as the first line.
  var showsTitles = true
  /// The keys of the columns hidden first, in order, when the table is wider than the terminal;
  /// a table with a drop order also honours `--columns`. Empty: the table only narrows.
  var dropOrder: [String] = []
  /// Each column's width when it is set in advance instead of measured from the rows (`nil`,
  /// or no entry: measured): a table drawn in blocks gives every block the same widths, so the
  /// blocks line up and fit (or drop) the same columns. A longer cell is cut with "…".
  var fixedWidths: [Int?] = []
  /// Whether the note naming the columns hidden to fit follows the table (a table drawn in
  /// blocks writes it under its last block only).
  var showsHiddenNote = true
  /// Whether the last row takes more cells (``TableRows``): it was begun and not ended.
  var isRowOpen = false

  init(columns: [Column], indent: Int = 0, showsTitles: Bool = true, dropOrder: [String] = []) {
    self.columns = columns
    self.indent = indent
    self.showsTitles = showsTitles
    self.dropOrder = dropOrder
  }

  /// Adds a row; missing trailing cells are empty. Cells must already be terminal-safe;
  /// `styles` gives each cell's meaning, if any (missing ones have none).
  mutating func append(_ cells: [String], styles: [TextStyle?] = []) {
    rows.append(cells)
    self.styles.append(styles)
  }

  /// The table as lines joined by "\n", without trailing spaces, fitted to `layout`: columns
  /// dropped in `dropOrder` and narrowed to their `minimumWidth` until the lines fit
  /// `layout.width`, and a note under the table naming what was hidden.
  ///
  /// - Complexity: O(rows × columns) cells measured, once per column dropped.
  func render(layout: TableLayout = .current) -> String {
    var bytes: [UInt8] = []
    write(into: &bytes, layout: layout)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``render(layout:)``'s UTF-8 to `bytes`, without making a `String` of the table: a
  /// table drawn in blocks (`--all`) writes a gigabyte of lines.
  ///
  /// - Complexity: O(rows × columns) cells measured, once per column dropped.
  func write(into bytes: inout [UInt8], layout: TableLayout = .current) {
    let policy = layout.widthPolicy
    let fitting = fit(layout)
    let shown = fitting.shown
    // A wrapping last column keeps its whole text: its continuation lines follow the row.
    let wrapsLast = shown.last.map { columns[$0].wraps && fitting.widths[$0] != nil } ?? false
    var continuations: [Int: [String]] = [:]
    var measure = CellMeasure(policy: policy)
    var cuts = CellCuts()
    // Each shown cell, cut to its column's limit, and its cells, measured once for both its
    // column's width and its padding: line after line (the titles first), flat, so a row makes
    // no array of its own.
    let lineCount = (showsTitles ? 1 : 0) + rows.count
    var texts: [String] = []
    var cellCounts: [Int] = []
    texts.reserveCapacity(lineCount * shown.count)
    cellCounts.reserveCapacity(lineCount * shown.count)
    if showsTitles {
      for index in shown {
        texts.append(columns[index].title)
        cellCounts.append(measure.cells(of: columns[index].title))
      }
    }
    for (rowIndex, row) in rows.enumerated() {
      for index in shown {
        let cell = index < row.count ? row[index] : ""
        guard wrapsLast, index == shown.last, let width = fitting.widths[index] else {
          let cut = cuts.cut(cell, to: fitting.widths[index], measure: &measure)
          texts.append(cut.text)
          cellCounts.append(cut.cells)
          continue
        }
        let pieces = LineWrap.lines(cell, width: width, policy: policy)
        if pieces.count > 1 { continuations[rowIndex] = Array(pieces.dropFirst()) }
        texts.append(pieces[0])
        cellCounts.append(measure.cells(of: pieces[0]))
      }
    }
    let widths = shown.indices.map { position in
      if let fixed = fixedWidth(shown[position]) { return fitting.widths[shown[position]] ?? fixed }
      return stride(from: position, to: cellCounts.count, by: shown.count).lazy.map { cellCounts[$0] }.max() ?? 0
    }
    bytes.reserveCapacity(bytes.count + lineCount * (indent + widths.reduce(0, +) + 2 * shown.count + 1))
    var isFirstLine = true
    func startLine() {
      if !isFirstLine { bytes.append(0x0A) }
      isFirstLine = false
      Self.appendSpaces(indent, to: &bytes)
    }
    for line in 0..<lineCount {
      startLine()
      let dataRow = showsTitles ? line - 1 : line
      let rowStyles = dataRow >= 0 ? styles[dataRow] : []
      // Spaces wait until something follows them, so no line ends in spaces.
      var pendingSpaces = 0
      for (position, index) in shown.enumerated() {
        let cell = texts[line * shown.count + position]
        let padding = max(widths[position] - cellCounts[line * shown.count + position], 0)
        if position > 0 { pendingSpaces += 2 }
        if cell.isEmpty {
          pendingSpaces += padding
          continue
        }
        let style = dataRow < 0 ? .heading : index < rowStyles.count ? rowStyles[index] : nil
        if columns[index].alignment == .left {
          Self.appendSpaces(pendingSpaces, to: &bytes)
          bytes += style.apply(cell).utf8
          pendingSpaces = padding
        } else {
          Self.appendSpaces(pendingSpaces + padding, to: &bytes)
          bytes += style.apply(cell).utf8
          pendingSpaces = 0
        }
      }
      guard dataRow >= 0, let pieces = continuations[dataRow] else { continue }
      let start = indent + widths.dropLast().reduce(0, +) + 2 * (widths.count - 1)
      for piece in pieces {
        bytes.append(0x0A)
        Self.appendSpaces(start, to: &bytes)
        bytes += piece.drop { $0 == " " }.utf8
      }
    }
    if !fitting.hidden.isEmpty, showsHiddenNote {
      startLine()
      bytes += "(hidden to fit \(layout.width ?? 0) columns: \(fitting.hidden.joined(separator: ", "));".utf8
      startLine()
      bytes += " --wide shows every column, --columns NAME,... picks them)".utf8
    }
  }

  /// Appends `count` spaces to `bytes` (none when `count` is 0 or less), 64 at a time: a table
  /// pads every cell.
  static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
    var left = count
    while left > 0 {
      let piece = min(left, spaceBytes.count)
      bytes += spaceBytes[..<piece]
      left -= piece
    }
  }

  private static let spaceBytes = [UInt8](repeating: 0x20, count: 64)

  /// The digits of the widest number column of a table drawn in blocks, whose numbers stay
  /// below `offsetBound` (``TextInputOptions/offsetBound``).
  ///
  ///     TextTable.digitCount(below: 300_000_000)  // 9
  static func digitCount(below offsetBound: Int) -> Int { TableLineWriter.digitCount(max(offsetBound, 0)) }

  /// What `render` shows: the indices of the columns shown, each column's width limit, and the
  /// keys of the columns hidden to fit.
  func fit(_ layout: TableLayout) -> (shown: [Int], widths: [Int?], hidden: [String]) {
    var shown = Array(columns.indices)
    // A fixed width is the column's limit: its cells are cut to it.
    var limits = columns.indices.map { fixedWidth($0) ?? columns[$0].maximumWidth }
    if !dropOrder.isEmpty, let picked = layout.pickedColumns,
      columns.contains(where: { picked.contains($0.key) })
    {
      return (shown.filter { picked.contains(columns[$0].key) }, limits, [])
    }
    guard let width = layout.width else { return (shown, limits, []) }
    let policy = layout.widthPolicy
    let natural = columns.indices.map { index in
      if let fixed = fixedWidth(index) { return fixed }
      let cells = rows.map { index < $0.count ? policy.cells(of: $0[index]) : 0 }.max() ?? 0
      let title = showsTitles ? policy.cells(of: columns[index].title) : 0
      return max(min(cells, limits[index] ?? .max), title)
    }
    func lineWidth(_ widths: [Int]) -> Int {
      indent + shown.map { widths[$0] }.reduce(0, +) + 2 * max(shown.count - 1, 0)
    }
    var hidden: [String] = []
    var drops = dropOrder.compactMap { key in columns.firstIndex { $0.key == key } }[...]
    while true {
      if lineWidth(natural) <= width { return (shown, limits, hidden) }
      // Narrowing the narrowable columns as far as they go: enough?
      var narrowed = natural
      for index in shown {
        if let minimum = columns[index].minimumWidth { narrowed[index] = min(natural[index], minimum) }
      }
      if lineWidth(narrowed) <= width || drops.isEmpty {
        // Give back the spare cells, widest-cut column first.
        var spare = width - lineWidth(narrowed)
        for index in shown.sorted(by: { natural[$0] - narrowed[$0] > natural[$1] - narrowed[$1] })
        where spare > 0 && narrowed[index] < natural[index] {
          let extra = min(spare, natural[index] - narrowed[index])
          narrowed[index] += extra
          spare -= extra
        }
        for index in shown where narrowed[index] < natural[index] { limits[index] = narrowed[index] }
        return (shown, limits, hidden)
      }
      let dropped = drops.removeFirst()
      shown.removeAll { $0 == dropped }
      hidden.append(columns[dropped].key)
    }
  }

  /// The width set in advance for column `index`, if any.
  func fixedWidth(_ index: Int) -> Int? {
    index < fixedWidths.count ? fixedWidths[index] : nil
  }

  /// The most scalars of one cluster a width-limited cell shows: "a" + 320 000 marks is one
  /// cell wide but must not fill the screen.
  static let clusterScalarLimit = 16

  /// `text` cut to `width` cells (measured by `policy`) with a trailing "…", and each cluster
  /// cut to `clusterScalarLimit` scalars (also marked "…"). `nil` leaves it whole.
  ///
  /// - Complexity: O(k) in the clusters that can show (at most `width` + 1 of them are measured),
  ///   plus their scalars.
  static func truncate(_ text: String, to width: Int?, policy: WidthPolicy = CellWidth.policy) -> String {
    var measure = CellMeasure(policy: policy)
    return cut(text, to: width, measure: &measure).text
  }

  /// ``truncate(_:to:policy:)`` measuring with `measure` (a table's, which remembers the
  /// characters it has met), with the cells the text it returns takes: a table measures each
  /// cell once, as it cuts it.
  ///
  ///     var measure = CellMeasure(policy: .unicode)
  ///     TextTable.cut("漢字漢字", to: 5, measure: &measure)  // ("漢字…", 5)
  static func cut(_ text: String, to width: Int?, measure: inout CellMeasure) -> (text: String, cells: Int) {
    guard let width else { return (text, measure.cells(of: text)) }
    // A cluster never takes more cells than it has bytes, nor has more scalars: a short text
    // fits whole (most cells: numbers, hex, code points).
    if text.utf8.count <= min(width, clusterScalarLimit) { return (text, measure.cells(of: text)) }
    // Printable ASCII: a cell per byte, a scalar per cluster.
    if let count = WidthPolicy.printableASCIICount(text) {
      guard count > width else { return (text, count) }
      let cut = String(text.utf8.prefix(max(width - 1, 0)))! + "…"
      return (cut, measure.cells(of: cut))
    }
    // A text that fits and has no long cluster (most cells that mix in a few non-ASCII
    // characters: "é U+0065 U+0301 → é U+00E9") comes back as it is, from one walk that copies
    // nothing.
    var fitsWhole = true
    var wholeCells = 0
    for character in text {
      wholeCells += measure.cells(of: character)
      // A cluster of no more bytes than the limit has no more scalars.
      if wholeCells > width
        || (character.utf8.count > clusterScalarLimit && character.unicodeScalars.count > clusterScalarLimit)
      {
        fitsWhole = false
        break
      }
    }
    if fitsWhole { return (text, wholeCells) }
    let shortened = shorten(text, to: width, measure: &measure)
    return (shortened, measure.cells(of: shortened))
  }

  /// `text`, which does not fit `width` cells whole or has a cluster of more than
  /// ``clusterScalarLimit`` scalars, cut as ``truncate(_:to:policy:)`` says.
  private static func shorten(_ text: String, to width: Int, measure: inout CellMeasure) -> String {
    // Two answers are built side by side, and the walk stops once the text is known not to fit:
    // `whole`, the text with its long clusters cut, for a text of at most `width` cells; `cut`,
    // what fits in `width - 1` cells (counting the "…" of long clusters), for a longer one.
    var whole = ""
    var cut = ""
    var isCutComplete = false
    var cells = 0
    var cutCells = 0
    for character in text {
      let characterCells = measure.cells(of: character)
      cells += characterCells
      if !isCutComplete, cutCells + characterCells > width - 1 { isCutComplete = true }
      if cells > width, isCutComplete { return cut + "…" }
      let scalars = character.unicodeScalars
      let isLong = scalars.count > clusterScalarLimit
      var shown = ""
      if isLong {
        shown.unicodeScalars.append(contentsOf: scalars.prefix(clusterScalarLimit))
        shown += "…"
      } else {
        shown.append(character)
      }
      whole += shown
      if !isCutComplete {
        cut += shown
        cutCells += isLong ? characterCells + 1 : characterCells
      }
    }
    return whole
  }

}

extension String {
  /// The text with each space as "-": a column title as a `--columns` name.
  func replacingSpaces() -> String { String(map { $0 == " " ? "-" : $0 }) }
}
