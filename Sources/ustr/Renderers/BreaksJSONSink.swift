import UStrCore
import UStrICU
import UStrReport

/// The JSON document of `ustr breaks` for a text read in windows, written in one pass
/// (``BreaksStream`` hands it the rows): the same bytes as
/// `BreaksReport.writeJSON(decoding:kind:engines:referenceVersion:explain:limit:to:lastMembers:)`
/// writes from the whole text.
///
/// The document lists, in order, each engine's boundaries and segments, then the disagreements
/// and (`--explain`) the positions; the rows of all of them come window by window. The first
/// list (the first engine's boundaries) is written as its rows come, so the document starts
/// after the first window; every other list waits in a ``RecordSpool`` of its own (a temporary
/// file past ``spoolMemoryLimit`` bytes) and is copied out, in the document's order, once the
/// text has been read and the counts are known.
///
/// A class, not a struct: `BreaksStream` hands rows to closures (`BreaksRows`), which must
/// reach one document.
///
/// - Complexity: O(n) in the rows, written once and read back once; memory O(window) and the
///   spools' buffers, disk O(output).
final class BreaksJSONSink {
  /// The bytes each spool holds before it goes to its temporary file.
  static let spoolMemoryLimit = 1 << 20
  /// The depth of a boundary or segment of the document (`segmentations[i].segments[j]`).
  static let segmentationRowDepth = 4
  /// The depth of a disagreement or a position of the document (`disagreements[i]`).
  static let rowDepth = 2

  let json = JSONStreamEncoder(output: StandardOutput.stream)
  let segmentations: [SegmentationReport]
  /// The lists after the first, in the document's order: for engine `i`, its boundaries at
  /// `2i - 1` (none for the first engine, whose boundaries are written at once) and its
  /// segments at `2i`; then the disagreements, then the positions.
  private let spools: [RecordSpool]
  /// Lays out the rows that go through `Encodable` (disagreements, positions).
  private let rowLayout = RowLayout(depth: rowDepth)
  /// The first failure to keep a row (a full disk), thrown at the next window's end.
  private var failure: (any Error)?

  /// Writes the document's opening (`header`'s first members) and opens the first engine's
  /// boundaries, so its rows can be written as they come.
  init(header: BreaksReport, segmentations: [SegmentationReport]) throws {
    self.segmentations = segmentations
    spools = (0..<(2 * segmentations.count + 1)).map { _ in RecordSpool(memoryLimit: Self.spoolMemoryLimit) }
    json.openObject()
    try BreaksReport.writeOpeningMembers(of: header, into: json)
    json.openArray(member: "segmentations")
    try BreaksReport.openSegmentation(segmentations[0], in: json)
    json.openArray(member: "boundaries")
  }

  /// Where ``BreaksStream`` hands this document its rows.
  var rows: BreaksRows {
    BreaksRows(
      boundary: { [unowned self] engine, boundary in take(boundary, of: engine) },
      segment: { [unowned self] engine, segment in take(segment, of: engine) },
      disagreement: { [unowned self] in take($0, list: spools.count - 2) },
      position: { [unowned self] in take($0, list: spools.count - 1) })
  }

  /// Writes out what the window added to the output (one write a window, so rows read from a
  /// slow pipe show as each window is read) and throws the failure to keep a row or to write
  /// the output, if any; called after each window, so a full disk stops the command at once,
  /// not after the whole text.
  func windowEnded() throws {
    if let failure { throw failure }
    try StandardOutput.stream.flush()
  }

  private func take(_ boundary: BreakBoundary, of engine: BreakEngine) {
    guard let index = segmentations.firstIndex(where: { $0.engine == engine }) else { return }
    if index == 0 {
      return json.element { boundary.writeJSON(into: &$0, depth: $1, indentation: $2) }
    }
    let indentation = json.indentation
    keep(list: 2 * index - 1) { bytes, _ in
      boundary.writeJSON(into: &bytes, depth: Self.segmentationRowDepth, indentation: indentation)
    }
  }

  private func take(_ segment: SegmentReport, of engine: BreakEngine) {
    guard let index = segmentations.firstIndex(where: { $0.engine == engine }) else { return }
    let indentation = json.indentation
    // A segment can be a whole line of the text: drained to the spool's file as it is written.
    keep(list: 2 * index) { bytes, drainIfFull in
      segment.writeJSON(
        into: &bytes, depth: Self.segmentationRowDepth, indentation: indentation, drainIfFull: drainIfFull)
    }
  }

  private func take(_ value: some Encodable, list: Int) {
    guard failure == nil else { return }
    do {
      keep(try rowLayout.bytes(of: value), list: list)
    } catch {
      failure = error
    }
  }

  private func keep(_ bytes: [UInt8], list: Int) {
    keep(list: list) { row, _ in row += bytes }
  }

  /// Keeps the row `write` lays out in spool `list` (``RecordSpool/append(writtenBy:)``).
  private func keep(list: Int, _ write: (inout [UInt8], ByteOutput.Drainer) -> Void) {
    guard failure == nil else { return }
    do throws(OutputError) {
      try spools[list].append(writtenBy: write)
    } catch {
      failure = error
    }
  }

  /// Writes the spooled lists in the document's order, with the counts after each, then
  /// `report`'s closing members and what `lastMembers` adds (the `input` object).
  ///
  /// - Throws: `OutputError` when a spool cannot be written or read back; what `lastMembers`
  ///   throws.
  func finish(_ report: BreaksReport, lastMembers: (JSONStreamEncoder) throws -> Void) throws {
    try windowEnded()
    json.closeContainer()
    for (index, segmentation) in report.segmentations.enumerated() {
      if index > 0 {
        try BreaksReport.openSegmentation(segmentation, in: json)
        try copy(list: 2 * index - 1, as: "boundaries")
      }
      try copy(list: 2 * index, as: "segments")
      try json.member("segmentCount", segmentation.segmentCount)
      json.closeContainer()
    }
    json.closeContainer()
    try copy(list: spools.count - 2, as: "disagreements")
    if report.positions != nil {
      try copy(list: spools.count - 1, as: "positions")
    } else {
      try json.member("positions", [GraphemeBreakDecision]?.none)
    }
    try BreaksReport.writeClosingMembers(of: report, into: json)
    try lastMembers(json)
    json.closeContainer()
    json.output.write(byte: 0x0A)
  }

  /// Writes the spooled list `list` as the array member `key`, a piece at a time (one segment
  /// can be a text's whole line).
  private func copy(list: Int, as key: String) throws {
    json.openArray(member: key)
    try spools[list].writeElements(into: json)
    json.closeContainer()
    try StandardOutput.stopIfFailed()
  }
}
