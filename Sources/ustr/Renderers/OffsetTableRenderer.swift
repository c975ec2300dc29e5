import UStrCore
import UStrReport

/// Draws an `OffsetReport`: a sentence saying where the position falls, the units around it with
/// a caret, and its offset, line and column, boundary flag and nearest cluster boundaries in
/// every view. Lines and columns count from 0, or from 1 when `isOneBased`.
///
///     utf16 offset 1 of 7: inside 👩🏽‍🚀 (cluster 0, utf16 0..<7), between the two UTF-16 units of U+1F469
///
///       U+1F469    U+1F3FD    U+200D  U+1F680
///       D83D DC69  D83C DFFD  200D    D83D DE80
///           ^
struct OffsetTableRenderer {
  /// Whether lines and columns are shown counted from 1 (`--one-based`).
  var isOneBased = false

  func render(_ report: OffsetReport) -> String {
    let view = report.unit
    let count = report.counts[view]
    return [
      request(report) + "\(view.rawValue) offset \(report.offset) of \(count): \(sentence(report, view: view))",
      picture(report, view: view),
      table(report),
      report.engines.footLine,
    ].compactMap { $0 }.joined(separator: "\n\n")
  }

  /// "line 0, utf16 column 9 (past the line's end: its end) = " when the position was asked
  /// for by line and column; "input offset 4711 = " when asked for by an input offset; ""
  /// otherwise.
  func request(_ report: OffsetReport) -> String {
    if let inputOffset = report.inputOffsetRequest { return "input offset \(inputOffset) = " }
    guard let request = report.lineColumn else { return "" }
    let first = isOneBased ? 1 : 0
    let clamped = request.isClamped ? " (past the line's end: its end)" : ""
    return "line \(request.line + first), \(request.unit.rawValue) column \(request.column + first)\(clamped) = "
  }

  /// Where the position falls, in words.
  func sentence(_ report: OffsetReport, view: TextView) -> String {
    if let cluster = report.containingCluster {
      let range = cluster.range(in: view)
      let inside =
        "inside \(TerminalText.cluster(String(cluster.character))) (cluster \(cluster.graphemeOffset), "
        + "\(view.rawValue) \(range.lowerBound)..<\(range.upperBound))"
      if let scalar = report.containingScalar {
        let codePoint = Hex.codePoint(scalar.scalar)
        if view == .utf16 { return inside + ", between the two UTF-16 units of \(codePoint)" }
        let byte = report.offset - scalar.utf8Offset
        return inside + ", after byte \(byte) of the \(scalar.utf8.count) UTF-8 bytes of \(codePoint)"
      }
      let next = scalarIndex(of: report, in: cluster) ?? 1
      let pair = Array(cluster.scalars.dropFirst(next - 1).prefix(2))
      return inside + ", between \(Hex.codePoint(pair[0].scalar)) and \(Hex.codePoint(pair[1].scalar))"
    }
    switch (report.clusterBefore, report.clusterAfter) {
    case (let before?, let after?):
      return "at a cluster boundary, between \(describe(before)) and \(describe(after))"
    case (nil, let after?): return "at the start of the text, before \(describe(after))"
    case (let before?, nil): return "at the end of the text, after \(describe(before))"
    case (nil, nil): return "at the start and end of an empty text"
    }
  }

  /// The index in `cluster.scalars` of the scalar that starts at or contains the position.
  /// - Complexity: O(log s) in the cluster's scalars.
  private func scalarIndex(of report: OffsetReport, in cluster: GraphemeCluster) -> Int? {
    let target = report.containingScalar?.scalarOffset ?? report.position.scalarOffset
    guard let target, cluster.scalarRange.contains(target) else { return nil }
    return target - cluster.scalarRange.lowerBound
  }

  /// "👩🏽‍🚀 (cluster 0)".
  private func describe(_ cluster: GraphemeCluster) -> String {
    "\(TerminalText.cluster(String(cluster.character))) (cluster \(cluster.graphemeOffset))"
  }

  /// The most scalars of one cluster drawn in the picture, as in a cell of `inspect`'s table.
  var clusterScalarLimit = TextTable.clusterScalarLimit

  /// The scalars of `cluster` the picture draws: all of a short cluster; of a long one, at most
  /// `clusterScalarLimit` around `focus` (an index into its scalars).
  private func shownScalars(of cluster: GraphemeCluster, around focus: Int) -> Range<Int> {
    let count = cluster.scalars.count
    guard count > clusterScalarLimit else { return 0..<count }
    let start = max(0, min(focus - clusterScalarLimit / 2, count - clusterScalarLimit))
    return start..<(start + clusterScalarLimit)
  }

  /// The units of `view` in the clusters around the position (the one it is inside of, or the
  /// ones on either side), under their code points, and a caret at the position: under the gap
  /// before the unit that starts there. A cluster of more than `clusterScalarLimit` scalars is
  /// cut to that many around the position, with "…" where scalars are left out and a line that
  /// counts them.
  /// `nil` for an empty text.
  func picture(_ report: OffsetReport, view: TextView) -> String? {
    var parts: [(cluster: GraphemeCluster, shown: Range<Int>)] = []
    if let cluster = report.containingCluster {
      let focus = scalarIndex(of: report, in: cluster) ?? 0
      parts.append((cluster, shownScalars(of: cluster, around: focus)))
    } else {
      if let before = report.clusterBefore {
        parts.append((before, shownScalars(of: before, around: before.scalars.count)))
      }
      if let after = report.clusterAfter { parts.append((after, shownScalars(of: after, around: 0))) }
    }
    if parts.isEmpty { return nil }
    let isCodeUnitView = view == .utf8 || view == .utf16
    var codePoints = "  "
    var units = "  "
    var caret: Int?
    var hidden = 0
    for (clusterIndex, part) in parts.enumerated() {
      let cluster = part.cluster
      var gap = clusterIndex > 0 ? " | " : ""
      if part.shown.lowerBound > 0 {
        // "…" for the scalars left out before the ones shown.
        units += gap + "…"
        if isCodeUnitView { codePoints += gap + "…" }
        gap = "  "
      }
      let shownScalars = cluster.scalars.dropFirst(part.shown.lowerBound).prefix(part.shown.count)
      for (scalarIndex, scalar) in zip(part.shown, shownScalars) {
        let codePoint = Hex.codePoint(scalar.scalar)
        if scalarIndex > part.shown.lowerBound { gap = "  " }
        let tokens = self.tokens(of: scalar, in: view, cluster: cluster)
        for (tokenIndex, token) in tokens.enumerated() {
          let tokenGap = tokenIndex > 0 ? " " : gap
          if token.offset == report.offset, caret == nil {
            // The gap's middle column, or the column before the first unit.
            caret = units.count + (tokenGap.isEmpty ? -1 : tokenGap.count / 2)
          }
          units += tokenGap + token.text
        }
        if isCodeUnitView {
          codePoints += gap
          let width = tokens.map(\.text).joined(separator: " ").count
          codePoints += codePoint.padding(to: width)
          units += String(repeating: " ", count: max(0, codePoint.count - width))
        }
      }
      if part.shown.upperBound < cluster.scalars.count {
        units += "  …"
        if isCodeUnitView { codePoints += "  …" }
      }
      hidden += cluster.scalars.count - part.shown.count
    }
    let caretLine = String(repeating: " ", count: caret ?? units.count + 1) + "^"
    var lines = (isCodeUnitView ? [codePoints] : []) + [units, caretLine]
    if hidden > 0 {
      lines.append("  … \(hidden) more \(plural(hidden, "scalar")) of the cluster not shown")
    }
    return lines.map { $0.trimmingTrailingSpaces }.joined(separator: "\n")
  }

  /// The units of `scalar` in `view`, each with the offset it starts at.
  private func tokens(
    of scalar: ScalarPosition, in view: TextView, cluster: GraphemeCluster
  ) -> [(text: String, offset: Int?)] {
    switch view {
    case .utf8: Hex.bytes(scalar.utf8).enumerated().map { ($1, scalar.utf8Offset + $0) }
    case .utf16: Hex.units(scalar.utf16).enumerated().map { ($1, scalar.utf16Offset + $0) }
    case .scalar: [(Hex.codePoint(scalar.scalar), scalar.scalarOffset)]
    case .grapheme:
      [
        (
          Hex.codePoint(scalar.scalar),
          scalar.scalarOffset == cluster.scalarRange.lowerBound ? cluster.graphemeOffset : nil
        )
      ]
    }
  }

  /// The position, its boundary flag and the cluster boundaries around it, per view; for input
  /// that was not UTF-8, a row "input" with the position's byte offset in the input.
  func table(_ report: OffsetReport) -> String {
    var table = TextTable(columns: [
      .init("view"), .init("offset", alignment: .right), .init("line:column"), .init("boundary"),
      .init("rounded down", alignment: .right), .init("rounded up", alignment: .right),
    ])
    for view in TextView.allCases {
      table.append([
        view.rawValue, report.position[view].map(String.init) ?? "-",
        lineColumn(report.position, in: view), report.isBoundary[view] ? "yes" : "no",
        String(report.roundedDown[view]), String(report.roundedUp[view]),
      ])
    }
    if report.position.isInputConverted {
      // The input's own bytes (not UTF-8): where the position sat there, when at a scalar.
      let inputOffset = report.position.inputOffset
      table.append(["input", inputOffset.map(String.init) ?? "-", "-", inputOffset == nil ? "no" : "yes", "-", "-"])
    }
    return table.render()
  }

  /// "2:5", the position's line and column in `view`, or "-" where it is no boundary of `view`.
  private func lineColumn(_ position: PositionOffsets, in view: TextView) -> String {
    let first = isOneBased ? 1 : 0
    return position.column[view].map { "\(position.line + first):\($0 + first)" } ?? "-"
  }
}

extension String {
  /// The string with spaces added up to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  fileprivate var trimmingTrailingSpaces: String {
    var result = self
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }
}
