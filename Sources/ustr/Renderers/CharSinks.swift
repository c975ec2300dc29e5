import UStrCore
import UStrReport

/// Where `ustr char`'s stream goes, a row at a time: the table, the JSON document, or JSON Lines.
protocol CharSink {
  mutating func begin(_ header: CharHeader) throws
  mutating func row(_ row: CharStream.Row) throws
  mutating func end(_ summary: CharSummary) throws
  /// The input paused (``InputChunks/pauseMilliseconds``): show what is held. JSON and JSON
  /// Lines hold nothing (the output is flushed after this).
  mutating func paused()
}

extension CharSink {
  mutating func paused() {}
}

/// What a sink made of each scalar met recently (its card's table lines or JSON bytes): a text
/// repeats few scalars, and a card costs table lookups and ICU calls. Bounded: once it holds
/// ``capacity`` scalars it starts again, so memory does not grow with a text of many distinct
/// scalars.
struct CardMemo<Value> {
  static var capacity: Int { 1 << 12 }
  private var values = BoundedMemo<UInt32, Value>(limit: capacity)
  /// The engines every card names, found once.
  let engines = CharacterEngines.current

  /// The value of `scalar`, made by `make` from its card when it is not held.
  ///
  /// - Complexity: O(1) when held; else a card's cost.
  mutating func value(of scalar: Unicode.Scalar, _ make: (CharacterCard) throws -> Value) rethrows -> Value {
    try values.value(for: scalar.value) { try make(CharacterCard(scalar, engines: engines)) }
  }
}

/// The table: a line per cluster, then a card per scalar. Rows are held (a block of about
/// `blockSize` cards) so a text whose rows all fit is drawn as before streaming: every cluster
/// line, then every card; with more (`--all`, a large `--limit`) each block is drawn as it fills,
/// its cluster lines above its cards, and the footer follows the last one. A block is cut before
/// a cluster, or inside a cluster of more than `4 × blockSize` scalars. On a terminal, what is
/// held when the input pauses is drawn as a block at once.
struct CharTableSink: CharSink {
  static let blockSize = 1_000
  var engines: CharacterEngines?
  var clusterLines: [String] = []
  var cards: [Unicode.Scalar] = []
  var cardLines = CardMemo<String>()
  var shown = 0
  var hasDrawnABlock = false

  mutating func begin(_ header: CharHeader) throws { engines = header.engines }

  mutating func row(_ row: CharStream.Row) throws {
    switch row {
    case .grapheme(let cluster):
      if cards.count >= Self.blockSize { draw() }
      clusterLines.append(CharTableRenderer.clusterLine(cluster))
    case .scalar(let scalar, _):
      if cards.count >= Self.blockSize * 4 { draw() }
      cards.append(scalar)
      shown += 1
    }
  }

  /// Whether a pause in the input draws what is held: on a terminal, where a person watches
  /// it come (in a pipe or a file the blocks never depend on timing).
  var drawsWhenPaused = StandardOutput.isTerminal

  mutating func paused() {
    if drawsWhenPaused, !clusterLines.isEmpty || !cards.isEmpty { draw() }
  }

  /// Writes the held cluster lines and cards as one block.
  mutating func draw() {
    // A block after another starts after a blank line, as its cards do.
    var lines = hasDrawnABlock && !clusterLines.isEmpty ? [""] : []
    lines += clusterLines
    for scalar in cards {
      lines.append("")
      lines.append(cardLines.value(of: scalar) { CharTableRenderer.card($0).joined(separator: "\n") })
    }
    if !lines.isEmpty { StandardOutput.writeLine(lines.joined(separator: "\n")) }
    clusterLines.removeAll(keepingCapacity: true)
    cards.removeAll(keepingCapacity: true)
    hasDrawnABlock = true
  }

  mutating func end(_ summary: CharSummary) throws {
    if !clusterLines.isEmpty || !cards.isEmpty { draw() }
    let footer = CharTableRenderer.footer(count: summary.count, shown: shown, engines: engines!)
    StandardOutput.writeLine(footer.joined(separator: "\n"))
  }
}

/// The JSON document: the header's keys, `"scalars": [` with each card as it comes, then
/// `"graphemes": [` with the clusters, which wait in a ``RecordSpool`` (the cards are the larger
/// rows), then the summary's keys and the input.
struct CharJSONSink: CharSink {
  let json = JSONStreamEncoder(output: StandardOutput.stream)
  /// The depth of an element of a list of the document.
  static let elementDepth = 2
  var cardBytes = CardMemo<[UInt8]>()
  let clusters = RecordSpool()

  mutating func begin(_ header: CharHeader) throws {
    json.openObject()
    try json.members(of: header)
    json.openArray(member: "scalars")
  }

  mutating func row(_ row: CharStream.Row) throws {
    switch row {
    case .grapheme(let cluster):
      // A cluster of a million marks is a 10 MB element: spooled as it is written, not built
      // whole first.
      let indentation = json.indentation
      try clusters.append { bytes, drainIfFull in
        cluster.writeJSON(into: &bytes, depth: Self.elementDepth, indentation: indentation, drainIfFull: drainIfFull)
      }
    case .scalar(let scalar, _):
      let indentation = json.indentation
      let card = try cardBytes.value(of: scalar) { card in
        var bytes: [UInt8] = []
        try card.writeJSON(into: &bytes, depth: Self.elementDepth, indentation: indentation)
        return bytes
      }
      json.element { bytes, depth, _ in
        precondition(depth == Self.elementDepth, "a card laid out at depth \(Self.elementDepth), written at \(depth)")
        bytes += card
      }
    }
  }

  mutating func end(_ summary: CharSummary) throws {
    json.closeContainer()
    json.openArray(member: "graphemes")
    try clusters.writeElements(into: json)
    json.closeContainer()
    try StandardOutput.endJSONDocument(json, summary: summary)
  }
}

/// JSON Lines: a `header` line, then for each cluster a `grapheme` line followed by a `scalar`
/// line per scalar of it that gets a card (their data are the JSON document's rows), then a
/// `summary` line.
struct CharJSONLinesSink: CharSink {
  var cardBytes = CardMemo<[UInt8]>()

  mutating func begin(_ header: CharHeader) throws {
    try StandardOutput.writeJSONLine(type: "header", header)
  }

  mutating func row(_ row: CharStream.Row) throws {
    switch row {
    case .grapheme(let cluster):
      StandardOutput.stream.withDrainingBuffer { bytes, drainIfFull in
        bytes.append(contentsOf: #"{"type":"grapheme","data":"#.utf8)
        cluster.writeJSON(into: &bytes, depth: 0, indentation: 0, drainIfFull: drainIfFull)
        bytes.append(contentsOf: "}\n".utf8)
      }
    case .scalar(let scalar, _):
      let card = try cardBytes.value(of: scalar) { card in
        var bytes: [UInt8] = []
        try card.writeJSON(into: &bytes, depth: 0, indentation: 0)
        return bytes
      }
      StandardOutput.stream.withBuffer { bytes in
        bytes.append(contentsOf: #"{"type":"scalar","data":"#.utf8)
        bytes += card
        bytes.append(contentsOf: "}\n".utf8)
      }
    }
  }

  mutating func end(_ summary: CharSummary) throws {
    try StandardOutput.writeJSON(summary, format: .jsonl)
  }
}
