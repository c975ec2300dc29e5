/// Keeping ``ColumnCheckpoint``s right through edits.
extension LineIndex {
  /// The column checkpoints of `chunkRange`'s chunks, as points of the text, in order.
  ///
  /// - Complexity: O(k), k their checkpoints.
  func columnPoints(inChunks chunkRange: ClosedRange<Int>) -> [ColumnPoint] {
    var points: [ColumnPoint] = []
    for chunk in chunkRange {
      let start = chunkStarts[chunk]
      for checkpoint in columnCheckpoints[chunk] { points.append(ColumnPoint(checkpoint, chunkStart: start)) }
    }
    return points
  }

  /// The checkpoints of the edited text, from `oldPoints` (the ones of the text before the edit,
  /// in order, from chunks that include every line the edit touches), after the line starts were
  /// updated: the UTF-8 range `utf8Range` of the old text became `utf8Range.lowerBound..<insertedEnd`
  /// of the edited text's UTF-8 `bytes`.
  ///
  /// A line whose bytes and terminator the edit cannot change keeps its checkpoints (moved). In
  /// a line it can change, a checkpoint before the edit keeps its columns (the line's start and
  /// the bytes before it are the same); one after the edit keeps its bytes up to the next
  /// checkpoint, so all of them move by the columns the edit added, which are counted once, from
  /// the checkpoint before the edit to the first after it. New checkpoints fill the gap between
  /// those two, so no gap exceeds the spacing (plus 3 bytes) and a query still walks at most that.
  ///
  /// - Complexity: O(k + s + r): k the checkpoints of `oldPoints`, s the spacing, r the
  ///   replacement's length.
  func editedColumnPoints(
    _ oldPoints: [ColumnPoint], replacing utf8Range: Range<Int>, insertedEnd: Int, in bytes: UnsafeRawBufferPointer
  ) -> [ColumnPoint] {
    let delta = insertedEnd - utf8Range.upperBound
    // A line can change when it holds a byte from 3 before the edit to 3 after the replacement:
    // a terminator's bytes, or the byte after a CR, there.
    let firstLine = line(containingUTF8Offset: max(0, utf8Range.lowerBound - 3))!
    let lastLine = line(containingUTF8Offset: min(utf8Count, insertedEnd + 3))!
    let windowStart = utf8Offset(ofLine: firstLine)!
    let windowEnd = utf8RangeWithTerminator(ofLine: lastLine)!.upperBound
    var points: [ColumnPoint] = []
    points.reserveCapacity(oldPoints.count + 16)
    var next = 0
    while next < oldPoints.count, oldPoints[next].utf8Offset < windowStart {
      points.append(oldPoints[next])
      next += 1
    }
    // Before the edit, in the window; then after it, moved to the edited text.
    var kept: [ColumnPoint] = []
    while next < oldPoints.count, oldPoints[next].utf8Offset < utf8Range.lowerBound {
      kept.append(oldPoints[next])
      next += 1
    }
    while next < oldPoints.count, oldPoints[next].utf8Offset < utf8Range.upperBound { next += 1 }
    var moved: [ColumnPoint] = []
    while next < oldPoints.count, oldPoints[next].utf8Offset + delta < windowEnd {
      var point = oldPoints[next]
      point.utf8Offset += delta
      moved.append(point)
      next += 1
    }
    var keptNext = 0
    var movedNext = 0
    for line in firstLine...lastLine {
      let content = contentRange(ofLine: line, utf8RangeWithTerminator(ofLine: line)!, in: bytes)
      // The line's points of each kind (the others lie in lines too short for any).
      let lineKept = Self.take(from: kept, &keptNext, in: content)
      let lineMoved = Self.take(from: moved, &movedNext, in: content)
      guard content.count > Self.columnCheckpointSpacing else { continue }
      points += lineKept
      let known = lineKept.last ?? ColumnPoint(lineStart: content.lowerBound)
      let end = lineMoved.first?.utf8Offset ?? content.upperBound
      let filled = points.count
      known.appendingPoints(before: end, spacing: Self.columnCheckpointSpacing, in: bytes, to: &points)
      guard let first = lineMoved.first else { continue }
      let there = (points.count > filled ? points[points.count - 1] : known).advanced(to: first.utf8Offset, in: bytes)
      let scalarDelta = there.scalarColumn - first.scalarColumn
      let utf16Delta = there.utf16Column - first.utf16Column
      for var point in lineMoved {
        point.scalarColumn += scalarDelta
        point.utf16Column += utf16Delta
        points.append(point)
      }
    }
    while next < oldPoints.count {
      var point = oldPoints[next]
      point.utf8Offset += delta
      points.append(point)
      next += 1
    }
    return points
  }

  /// The points of the ascending `points` from `next` on that lie inside `content` (after its
  /// start, before its end), skipping those before it; `next` moves past them.
  private static func take(from points: [ColumnPoint], _ next: inout Int, in content: Range<Int>) -> ArraySlice<ColumnPoint> {
    while next < points.count, points[next].utf8Offset <= content.lowerBound { next += 1 }
    let first = next
    while next < points.count, points[next].utf8Offset < content.upperBound { next += 1 }
    return points[first..<next]
  }
}
