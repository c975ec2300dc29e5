/// Grapheme column checkpoints (``GraphemeColumnCheckpoint``): found when the index is built
/// with them, looked up by grapheme column queries, repaired after edits.
extension LineIndex {
  /// Whether the index keeps grapheme column checkpoints in its long lines (it was built with
  /// `graphemeCheckpoints: true`), so that a grapheme column query walks about 1 KiB of clusters
  /// at most.
  public var keepsGraphemeCheckpoints: Bool { !graphemeCheckpoints.isEmpty }

  /// The grapheme checkpoints of the lines whose contents are `contents` (ascending UTF-8 ranges
  /// of `text`), those longer than the spacing: one walk of each such line's clusters.
  ///
  /// - Complexity: O(m), m the UTF-8 length of those lines.
  static func graphemePoints(inLines contents: [Range<Int>], of text: some StringProtocol) -> [GraphemePoint] {
    let spacing = graphemeCheckpointSpacing
    var points: [GraphemePoint] = []
    ClusterScanner.scanning(anyText: text) { scanner in
      for content in contents where content.count > spacing {
        var lastPoint = content.lowerBound
        _ = scanner.walkGraphemes(
          from: GraphemePoint(utf8Offset: content.lowerBound, graphemeColumn: 0), to: content.upperBound,
          end: content.upperBound, spacing: spacing, lastPoint: &lastPoint, appendingTo: &points)
      }
    }
    return points
  }

  /// Where a grapheme walk in the line that starts at `lineStart` (in chunk `chunk`) starts: its
  /// last grapheme checkpoint at or before `utf8Offset` (a position of the line, at most its
  /// content's end) whose column is at most `column`, or the line's start when it has none there.
  ///
  /// - Complexity: O(log k), k the chunk's grapheme checkpoints.
  func graphemePoint(inLineAt lineStart: Int, chunk: Int, atOrBefore utf8Offset: Int, column: Int = .max) -> GraphemePoint {
    let start = GraphemePoint(utf8Offset: lineStart, graphemeColumn: 0)
    guard !graphemeCheckpoints.isEmpty, !graphemeCheckpoints[chunk].isEmpty else { return start }
    let checkpoints = graphemeCheckpoints[chunk]
    let base = chunkStarts[chunk]
    let first = Self.firstIndex(in: checkpoints, 0..<checkpoints.count) { base + Int($0.utf8Distance) > lineStart }
    // Along the line, offsets and columns grow; the next lines' checkpoints lie past the
    // offset, which is in this line.
    let after = Self.firstIndex(in: checkpoints, first..<checkpoints.count) {
      base + Int($0.utf8Distance) > utf8Offset || Int($0.graphemeColumn) > column
    }
    return after > first ? GraphemePoint(checkpoints[after - 1], chunkStart: base) : start
  }

  /// Repairs the grapheme checkpoints of the lines an edit can change, once they have moved with
  /// their bytes: the UTF-8 range `utf8Range` of the old text became
  /// `utf8Range.lowerBound..<insertedEnd` of `editedText`.
  ///
  /// Those lines are the ones ``repairCheckpoints(replacing:insertedEnd:in:)`` repairs. In such a
  /// line, a checkpoint before the edit is still a boundary with the same column: a boundary
  /// depends on the text before it and on one scalar after it, all before the edit. From the last
  /// one (or the line's start), clusters are walked to the first moved checkpoint after the edit;
  /// when the walk lands on it, it is a boundary still, and so is every later one (a boundary
  /// depends on nothing before a boundary before it), all moved by the same number of columns.
  /// When the walk passes over it, it goes, and the walk goes on to the next. New checkpoints
  /// fill the walked gap. A line now as short as the spacing has none.
  ///
  /// - Complexity: O(s + r + k) for most edits: s the spacing, r the replacement's length, k the
  ///   checkpoints of the changed lines. A regional indicator inserted or removed before a run of
  ///   them makes the walk go on to the run's end.
  mutating func repairGraphemeCheckpoints(replacing utf8Range: Range<Int>, insertedEnd: Int, in editedText: some StringProtocol) {
    let firstLine = line(containingUTF8Offset: max(0, utf8Range.lowerBound - 3))!
    let lastLine = line(containingUTF8Offset: min(utf8Count, insertedEnd + 3))!
    ClusterScanner.scanning(anyText: editedText) { scanner in
      for line in firstLine...lastLine {
        repairGraphemeCheckpoints(ofLine: line, editStart: utf8Range.lowerBound, with: scanner)
      }
    }
  }

  /// ``repairGraphemeCheckpoints(replacing:insertedEnd:in:)`` for line `line`, the edit having
  /// started at `editStart`.
  private mutating func repairGraphemeCheckpoints(ofLine line: Int, editStart: Int, with scanner: ClusterScanner) {
    let spacing = Self.graphemeCheckpointSpacing
    let (chunk, range) = location(ofLine: line)!
    let content = contentRange(ofLine: line, range, in: scanner.bytes)
    guard content.count > spacing || !graphemeCheckpoints[chunk].isEmpty else { return }
    let base = chunkStarts[chunk]
    // Taken out, so that the changes below do not copy it.
    var checkpoints = graphemeCheckpoints[chunk]
    graphemeCheckpoints[chunk] = []
    defer { graphemeCheckpoints[chunk] = checkpoints }
    let all = 0..<checkpoints.count
    let first = Self.firstIndex(in: checkpoints, all) { base + Int($0.utf8Distance) > range.lowerBound }
    let end = Self.firstIndex(in: checkpoints, first..<all.upperBound) { base + Int($0.utf8Distance) >= range.upperBound }
    let contentEnd = Self.firstIndex(in: checkpoints, first..<end) { base + Int($0.utf8Distance) >= content.upperBound }
    // None in the terminator, none in a short line.
    checkpoints.removeSubrange(contentEnd..<end)
    guard content.count > spacing else {
      checkpoints.removeSubrange(first..<contentEnd)
      return
    }
    let after = Self.firstIndex(in: checkpoints, first..<contentEnd) { base + Int($0.utf8Distance) >= editStart }
    var point = after > first
      ? GraphemePoint(checkpoints[after - 1], chunkStart: base) : GraphemePoint(utf8Offset: content.lowerBound, graphemeColumn: 0)
    var lastPoint = point.utf8Offset
    var filling: [GraphemePoint] = []
    // The first checkpoint after the edit not yet passed; the ones before it (from `after`) go.
    var next = after
    var kept = contentEnd
    while true {
      let target = next < contentEnd ? GraphemePoint(checkpoints[next], chunkStart: base) : nil
      point = scanner.walkGraphemes(
        from: point, to: target?.utf8Offset ?? content.upperBound, end: content.upperBound, spacing: spacing,
        lastPoint: &lastPoint, appendingTo: &filling)
      guard let target else { break }
      if point.utf8Offset == target.utf8Offset {
        let delta = point.graphemeColumn - target.graphemeColumn
        // Columns grow along the line, so only the last ones can pass 4 Gi: those go.
        kept = contentEnd
        while kept > next, UInt32(exactly: Int(checkpoints[kept - 1].graphemeColumn) + delta) == nil { kept -= 1 }
        if delta != 0 {
          checkpoints.withUnsafeMutableBufferPointer { checkpoints in
            for index in next..<kept { checkpoints[index].graphemeColumn &+= UInt32(truncatingIfNeeded: delta) }
          }
        }
        break
      }
      next += 1
    }
    checkpoints.removeSubrange(kept..<contentEnd)
    checkpoints.replaceSubrange(after..<min(next, kept), with: filling.compactMap { $0.checkpoint(chunkStart: base) })
  }
}
