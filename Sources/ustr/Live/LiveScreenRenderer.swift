import UStrCore
import UStrICU
import UStrLive
import UStrReport

/// Draws a ``LiveScreen`` as lines of the terminal: passive, it formats what the view model
/// derived and computes nothing about the text. Every piece of the user's text goes through
/// ``TerminalText``; the cursor's cluster, scalar, unit and byte are in reverse video.
enum LiveScreenRenderer {
  /// One line of the screen: pieces of text, some in reverse video, cut to `width` cells.
  struct Line: Equatable {
    var pieces: [(text: String, isReversed: Bool)] = []

    static func == (lhs: Line, rhs: Line) -> Bool { lhs.rendered(width: 10_000) == rhs.rendered(width: 10_000) }

    mutating func append(_ text: String, reversed: Bool = false) { pieces.append((text, reversed)) }

    /// The line with its SGR codes, at most `width` cells wide.
    func rendered(width: Int) -> String {
      var result = ""
      var used = 0
      for piece in pieces {
        var text = ""
        for character in piece.text {
          let cells = CellWidth.of(character)
          if used + cells > width { break }
          used += cells
          text.append(character)
        }
        result += piece.isReversed ? "\u{1B}[7m\(text)\u{1B}[27m" : text
        if used >= width { break }
      }
      return result
    }
  }

  /// The screen's lines, exactly `screen.size.rows` of them.
  static func lines(of screen: LiveScreen) -> [Line] {
    var lines: [Line] = []
    func plain(_ text: String) {
      var line = Line()
      line.append(text)
      lines.append(line)
    }
    let form = screen.form.map { "text in \($0)" } ?? "text as typed"
    plain("ustr live · arrows move by \(screen.unit.rawValue) (Tab) · \(form) (Ctrl-N) · F1 or ? keys · Esc quits")
    plain("")
    lines.append(textLine(screen))
    plain("")
    lines += alignedLines(screen)
    plain("")
    let counts = screen.counts
    plain(
      "\(counts.graphemes) \(plural(counts.graphemes, "grapheme")), \(counts.scalars) \(plural(counts.scalars, "scalar")), \(counts.utf16) UTF-16 \(plural(counts.utf16, "unit")), \(counts.utf8) UTF-8 \(plural(counts.utf8, "byte"))"
        + (screen.isRecountPending ? " (recounting…)" : ""))
    for line in positionLine(screen.cursor).split(separator: "\n") { plain(String(line)) }
    plain(scalarLine(screen.scalar))
    if let message = screen.message { plain(TerminalText.safe(message)) }
    if screen.isShowingHelp {
      plain("")
      for (keys, action) in LiveScreen.keys { plain("  \(padded(keys, 12)) \(action)") }
    } else {
      plain("")
      for form in NormalizationForm.allCases {
        guard let summary = screen.normalization?[form] else { continue }
        let counts = summary.counts
        plain(
          "\(padded(form.description, 5)) \(summary.isNormalized ? "yes" : "no ") "
            + "\(counts.graphemes) \(plural(counts.graphemes, "grapheme")), \(counts.scalars) \(plural(counts.scalars, "scalar")), \(counts.utf16) UTF-16, \(counts.utf8) UTF-8")
      }
      for warning in screen.warnings { plain("warning: " + TerminalText.safe(warning.message)) }
    }
    let rows = max(1, screen.size.rows)
    let foot = screen.engines.footLine
    if lines.count >= rows { lines.removeLast(lines.count - rows + 1) }
    while lines.count < rows - 1 { plain("") }
    plain(foot)
    return lines
  }

  /// "› ab[é]mon": the clusters around the cursor, the cursor's in reverse video (a reverse
  /// space at the end of the text).
  private static func textLine(_ screen: LiveScreen) -> Line {
    var line = Line()
    line.append(screen.textContinuesBefore ? "› …" : "› ")
    let cursor = screen.cursor.cursor
    var drewCursor = false
    for cluster in screen.textClusters {
      let holdsCursor = cluster.utf8Range.contains(cursor.utf8Offset)
      drewCursor = drewCursor || holdsCursor
      line.append(TerminalText.cluster(String(cluster.character)), reversed: holdsCursor)
    }
    if !drewCursor { line.append(" ", reversed: true) }
    if screen.textContinuesAfter { line.append("…") }
    return line
  }

  /// The aligned views: a column per cluster, its scalars, UTF-16 units and UTF-8 bytes under
  /// it; as many columns as fit, the cursor's always.
  private static func alignedLines(_ screen: LiveScreen) -> [Line] {
    let cursor = screen.cursor
    let utf16AtCursor: Int? =
      switch cursor.utf16 {
      case .at(let offset), .inside(let offset): offset
      }
    struct Column {
      var cells: [[(String, Bool)]]
      var width: Int
    }
    var columns: [Column] = []
    var cursorColumn = screen.alignedClusters.count
    for (index, cluster) in screen.alignedClusters.enumerated() {
      let holdsCursor = cluster.utf8Range.contains(cursor.cursor.utf8Offset)
      if holdsCursor { cursorColumn = index }
      var scalars: [(String, Bool)] = []
      var utf16: [(String, Bool)] = []
      var utf8: [(String, Bool)] = []
      for position in cluster.scalars {
        let width = UTF8.width(position.scalar)
        let holds = (position.utf8Offset..<(position.utf8Offset + width)).contains(cursor.cursor.utf8Offset)
        scalars.append((Hex.codePoint(position.scalar), holds))
        for (unitIndex, unit) in position.utf16.enumerated() {
          utf16.append((Hex.digits(unit, width: 4), holds && position.utf16Offset + unitIndex == utf16AtCursor))
        }
        for (byteIndex, byte) in position.utf8.enumerated() {
          utf8.append((Hex.digits(byte, width: 2), position.utf8Offset + byteIndex == cursor.cursor.utf8Offset))
        }
      }
      let glyph = [(TerminalText.cluster(String(cluster.character)), holdsCursor)]
      let cells = [glyph, scalars, utf16, utf8]
      let width = cells.map { row in row.reduce(0) { $0 + CellWidth.of($1.0) } + max(0, row.count - 1) }.max() ?? 1
      columns.append(Column(cells: cells, width: width))
    }
    // The columns that fit, growing from the cursor's both ways.
    let labelWidth = 9
    let available = max(10, screen.size.columns - labelWidth)
    var visible = min(cursorColumn, max(0, columns.count - 1))..<min(cursorColumn, max(0, columns.count - 1))
    var used = 0
    if !columns.isEmpty {
      visible = visible.lowerBound..<(visible.lowerBound + 1)
      used = columns[visible.lowerBound].width
      var grew = true
      while grew {
        grew = false
        if visible.upperBound < columns.count, used + 2 + columns[visible.upperBound].width <= available {
          used += 2 + columns[visible.upperBound].width
          visible = visible.lowerBound..<(visible.upperBound + 1)
          grew = true
        }
        if visible.lowerBound > 0, used + 2 + columns[visible.lowerBound - 1].width <= available {
          used += 2 + columns[visible.lowerBound - 1].width
          visible = (visible.lowerBound - 1)..<visible.upperBound
          grew = true
        }
      }
    }
    let labels = ["cluster", "scalar", "utf16", "utf8"]
    return labels.enumerated().map { row, label in
      var line = Line()
      line.append(padded(label, labelWidth))
      for column in columns[visible] {
        var cellWidth = 0
        for (index, (text, isCursor)) in column.cells[row].enumerated() {
          if index > 0 {
            line.append(" ")
            cellWidth += 1
          }
          line.append(text, reversed: isCursor)
          cellWidth += CellWidth.of(text)
        }
        line.append(String(repeating: " ", count: column.width - cellWidth + 2))
      }
      return line
    }
  }

  /// "cursor: grapheme 3, scalar 4, utf16 4, utf8 4" and, on a second line,
  /// "line 0, columns: grapheme -, scalar 4, utf16 4, utf8 4".
  private static func positionLine(_ position: LivePosition) -> String {
    func offset(_ offset: LiveOffset) -> String {
      switch offset {
      case .at(let value): "\(value)"
      case .inside(let value): "inside \(value)"
      }
    }
    let views: [TextView] = [.grapheme, .scalar, .utf16, .utf8]
    let offsets = views.map { "\($0.rawValue) \(offset(position[$0]))" }.joined(separator: ", ")
    let columns = views.map { "\($0.rawValue) \(position.columns[$0].map(String.init) ?? "-")" }.joined(separator: ", ")
    return "cursor: \(offsets)\nline \(position.line), columns: \(columns)"
  }

  /// "U+0301 COMBINING ACUTE ACCENT · Mn · Inherited · Combining Diacritical Marks · Unicode 1.1".
  private static func scalarLine(_ card: CharacterCard?) -> String {
    guard let card else { return "at the end of the text" }
    var parts = ["\(Hex.codePoint(card.scalar)) \(TerminalText.safe(card.name))", card.generalCategory.shortName, card.script.code]
    if let block = card.block { parts.append(block.name) }
    if let age = card.age { parts.append("Unicode \(age)") }
    parts.append("ccc \(card.canonicalCombiningClass)")
    return parts.joined(separator: " · ")
  }

  /// `text` followed by spaces up to `width` characters.
  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
