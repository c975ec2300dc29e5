import UStrCore
import UStrReport

/// Draws an `OffsetReport`: a sentence saying where the position falls, the units around it with
/// a caret, and its offset, boundary flag and nearest cluster boundaries in every view.
///
///     utf16 offset 1 of 7: inside 👩🏽‍🚀 (cluster 0, utf16 0..<7), between the two UTF-16 units of U+1F469
///
///       U+1F469    U+1F3FD    U+200D  U+1F680
///       D83D DC69  D83C DFFD  200D    D83D DE80
///           ^
struct OffsetTableRenderer {
  func render(_ report: OffsetReport) -> String {
    guard let view = TextView(rawValue: report.from) else { return "" }
    let count = report.counts[view]
    return [
      "\(view.rawValue) offset \(report.offset) of \(count): \(sentence(report, view: view))",
      picture(report, view: view),
      table(report),
      report.engines.footLine,
    ].compactMap { $0 }.joined(separator: "\n\n")
  }

  /// Where the position falls, in words.
  func sentence(_ report: OffsetReport, view: TextView) -> String {
    if let cluster = report.containingCluster {
      let range = cluster.range(in: view)
      let inside =
        "inside \(TerminalText.cluster(cluster.text)) (cluster \(cluster.graphemeOffset), "
        + "\(view.rawValue) \(range.lowerBound)..<\(range.upperBound))"
      if let scalar = report.containingScalar {
        if view == .utf16 { return inside + ", between the two UTF-16 units of \(scalar.codePoint)" }
        let byte = report.offset - scalar.utf8Offset
        return inside + ", after byte \(byte) of the \(scalar.utf8.count) UTF-8 bytes of \(scalar.codePoint)"
      }
      let next = cluster.scalars.firstIndex { $0.scalarOffset == report.position.scalarOffset } ?? 1
      return inside + ", between \(cluster.scalars[next - 1].codePoint) and \(cluster.scalars[next].codePoint)"
    }
    switch (report.clusterBefore, report.clusterAfter) {
    case (let before?, let after?):
      return "at a cluster boundary, between \(describe(before)) and \(describe(after))"
    case (nil, let after?): return "at the start of the text, before \(describe(after))"
    case (let before?, nil): return "at the end of the text, after \(describe(before))"
    case (nil, nil): return "at the start and end of an empty text"
    }
  }

  /// "👩🏽‍🚀 (cluster 0)".
  private func describe(_ cluster: GraphemeReport) -> String {
    "\(TerminalText.cluster(cluster.text)) (cluster \(cluster.graphemeOffset))"
  }

  /// The units of `view` in the clusters around the position (the one it is inside of, or the
  /// ones on either side), under their code points, and a caret at the position: under the gap
  /// before the unit that starts there.
  /// `nil` for an empty text.
  func picture(_ report: OffsetReport, view: TextView) -> String? {
    let clusters = report.containingCluster.map { [$0] } ?? [report.clusterBefore, report.clusterAfter].compactMap { $0 }
    if clusters.isEmpty { return nil }
    var codePoints = "  "
    var units = "  "
    var caret: Int?
    for (clusterIndex, cluster) in clusters.enumerated() {
      for (scalarIndex, scalar) in cluster.scalars.enumerated() {
        let gap = scalarIndex > 0 ? "  " : clusterIndex > 0 ? " | " : ""
        let tokens = self.tokens(of: scalar, in: view, cluster: cluster)
        for (tokenIndex, token) in tokens.enumerated() {
          let tokenGap = tokenIndex > 0 ? " " : gap
          if token.offset == report.offset, caret == nil {
            // The gap's middle column, or the column before the first unit.
            caret = units.count + (tokenGap.isEmpty ? -1 : tokenGap.count / 2)
          }
          units += tokenGap + token.text
        }
        if view == .utf8 || view == .utf16 {
          codePoints += gap
          let width = tokens.map(\.text).joined(separator: " ").count
          codePoints += scalar.codePoint.padding(to: width)
          units += String(repeating: " ", count: max(0, scalar.codePoint.count - width))
        }
      }
    }
    let caretLine = String(repeating: " ", count: caret ?? units.count + 1) + "^"
    let lines = (view == .utf8 || view == .utf16 ? [codePoints] : []) + [units, caretLine]
    return lines.map { $0.trimmingTrailingSpaces }.joined(separator: "\n")
  }

  /// The units of `scalar` in `view`, each with the offset it starts at.
  private func tokens(
    of scalar: ScalarReport, in view: TextView, cluster: GraphemeReport
  ) -> [(text: String, offset: Int?)] {
    switch view {
    case .utf8: scalar.utf8.enumerated().map { ($1, scalar.utf8Offset + $0) }
    case .utf16: scalar.utf16.enumerated().map { ($1, scalar.utf16Offset + $0) }
    case .scalar: [(scalar.codePoint, scalar.scalarOffset)]
    case .grapheme:
      [(scalar.codePoint, scalar.scalarOffset == cluster.scalarRange[0] ? cluster.graphemeOffset : nil)]
    }
  }

  /// The position, its boundary flag and the cluster boundaries around it, per view.
  func table(_ report: OffsetReport) -> String {
    var table = TextTable(columns: [
      .init("view"), .init("offset", alignment: .right), .init("boundary"),
      .init("rounded down", alignment: .right), .init("rounded up", alignment: .right),
    ])
    for view in TextView.allCases {
      table.append([
        view.rawValue, report.position[view].map(String.init) ?? "-",
        report.isBoundary[view] ? "yes" : "no",
        String(report.roundedDown[view]), String(report.roundedUp[view]),
      ])
    }
    return table.render()
  }
}

extension GraphemeReport {
  /// The cluster's half-open range in `view`.
  func range(in view: TextView) -> Range<Int> {
    let bounds =
      switch view {
      case .utf8: utf8Range
      case .utf16: utf16Range
      case .scalar: scalarRange
      case .grapheme: [graphemeOffset, graphemeOffset + 1]
      }
    return bounds[0]..<bounds[1]
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
