/// A place inside a long line where the line's scalar and UTF-16 columns are known, so that a
/// column query walks from the nearest one instead of from the line's start.
///
/// ``LineIndex`` keeps them for every line whose content is longer than
/// ``LineIndex/columnCheckpointSpacing`` bytes, about that many bytes apart (each on a scalar
/// boundary; in a fresh build the first scalar boundary at or after the spacing past the line's
/// start or the checkpoint before). Every gap — line start to the first checkpoint, checkpoint to
/// checkpoint, the last to the content's end — is at most the spacing plus 3 bytes, after edits
/// too, so a query walks at most that far. A checkpoint is 12 bytes for at least 2048 bytes of
/// text (under 0.6 %).
///
/// Grapheme columns have checkpoints of their own, at cluster boundaries, only when asked for
/// (``GraphemeColumnCheckpoint``): a cluster boundary depends on the text before it, so finding
/// them walks the line's clusters, which the line search alone does not.
struct ColumnCheckpoint: ChunkCheckpoint, Hashable, Sendable {
  /// The UTF-8 distance from the first line start of the chunk that holds the line.
  var utf8Distance: UInt32
  /// The scalars from the line's start to here.
  var scalarColumn: UInt32
  /// The UTF-16 code units from the line's start to here.
  var utf16Column: UInt32

  /// The column of `unit` (UTF-16 or scalar) here.
  @inline(__always)
  func column(countsSurrogates: Bool) -> Int { Int(countsSurrogates ? utf16Column : scalarColumn) }
}

/// A position of a line whose columns are known: a checkpoint or the line's start, in UTF-8
/// offsets of the whole text.
struct ColumnPoint: Equatable {
  var utf8Offset: Int
  var scalarColumn: Int
  var utf16Column: Int

  /// The start of a line: column 0 in every unit.
  init(lineStart utf8Offset: Int) {
    self.init(utf8Offset: utf8Offset, scalarColumn: 0, utf16Column: 0)
  }

  init(utf8Offset: Int, scalarColumn: Int, utf16Column: Int) {
    self.utf8Offset = utf8Offset
    self.scalarColumn = scalarColumn
    self.utf16Column = utf16Column
  }

  /// `checkpoint` of the chunk that starts at `chunkStart`.
  init(_ checkpoint: ColumnCheckpoint, chunkStart: Int) {
    self.init(
      utf8Offset: chunkStart + Int(checkpoint.utf8Distance), scalarColumn: Int(checkpoint.scalarColumn),
      utf16Column: Int(checkpoint.utf16Column))
  }

  /// The point `utf8Offset` (a scalar boundary at or after this one), counting the scalars and
  /// UTF-16 units of `bytes` in between.
  ///
  /// - Complexity: O(d), d the distance (vectorised, 64 bytes a step).
  func advanced(to utf8Offset: Int, in bytes: UnsafeRawBufferPointer) -> ColumnPoint {
    let counts = UTF8ByteClasses(counting: UnsafeRawBufferPointer(rebasing: bytes[self.utf8Offset..<utf8Offset]))
    let scalars = utf8Offset - self.utf8Offset - counts.continuationBytes
    return ColumnPoint(
      utf8Offset: utf8Offset, scalarColumn: scalarColumn + scalars, utf16Column: utf16Column + scalars + counts.fourByteLeaders)
  }

  /// This point as a checkpoint of the chunk that starts at `chunkStart`, or `nil` when its
  /// numbers do not fit 32 bits (a line of 4 GiB).
  func checkpoint(chunkStart: Int) -> ColumnCheckpoint? {
    guard let distance = UInt32(exactly: utf8Offset - chunkStart), let scalars = UInt32(exactly: scalarColumn),
      let units = UInt32(exactly: utf16Column)
    else { return nil }
    return ColumnCheckpoint(utf8Distance: distance, scalarColumn: scalars, utf16Column: units)
  }

  /// The points after this one, up to (not at or past) `end`, each the first scalar boundary at
  /// least `spacing` bytes past the one before, appended to `points`.
  ///
  /// - Complexity: O(end − this point's offset).
  func appendingPoints(before end: Int, spacing: Int, in bytes: UnsafeRawBufferPointer, to points: inout [ColumnPoint]) {
    var point = self
    while true {
      var next = point.utf8Offset + spacing
      guard next < end else { return }
      while next < end, bytes[next] & 0xC0 == 0x80 { next += 1 }
      guard next < end else { return }
      point = point.advanced(to: next, in: bytes)
      points.append(point)
    }
  }
}
