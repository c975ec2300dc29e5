extension ClusterScanner {
  /// Walks the clusters from `point` (a cluster boundary) to the first boundary at or after
  /// `target`, never past `end` (the content's end, a boundary, at or after `target`), and
  /// returns that boundary with its column. On the way it appends to `points` every boundary
  /// that is at least `spacing` bytes past the last point appended (or `lastPoint`), before `end`
  /// and other than `target`.
  ///
  /// - Complexity: O(m), m the UTF-8 length walked.
  func walkGraphemes(
    from point: GraphemePoint, to target: Int, end: Int, spacing: Int, lastPoint: inout Int, appendingTo points: inout [GraphemePoint]
  ) -> GraphemePoint {
    var cursor = Cursor(position: point.utf8Offset)
    var column = point.graphemeColumn
    while cursor.position < target {
      // Eight ASCII clusters a step, never over the target (a boundary that must be hit).
      if target - cursor.position >= 8, cursor.skipASCIIRun(in: self) {
        column += 8
      } else {
        cursor.advance(in: self)
        column += 1
      }
      // Not at the target: the caller may keep a checkpoint there.
      if cursor.position - lastPoint >= spacing, cursor.position < end, cursor.position != target {
        points.append(GraphemePoint(utf8Offset: cursor.position, graphemeColumn: column))
        lastPoint = cursor.position
      }
    }
    return GraphemePoint(utf8Offset: cursor.position, graphemeColumn: column)
  }
}
