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
  /// every view, until `body` returns `false` or the text ends: each as its UTF-8 range with the
  /// offsets where it starts and ends. The boundaries come from ``ClusterBoundaries`` (the
  /// standard library's clusters, found several times faster than `String.index(after:)` in a
  /// long emoji sequence); nothing is allocated per cluster.
  ///
  /// - Complexity: O(k) in the bytes walked.
  func walkClusterRanges(
    from start: ViewCounts, _ body: (_ utf8Range: Range<Int>, _ start: ViewCounts, _ end: ViewCounts) -> Bool
  ) {
    var position = start
    // A native string is contiguous UTF-8 already: this copies nothing then.
    var contiguous = text
    contiguous.makeContiguousUTF8()
    _ = contiguous.utf8.withContiguousStorageIfAvailable { bytes in
      ClusterBoundaries.walk(contiguous, fromUTF8Offset: start.utf8) { range in
        let end = position.advanced(over: UnsafeBufferPointer(rebasing: bytes[range]))
        guard body(range, position, end) else { return false }
        position = end
        return true
      }
    }
  }

  /// The cluster at `utf8Range` of the text, starting at `position`, with its scalars.
  func graphemeCluster(_ utf8Range: Range<Int>, at position: ViewCounts) -> GraphemeCluster {
    let lower = text.utf8.index(text.utf8.startIndex, offsetBy: utf8Range.lowerBound)
    let upper = text.utf8.index(lower, offsetBy: utf8Range.count)
    return GraphemeCluster(Character(String(text[lower..<upper])), at: position)
  }

  /// The cluster that holds `cursor` (starts at it or contains it), `nil` at the end.
  func cluster(holding cursor: LiveCursor) -> GraphemeCluster? {
    var found: GraphemeCluster?
    let start = checkpoints[checkpointIndex(before: cursor.utf8Offset + 1)]
    walkClusterRanges(from: start) { range, position, end in
      guard end.utf8 > cursor.utf8Offset else { return true }
      found = graphemeCluster(range, at: position)
      return false
    }
    return found
  }

  /// The last grapheme boundary before `cursor` (0 at the start).
  func clusterStart(before cursor: LiveCursor) -> Int {
    var boundary = 0
    walkClusterRanges(from: checkpoints[checkpointIndex(before: cursor.utf8Offset)]) { _, position, _ in
      guard LiveCursor(utf8Offset: position.utf8).isBefore(cursor) else { return false }
      boundary = position.utf8
      return true
    }
    return boundary
  }

  /// The start of the cluster whose grapheme offset is `graphemeOffset` (the end past the last).
  func utf8Offset(ofGrapheme graphemeOffset: Int) -> Int {
    var index = checkpoints.count - 1
    while index > 0, checkpoints[index].graphemes > graphemeOffset { index -= 1 }
    var found = text.utf8.count
    walkClusterRanges(from: checkpoints[index]) { _, position, _ in
      guard position.graphemes < graphemeOffset else {
        found = position.utf8
        return false
      }
      return true
    }
    return found
  }
}

extension ViewCounts {
  /// The offsets after `bytes`, the UTF-8 of one cluster starting at these.
  ///
  /// - Complexity: O(k) in the cluster's bytes.
  func advanced(over bytes: UnsafeBufferPointer<UInt8>) -> ViewCounts {
    var scalars = 0
    var utf16 = 0
    for byte in bytes where byte & 0xC0 != 0x80 {
      scalars += 1
      utf16 += byte >= 0xF0 ? 2 : 1
    }
    return ViewCounts(
      graphemes: graphemes + 1, scalars: self.scalars + scalars, utf16: self.utf16 + utf16,
      utf8: utf8 + bytes.count)
  }
}
