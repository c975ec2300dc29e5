extension ClusterScanner {
  /// Walks the clusters between the cluster boundaries `start` and `end` and returns how many
  /// there are; `body` gets the UTF-8 range of each cluster and its grapheme offset from `start`,
  /// except for the clusters of ASCII runs skipped eight at a time (each one ASCII byte other
  /// than CR, so one unit in every view).
  ///
  /// - Precondition: `start` and `end` are cluster boundaries of the scanned text.
  /// - Complexity: O(m), m the UTF-8 length from `start` to `end`.
  func walkClusters(
    from start: Int, to end: Int, _ body: (_ utf8Range: Range<Int>, _ graphemeOffset: Int) -> Void
  ) -> Int {
    var cursor = Cursor(position: start)
    var count = 0
    while cursor.position < end {
      if end - cursor.position >= 8, cursor.skipASCIIRun(in: self) {
        count += 8
        continue
      }
      let clusterStart = cursor.position
      cursor.advance(in: self)
      body(clusterStart..<cursor.position, count)
      count += 1
    }
    return count
  }

  /// The number of clusters between the cluster boundaries `start` and `end`.
  ///
  /// - Complexity: O(m), m the UTF-8 length from `start` to `end`.
  func count(from start: Int, to end: Int) -> Int {
    walkClusters(from: start, to: end) { _, _ in }
  }
}
