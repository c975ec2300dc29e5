import UStrCore
import UStrICU
import UStrReport

/// The table of `ustr breaks` for a text read in windows (``BreaksStream`` hands it the rows).
///
/// While every list has fewer than two blocks of rows and the text has no segment past the
/// listed ones, the rows are held and the report is drawn whole at the end, as
/// ``BreaksTableRenderer/render(_:)`` draws it. Past that (`--all`, a large `--limit`, a text
/// longer than the listing: ``segmentsCounted(_:)``) the table is drawn in blocks of
/// ``blockSize`` rows with widths set in advance (from `offsetBound`), so memory does not grow
/// with the text:
///
/// - the first engine's segments are written as they come;
/// - the other engines' segments are not listed again: they differ from the first engine's
///   only at the disagreements, which list every engine's answer there;
/// - disagreements (each block's table, then its reasons) and (`--explain`) positions are
///   drawn in blocks into a ``RecordSpool`` (a temporary file past a few MiB) and follow the
///   segments;
/// - the marked text with each group's count, known only at the end, closes the table.
///
/// Each block repeats the column titles; each block of disagreements is followed by its
/// reasons. In blocks the segment table is titled with the first engine ("segments (swift
/// 17.0)") even when every engine agrees: that is known only at the end.
///
/// A class, not a struct: `BreaksStream` hands rows to closures (`BreaksRows`), which must
/// reach one table.
///
/// - Complexity: O(n) in the rows; memory O(``blockSize``) rows and the spool's buffer.
final class BreaksTableSink {
  /// The most rows drawn in one block.
  static let blockSize = 1_000
  let renderer = BreaksTableRenderer()
  let kind: BreakKind
  let engines: [BreakEngine]
  /// A bound on every offset of the input: the digits of the number columns in blocks.
  let offsetBound: Int

  /// A block of a table, its widths set from ``offsetBound``.
  func tableBlock(isLast: Bool) -> TableBlock { TableBlock(offsetBound: offsetBound, isLast: isLast) }
  /// The first engine with its Unicode version: "swift 17.0".
  let firstEngineLabel: String
  /// Whether the rows are drawn in blocks (there were too many to hold).
  private(set) var isInBlocks = false
  /// Before blocks: every row so far. In blocks: the rows not drawn yet (segments: the first
  /// engine's only).
  private var heldSegments: [[SegmentReport]]
  private var heldDisagreements: [DisagreementReport] = []
  private var heldPositions: [GraphemeBreakDecision] = []
  /// The first segments of each engine, made visible, for the marked text.
  private var shownSegments: [[String]]
  /// How many rows of each list went by (segments: the first engine's).
  private var listedSegments = 0
  private var listedDisagreements = 0
  private var listedPositions = 0
  /// The blocks of disagreements (each block's table, then its reasons) and of positions,
  /// drawn and kept until the segments are done.
  private let disagreementBlocks = RecordSpool()
  private let positionBlocks = RecordSpool()
  /// The first failure to keep a block (a full disk), thrown at the next window's end.
  private var failure: OutputError?

  /// A table of `segmentations`' engines (``BreaksStream/segmentations``), in their order.
  init(kind: BreakKind, segmentations: [SegmentationReport], offsetBound: Int) {
    self.kind = kind
    engines = segmentations.map(\.engine)
    firstEngineLabel = segmentations.first.map { "\($0.engine) \($0.unicodeVersion)" } ?? ""
    self.offsetBound = offsetBound
    heldSegments = segmentations.map { _ in [] }
    shownSegments = heldSegments.map { _ in [] }
  }

  /// Where ``BreaksStream`` hands this table its rows.
  var rows: BreaksRows {
    BreaksRows(
      segment: { [unowned self] engine, segment in take(segment, of: engine) },
      disagreement: { [unowned self] in take($0) }, position: { [unowned self] in take($0) })
  }

  /// Writes out what the window added to the output (one write a window, so blocks drawn from
  /// a slow pipe show as each window is read) and throws the failure to keep a block or to
  /// write the output, if any; called after each window, so a full disk stops the command at
  /// once, not after the whole text.
  func windowEnded() throws(OutputError) {
    if let failure { throw failure }
    try StandardOutput.stream.flush()
  }

  private func take(_ segment: SegmentReport, of engine: BreakEngine) {
    guard let index = engines.firstIndex(of: engine) else { return }
    if index == 0 { listedSegments += 1 }
    if shownSegments[index].count < BreaksTableRenderer.markedSegmentLimit {
      shownSegments[index].append(BreaksTableRenderer.shown(segment.text))
    }
    guard !isInBlocks || index == 0 else { return }
    heldSegments[index].append(segment)
    if !isInBlocks, heldSegments[index].count >= 2 * Self.blockSize { beginBlocks() }
    drawFullBlocks()
  }

  private func take(_ disagreement: DisagreementReport) {
    listedDisagreements += 1
    heldDisagreements.append(disagreement)
    if !isInBlocks, heldDisagreements.count >= 2 * Self.blockSize { beginBlocks() }
    drawFullBlocks()
  }

  private func take(_ position: GraphemeBreakDecision) {
    listedPositions += 1
    heldPositions.append(position)
    if !isInBlocks, heldPositions.count >= 2 * Self.blockSize { beginBlocks() }
    drawFullBlocks()
  }

  /// Takes the first engine's count of segments so far, after each window and at the end: once
  /// it is past the listing, no segment row follows, so the table is drawn in blocks from then
  /// on and the segments held are drawn at once, a large file's first rows before it is read.
  /// Checked at the end too, so the layout depends on the text alone. With no segment listed
  /// (`--limit 0`), the report is drawn whole.
  func segmentsCounted(_ segmentCount: Int) {
    guard !isInBlocks, listedSegments > 0, renderer.isCut(listedSegments, of: segmentCount) else { return }
    beginBlocks()
    drawLastSegments()
  }

  /// Draws the first engine's segments held, as the last block of their table.
  private func drawLastSegments() {
    guard !heldSegments[0].isEmpty else { return }
    StandardOutput.writeLines {
      renderer.writeSegmentRows(heldSegments[0], hasCategory: hasCategory, block: tableBlock(isLast: true), into: &$0)
    }
    heldSegments[0] = []
  }

  /// Too many rows to hold: from now on the table is drawn in blocks. The other engines'
  /// segments held so far are let go.
  private func beginBlocks() {
    isInBlocks = true
    for index in heldSegments.indices.dropFirst() { heldSegments[index] = [] }
    StandardOutput.writeLine(segmentsTitle)
  }

  /// Whether the segments have a category column (words, sentences and lines do).
  private var hasCategory: Bool { kind != .character }

  /// The title of the segment table drawn in blocks: the first engine's, named when there are others.
  private var segmentsTitle: String {
    engines.count > 1 ? "segments (\(firstEngineLabel))" : "segments"
  }

  /// Draws every full block of each list but the last (in blocks only): segments to the
  /// output, the others to their spools. The last block is drawn by `finish`, under which the
  /// note on columns hidden to fit a terminal goes.
  private func drawFullBlocks() {
    guard isInBlocks else { return }
    while heldSegments[0].count >= 2 * Self.blockSize {
      let segments = Array(heldSegments[0].prefix(Self.blockSize))
      StandardOutput.writeLines {
        renderer.writeSegmentRows(segments, hasCategory: hasCategory, block: tableBlock(isLast: false), into: &$0)
      }
      heldSegments[0].removeFirst(Self.blockSize)
    }
    while heldDisagreements.count >= 2 * Self.blockSize {
      keepDisagreements(Array(heldDisagreements.prefix(Self.blockSize)), isLast: false)
      heldDisagreements.removeFirst(Self.blockSize)
    }
    while heldPositions.count >= 2 * Self.blockSize {
      keep(
        renderer.explanationRows(Array(heldPositions.prefix(Self.blockSize)), block: tableBlock(isLast: false)),
        in: positionBlocks)
      heldPositions.removeFirst(Self.blockSize)
    }
  }

  private func keepDisagreements(_ disagreements: [DisagreementReport], isLast: Bool) {
    guard !disagreements.isEmpty else { return }
    let rows = renderer.disagreementRows(disagreements, block: tableBlock(isLast: isLast))
    keep(rows.table + "\n" + rows.reasons, in: disagreementBlocks)
  }

  private func keep(_ block: String, in spool: RecordSpool) {
    guard failure == nil else { return }
    do throws(OutputError) {
      try spool.append(Array(block.utf8))
    } catch {
      failure = error
    }
  }

  /// Draws what is left: the whole report when it was held, else the last blocks, the kept
  /// disagreements and positions, the marked text with the counts, and the closing sections.
  ///
  /// - Throws: `OutputError` when a kept block cannot be written or read back.
  func finish(_ report: BreaksReport) throws {
    try windowEnded()
    segmentsCounted(report.segmentations.first?.segmentCount ?? 0)
    guard isInBlocks else {
      var whole = report
      for index in whole.segmentations.indices { whole.segmentations[index].segments = heldSegments[index] }
      whole.disagreements = heldDisagreements
      if whole.positions != nil { whole.positions = heldPositions }
      return StandardOutput.writeLine(renderer.render(whole))
    }
    let segmentCount = report.segmentations.first?.segmentCount ?? 0
    drawLastSegments()
    if renderer.isCut(listedSegments, of: segmentCount) {
      StandardOutput.writeLine(renderer.cutNote(listedSegments, of: segmentCount))
    }
    if report.identicalEngines.count > 1 {
      StandardOutput.writeLine(
        "  the other engines' boundaries differ from \(firstEngineLabel)'s"
          + " only at the disagreements below (--engine lists one engine's segments)")
    }
    if kind == .character, engines.count > 1 {
      keepDisagreements(heldDisagreements, isLast: true)
      try windowEnded()
      StandardOutput.writeLine("")
      StandardOutput.writeLine(renderer.disagreementTitle(report.disagreementCount))
      try disagreementBlocks.forEach { StandardOutput.writeLine(String(decoding: $0, as: UTF8.self)) }
      if renderer.isCut(listedDisagreements, of: report.disagreementCount) {
        StandardOutput.writeLine(renderer.disagreementCutNote(listedDisagreements, of: report.disagreementCount))
      }
    }
    if report.positions != nil {
      if !heldPositions.isEmpty {
        keep(renderer.explanationRows(heldPositions, block: tableBlock(isLast: true)), in: positionBlocks)
      }
      try windowEnded()
      StandardOutput.writeLine("")
      StandardOutput.writeLine(renderer.explanationTitle(version: report.referenceVersion?.description ?? ""))
      try positionBlocks.forEach { StandardOutput.writeLine(String(decoding: $0, as: UTF8.self)) }
      let count = report.positionCount ?? listedPositions
      if renderer.isCut(listedPositions, of: count) {
        StandardOutput.writeLine(renderer.explanationCutNote(listedPositions, of: count))
      }
    }
    let lines = renderer.groupedSegmentations(report).compactMap { group -> BreaksTableRenderer.MarkedLine? in
      guard let index = engines.firstIndex(of: group.segmentation.engine) else { return nil }
      return BreaksTableRenderer.MarkedLine(
        label: group.label, shownSegments: shownSegments[index], count: group.segmentation.segmentCount)
    }
    StandardOutput.writeLine("")
    StandardOutput.writeLine(
      ([renderer.marked(kind: kind, lines)] + renderer.closing(report)).joined(separator: "\n\n"))
  }
}
