/// Keeping ``ColumnCheckpoint``s right through edits, in two steps: the checkpoints move with
/// their bytes (those in the replaced range go), then the lines the edit can change are repaired.
extension LineIndex {
  /// Moves the checkpoints of chunk `chunk` (whose start the edit kept), of both kinds, after an
  /// edit: the UTF-8 range `utf8Range` of the old text became `utf8Range.lowerBound..<insertedEnd`.
  /// Those in the range go, those after it move by the difference; their columns are left to
  /// ``repairCheckpoints(replacing:insertedEnd:in:)`` and
  /// ``repairGraphemeCheckpoints(replacing:insertedEnd:in:)``.
  ///
  /// - Complexity: O(k), k the chunk's checkpoints (one addition each after the edit).
  mutating func moveCheckpoints(inChunk chunk: Int, replacing utf8Range: Range<Int>, insertedEnd: Int) {
    let base = chunkStarts[chunk]
    // Taken out, so that the changes do not copy them.
    var checkpoints = columnCheckpoints[chunk]
    columnCheckpoints[chunk] = []
    Self.move(&checkpoints, chunkStart: base, replacing: utf8Range, insertedEnd: insertedEnd)
    columnCheckpoints[chunk] = checkpoints
    guard !graphemeCheckpoints.isEmpty else { return }
    var graphemes = graphemeCheckpoints[chunk]
    graphemeCheckpoints[chunk] = []
    Self.move(&graphemes, chunkStart: base, replacing: utf8Range, insertedEnd: insertedEnd)
    graphemeCheckpoints[chunk] = graphemes
  }

  /// ``moveCheckpoints(inChunk:replacing:insertedEnd:)`` for one chunk's `checkpoints` of one
  /// kind, the chunk starting at `base`.
  static func move<Checkpoint: ChunkCheckpoint>(
    _ checkpoints: inout [Checkpoint], chunkStart base: Int, replacing utf8Range: Range<Int>, insertedEnd: Int
  ) {
    guard !checkpoints.isEmpty else { return }
    let removed = firstIndex(in: checkpoints, 0..<checkpoints.count) { base + Int($0.utf8Distance) >= utf8Range.lowerBound }
    let kept = firstIndex(in: checkpoints, removed..<checkpoints.count) { base + Int($0.utf8Distance) >= utf8Range.upperBound }
    let delta = insertedEnd - utf8Range.upperBound
    // Past 4 GiB from the chunk's start: the last ones go. The others move in one pass.
    var fits = checkpoints.count
    while fits > kept, UInt32(exactly: Int(checkpoints[fits - 1].utf8Distance) + delta) == nil { fits -= 1 }
    checkpoints.removeSubrange(fits...)
    checkpoints.withUnsafeMutableBufferPointer { checkpoints in
      for index in kept..<fits { checkpoints[index].utf8Distance &+= UInt32(truncatingIfNeeded: delta) }
    }
    checkpoints.removeSubrange(removed..<kept)
  }

  /// Puts the checkpoints of both kinds of the old chunks `oldChunks` (which started at
  /// `oldChunkStarts`) into the chunks `chunkRange` that the edit rebuilt in their place, moved
  /// as ``moveCheckpoints(inChunk:replacing:insertedEnd:)`` moves them.
  ///
  /// - Complexity: O(k), k the checkpoints.
  mutating func redistributeCheckpoints(
    _ oldChunks: (columns: [[ColumnCheckpoint]], graphemes: [[GraphemeColumnCheckpoint]]), oldChunkStarts: [Int],
    into chunkRange: Range<Int>, replacing utf8Range: Range<Int>, insertedEnd: Int
  ) {
    let columns = redistributed(
      oldChunks.columns, oldChunkStarts: oldChunkStarts, into: chunkRange, replacing: utf8Range, insertedEnd: insertedEnd)
    columnCheckpoints.replaceSubrange(chunkRange, with: columns)
    guard !graphemeCheckpoints.isEmpty else { return }
    let graphemes = redistributed(
      oldChunks.graphemes, oldChunkStarts: oldChunkStarts, into: chunkRange, replacing: utf8Range, insertedEnd: insertedEnd)
    graphemeCheckpoints.replaceSubrange(chunkRange, with: graphemes)
  }

  /// `checkpoints` of one kind (of the old chunks that started at `oldChunkStarts`), one array
  /// for each chunk of `chunkRange`, moved as ``moveCheckpoints(inChunk:replacing:insertedEnd:)``
  /// moves them. Each run of checkpoints that lands in one chunk is moved at once (one addition
  /// each).
  ///
  /// - Complexity: O(k), k the checkpoints.
  private func redistributed<Checkpoint: ChunkCheckpoint>(
    _ checkpoints: [[Checkpoint]], oldChunkStarts: [Int], into chunkRange: Range<Int>, replacing utf8Range: Range<Int>,
    insertedEnd: Int
  ) -> [[Checkpoint]] {
    var stored = Array(repeating: [Checkpoint](), count: chunkRange.count)
    for (old, oldCheckpoints) in checkpoints.enumerated() where !oldCheckpoints.isEmpty {
      let base = oldChunkStarts[old]
      let all = 0..<oldCheckpoints.count
      let removed = Self.firstIndex(in: oldCheckpoints, all) { base + Int($0.utf8Distance) >= utf8Range.lowerBound }
      let kept = Self.firstIndex(in: oldCheckpoints, removed..<all.upperBound) { base + Int($0.utf8Distance) >= utf8Range.upperBound }
      // Those before the edit stay where they are, those after it move by the difference.
      for (run, shift) in [(0..<removed, 0), (kept..<all.upperBound, insertedEnd - utf8Range.upperBound)] {
        var next = run.lowerBound
        while next < run.upperBound {
          let chunk = chunk(containingUTF8Offset: base + shift + Int(oldCheckpoints[next].utf8Distance))
          let chunkEnd = chunk + 1 < chunkRange.upperBound ? chunkStarts[chunk + 1] : Int.max
          let end = Self.firstIndex(in: oldCheckpoints, next..<run.upperBound) { base + shift + Int($0.utf8Distance) >= chunkEnd }
          let offset = base + shift - chunkStarts[chunk]
          // Past 4 GiB from the chunk's start: those go.
          var fits = end
          while fits > next, UInt32(exactly: Int(oldCheckpoints[fits - 1].utf8Distance) + offset) == nil { fits -= 1 }
          stored[chunk - chunkRange.lowerBound] += oldCheckpoints[next..<fits].map { checkpoint in
            var moved = checkpoint
            moved.utf8Distance = UInt32(truncatingIfNeeded: Int(checkpoint.utf8Distance) + offset)
            return moved
          }
          next = end
        }
      }
    }
    return stored
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
        // Columns grow along the line and stay positive, so only the last ones can pass 4 GiB:
        // those go. The others move in one pass.
        var fits = contentEnd
        while fits > after, UInt32(exactly: Int(checkpoints[fits - 1].utf16Column) + utf16Delta) == nil { fits -= 1 }
        checkpoints.removeSubrange(fits..<contentEnd)
        if scalarDelta != 0 || utf16Delta != 0 {
          checkpoints.withUnsafeMutableBufferPointer { checkpoints in
            for index in after..<fits {
              checkpoints[index].scalarColumn &+= UInt32(truncatingIfNeeded: scalarDelta)
              checkpoints[index].utf16Column &+= UInt32(truncatingIfNeeded: utf16Delta)
            }
          }
        }
      }
      checkpoints.insert(contentsOf: filling.compactMap { $0.checkpoint(chunkStart: base) }, at: after)
      columnCheckpoints[chunk] = checkpoints
    }
  }
}
