extension LineIndex {
  /// Updates the index after an edit of its text: the UTF-8 range `utf8Range` of the text
  /// before the edit was replaced by `replacementUTF8Count` bytes, and `editedText` is the text
  /// after it.
  ///
  ///     var text = "ab\ncd"
  ///     var lines = LineIndex(text)
  ///     text.replaceSubrange(text.utf8.index(text.startIndex, offsetBy: 1)..<text.utf8.index(text.startIndex, offsetBy: 4), with: "\r\n\r")
  ///     lines.replace(utf8Range: 1..<4, withUTF8Count: 3, in: text)
  ///     lines.lineStarts        // [0, 3, 4]: "a\r\n", "\r", "d"
  ///     lines == LineIndex(text)  // true
  ///
  /// Only the terminators that start in the replacement, or in the three bytes before it, are
  /// searched for: a CR just before the edit and an LF just after it join into one CR LF.
  /// An edit inside one chunk that keeps it within its limits (most edits) rewrites that chunk
  /// alone; any other rebuilds the chunks around the edit (at most 3 × 4096 starts plus the new
  /// text's). The chunks after it are shifted, not copied. The column checkpoints of a long line
  /// the edit touches are kept before it and moved after it by the columns the edit added, which
  /// are counted from the checkpoint before the edit to the first after it (about 4 KiB plus the
  /// replacement), new ones filling the gap between those two. Grapheme column checkpoints, when
  /// the index keeps them, are repaired by a walk of clusters from the one before the edit: those
  /// after it are kept, their columns moved, once the walk lands on one of them (a cluster
  /// boundary depends on the text before it: a regional indicator inserted before a run of them
  /// moves every boundary of the run, and the walk goes on to the run's end).
  ///
  /// - Precondition: `utf8Range` is within the old text and both its bounds are scalar boundaries
  ///   (as `String.replaceSubrange` keeps them); `editedText` is the edited text.
  /// - Complexity: O(r + s + k + c): r the replacement's UTF-8 length (searched a vector at a
  ///   time), s the line starts of the chunks around the edit (at most 12 288, plus the removed
  ///   lines), k their column checkpoints (one per 2 KiB of their long lines), c the number of
  ///   chunks after it (a 64 MB text of 250-byte lines has about 1000).
  public mutating func replace(utf8Range: Range<Int>, withUTF8Count replacementUTF8Count: Int, in editedText: some StringProtocol) {
    precondition(
      utf8Range.lowerBound >= 0 && utf8Range.upperBound <= utf8Count && replacementUTF8Count >= 0,
      "LineIndex.replace: \(utf8Range) is outside the text's \(utf8Count) UTF-8 bytes")
    // The chunks an edit of the starts may rewrite: the ones around it and one more each side.
    let oldChunks = max(0, chunk(containingUTF8Offset: utf8Range.lowerBound) - 1)...min(
      chunks.count - 1, chunk(containingUTF8Offset: utf8Range.upperBound) + 1)
    let oldChunkCount = chunks.count
    let oldChunkStarts = Array(chunkStarts[oldChunks])
    var oldCheckpoints = (
      columns: Array(columnCheckpoints[oldChunks]), graphemes: graphemeCheckpoints.isEmpty ? [] : Array(graphemeCheckpoints[oldChunks])
    )
    let insertedEnd = utf8Range.lowerBound + replacementUTF8Count
    if replaceLineStarts(utf8Range: utf8Range, withUTF8Count: replacementUTF8Count, in: editedText) {
      // The chunks are the same: only the edited one's checkpoints move (in place: the copies
      // above are let go first).
      oldCheckpoints = ([], [])
      moveCheckpoints(inChunk: chunk(containingUTF8Offset: utf8Range.lowerBound), replacing: utf8Range, insertedEnd: insertedEnd)
    } else {
      let newChunks = oldChunks.lowerBound..<(oldChunks.upperBound + 1 + chunks.count - oldChunkCount)
      redistributeCheckpoints(
        oldCheckpoints, oldChunkStarts: oldChunkStarts, into: newChunks, replacing: utf8Range, insertedEnd: insertedEnd)
    }
    Self.withUTF8(editedText) { bytes in
      repairCheckpoints(replacing: utf8Range, insertedEnd: insertedEnd, in: bytes)
    }
    if !graphemeCheckpoints.isEmpty {
      repairGraphemeCheckpoints(replacing: utf8Range, insertedEnd: insertedEnd, in: editedText)
    }
  }

  /// ``replace(utf8Range:withUTF8Count:in:)`` for the line starts; whether the chunks stayed
  /// as they were (the edit rewrote one in place, without splitting it).
  private mutating func replaceLineStarts(
    utf8Range: Range<Int>, withUTF8Count replacementUTF8Count: Int, in editedText: some StringProtocol
  ) -> Bool {
    let delta = replacementUTF8Count - utf8Range.count
    let newCount = utf8Count + delta
    let insertedEnd = utf8Range.lowerBound + replacementUTF8Count
    switch replaceWithinChunk(utf8Range: utf8Range, delta: delta, in: editedText) {
    case .rewritten: return true
    case .split: return false
    case .notWithinChunk: break
    }
    // The chunks around the edit, and one more on each side so that small chunks merge.
    let first = max(0, chunk(containingUTF8Offset: utf8Range.lowerBound) - 1)
    let last = min(chunks.count - 1, chunk(containingUTF8Offset: utf8Range.upperBound) + 1)
    let oldLines = chunkFirstLines[last] + chunks[last].count - chunkFirstLines[first]
    var builder = LineChunkBuilder(firstLine: chunkFirstLines[first])
    var kept = chunkStarts[first]..<utf8Range.lowerBound
    appendStarts(of: first...last, in: kept, shiftedBy: 0, to: &builder)
    if utf8Range.lowerBound == 0 { builder.append(0) }
    for start in startsFound(in: editedText, replacing: utf8Range, insertedEnd: insertedEnd, newCount: newCount) {
      builder.append(start)
    }
    kept = (utf8Range.upperBound + 1)..<(utf8Count + 1)
    appendStarts(of: first...last, in: kept, shiftedBy: delta, to: &builder)
    builder.finish()
    let lineDelta = builder.chunkFirstLines.isEmpty
      ? -oldLines : builder.chunkFirstLines.last! + builder.chunks.last!.count - chunkFirstLines[first] - oldLines
    replaceChunks(first...last, with: builder)
    shiftChunks(from: first + builder.chunks.count, by: delta, lines: lineDelta)
    utf8Count = newCount
    return false
  }

  /// What ``replaceWithinChunk(utf8Range:delta:in:)`` did.
  private enum WithinChunkEdit {
    /// Nothing: the edit is not within one chunk.
    case notWithinChunk
    /// Rewrote the chunk in place.
    case rewritten
    /// Split the chunk, which outgrew its limits.
    case split
  }

  /// The common edit, done in place: one that lies inside one chunk, after its first start.
  /// Its starts in the edited range are replaced by the ones found in the new text, the starts
  /// after it shifted (a chunk that outgrows its limits is split); the chunks after it are
  /// shifted.
  /// Returns `.notWithinChunk`, changing nothing, when the edit is not such an edit.
  ///
  /// - Complexity: O(r + s + c): r the replacement's length, s the chunk's starts (at most
  ///   4096, shifted in one pass), c the chunks after it.
  private mutating func replaceWithinChunk(
    utf8Range: Range<Int>, delta: Int, in editedText: some StringProtocol
  ) -> WithinChunkEdit {
    var chunk = chunk(containingUTF8Offset: utf8Range.lowerBound)
    let base = chunkStarts[chunk]
    // The chunk's first start stays, and every start the edit can touch is in this chunk.
    guard utf8Range.lowerBound > base,
      chunk + 1 == chunks.count || chunkStarts[chunk + 1] > utf8Range.upperBound + 1
    else { return .notWithinChunk }
    let insertedEnd = utf8Range.lowerBound + utf8Range.count + delta
    let newCount = utf8Count + delta
    let found = startsFound(in: editedText, replacing: utf8Range, insertedEnd: insertedEnd, newCount: newCount)
    let distances = chunks[chunk]
    // The chunk's starts before the edit, in it (replaced), and after it (shifted).
    let removedStart = lowerBound(of: utf8Range.lowerBound - base, in: distances)
    let removedEnd = lowerBound(of: utf8Range.upperBound + 1 - base, in: distances)
    let lineCount = distances.count - (removedEnd - removedStart) + found.count
    let lastStart = removedEnd < distances.count
      ? base + Int(distances[distances.count - 1]) + delta : found.last ?? base + Int(distances[removedStart - 1])
    let outcome: WithinChunkEdit
    if lineCount <= Self.maximumChunkLines, lastStart - base <= Int(UInt16.max) {
      outcome = .rewritten
      var edited = [UInt16]()
      edited.reserveCapacity(lineCount)
      edited += distances[..<removedStart]
      for start in found { edited.append(UInt16(start - base)) }
      for distance in distances[removedEnd...] { edited.append(UInt16(Int(distance) + delta)) }
      chunks[chunk] = edited
    } else {
      // The chunk outgrows its limits: split it, into halves where the 64 KiB span allows,
      // with the cut after the edit when it would fall in it (so that the next edit of the same
      // place stays inside one chunk).
      outcome = .split
      var starts: [Int] = []
      starts.reserveCapacity(lineCount)
      for distance in distances[..<removedStart] { starts.append(base + Int(distance)) }
      starts += found
      for distance in distances[removedEnd...] { starts.append(base + Int(distance) + delta) }
      var cut = (lineCount + 1) / 2
      let zone = (utf8Range.lowerBound - 3)...(insertedEnd + 1)
      if zone.contains(starts[cut]), let after = starts.firstIndex(where: { $0 > zone.upperBound }),
        after <= Self.maximumChunkLines, lineCount - after <= Self.maximumChunkLines
      {
        cut = after
      }
      var builder = LineChunkBuilder(firstLine: chunkFirstLines[chunk], maximumLines: cut)
      for start in starts { builder.append(start) }
      builder.finish()
      replaceChunks(chunk...chunk, with: builder)
      chunk += builder.chunks.count - 1
    }
    shiftChunks(from: chunk + 1, by: delta, lines: found.count - (removedEnd - removedStart))
    utf8Count = newCount
    return outcome
  }

  /// The line starts an edit makes: those the search of the edited text finds from three bytes
  /// before the edit (a CR there and an LF after the edit join) to the replacement's end,
  /// counting only the ones from the edit's start on (and never 0).
  private func startsFound(
    in editedText: some StringProtocol, replacing utf8Range: Range<Int>, insertedEnd: Int, newCount: Int
  ) -> [Int] {
    var found: [Int] = []
    let terminators = terminators
    Self.withUTF8(editedText) { bytes in
      precondition(bytes.count == newCount, "LineIndex.replace: the edited text has \(bytes.count) UTF-8 bytes, not \(newCount)")
      LineStartScanner(bytes: bytes, terminators: terminators)
        .scan(from: max(0, utf8Range.lowerBound - 3), to: insertedEnd) { start in
          if start >= utf8Range.lowerBound, start <= insertedEnd, start > 0 { found.append(start) }
        }
    }
    return found
  }

  /// Puts the chunks `builder` made in place of `range` (their checkpoints are set afterwards).
  private mutating func replaceChunks(_ range: ClosedRange<Int>, with builder: LineChunkBuilder) {
    chunkStarts.replaceSubrange(range, with: builder.chunkStarts)
    chunkFirstLines.replaceSubrange(range, with: builder.chunkFirstLines)
    chunks.replaceSubrange(range, with: builder.chunks)
    columnCheckpoints.replaceSubrange(range, with: repeatElement([], count: builder.chunks.count))
    if !graphemeCheckpoints.isEmpty {
      graphemeCheckpoints.replaceSubrange(range, with: repeatElement([], count: builder.chunks.count))
    }
  }

  /// Moves the chunks from `first` on by `delta` bytes and `lineDelta` lines.
  private mutating func shiftChunks(from first: Int, by delta: Int, lines lineDelta: Int) {
    chunkStarts.withUnsafeMutableBufferPointer { starts in
      for chunk in first..<starts.count { starts[chunk] += delta }
    }
    chunkFirstLines.withUnsafeMutableBufferPointer { lines in
      for chunk in first..<lines.count { lines[chunk] += lineDelta }
    }
  }

  /// The first index of the ascending `distances` whose value is `value` or more.
  private func lowerBound(of value: Int, in distances: [UInt16]) -> Int {
    var low = 0
    var high = distances.count
    while low < high {
      let middle = (low + high) / 2
      if Int(distances[middle]) < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Replaces the UTF-8 range `utf8Range` of `text` with `replacement` and updates the index.
  ///
  ///     var text = "ab\ncd"
  ///     var lines = LineIndex(text)
  ///     lines.replaceSubrange(2..<3, with: "\u{2028}x\n", in: &text)   // "ab\u{2028}x\ncd"
  ///     lines.lineStarts   // [0, 7]
  ///
  /// - Precondition: `text` is the text the index describes; `utf8Range`'s bounds are scalar
  ///   boundaries of it.
  /// - Complexity: the string's own edit (O(n): `String` is one buffer) and
  ///   ``replace(utf8Range:withUTF8Count:in:)``.
  public mutating func replaceSubrange(_ utf8Range: Range<Int>, with replacement: String, in text: inout String) {
    precondition(text.utf8.count == utf8Count, "LineIndex.replaceSubrange: not the index's text")
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
    let upper = utf8.index(lower, offsetBy: utf8Range.count)
    precondition(
      lower.samePosition(in: text.unicodeScalars) != nil && upper.samePosition(in: text.unicodeScalars) != nil,
      "LineIndex.replaceSubrange: \(utf8Range) cuts a scalar")
    text.replaceSubrange(lower..<upper, with: replacement)
    replace(utf8Range: utf8Range, withUTF8Count: replacement.utf8.count, in: text)
  }

  /// Adds the starts of `chunks` that lie in `range`, each plus `delta`.
  private func appendStarts(
    of chunkRange: ClosedRange<Int>, in range: Range<Int>, shiftedBy delta: Int, to builder: inout LineChunkBuilder
  ) {
    guard !range.isEmpty else { return }
    for chunk in chunkRange {
      let base = chunkStarts[chunk]
      for distance in chunks[chunk] {
        let start = base + Int(distance)
        if range.contains(start) { builder.append(start + delta) }
      }
    }
  }
}
