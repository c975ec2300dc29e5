import UStrCore
import UStrICU
import UStrReport

/// Draws a `BreaksReport`: the text with its boundaries marked by each engine, the segments with
/// their offsets in every view, the disagreements with each answer and its reason, and (when
/// explained) the UAX #29 rule at every position.
///
///     P│o│k│é│m│o│n
struct BreaksTableRenderer {

  /// The mark between two segments: U+2502 BOX DRAWINGS LIGHT VERTICAL. The same character in
  /// the input is shown as "⟨U+2502⟩", so a mark is always a boundary.
  static let separator = "│"

  func render(_ report: BreaksReport) -> String {
    let groups = groupedSegmentations(report)
    var sections = [marked(report, groups: groups)]
    for group in groups {
      let title = groups.count == 1 ? "segments" : "segments (\(group.label))"
      sections.append(title + "\n" + segmentTable(group.segmentation))
    }
    if report.kind == .character, report.segmentations.count > 1 {
      sections.append(disagreements(report))
    }
    if let positions = report.positions {
      sections.append(
        explanation(
          positions, count: report.positionCount ?? positions.count, version: report.referenceVersion?.description ?? ""))
    }
    if !report.invalidUTF8.isEmpty {
      let count = report.invalidUTF8Count
      sections.append(
        "invalid UTF-8: \(count) ill-formed \(count == 1 ? "sequence" : "sequences") replaced by"
          + " U+FFFD before segmenting (ustr inspect shows each)")
    }
    sections.append(contentsOf: report.notes.map { "note: " + TerminalText.safe($0) })
    sections.append(engines(report))
    return sections.joined(separator: "\n\n")
  }

  /// Engines whose segmentations are identical, labelled together: "swift 17.0, reference 17.0".
  struct Group {
    var label: String
    var segmentation: SegmentationReport
  }

  /// The report's groups of engines with identical boundaries over the whole text.
  func groupedSegmentations(_ report: BreaksReport) -> [Group] {
    report.identicalEngines.compactMap { engines in
      let members = engines.compactMap { engine in report.segmentations.first { $0.engine == engine } }
      guard let first = members.first else { return nil }
      let label = members.map { "\($0.engine) \($0.unicodeVersion)" }.joined(separator: ", ")
      return Group(label: label, segmentation: first)
    }
  }

  /// Whether a list of `count` rows was cut at the report's limit.
  func isCut(_ listed: Int, of count: Int) -> Bool { listed < count }

  func marked(_ report: BreaksReport, groups: [Group]) -> String {
    let noun = report.kind == .character ? "cluster" : "segment"
    var title = report.kind == .character ? "grapheme clusters" : "\(report.kind) boundaries"
    if groups.count > 1 { title += ": the engines disagree" }
    // The marked text is one line: it is cut at 240 cells ("…"), the segment table lists the rest.
    var table = TextTable(
      columns: [.init(""), .init("", alignment: .right), .init("", maximumWidth: 240)], indent: 2,
      showsTitles: false)
    for group in groups {
      let segments = group.segmentation.segments
      let count = group.segmentation.segmentCount
      var line = segments.map { Self.shown($0.text) }.joined(separator: Self.separator)
      if isCut(segments.count, of: count) { line += Self.separator + "…" }
      table.append([group.label, "\(count) \(plural(count, noun))", line])
    }
    return title + "\n" + table.render()
  }

  /// A segment made visible and safe: placeholders for controls, `◌` under a leading mark, and
  /// the separator itself escaped. Only the first `clusterLimit` clusters are shown, then "…":
  /// the table cuts a segment at a few hundred cells anyway, and a sentence of a million
  /// clusters took a second to make visible whole.
  ///
  ///     BreaksTableRenderer.shown("abc", clusterLimit: 2)  // "ab…"
  ///
  /// - Complexity: O(min(n, clusterLimit)).
  static func shown(_ segment: String, clusterLimit: Int = shownClusterLimit) -> String {
    var result = ""
    var shownCount = 0
    for character in segment {
      guard shownCount < clusterLimit else { return result + "…" }
      let cluster = TerminalText.cluster(String(character), scalarLimit: 32)
      result += cluster.replacingSeparator
      shownCount += 1
    }
    return result
  }

  /// The clusters ``shown(_:clusterLimit:)`` makes visible of a segment: more than the widest
  /// column (240 cells) can hold, each cluster taking at least one cell.
  static let shownClusterLimit = 256

  /// `shown`, with a segment of spaces only drawn as "␠" (U+2420) per space, so it is not blank.
  static func visible(_ segment: String) -> String {
    guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 == 0x20 }) else { return shown(segment) }
    let count = segment.utf8.count
    return String(repeating: "\u{2420}", count: min(count, shownClusterLimit)) + (count > shownClusterLimit ? "…" : "")
  }

  /// The columns of the segments, one row per segment: with ``explanationColumns``, the names
  /// `--columns` takes.
  static let segmentColumns: [TextTable.Column] = [
    .init("#", alignment: .right, key: "index"), .init("segment", maximumWidth: 24),
    .init("scalars"), .init("utf16"), .init("utf8"), .init("category"),
  ]

  func segmentTable(_ segmentation: SegmentationReport) -> String {
    let hasCategory = segmentation.segments.contains { $0.category != nil }
    // The category column is shown only when the engine gives categories (word boundaries).
    let columns = hasCategory ? Self.segmentColumns : Self.segmentColumns.filter { $0.key != "category" }
    var table = TextTable(columns: columns, indent: 2, dropOrder: ["utf8", "utf16"])
    let segments = segmentation.segments
    for segment in segments {
      table.append([
        String(segment.segmentOffset), Self.visible(segment.text), range(segment.scalarRange),
        range(segment.utf16Range), range(segment.utf8Range), segment.category?.rawValue ?? "",
      ])
    }
    var result = table.render()
    if isCut(segments.count, of: segmentation.segmentCount) {
      result += "\n  … showing the first \(segments.count) of \(segmentation.segmentCount) segments; use --all to show every one"
    }
    return result
  }

  func disagreements(_ report: BreaksReport) -> String {
    guard report.disagreementCount > 0 else { return "disagreements: none" }
    var table = TextTable(
      columns: [
        .init("scalar", alignment: .right), .init("utf16", alignment: .right),
        .init("utf8", alignment: .right), .init("engine"), .init("says"),
        .init("UAX #29 at its version", minimumWidth: 16, wraps: true),
      ], indent: 2)
    var reasons: [String] = []
    for disagreement in report.disagreements {
      for (index, answer) in disagreement.answers.enumerated() {
        let first = index == 0
        let expected = answer.referenceRule.map { rule in
          "\(mark(answer.followsItsVersion == true ? answer.isBreak : !answer.isBreak)) \(rule.rawValue)"
            + " (Unicode \(answer.referenceVersion.map(\.description) ?? "?"))"
        } ?? "unknown (older than every supported version)"
        table.append([
          first ? String(disagreement.position.scalarOffset) : "",
          first ? String(disagreement.position.utf16Offset) : "",
          first ? String(disagreement.position.utf8Offset) : "",
          "\(answer.engine.rawValue) \(answer.unicodeVersion)",
          mark(answer.isBreak), expected,
        ])
      }
      let flag = disagreement.cause == .deviation ? "! " : ""
      reasons.append(
        "  \(flag)scalar \(disagreement.position.scalarOffset): \(TerminalText.safe(disagreement.explanation))")
    }
    let count = report.disagreementCount
    var result = "disagreements: \(count) \(plural(count, "position"))"
    if !report.disagreements.isEmpty {
      result += "\n" + table.render() + "\n" + reasons.joined(separator: "\n")
    }
    if isCut(report.disagreements.count, of: count) {
      result += "\n  … showing the first \(report.disagreements.count) of \(count) disagreements; use --all"
    }
    return result
  }

  /// The columns of `--explain`, one row per position.
  static let explanationColumns: [TextTable.Column] = [
    .init("scalar", alignment: .right), .init("utf16", alignment: .right),
    .init("utf8", alignment: .right), .init("", key: "mark"), .init("rule"),
    .init("summary", maximumWidth: 36), .init("before", minimumWidth: 16),
    .init("after", minimumWidth: 16),
  ]

  func explanation(_ positions: [GraphemeBreakDecision], count: Int, version: String) -> String {
    var table = TextTable(
      columns: Self.explanationColumns, indent: 2, dropOrder: ["utf8", "utf16", "summary"])
    for position in positions {
      table.append([
        String(position.position.scalarOffset), String(position.position.utf16Offset),
        String(position.position.utf8Offset), mark(position.isBreak), position.rule.rawValue,
        position.rule.summary, properties(position.scalarBefore, position.propertiesBefore),
        properties(position.scalarAfter, position.propertiesAfter),
      ])
    }
    var result = "rules (reference, UAX #29 at Unicode \(version)): ÷ break, × no break\n"
      + table.render()
    if isCut(positions.count, of: count) {
      result += "\n  … showing the first \(positions.count) of \(count) positions; use --all"
    }
    return result
  }

  /// "U+094D ◌् GCB=Extend InCB=Linker", or "" at either end of the text.
  func properties(_ scalar: Unicode.Scalar?, _ properties: GraphemeBreakProperties?) -> String {
    guard let scalar, let properties else { return "" }
    return "\(Hex.codePoint(scalar)) \(Self.shown(String(scalar))) \(properties)"
  }

  func engines(_ report: BreaksReport) -> String {
    var parts = [
      "Swift standard library (Unicode \(report.engines.swift.unicodeVersion))",
      "ICU \(report.engines.icu.version) (Unicode \(report.engines.icu.unicodeVersion))",
    ]
    if let version = report.referenceVersion {
      parts.append("ustr reference (UAX #29 at Unicode \(version))")
    }
    return "engines: " + parts.joined(separator: ", ")
  }

  func range(_ range: Range<Int>) -> String { "\(range.lowerBound)..<\(range.upperBound)" }
  func mark(_ isBreak: Bool) -> String { isBreak ? "÷" : "×" }
}

extension String {
  /// The text with every U+2502 (the boundary mark) shown as "⟨U+2502⟩".
  fileprivate var replacingSeparator: String {
    guard contains(BreaksTableRenderer.separator) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if scalar == "\u{2502}" { result += TerminalText.placeholder(scalar) } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }
}
