import UStrCore
import UStrICU
import UStrReport

/// Draws a `CompareReport` for a person: both texts with their lengths, the equality levels as a
/// checklist, the first difference with both sides aligned scalar by scalar, and the orders.
struct CompareTableRenderer {
  /// The level that sets the exit code, marked in the checklist.
  var level: EqualityLevel
  /// The most scalars listed for each side of the difference.
  var scalarRowLimit = 16

  /// The table for `report`; `a` and `b` are the texts, or their first clusters
  /// (``CompareStream/head(of:)``): the text column shows at most `4 * textWidth` of them.
  func render(_ report: CompareReport, a: String, b: String) -> String {
    var sections = [texts(report, a: a, b: b), checklist(report)]
    if let difference = report.firstDifference { sections.append(self.difference(difference)) }
    sections.append(order(report))
    var notes: [String] = []
    if let disagreement = report.engineDisagreement {
      notes.append("! engines disagree: " + TerminalText.safe(disagreement.description))
    }
    notes += invalidUTF8("A", report.a.invalidUTF8) + invalidUTF8("B", report.b.invalidUTF8)
    if let mojibake = report.mojibake {
      let steps = mojibake.steps.map { "\($0.action.rawValue) \($0.encoding)" }.joined(separator: ", ")
      let (bad, good) = mojibake.side == .a ? ("A", "B") : ("B", "A")
      notes.append("! mojibake: \(bad) is \(good) misread (\(steps) turns \(bad) into \(good))")
    }
    notes = notes.map { TextStyle.warning.apply($0) }
    notes.append(report.engines.footLine)
    sections.append(notes.joined(separator: "\n"))
    return sections.joined(separator: "\n\n")
  }

  func texts(_ report: CompareReport, a: String, b: String) -> String {
    var table = TextTable(columns: [
      .init(""), .init("text", maximumWidth: Self.textWidth), .init("graphemes", alignment: .right),
      .init("scalars", alignment: .right), .init("UTF-16", alignment: .right),
      .init("UTF-8", alignment: .right),
    ])
    for (name, text, counts) in [("A", a, report.a.counts), ("B", b, report.b.counts)] {
      table.append([
        name, Self.visible(text), String(counts.graphemes), String(counts.scalars),
        String(counts.utf16), String(counts.utf8),
      ])
    }
    return table.render()
  }

  /// The most cells the text column shows of each text.
  static let textWidth = 48

  /// The start of `text` cluster by cluster, with a cluster of invisible characters (U+200B)
  /// shown as its code points, since an invisible difference is what a comparison must show.
  ///
  /// Only what the column can show is made and measured: clusters until they fill more than
  /// `width` cells (the table then cuts them with "…"), so a 30 MB text costs no more than a
  /// short one. A run of clusters that take no cells at all is cut after `4 * width` of them,
  /// marked "…" here.
  static func visible(_ text: String, width: Int = textWidth) -> String {
    var result = ""
    var cells = 0
    var clusters = 0
    // By index, not by `Character`: a cluster of millions of marks is looked at where it lies,
    // not copied.
    var index = text.startIndex
    while index < text.endIndex {
      guard cells <= width else { break }
      guard clusters < 4 * width else { return result + "…" }
      let next = text.index(after: index)
      let shown = TerminalText.cluster(text[index..<next])
      result += shown
      cells += CellWidth.of(shown)
      clusters += 1
      index = next
    }
    return result
  }

  func checklist(_ report: CompareReport) -> String {
    var table = TextTable(
      columns: [.init(""), .init(""), .init(""), .init("")], indent: 2, showsTitles: false)
    for level in EqualityLevel.allCases {
      table.append([
        report.equal[level] ? "✓" : "✗", level.rawValue, level.description,
        level == self.level ? "← --level" : "",
      ], styles: [report.equal[level] ? .passed : .failed])
    }
    let verdict = report.equal[level] ? "equal" : "not equal"
    let style: TextStyle = report.equal[level] ? .passed : .failed
    return style.apply("equal at \(level.rawValue): \(verdict)") + "\n" + table.render()
  }

  /// The columns of the first difference, a row per side: also the names `--columns` takes.
  static let differenceColumns: [TextTable.Column] = [
    .init("", key: "side"), .init("around", maximumWidth: 30), .init("code point"),
    .init("name", maximumWidth: 44), .init("grapheme", alignment: .right),
    .init("scalar", alignment: .right), .init("utf16", alignment: .right),
    .init("utf8", alignment: .right),
  ]

  func difference(_ difference: FirstDifference) -> String {
    var table = TextTable(
      columns: Self.differenceColumns, indent: 2, dropOrder: ["utf8", "utf16", "scalar"])
    for (name, side) in [("A", difference.first), ("B", difference.second)] {
      let scalars = side.cluster.map { Array($0.unicodeScalars) } ?? []
      let position = side.position
      let offsets = [position.graphemeOffset, position.scalarOffset, position.utf16Offset, position.utf8Offset]
        .map(String.init)
      let first = scalars.first.map { [Hex.codePoint($0), TerminalText.safe(ScalarName.of($0))] }
        ?? ["", "(\(name) ends here)"]
      let style = scalars.first.flatMap(TextStyle.of)
      table.append([name, around(side)] + first + offsets, styles: [.clusterBoundary, .changed, style, style])
      for scalar in scalars.dropFirst().prefix(scalarRowLimit - 1) {
        let style = TextStyle.of(scalar)
        table.append(
          ["", "", Hex.codePoint(scalar), TerminalText.safe(ScalarName.of(scalar))],
          styles: [nil, nil, style, style])
      }
      if scalars.count > scalarRowLimit {
        table.append(["", "", "…", "\(scalars.count - scalarRowLimit) more scalars"])
      }
    }
    return TextStyle.heading.apply("first difference: ") + difference.kind.description + "\n" + table.render()
  }

  /// The differing cluster between its neighbours, marked: "k⟦é⟧m".
  func around(_ side: FirstDifference.Side) -> String {
    func shown(_ cluster: Character?) -> String {
      cluster.map { TerminalText.cluster(String($0), scalarLimit: 4) } ?? ""
    }
    return shown(side.clusterBefore) + "⟦" + shown(side.cluster) + "⟧" + shown(side.clusterAfter)
  }

  func order(_ report: CompareReport) -> String {
    let order = report.order
    var table = TextTable(columns: [.init(""), .init("")], indent: 2, showsTitles: false)
    table.append(["Swift < and ==", Self.relation(order.swift)])
    table.append(["UTF-16 units (Java compareTo, JavaScript <)", Self.relation(order.utf16)])
    table.append(["code points = UTF-8 bytes (Rust, Go)", Self.relation(order.scalar)])
    var reasons: [String] = []
    for disagreement in report.orderDisagreements where !reasons.contains(disagreement.reason) {
      reasons.append(disagreement.reason)
    }
    let notes = reasons.map { TextStyle.warning.apply("  ! " + TerminalText.safe($0)) }
    return ([TextStyle.heading.apply("order")] + [table.render()] + notes).joined(separator: "\n")
  }

  /// "A < B", "A = B", "A > B" for -1, 0, 1.
  static func relation(_ comparison: Int) -> String {
    comparison < 0 ? "A < B" : comparison == 0 ? "A = B" : "A > B"
  }

  func invalidUTF8(_ name: String, _ sequences: [InvalidUTF8Sequence]) -> [String] {
    guard !sequences.isEmpty else { return [] }
    let places = sequences.prefix(8).map { "byte \($0.utf8Offset) [\($0.hexBytes.joined(separator: " "))]" }
    return [
      "! \(name) is not valid UTF-8, repaired with U+FFFD before comparing: "
        + places.joined(separator: ", ") + (sequences.count > 8 ? ", …" : "")
    ]
  }
}
