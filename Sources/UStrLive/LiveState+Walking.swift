import UStrCore

extension LiveState {
  /// The byte at `utf8Offset`.
  ///
  /// - Complexity: O(1) (a native string's UTF-8 view is indexed by offset directly).
  func byte(at utf8Offset: Int) -> UInt8 {
    text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)]
  }

  /// Whether the byte at `utf8Offset` continues a scalar (10xxxxxx).
  func isContinuation(_ utf8Offset: Int) -> Bool {
    utf8Offset < text.utf8.count && byte(at: utf8Offset) & 0xC0 == 0x80
  }

  /// The start of the scalar whose bytes hold `utf8Offset` (`utf8Offset` itself at a scalar
  /// boundary).
  ///
  /// - Complexity: O(1): at most three steps back.
  func scalarStart(containing utf8Offset: Int) -> Int {
    var start = utf8Offset
    while start > 0, isContinuation(start) { start -= 1 }
    return start
  }

  /// The scalar that starts at `utf8Offset`, a scalar boundary before the end.
  func scalar(startingAt utf8Offset: Int) -> Unicode.Scalar {
    text.unicodeScalars[text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)]
  }

  /// Whether `cursor` is a boundary of every code-unit view: not inside a scalar's bytes, not
  /// between surrogates.
  func isScalarBoundary(_ cursor: LiveCursor) -> Bool {
    !cursor.isBetweenSurrogates && !isContinuation(cursor.utf8Offset)
  }

  /// The index in `checkpoints` of the last checkpoint before `utf8Offset` (strictly, unless
  /// `utf8Offset` is 0).
  ///
  /// - Complexity: O(log c), c the checkpoints.
  func checkpointIndex(before utf8Offset: Int) -> Int {
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if checkpoints[middle].utf8 < utf8Offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Hands `body` the clusters of the text from `start`, a grapheme boundary with its offsets in
  /// every view, until `body` returns `false` or the text ends.
  ///
  /// - Complexity: O(k) in the bytes walked.
  func walkClusters(from start: ViewCounts, _ body: (GraphemeCluster) -> Bool) {
    var position = start
    let rest = text[text.utf8.index(text.utf8.startIndex, offsetBy: start.utf8)...]
    for character in rest {
      let cluster = GraphemeCluster(character, at: position)
      guard body(cluster) else { return }
      position = ViewCounts(
        graphemes: position.graphemes + 1, scalars: cluster.scalarRange.upperBound,
        utf16: cluster.utf16Range.upperBound, utf8: cluster.utf8Range.upperBound)
    }
  }

  /// The cluster that holds `cursor` (starts at it or contains it), `nil` at the end.
  func cluster(holding cursor: LiveCursor) -> GraphemeCluster? {
    var found: GraphemeCluster?
    let start = checkpoints[checkpointIndex(before: cursor.utf8Offset + 1)]
    walkClusters(from: start) { cluster in
      if cluster.utf8Range.upperBound > cursor.utf8Offset {
        found = cluster
        return false
      }
      return true
    }
    return found
  }

  /// The last grapheme boundary before `cursor` (0 at the start).
  func clusterStart(before cursor: LiveCursor) -> Int {
    var boundary = 0
    walkClusters(from: checkpoints[checkpointIndex(before: cursor.utf8Offset)]) { cluster in
      let start = LiveCursor(utf8Offset: cluster.utf8Range.lowerBound)
      guard start.isBefore(cursor) else { return false }
      boundary = start.utf8Offset
      return true
    }
    return boundary
  }

  /// The start of the cluster whose grapheme offset is `graphemeOffset` (the end past the last).
  func utf8Offset(ofGrapheme graphemeOffset: Int) -> Int {
    var index = checkpoints.count - 1
    while index > 0, checkpoints[index].graphemes > graphemeOffset { index -= 1 }
    var found = text.utf8.count
    walkClusters(from: checkpoints[index]) { cluster in
      guard cluster.graphemeOffset < graphemeOffset else {
        found = cluster.utf8Range.lowerBound
        return false
      }
      return true
    }
    return found
  }
}
