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

  /// The segments made visible so far (``visible(_:)``): a text repeats its characters and words.
  private let visibleSegments = TextCellCache()

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
    sections += closing(report)
    return sections.joined(separator: "\n\n")
  }

  /// The sections that end every table: the invalid input, the notes and the engines.
  func closing(_ report: BreaksReport) -> [String] {
    var sections: [String] = []
    if report.invalidUTF8Count > 0 {
      let count = report.invalidUTF8Count
      sections.append(
        "invalid UTF-8: \(count) ill-formed \(count == 1 ? "sequence" : "sequences") replaced by"
          + " U+FFFD before segmenting (ustr inspect shows each)")
    }
    sections.append(contentsOf: report.notes.map { "note: " + TerminalText.safe($0) })
    sections.append(engines(report))
    return sections
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
    marked(
      kind: report.kind,
      groups.map { group in
        let segments = group.segmentation.segments
        return MarkedLine(
          label: group.label, shownSegments: segments.map { Self.shown($0.text) },
          count: group.segmentation.segmentCount)
      })
  }

  /// One group of engines in the marked text: its label, the first segments made visible
  /// (``shown(_:clusterLimit:)``) and how many segments it has in all.
  struct MarkedLine {
    var label: String
    var shownSegments: [String]
    var count: Int
  }

  /// The marked text, one line per group of identical engines: its segments between marks,
  /// cut at 240 cells.
  func marked(kind: BreakKind, _ lines: [MarkedLine]) -> String {
    let noun = kind == .character ? "cluster" : "segment"
    var title = kind == .character ? "grapheme clusters" : "\(kind) boundaries"
    if lines.count > 1 { title += ": the engines disagree" }
    // The marked text is one line: it is cut at 240 cells ("…"), the segment table lists the rest.
    var table = TextTable(
      columns: [.init(""), .init("", alignment: .right), .init("", maximumWidth: 240)], indent: 2,
      showsTitles: false)
    for line in lines {
      var marked = line.shownSegments.joined(separator: Self.separator)
      if isCut(line.shownSegments.count, of: line.count) { marked += Self.separator + "…" }
      table.append([line.label, "\(line.count) \(plural(line.count, noun))", marked])
    }
    return title + "\n" + table.render()
  }

  /// How many segments of a group the marked text needs: it is cut at 240 cells, and each
  /// segment with its mark takes at least two.
  static let markedSegmentLimit = 120

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
    // Each cluster as a slice of the segment: a `Character` would copy a long cluster whole.
    var start = segment.startIndex
    while start < segment.endIndex {
      guard shownCount < clusterLimit else { return result + "…" }
      let end = segment.index(after: start)
      result += TerminalText.cluster(segment[start..<end], scalarLimit: 32).replacingSeparator
      shownCount += 1
      start = end
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
    let segments = segmentation.segments
    // The category column is shown only when the engine gives categories (word boundaries).
    var result = segmentRows(segments, hasCategory: segments.contains { $0.category != nil })
    if isCut(segments.count, of: segmentation.segmentCount) {
      result += "\n" + cutNote(segments.count, of: segmentation.segmentCount)
    }
    return result
  }

  /// The note under a segment table cut at the limit.
  func cutNote(_ listed: Int, of count: Int) -> String {
    "  … showing the first \(listed) of \(count) segments; use --all to show every one"
  }

  /// The segment table's rows for `segments`; with `block`, one block of a table drawn in blocks
  /// (``BreaksTableSink``): its columns have the widths ``segmentBlockWidths(offsetBound:hasCategory:)``
  /// gives, the same for every block, and the note on hidden columns follows the last block only.
  func segmentRows(
    _ segments: [SegmentReport], hasCategory: Bool, block: TableBlock? = nil
  ) -> String {
    var table = emptySegmentTable(hasCategory: hasCategory, block: block)
    writeSegmentRows(segments, to: &table)
    return table.render()
  }

  /// Appends the lines of ``segmentRows(_:hasCategory:block:)`` for one block of a table drawn
  /// in blocks to `bytes`, each line written as its cells come (``TableLineWriter``).
  func writeSegmentRows(_ segments: [SegmentReport], hasCategory: Bool, block: TableBlock, into bytes: inout [UInt8]) {
    var table = emptySegmentTable(hasCategory: hasCategory, block: block)
    guard var writer = TableLineWriter(table) else {
      writeSegmentRows(segments, to: &table)
      return table.write(into: &bytes)
    }
    swap(&writer.bytes, &bytes)
    writer.writeTitles()
    writeSegmentRows(segments, to: &writer)
    writer.writeHiddenNote()
    swap(&writer.bytes, &bytes)
  }

  /// The segment table without rows: its columns, laid out as `block`.
  private func emptySegmentTable(hasCategory: Bool, block: TableBlock?) -> TextTable {
    var table = TextTable(columns: Self.segmentColumns(hasCategory: hasCategory), indent: 2, dropOrder: ["utf8", "utf16"])
    table.lay(as: block) { Self.segmentBlockWidths(offsetBound: $0, hasCategory: hasCategory) }
    return table
  }

  /// Writes a row per segment to `rows`, in the order of ``segmentColumns``; the category only
  /// when the table has its column.
  private func writeSegmentRows(_ segments: [SegmentReport], to rows: inout some TableRows) {
    for segment in segments {
      rows.number(segment.segmentOffset)
      rows.cell(visibleSegments.cell(for: segment.text, make: Self.visible))
      rows.range(segment.scalarRange)
      rows.range(segment.utf16Range)
      rows.range(segment.utf8Range)
      rows.cell(segment.category?.rawValue ?? "")
      rows.endRow()
    }
  }

  /// ``segmentColumns``, without the category unless the segments have one.
  static func segmentColumns(hasCategory: Bool) -> [TextTable.Column] {
    hasCategory ? segmentColumns : segmentColumns.filter { $0.key != "category" }
  }

  /// The widths of the segment table's columns when it is drawn in blocks: offsets below
  /// `offsetBound`, ranges of two of them, the longest category.
  ///
  ///     segmentBlockWidths(offsetBound: 300_000_000, hasCategory: false)  // [9, 24, 21, 21, 21]
  static func segmentBlockWidths(offsetBound: Int, hasCategory: Bool) -> [Int?] {
    let digits = TextTable.digitCount(below: offsetBound)
    let widest: [String: Int] = [
      "index": digits, "scalars": 2 * digits + 3, "utf16": 2 * digits + 3, "utf8": 2 * digits + 3,
      "category": SegmentCategory.allCases.map(\.rawValue.count).max() ?? 0,
    ]
    return segmentColumns(hasCategory: hasCategory).map { column in
      max(column.title.count, column.maximumWidth ?? widest[column.key] ?? 0)
    }
  }

  func disagreements(_ report: BreaksReport) -> String {
    let count = report.disagreementCount
    var result = disagreementTitle(count)
    guard count > 0 else { return result }
    if !report.disagreements.isEmpty {
      let rows = disagreementRows(report.disagreements)
      result += "\n" + rows.table + "\n" + rows.reasons
    }
    if isCut(report.disagreements.count, of: count) {
      result += "\n" + disagreementCutNote(report.disagreements.count, of: count)
    }
    return result
  }

  /// "disagreements: 3 positions".
  func disagreementTitle(_ count: Int) -> String {
    count == 0 ? "disagreements: none" : "disagreements: \(count) \(plural(count, "position"))"
  }

  /// The note under a disagreement table cut at the limit.
  func disagreementCutNote(_ listed: Int, of count: Int) -> String {
    "  … showing the first \(listed) of \(count) disagreements; use --all"
  }

  /// The columns of the disagreements, one row per engine's answer.
  static let disagreementColumns: [TextTable.Column] = [
    .init("scalar", alignment: .right), .init("utf16", alignment: .right),
    .init("utf8", alignment: .right), .init("engine"), .init("says"),
    .init("UAX #29 at its version", minimumWidth: 16, wraps: true),
  ]

  /// The widths of the disagreement table's columns when it is drawn in blocks.
  static func disagreementBlockWidths(offsetBound: Int) -> [Int?] {
    let digits = TextTable.digitCount(below: offsetBound)
    // "reference 17.0"; "unknown (older than every supported version)".
    return [digits, digits, digits, 16, 4, 44].enumerated().map { index, width in
      max(disagreementColumns[index].title.count, width)
    }
  }

  /// The disagreements' table (a row per answer) and their reasons (a line each); with `block`,
  /// one block of a table drawn in blocks.
  func disagreementRows(
    _ disagreements: [DisagreementReport], block: TableBlock? = nil
  ) -> (table: String, reasons: String) {
    var table = TextTable(columns: Self.disagreementColumns, indent: 2)
    table.lay(as: block, widths: Self.disagreementBlockWidths)
    var reasons: [String] = []
    for disagreement in disagreements {
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
    return (table.render(), reasons.joined(separator: "\n"))
  }

  /// The columns of `--explain`, one row per position.
  static let explanationColumns: [TextTable.Column] = [
    .init("scalar", alignment: .right), .init("utf16", alignment: .right),
    .init("utf8", alignment: .right), .init("", key: "mark"), .init("rule"),
    .init("summary", maximumWidth: 36), .init("before", minimumWidth: 16),
    .init("after", minimumWidth: 16),
  ]

  func explanation(_ positions: [GraphemeBreakDecision], count: Int, version: String) -> String {
    var result = explanationTitle(version: version) + "\n" + explanationRows(positions)
    if isCut(positions.count, of: count) {
      result += "\n" + explanationCutNote(positions.count, of: count)
    }
    return result
  }

  /// The title of `--explain`'s table.
  func explanationTitle(version: String) -> String {
    "rules (reference, UAX #29 at Unicode \(version)): ÷ break, × no break"
  }

  /// The note under the table of positions cut at the limit.
  func explanationCutNote(_ listed: Int, of count: Int) -> String {
    "  … showing the first \(listed) of \(count) positions; use --all"
  }

  /// The widths of `--explain`'s columns when it is drawn in blocks: "before" and "after" as
  /// wide as "U+10FFFF ⟨U+10FFFF⟩ GCB=SpacingMark ExtPict".
  static func explanationBlockWidths(offsetBound: Int) -> [Int?] {
    let digits = TextTable.digitCount(below: offsetBound)
    let widest: [String: Int] = [
      "scalar": digits, "utf16": digits, "utf8": digits, "mark": 1,
      "rule": GraphemeBreakRule.allCases.map(\.rawValue.count).max() ?? 0, "before": 48, "after": 48,
    ]
    return explanationColumns.map { column in
      max(column.title.count, column.maximumWidth ?? widest[column.key] ?? 0)
    }
  }

  /// `--explain`'s rows for `positions`; with `block`, one block of a table drawn in blocks.
  func explanationRows(
    _ positions: [GraphemeBreakDecision], block: TableBlock? = nil
  ) -> String {
    var table = TextTable(
      columns: Self.explanationColumns, indent: 2, dropOrder: ["utf8", "utf16", "summary"])
    table.lay(as: block, widths: Self.explanationBlockWidths)
    for position in positions {
      table.append([
        String(position.position.scalarOffset), String(position.position.utf16Offset),
        String(position.position.utf8Offset), mark(position.isBreak), position.rule.rawValue,
        position.rule.summary, properties(position.scalarBefore, position.propertiesBefore),
        properties(position.scalarAfter, position.propertiesAfter),
      ])
    }
    return table.render()
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
    // U+2502 is E2 94 82 in UTF-8: most segments have no E2 byte at all.
    guard utf8.contains(0xE2), unicodeScalars.contains("\u{2502}") else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if scalar == "\u{2502}" { result += TerminalText.placeholder(scalar) } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }
}
