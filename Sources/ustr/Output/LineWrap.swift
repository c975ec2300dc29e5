import UStrReport

/// Lines of the command's own text (notes, warnings, explanations) wrapped to the terminal's
/// width at spaces, so no line is wider than the terminal; a continuation is indented two cells
/// past the line's own indent. Colour (SGR sequences, which only ustr writes: the input's ESC is
/// always a placeholder) takes no cells and is never split.
///
///     LineWrap.lines("  ! one two three", width: 10)  // ["  ! one", "    two", "    three"]
enum LineWrap {
  /// `line` as lines of at most `width` cells (measured by `policy`); a word wider than the
  /// line is cut by clusters.
  ///
  /// - Complexity: O(n) in the line's length; a line of at most `width` UTF-8 bytes is returned
  ///   without being measured (a cluster never takes more cells than it has bytes).
  static func lines(_ line: String, width: Int, policy: WidthPolicy = CellWidth.policy) -> [String] {
    guard line.utf8.count > width, width > 8 else { return [line] }
    let indent = line.prefix { $0 == " " }.count
    let hanging = String(repeating: " ", count: min(valueColumn(line, policy: policy) ?? indent + 2, width / 2))
    var result: [String] = []
    var current = String(repeating: " ", count: indent)
    var currentCells = indent
    var isLineStart = true
    for word in line.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      var wordCells = cells(word, policy: policy)
      let gap = isLineStart ? 0 : 1
      if currentCells + gap + wordCells <= width {
        current += (isLineStart ? "" : " ") + word
        currentCells += gap + wordCells
        isLineStart = false
        continue
      }
      if !isLineStart {
        result.append(current)
        current = hanging
        currentCells = hanging.count
      }
      // A word wider than a whole line is cut into pieces that fit.
      while currentCells + wordCells > width {
        let (piece, rest) = split(word, cells: width - currentCells, policy: policy)
        guard !piece.isEmpty else { break }
        result.append(current + piece)
        current = hanging
        currentCells = hanging.count
        word = rest
        wordCells = cells(word, policy: policy)
      }
      current += word
      currentCells += wordCells
      isLineStart = false
    }
    result.append(current)
    return result
  }

  /// Where the value of a "field   value" line starts (after the first run of two or more
  /// spaces past the indent), so its continuation lines up under it; `nil` for other lines.
  static func valueColumn(_ line: String, policy: WidthPolicy = CellWidth.policy) -> Int? {
    let body = line.drop { $0 == " " }
    guard let gap = body.firstRange(of: "  ") else { return nil }
    let value = body[gap.upperBound...].drop { $0 == " " }
    guard !value.isEmpty else { return nil }
    return cells(line[..<value.startIndex], policy: policy)
  }

  /// The cells `text` takes on a terminal, not counting SGR sequences.
  static func cells(_ text: Substring, policy: WidthPolicy = CellWidth.policy) -> Int {
    var total = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if character == "m" { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        total += policy.cells(of: character)
      }
    }
    return total
  }

  /// The longest start of `word` that fits `cells` cells (whole clusters, escapes kept whole),
  /// and the rest.
  private static func split(_ word: Substring, cells: Int, policy: WidthPolicy) -> (Substring, Substring) {
    var used = 0
    var inEscape = false
    var index = word.startIndex
    while index < word.endIndex {
      let character = word[index]
      if inEscape {
        if character == "m" { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        let width = policy.cells(of: character)
        if used + width > cells { break }
        used += width
      }
      index = word.index(after: index)
    }
    return (word[..<index], word[index...])
  }
}
