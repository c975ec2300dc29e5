/// A grapheme cluster boundary inside a long line where the line's grapheme column is known, so
/// that a grapheme column query walks clusters from the nearest one instead of from the line's
/// start.
///
/// ``LineIndex`` keeps them only when built with `graphemeCheckpoints: true`, for every line
/// whose content is longer than ``LineIndex/graphemeCheckpointSpacing`` bytes: each at the first
/// cluster boundary at least that many bytes past the line's start or the checkpoint before, so a
/// gap is at most the spacing plus one cluster. A checkpoint is 8 bytes for at least 1 KiB of text
/// (under 0.8 %).
///
/// Unlike a ``ColumnCheckpoint``, whose scalar boundary stays one whatever the edit, a cluster
/// boundary depends on the text before it: after a pair of regional indicators, inserting one more
/// before them moves every boundary of the run. So an edit keeps a checkpoint after it only when a
/// walk of clusters from a checkpoint before it lands on it (then every later one is a boundary
/// still, its column moved by the same number).
struct GraphemeColumnCheckpoint: ChunkCheckpoint, Hashable, Sendable {
  /// The UTF-8 distance from the first line start of the chunk that holds the line.
  var utf8Distance: UInt32
  /// The grapheme clusters from the line's start to here.
  var graphemeColumn: UInt32
}

/// A cluster boundary of a line and its grapheme column, in UTF-8 offsets of the whole text: a
/// checkpoint or the line's start.
struct GraphemePoint: Equatable {
  var utf8Offset: Int
  var graphemeColumn: Int

  /// `checkpoint` of the chunk that starts at `chunkStart`.
  init(_ checkpoint: GraphemeColumnCheckpoint, chunkStart: Int) {
    self.init(utf8Offset: chunkStart + Int(checkpoint.utf8Distance), graphemeColumn: Int(checkpoint.graphemeColumn))
  }

  init(utf8Offset: Int, graphemeColumn: Int) {
    self.utf8Offset = utf8Offset
    self.graphemeColumn = graphemeColumn
  }

  /// This point as a checkpoint of the chunk that starts at `chunkStart`, or `nil` when its
  /// numbers do not fit 32 bits (a line of 4 GiB).
  func checkpoint(chunkStart: Int) -> GraphemeColumnCheckpoint? {
    guard let distance = UInt32(exactly: utf8Offset - chunkStart), let column = UInt32(exactly: graphemeColumn) else {
      return nil
    }
    return GraphemeColumnCheckpoint(utf8Distance: distance, graphemeColumn: column)
  }
}
