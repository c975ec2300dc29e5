import UStrCore
import UStrReport

/// Draws a `LengthsReport`: without a check, the length table and the clusters that make Swift's
/// count differ from Java's length; with `--max`, the check's verdict.
struct LengthsTableRenderer {
  /// How many lines over the limit a table lists unless `--limit` or `--all` says otherwise.
  static let defaultLineLimit = 100
  /// The most lines over the limit listed; `nil` lists all.
  var lineLimit: Int? = defaultLineLimit
  /// The most distinct clusters listed under the table (JSON lists more).
  var clusterLimit = 20

  func render(_ report: LengthsReport) -> String {
    var sections: [String] = []
    if let check = report.check {
      sections.append(self.check(check))
    } else if let lineChecks = report.lineChecks {
      sections.append(self.lineChecks(lineChecks))
    } else {
      sections.append(lengths(report.lengths))
      sections.append(difference(report.swiftJavaDifference))
    }
    return (sections + closingSections(report)).joined(separator: "\n\n")
  }

  /// What follows the report's own section: the note on invalid input, if any, and the engines.
  func closingSections(_ report: LengthsReport) -> [String] {
    var sections: [String] = []
    if report.invalidUTF8Count > 0 {
      sections.append(
        "note: the input is not valid UTF-8: \(report.invalidUTF8Count) ill-formed sequence(s) "
          + "were replaced by U+FFFD and counted as such (--strict refuses them)")
    }
    sections.append(report.engines.footLine)
    return sections
  }

  /// The table of runtime lengths; shared with `inspect`.
  static func lengthTable(_ rows: [RuntimeLength], indent: Int = 0, titles: Bool = true) -> String {
    var table = TextTable(
      columns: [
        .init("id"), .init("expression", minimumWidth: 16), .init("unit"), .init("length", alignment: .right),
      ], indent: indent, showsTitles: titles)
    for row in rows {
      table.append([row.id, row.expression, row.unit.rawValue, row.value.map(String.init) ?? "n/a"])
    }
    return table.render()
  }

  func lengths(_ rows: [RuntimeLength]) -> String {
    Self.lengthTable(rows)
  }

  /// The most cells the code points column shows.
  static let codePointsWidth = 48

  /// The first code points of a cluster, as many as the column can show and then some (the table
  /// cuts them with "…"): a cluster of a million scalars is neither joined nor measured whole.
  static func codePointsCell(_ scalars: some Collection<Unicode.Scalar>) -> String {
    // A code point takes at least 7 cells with its space ("U+0301 "), so a quarter of the width
    // in code points always overflows the column when there are more.
    let shown = scalars.prefix(codePointsWidth / 4 + 1).map(Hex.codePoint)
    return shown.prefix(codePointsWidth / 4).joined(separator: " ")
      + (shown.count > codePointsWidth / 4 ? " …" : "")
  }

  func difference(_ difference: LengthDifference) -> String {
    let (base, other) = (difference.base.id, difference.other.id)
    let (baseLength, otherLength) = difference.lengths
    let delta = otherLength - baseLength
    guard !difference.clusters.isEmpty else {
      return "\(base) and \(other) agree: \(baseLength)"
    }
    var table = TextTable(
      columns: [
        .init("cluster", maximumWidth: 16), .init("code points", maximumWidth: Self.codePointsWidth, minimumWidth: 12),
        .init("scalars", alignment: .right), .init("UTF-16", alignment: .right),
        .init("UTF-8", alignment: .right), .init("times", alignment: .right),
        .init("adds", alignment: .right),
        .init("first at (grapheme, utf16, utf8)", minimumWidth: 12),
      ], indent: 2)
    for cluster in difference.clusters.prefix(clusterLimit) {
      table.append([
        TerminalText.cluster(String(cluster.character)), Self.codePointsCell(cluster.character.unicodeScalars),
        String(cluster.counts.scalars), String(cluster.counts.utf16), String(cluster.counts.utf8),
        String(cluster.occurrences), "+\(cluster.contribution)",
        "\(cluster.firstGraphemeOffset), \(cluster.firstUTF16Offset), \(cluster.firstUTF8Offset)",
      ])
    }
    var lines = [
      "\(base) is \(baseLength), \(other) is \(otherLength) (+\(delta)), "
        + "because of these clusters:",
      table.render(),
    ]
    let shown = min(clusterLimit, difference.clusters.count)
    if difference.distinctClusterCount > shown {
      let hidden = difference.distinctClusterCount - shown
      lines.append("  … and \(hidden) more distinct clusters (--format json lists the first \(LengthsReport.clusterLimit))")
    }
    return lines.joined(separator: "\n")
  }

  func check(_ check: LengthCheck) -> String {
    let unit = check.limit.unit.unitName
    guard !check.fits else {
      return "fits: \(check.length) \(unit), the limit is \(check.limit.maximum)"
    }
    var lines = ["too long: \(check.length) \(unit), the limit is \(check.limit.maximum) (\(check.excess) over)"]
    if let cluster = check.firstClusterPastLimit {
      lines.append("first cluster past the limit: " + describe(cluster))
    }
    return lines.joined(separator: "\n")
  }

  func lineChecks(_ checks: LineChecks) -> String {
    guard !checks.fits else { return lineChecksHeading(checks) }
    var table = Self.lineTable()
    let shown = lineLimit.map { Array(checks.linesOver.prefix($0)) } ?? checks.linesOver
    for line in shown { table.append(lineCells(line)) }
    let more = Self.moreLinesNote(shown: shown.count, of: checks)
    return ([lineChecksHeading(checks), table.render()] + (more.map { [$0] } ?? [])).joined(separator: "\n")
  }

  /// The line-check verdict: "fits: …", or "too long: …" above the table of lines over.
  func lineChecksHeading(_ checks: LineChecks) -> String {
    let unit = checks.limit.unit.unitName
    let lineWord = checks.lineCount == 1 ? "line" : "lines"
    guard !checks.fits else {
      return "fits: no line is over \(checks.limit.maximum) \(unit) (\(checks.lineCount) \(lineWord))"
    }
    return "too long: \(checks.linesOverCount) of \(checks.lineCount) \(lineWord) over "
      + "\(checks.limit.maximum) \(unit) (offsets count from the start of each line)"
  }

  /// The table of lines over the limit, with no rows: line, length, over, first cluster past
  /// the limit. A table drawn in blocks sets the widths of the three number columns.
  static func lineTable(showsTitles: Bool = true) -> TextTable {
    TextTable(
      columns: [
        .init("line", alignment: .right), .init("length", alignment: .right),
        .init("over", alignment: .right), .init("first cluster past the limit", minimumWidth: 16),
      ], showsTitles: showsTitles)
  }

  /// A line's row of ``lineTable(showsTitles:)``.
  func lineCells(_ line: LineOverLimit) -> [String] {
    [
      String(line.lineOffset + 1), String(line.check.length), String(line.check.excess),
      line.check.firstClusterPastLimit.map(describe) ?? "",
    ]
  }

  /// "… showing the first 100 of 5000 lines over; …" when fewer lines were listed than are over.
  static func moreLinesNote(shown: Int, of checks: LineChecks) -> String? {
    guard shown < checks.linesOverCount else { return nil }
    return "… showing the first \(shown) of \(checks.linesOverCount) lines over; use --all to show every one"
  }

  /// "😀 U+1F600 at grapheme 3, scalar 3, utf16 3..<5, utf8 3..<7".
  func describe(_ cluster: GraphemeCluster) -> String {
    let codePoints = cluster.scalars.prefix(8).map { Hex.codePoint($0.scalar) }.joined(separator: " ")
      + (cluster.scalars.count > 8 ? " …" : "")
    func range(_ bounds: Range<Int>) -> String { "\(bounds.lowerBound)..<\(bounds.upperBound)" }
    return "\(TerminalText.cluster(String(cluster.character))) \(codePoints) at grapheme \(cluster.graphemeOffset), "
      + "scalar \(range(cluster.scalarRange)), utf16 \(range(cluster.utf16Range)), "
      + "utf8 \(range(cluster.utf8Range))"
  }
}
