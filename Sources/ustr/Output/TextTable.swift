/// Rows of cells printed in aligned columns, measured in terminal cells (not characters).
///
///     var table = TextTable(columns: [.init("#", alignment: .right), .init("cluster")])
///     table.append(["0", "漢"])
///     table.render()  // "#  cluster\n0  漢"
struct TextTable {
  struct Column {
    var title: String
    var alignment: Alignment
    /// The most cells a cell of this column takes; longer text is cut with "…".
    var maximumWidth: Int?

    init(_ title: String, alignment: Alignment = .left, maximumWidth: Int? = nil) {
      self.title = title
      self.alignment = alignment
      self.maximumWidth = maximumWidth
    }
  }

  enum Alignment { case left, right }

  var columns: [Column]
  var rows: [[String]] = []
  /// Spaces before every line.
  var indent = 0
  /// Whether to print the titles as the first line.
  var showsTitles = true

  init(columns: [Column], indent: Int = 0, showsTitles: Bool = true) {
    self.columns = columns
    self.indent = indent
    self.showsTitles = showsTitles
  }

  /// Adds a row; missing trailing cells are empty. Cells must already be terminal-safe.
  mutating func append(_ cells: [String]) { rows.append(cells) }

  /// The table as lines joined by "\n", without trailing spaces.
  func render() -> String {
    let fitted = (showsTitles ? [columns.map(\.title)] : []) + rows.map { row in
      columns.indices.map { index in
        let cell = index < row.count ? row[index] : ""
        return Self.truncate(cell, to: columns[index].maximumWidth)
      }
    }
    let widths = columns.indices.map { index in
      fitted.map { CellWidth.of($0[index]) }.max() ?? 0
    }
    let prefix = String(repeating: " ", count: indent)
    return fitted.map { row in
      var line = prefix
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - CellWidth.of(cell))
        if index > 0 { line += "  " }
        line += columns[index].alignment == .left ? cell + padding : padding + cell
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  /// The most scalars of one cluster a width-limited cell shows: "a" + 320 000 marks is one
  /// cell wide but must not fill the screen.
  static let clusterScalarLimit = 16

  /// `text` cut to `width` cells with a trailing "…", and each cluster cut to
  /// `clusterScalarLimit` scalars (also marked "…"). `nil` leaves it whole.
  ///
  /// - Complexity: O(k) in the clusters that can show (at most `width` + 1 of them are measured),
  ///   plus their scalars.
  static func truncate(_ text: String, to width: Int?) -> String {
    guard let width else { return text }
    // Two answers are built side by side, and the walk stops once the text is known not to fit:
    // `whole`, the text with its long clusters cut, for a text of at most `width` cells; `cut`,
    // what fits in `width - 1` cells (counting the "…" of long clusters), for a longer one.
    var whole = ""
    var cut = ""
    var isCutComplete = false
    var cells = 0
    var cutCells = 0
    for character in text {
      let characterCells = CellWidth.of(character)
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
