import UStrCore
import UStrReport

/// Where a streamed inspection goes, a piece at a time: the table, the JSON document, or JSON
/// Lines.
protocol InspectionSink {
  mutating func begin(_ header: InspectionHeader) throws
  mutating func row(_ cluster: GraphemeCluster) throws
  mutating func end(_ summary: InspectionSummary) throws
  /// The input paused (``InputChunks/pauseMilliseconds``): show what is held. JSON and JSON
  /// Lines hold nothing (the output is flushed after this).
  mutating func paused()
  /// The text has clusters past the listed ones (``InspectionStream/isTruncated``): no row
  /// follows, so what is held can be drawn. Called after each chunk from then on.
  mutating func listingEnded()
}

extension InspectionSink {
  mutating func paused() {}
  mutating func listingEnded() {}
}

/// The table: rows are held (at most two blocks of `blockSize` clusters) so their columns
/// align; a text whose clusters are all listed and fit is drawn as one table under its counts,
/// as before streaming. A text with clusters past the listed ones has its table drawn as soon
/// as that is known (at its end at the latest), its columns measured from its rows, and the
/// counts follow it: a large file shows its first rows at once, not once it is read. With more
/// rows (`--all`, a large `--limit`) each block is drawn as it fills, all with the same column
/// widths (``InspectionTableRenderer/blockWidths(offsetBound:showingInput:)``: set from
/// `offsetBound`, not from rows), and the counts follow the last one. On a terminal, the rows held when the
/// input pauses are drawn as a block at once (`tail -f log | ustr inspect`), and the table goes
/// on in blocks.
struct InspectionTableSink: InspectionSink {
  /// The most clusters drawn in one block.
  static let blockSize = 1_000
  var renderer = InspectionTableRenderer()
  /// A bound on every offset of the input (``TextInputOptions/offsetBound``): the digits of the
  /// number columns when the table is drawn in blocks.
  var offsetBound = Int(Int32.max)

  /// A block of the table, its widths set from ``offsetBound``.
  func tableBlock(isLast: Bool) -> TableBlock {
    TableBlock(offsetBound: offsetBound, isLast: isLast, showsTitles: !continuesOnScreen)
  }
  var header: InspectionHeader?
  /// The rows not drawn yet, as model values: the table makes strings for what it shows only.
  var held: [GraphemeCluster] = []
  /// Each scalar's offset in an input that was not UTF-8 (the "input" column).
  var inputOffsets: InputOffsetQueue?
  /// The input offsets of the held clusters' shown scalars, when the input was converted.
  var heldInputOffsets: [[Int?]] = []
  var listed = 0
  var hasDrawnABlock = false
  /// Whether every listed row is drawn: the listing ended before the text did.
  var hasDrawnTheListing = false

  mutating func begin(_ header: InspectionHeader) throws { self.header = header }

  /// Whether the rows get an "input" column: the input was converted from another encoding.
  var showsInputOffsets: Bool { inputOffsets?.isConverted ?? false }

  mutating func row(_ cluster: GraphemeCluster) throws {
    held.append(cluster)
    if let queue = inputOffsets, queue.isConverted {
      heldInputOffsets.append(
        cluster.scalars.prefix(renderer.scalarRowLimit).map { queue.inputOffset(ofScalar: $0.scalarOffset) })
    }
    listed += 1
    if held.count >= Self.blockSize * 2 {
      // Keep the last block for the end, so a text that ends right after still gets its counts
      // above its only table.
      let block = Array(held.prefix(Self.blockSize))
      held.removeFirst(Self.blockSize)
      let offsets = takeInputOffsets(Self.blockSize)
      StandardOutput.writeLines {
        renderer.writeScalarRows(block, inputOffsets: offsets, block: tableBlock(isLast: false), into: &$0)
      }
      hasDrawnABlock = true
    }
  }

  /// Whether a pause in the input draws the held rows: on a terminal, where a person watches
  /// them come (in a pipe or a file the layout never depends on timing).
  var drawsWhenPaused = StandardOutput.isTerminal
  /// Whether a block was drawn at a pause: the blocks after it continue it on the screen,
  /// without the column titles again.
  var continuesOnScreen = false

  mutating func paused() {
    guard drawsWhenPaused, !held.isEmpty else { return }
    let block = TableBlock(offsetBound: offsetBound, isLast: false, showsTitles: !hasDrawnABlock)
    let offsets = takeInputOffsets(held.count)
    StandardOutput.writeLines { renderer.writeScalarRows(held, inputOffsets: offsets, block: block, into: &$0) }
    held.removeAll(keepingCapacity: true)
    hasDrawnABlock = true
    continuesOnScreen = true
  }

  mutating func listingEnded() {
    // With no row to show (`--limit 0`), the counts still head the table.
    guard !hasDrawnTheListing, hasDrawnABlock || !held.isEmpty else { return }
    hasDrawnTheListing = true
    drawHeldRows(measured: !hasDrawnABlock)
  }

  /// Draws the rows held as the table's last: as one table whose columns are measured from
  /// them, or as the last block of a table drawn in blocks.
  private mutating func drawHeldRows(measured: Bool) {
    let offsets = takeInputOffsets(held.count)
    if measured {
      StandardOutput.writeLine(renderer.scalarTable(held, inputOffsets: offsets))
    } else {
      StandardOutput.writeLines {
        renderer.writeScalarRows(held, inputOffsets: offsets, block: tableBlock(isLast: true), into: &$0)
      }
    }
    held.removeAll()
  }

  /// The input offsets of the first `count` held clusters, taken off; `nil` for UTF-8 input.
  private mutating func takeInputOffsets(_ count: Int) -> [[Int?]]? {
    guard showsInputOffsets else { return nil }
    let taken = Array(heldInputOffsets.prefix(count))
    heldInputOffsets.removeFirst(taken.count)
    return taken
  }

  mutating func end(_ summary: InspectionSummary) throws {
    let inspection = Inspection(header: header!, graphemes: [], summary: summary)
    // A text with clusters past the listed ones has its counts after its rows, whether that
    // was known before its end or only at it: the layout depends on the text, not on its reads.
    if summary.isTruncated { listingEnded() }
    if !hasDrawnTheListing {
      if !hasDrawnABlock {
        let offsets = takeInputOffsets(held.count)
        return StandardOutput.writeLine(renderer.render(inspection, clusters: held, inputOffsets: offsets))
      }
      drawHeldRows(measured: false)
    }
    StandardOutput.writeLine("")
    StandardOutput.writeLine(renderer.summary(inspection))
    StandardOutput.writeLine("")
    StandardOutput.writeLine(renderer.trailer(inspection, listed: listed))
  }
}

/// The JSON document: the header's keys, `"graphemes": [` with each row as it comes, then the
/// summary's keys (the contract allows them after the rows).
struct InspectionJSONSink: InspectionSink {
  let json = JSONStreamEncoder(output: StandardOutput.stream)
  var names = ScalarJSONNames()
  var lines = ClusterLinePositions()
  /// Each scalar's offset in an input that was not UTF-8 (`inputOffset`).
  var inputOffsets: InputOffsetQueue?
  /// The header's width policy: each row's `width`.
  var widthPolicy: WidthPolicy?

  mutating func begin(_ header: InspectionHeader) throws {
    widthPolicy = header.widthPolicy
    names.properties = Self.propertyJSON(header)
    json.openObject()
    try json.members(of: header)
    json.openArray(member: "graphemes")
  }

  mutating func row(_ cluster: GraphemeCluster) throws {
    let position = lines.position(of: cluster)
    json.element { bytes, depth, indentation, drainIfFull in
      cluster.writeJSON(
        into: &bytes, depth: depth, indentation: indentation, names: &names, at: position,
        inputOffset: inputOffsets.map { queue in { queue.inputOffset(ofScalar: $0) } },
        widthPolicy: widthPolicy, drainIfFull: drainIfFull)
    }
  }

  /// The writer of the scalars' property keys the header names; `nil` when it names none.
  static func propertyJSON(_ header: InspectionHeader) -> ScalarPropertyJSON? {
    guard !header.properties.isEmpty else { return nil }
    return ScalarPropertyJSON(properties: header.properties.map(\.property), widthPolicy: header.widthPolicy ?? .unicode)
  }

  mutating func end(_ summary: InspectionSummary) throws {
    json.closeContainer()
    try StandardOutput.endJSONDocument(json, summary: summary)
  }
}

/// JSON Lines: a `header` line, a `grapheme` line per cluster, a `summary` line.
struct InspectionJSONLinesSink: InspectionSink {
  var names = ScalarJSONNames()
  var lines = ClusterLinePositions()
  /// Each scalar's offset in an input that was not UTF-8 (`inputOffset`).
  var inputOffsets: InputOffsetQueue?
  /// The header's width policy: each row's `width`.
  var widthPolicy: WidthPolicy?

  mutating func begin(_ header: InspectionHeader) throws {
    widthPolicy = header.widthPolicy
    names.properties = InspectionJSONSink.propertyJSON(header)
    try StandardOutput.writeJSONLine(type: "header", header)
  }

  mutating func row(_ cluster: GraphemeCluster) throws {
    let position = lines.position(of: cluster)
    StandardOutput.stream.withDrainingBuffer { bytes, drainIfFull in
      bytes.append(contentsOf: #"{"type":"grapheme","data":"#.utf8)
      cluster.writeJSON(
        into: &bytes, depth: 0, indentation: 0, names: &names, at: position,
        inputOffset: inputOffsets.map { queue in { queue.inputOffset(ofScalar: $0) } },
        widthPolicy: widthPolicy, drainIfFull: drainIfFull)
      bytes.append(contentsOf: "}\n".utf8)
    }
  }

  mutating func end(_ summary: InspectionSummary) throws {
    try StandardOutput.writeJSON(summary, format: .jsonl)
  }
}
