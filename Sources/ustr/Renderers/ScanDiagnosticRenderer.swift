import UStrCore
import UStrReport

/// `ustr scan`'s human output: one compiler-style diagnostic a finding, the line shown safely
/// with a caret under the finding, and for a bidi finding the line as a screen displays it.
///
///     x.swift:3:12: error[bidi-control]: bidi control U+202E RIGHT-TO-LEFT OVERRIDE: …
///         3 | if admin ⟨U+202E⟩ { ⁦// begin admins only
///           |          ^~~~~~~~
///           = displayed: if admin { // begin admins only
struct ScanDiagnosticRenderer {
  /// The unit of the column after the line number.
  var column: TextView = .scalar
  /// The line whose displayed order was shown last: shown once a line.
  var lastDisplayedLine: (path: String, line: Int)?
  /// The text shown before the last caret and the cells it takes: the findings of a run of
  /// like scalars (a line of a million CRs) have the same text before them, measured once.
  var lastIndent: (shown: String, cells: Int)?
  /// The marked text of the last caret and the cells it takes (a run's findings mark the same
  /// scalar).
  var lastMarked: (shown: String, cells: Int)?
  /// The last indent of a caret, as spaces.
  var lastIndentSpaces = ""
  /// How the scalars met lately are shown: the excerpts of a run of findings share most of
  /// their scalars.
  var shapes = ScalarShapeCache()

  /// The finding's diagnostic lines. With colour on, its `severity[rule]`, the marked span and
  /// the caret under it take the severity's style (``TextStyle/of(_:)``), and placeholders
  /// are magenta; widths are measured without the colour.
  mutating func render(_ finding: ScanFinding) -> String {
    let place = "\(finding.path):\(finding.lineNumber):\(finding.columnNumber[column] ?? 1)"
    let style = TextStyle.of(finding.severity)
    var text = TerminalText.safe(place) + ": "
      + style.apply("\(finding.severity.rawValue)[\(finding.rule.rawValue)]") + ": "
      + visible(finding.message.unicodeScalars) + "\n"
    let gutter = String(finding.lineNumber)
    let pad = String(repeating: " ", count: gutter.count)
    if let excerpt = finding.excerpt {
      // In one pass (`Array(_:)` counts the scalars first).
      var scalars: [Unicode.Scalar] = []
      scalars.reserveCapacity(excerpt.text.utf8.count)
      for scalar in excerpt.text.unicodeScalars { scalars.append(scalar) }
      // At most `excerptCells` of the line before the finding, of the finding, and after it
      // (none after a finding that is cut).
      let offset = min(excerpt.scalarOffset, scalars.count)
      let spanEnd = min(scalars.count, offset + excerpt.scalarCount)
      let beforeStart = offset - fittingCount(of: scalars[..<offset], fromEnd: true)
      let markedEnd = offset + fittingCount(of: scalars[offset..<spanEnd], fromEnd: false)
      let afterEnd =
        markedEnd < spanEnd ? markedEnd : markedEnd + fittingCount(of: scalars[markedEnd...], fromEnd: false)
      let before = visible(scalars[beforeStart..<offset])
      // The marked span in the severity's style, placeholders and all.
      let marked = visible(scalars[offset..<markedEnd], placeholderStyle: nil)
      let after = visible(scalars[markedEnd..<afterEnd])
      let lead = excerpt.isCutAtStart || beforeStart > 0 ? "…" : ""
      let tail = excerpt.isCutAtEnd || afterEnd < scalars.count ? "…" : ""
      text += " \(gutter) | \(lead)\(before)\(style.apply(marked))\(after)\(tail)\n"
      // Cells without the colour's escape sequences.
      let indent = indentCells(lead + before)
      let width = max(1, Self.cells(of: marked, remembered: &lastMarked) { CellWidth.of($0) })
      if lastIndentSpaces.utf8.count != indent { lastIndentSpaces = String(repeating: " ", count: indent) }
      text += " \(pad) | " + lastIndentSpaces
        + style.apply("^" + String(repeating: "~", count: width - 1)) + "\n"
    }
    if let displayed = finding.displayed,
      lastDisplayedLine.map({ $0.path != finding.path || $0.line != finding.lineNumber }) ?? true
    {
      lastDisplayedLine = (finding.path, finding.lineNumber)
      text += " \(pad) = displayed as: " + visible(displayed.unicodeScalars) + "\n"
    }
    if let decoded = finding.decoded {
      text += " \(pad) = decoded: \"" + visible(decoded.unicodeScalars) + "\"\n"
    }
    return text
  }

  /// The cells `shown` (the excerpt before a caret) takes, measured again only when it is not
  /// the text measured last.
  ///
  /// - Complexity: O(n) in its length: a comparison, or the measure.
  mutating func indentCells(_ shown: String) -> Int {
    Self.cells(of: shown, remembered: &lastIndent) { LineWrap.cells(Substring($0)) }
  }

  /// The cells `shown` takes by `measure`: `remembered`'s when it is the text measured last,
  /// else measured (and remembered).
  ///
  /// - Complexity: O(n) in its length: a comparison, or the measure.
  static func cells(
    of shown: String, remembered: inout (shown: String, cells: Int)?, measure: (String) -> Int
  ) -> Int {
    // Byte for byte: `==` would take a canonically equivalent text, which may measure otherwise.
    if let last = remembered, hasSameBytes(last.shown, shown) { return last.cells }
    let cells = measure(shown)
    remembered = (shown, cells)
    return cells
  }

  /// Whether two texts have the same UTF-8, byte for byte.
  static func hasSameBytes(_ first: String, _ second: String) -> Bool {
    var first = first
    var second = second
    return first.withUTF8 { a in second.withUTF8 { b in a.elementsEqual(b) } }
  }

  /// The most cells of a finding's line shown before it, of the finding itself, and after it
  /// (and the most scalars, for a run of marks that take none); what is cut is marked "…".
  static let excerptCells = 100

  /// How many of `scalars`, from their start (or their end), fit in ``excerptCells`` cells
  /// shown as ``visible(_:placeholderStyle:)`` shows them, and in as many scalars.
  ///
  /// - Complexity: O(``excerptCells``).
  mutating func fittingCount(of scalars: ArraySlice<Unicode.Scalar>, fromEnd: Bool) -> Int {
    var cells = 0
    var count = 0
    while count < scalars.count && count < Self.excerptCells {
      let scalar = fromEnd ? scalars[scalars.endIndex - 1 - count] : scalars[scalars.startIndex + count]
      cells += scalar.value >= 0x20 && scalar.value < 0x7F ? 1 : shapes.shape(of: scalar).maximumCells
      guard cells <= Self.excerptCells else { break }
      count += 1
    }
    return count
  }

  /// How `scalar` is shown in an excerpt, and the most cells it can take there whatever its
  /// cluster and the width policy: a placeholder's cells, twice a terminal-safe stand-in's, 1
  /// below U+1100 (where no scalar is wide), else 2. Measuring each scalar's cluster would cost
  /// more than the line's rendering.
  ///
  ///     ScanDiagnosticRenderer.shape(of: "\u{200B}")   // "⟨U+200B⟩", a placeholder, 8 cells
  static func shape(of scalar: Unicode.Scalar) -> ScalarShapeCache.Shape {
    if scalar == "\t" { return .init(shown: " ", isPlaceholder: false, maximumCells: 1) }
    if isInvisible(scalar) {
      let shown = TerminalText.placeholder(scalar)
      // A placeholder's brackets, "U+" and digits take a cell each.
      return .init(shown: shown, isPlaceholder: true, maximumCells: shown.unicodeScalars.count)
    }
    if TerminalText.needsPlaceholder(scalar) {
      var shown = ""
      TerminalText.appendSafe(scalar, to: &shown)
      return .init(shown: shown, isPlaceholder: true, maximumCells: 2 * shown.unicodeScalars.count)
    }
    let cells = scalar.value >= 0x20 && scalar.value < 0x7F || scalar.value < 0x1100 ? 1 : 2
    return .init(shown: String(scalar), isPlaceholder: false, maximumCells: cells)
  }

  func renderSummary(_ summary: ScanSummary) -> String {
    let tally = summary.tally
    let files = "\(summary.files) file" + (summary.files == 1 ? "" : "s")
    var text = ""
    if tally.findings == 0 {
      text = "ustr scan: no findings in \(files)"
    } else {
      let severities = ScanSeverity.allCases.reversed().map { severity in
        let count = tally.bySeverity[severity] ?? 0
        return "\(count) \(severity.rawValue)" + (count == 1 || severity == .note && count == 1 ? "" : "s")
      }.joined(separator: ", ")
      text = "ustr scan: \(tally.findings) finding\(tally.findings == 1 ? "" : "s") in \(files) "
        + "(\(severities))"
      if tally.listed < tally.findings { text += "; \(tally.listed) listed (--all lists every one)" }
      for rule in ScanRule.allCases {
        if let count = tally.byRule[rule] { text += "\n  \(rule.rawValue): \(count)" }
      }
    }
    text += Self.renderInputs(summary.inputs)
    if !summary.binaryFiles.isEmpty {
      text += "\nskipped \(summary.binaryFiles.count) binary file"
        + (summary.binaryFiles.count == 1 ? "" : "s") + " (--binary scans them)"
      for likely in summary.binaryLikelyText.prefix(5) {
        text += "\n  " + TerminalText.safe(likely.path) + " looks like \(likely.encoding) text without "
          + "a byte order mark: --encoding \(likely.encoding) (or auto) scans it"
      }
      if summary.binaryLikelyText.count > 5 {
        text += "\n  and \(summary.binaryLikelyText.count - 5) more that look like UTF-16"
      }
    }
    if !summary.unreadable.isEmpty {
      text += "\n\(summary.unreadable.count) path\(summary.unreadable.count == 1 ? "" : "s") could not be read"
    }
    return text + "\n"
  }

  /// A line for each encoding files were read in other than UTF-8 without a byte order mark,
  /// and how it was known: "read 2 files as UTF-16LE (byte order mark): a.txt, b.txt". The
  /// first five paths of each are named.
  static func renderInputs(_ inputs: [ScanInput]) -> String {
    var groups: [(key: String, paths: [String])] = []
    for input in inputs {
      let how =
        switch input.encodingSource {
        case .bom: "byte order mark"
        case .option: "--encoding"
        case .detected: "detected, confidence \(input.confidence ?? 0)"
        case .default: "default"
        }
      let key = "\(input.encoding) (\(how))"
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].paths.append(input.path)
      } else {
        groups.append((key, [input.path]))
      }
    }
    return groups.map { group in
      let count = group.paths.count
      let more = count > 5 ? " and \(count - 5) more" : ""
      let names = group.paths.prefix(5).map(TerminalText.safe).joined(separator: ", ")
      return "\nread \(count) file\(count == 1 ? "" : "s") as \(group.key): \(names)\(more)"
    }.joined()
  }

  /// Whether `scalar` must be shown as a placeholder in a diagnostic: controls, bidi controls,
  /// format, private-use, unassigned, noncharacter and default-ignorable code points, line and
  /// paragraph separators. Everything a rule can find is visible this way.
  ///
  /// - Complexity: O(1); ASCII (a line of a million CRs is all controls) is decided without
  ///   looking up its properties.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    // In ASCII only the controls are: no format, private-use or ignorable scalar is there.
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format, .privateUse, .unassigned, .surrogate, .lineSeparator,
      .paragraphSeparator:
      return true
    default:
      return properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint
        || scalar.value == 0x3164 || scalar.value == 0xFFA0 || scalar.value == 0x115F
        || scalar.value == 0x1160
    }
  }

  /// Text with every invisible scalar as `⟨U+200B⟩`, TAB as a space, safe for a terminal; each
  /// placeholder in `placeholderStyle` when colour is on.
  static func visible(_ text: String, placeholderStyle: TextStyle? = .placeholder) -> String {
    var renderer = ScanDiagnosticRenderer()
    return renderer.visible(text.unicodeScalars, placeholderStyle: placeholderStyle)
  }

  /// ``visible(_:placeholderStyle:)`` of scalars, each shown as ``shapes`` has it.
  ///
  /// - Complexity: O(n) in the scalars, most of them without a lookup of their properties.
  mutating func visible<S: Sequence<Unicode.Scalar>>(
    _ scalars: S, placeholderStyle: TextStyle? = .placeholder
  ) -> String {
    // Gathered as UTF-8 bytes: appending to a string scalar by scalar costs more.
    var result: [UInt8] = []
    result.reserveCapacity(4 * scalars.underestimatedCount)
    for scalar in scalars {
      if scalar.value >= 0x20 && scalar.value < 0x7F {
        result.append(UInt8(truncatingIfNeeded: scalar.value))
        continue
      }
      let shape = shapes.shape(of: scalar)
      if shape.isPlaceholder {
        var shown = placeholderStyle.apply(shape.shown)
        shown.withUTF8 { result.append(contentsOf: $0) }
      } else if scalar == "\t" {
        result.append(0x20)
      } else {
        // Shown as itself.
        UTF8.encode(scalar) { result.append($0) }
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
