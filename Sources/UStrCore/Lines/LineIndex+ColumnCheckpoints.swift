/// Keeping ``ColumnCheckpoint``s right through edits, in two steps: the checkpoints move with
/// their bytes (those in the replaced range go), then the lines the edit can change are repaired.
extension LineIndex {
  /// Moves the checkpoints of chunk `chunk` (whose start the edit kept) after an edit: the UTF-8
  /// range `utf8Range` of the old text became `utf8Range.lowerBound..<insertedEnd`. Those in
  /// the range go, those after it move by the difference; their columns are left to
  /// ``repairCheckpoints(replacing:insertedEnd:in:)``.
  ///
  /// - Complexity: O(k), k the chunk's checkpoints (one addition each after the edit).
  mutating func moveCheckpoints(inChunk chunk: Int, replacing utf8Range: Range<Int>, insertedEnd: Int) {
    guard !columnCheckpoints[chunk].isEmpty else { return }
    let base = chunkStarts[chunk]
    // Taken out, so that the changes below do not copy it.
    var checkpoints = columnCheckpoints[chunk]
    columnCheckpoints[chunk] = []
    let removed = Self.firstIndex(in: checkpoints, 0..<checkpoints.count) { base + Int($0.utf8Distance) >= utf8Range.lowerBound }
    let kept = Self.firstIndex(in: checkpoints, removed..<checkpoints.count) { base + Int($0.utf8Distance) >= utf8Range.upperBound }
    let delta = insertedEnd - utf8Range.upperBound
    var fits = checkpoints.count
    for index in kept..<checkpoints.count {
      guard let distance = UInt32(exactly: Int(checkpoints[index].utf8Distance) + delta) else {
        fits = index  // past 4 GiB: this one and the later ones go
        break
      }
      checkpoints[index].utf8Distance = distance
    }
    checkpoints.removeSubrange(fits...)
    checkpoints.removeSubrange(removed..<kept)
    columnCheckpoints[chunk] = checkpoints
  }

  /// Puts `checkpoints` (of the old chunks that started at `oldChunkStarts`) into the chunks
  /// `chunkRange` that the edit rebuilt in their place, moved as
  /// ``moveCheckpoints(inChunk:replacing:insertedEnd:)`` moves them.
  ///
  /// - Complexity: O(k), k the checkpoints.
  mutating func redistributeCheckpoints(
    _ checkpoints: [[ColumnCheckpoint]], oldChunkStarts: [Int], into chunkRange: Range<Int>, replacing utf8Range: Range<Int>,
    insertedEnd: Int
  ) {
    var chunk = chunkRange.lowerBound
    var stored: [ColumnCheckpoint] = []
    for (old, oldCheckpoints) in checkpoints.enumerated() {
      for var checkpoint in oldCheckpoints {
        var utf8Offset = oldChunkStarts[old] + Int(checkpoint.utf8Distance)
        if utf8Offset >= utf8Range.upperBound {
          utf8Offset += insertedEnd - utf8Range.upperBound
        } else if utf8Offset >= utf8Range.lowerBound {
          continue
        }
        while chunk + 1 < chunkRange.upperBound, chunkStarts[chunk + 1] <= utf8Offset {
          columnCheckpoints[chunk] = stored
          stored = []
          chunk += 1
        }
        // Past 4 GiB from its chunk's start: dropped.
        guard let distance = UInt32(exactly: utf8Offset - chunkStarts[chunk]) else { continue }
        checkpoint.utf8Distance = distance
        stored.append(checkpoint)
      }
    }
    columnCheckpoints[chunk] = stored
  }

  /// Repairs the checkpoints of the lines an edit can change, once they have moved with their
  /// bytes: the UTF-8 range `utf8Range` of the old text became
  /// `utf8Range.lowerBound..<insertedEnd` of the edited text's UTF-8 `bytes`.
  ///
  /// Those lines hold a byte from 3 before the edit to 3 after the replacement (a terminator's
  /// bytes, or the byte after a CR, may lie there); the others kept their bytes and starts. In
  /// such a line, a checkpoint before the edit kept its columns (the line's start and the bytes
  /// before it are the same). The ones after it kept their bytes up to the next checkpoint, so
  /// they all move by the columns the edit added (or removed), counted once, from the checkpoint
  /// before the edit to the first after it. New checkpoints fill the gap between those two, so
  /// no gap exceeds the spacing (plus 3 bytes). A line now as short as the spacing has none.
  ///
  /// - Complexity: O(s + r + k): s the spacing, r the replacement's length, k the checkpoints
  ///   of the changed lines (one addition each after the edit).
  mutating func repairCheckpoints(replacing utf8Range: Range<Int>, insertedEnd: Int, in bytes: UnsafeRawBufferPointer) {
    let firstLine = line(containingUTF8Offset: max(0, utf8Range.lowerBound - 3))!
    let lastLine = line(containingUTF8Offset: min(utf8Count, insertedEnd + 3))!
    for line in firstLine...lastLine {
      let (chunk, range) = location(ofLine: line)!
      let content = contentRange(ofLine: line, range, in: bytes)
      guard content.count > Self.columnCheckpointSpacing || !columnCheckpoints[chunk].isEmpty else { continue }
      let base = chunkStarts[chunk]
      var checkpoints = columnCheckpoints[chunk]
      columnCheckpoints[chunk] = []
      let all = 0..<checkpoints.count
      let first = Self.firstIndex(in: checkpoints, all) { base + Int($0.utf8Distance) > range.lowerBound }
      let end = Self.firstIndex(in: checkpoints, first..<all.upperBound) { base + Int($0.utf8Distance) >= range.upperBound }
      let contentEnd = Self.firstIndex(in: checkpoints, first..<end) { base + Int($0.utf8Distance) >= content.upperBound }
      // None in the terminator, none in a short line.
      checkpoints.removeSubrange(contentEnd..<end)
      if content.count <= Self.columnCheckpointSpacing {
        checkpoints.removeSubrange(first..<contentEnd)
        columnCheckpoints[chunk] = checkpoints
        continue
      }
      let after = Self.firstIndex(in: checkpoints, first..<contentEnd) { base + Int($0.utf8Distance) >= utf8Range.lowerBound }
      let known = after > first ? ColumnPoint(checkpoints[after - 1], chunkStart: base) : ColumnPoint(lineStart: content.lowerBound)
      let next = after < contentEnd ? ColumnPoint(checkpoints[after], chunkStart: base) : nil
      var filling: [ColumnPoint] = []
      known.appendingPoints(
        before: next?.utf8Offset ?? content.upperBound, spacing: Self.columnCheckpointSpacing, in: bytes, to: &filling)
      if let next {
        let there = (filling.last ?? known).advanced(to: next.utf8Offset, in: bytes)
        let scalarDelta = there.scalarColumn - next.scalarColumn
        let utf16Delta = there.utf16Column - next.utf16Column
        var fits = contentEnd
        for index in after..<contentEnd where scalarDelta != 0 || utf16Delta != 0 {
          guard let scalars = UInt32(exactly: Int(checkpoints[index].scalarColumn) + scalarDelta),
            let units = UInt32(exactly: Int(checkpoints[index].utf16Column) + utf16Delta)
          else {
            fits = index  // past 4 GiB: this one and the later ones of the line go
            break
          }
          checkpoints[index].scalarColumn = scalars
          checkpoints[index].utf16Column = units
        }
        checkpoints.removeSubrange(fits..<contentEnd)
      }
      checkpoints.insert(contentsOf: filling.compactMap { $0.checkpoint(chunkStart: base) }, at: after)
      columnCheckpoints[chunk] = checkpoints
    }
  }
}
