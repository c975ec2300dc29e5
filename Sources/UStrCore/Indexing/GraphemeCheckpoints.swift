/// The UTF-8 offset of every `stride`-th grapheme cluster boundary, so that a grapheme position
/// costs a binary search and a walk of fewer than `stride` clusters, never a walk from the start.
///
/// Memory: one `Int` per 64 clusters (1/8 of the UTF-8 length for ASCII, less for longer
/// clusters). Cluster boundaries are the standard library's (`Character`).
struct GraphemeCheckpoints: Sendable {
  static let stride = 64
  /// `utf8Offsets[i]` is where cluster `i * stride` starts (the end included when it is one).
  var utf8Offsets: [Int]
  /// The number of clusters in the text.
  var count: Int

  /// Walks `text`'s clusters once.
  ///
  /// - Complexity: O(n) in the UTF-8 length (the cost of `text.count`).
  init(_ text: String) {
    var offsets: [Int] = []
    var clusters = 0
    var utf8Offset = 0
    for character in text {
      if clusters % Self.stride == 0 { offsets.append(utf8Offset) }
      utf8Offset += character.utf8.count
      clusters += 1
    }
    // The end gets a checkpoint too when it falls on one, so `count / stride` always has one.
    if clusters % Self.stride == 0 { offsets.append(utf8Offset) }
    utf8Offsets = offsets
    count = clusters
  }

  /// The bytes the checkpoints take.
  var memory: Int { utf8Offsets.capacity * MemoryLayout<Int>.stride }
}

/// A grapheme cluster found in a text: its number and the half-open UTF-8 range of its bytes.
struct ClusterSpan: Hashable, Sendable {
  var graphemeOffset: Int
  var utf8Range: Range<Int>
}

extension GraphemeCheckpoints {
  /// The cluster that contains the byte at `utf8Offset`, or the empty span at the end when
  /// `utf8Offset` is the text's length.
  ///
  /// - Precondition: `utf8Offset` is in `0...text.utf8.count` and is a scalar boundary.
  func cluster(containingUTF8Offset utf8Offset: Int, in text: String) -> ClusterSpan {
    var low = 0
    var high = utf8Offsets.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if utf8Offsets[middle] <= utf8Offset { low = middle } else { high = middle - 1 }
    }
    if isOneBytePerCluster(checkpoint: low) {
      let ahead = utf8Offset - utf8Offsets[low]
      return ClusterSpan(graphemeOffset: low * Self.stride + ahead, utf8Range: utf8Offset..<utf8Offset + 1)
    }
    var walk = ClusterWalk(text: text, utf8Offset: utf8Offsets[low])
    var graphemeOffset = low * Self.stride
    while let next = walk.next() {
      if next > utf8Offset {
        return ClusterSpan(graphemeOffset: graphemeOffset, utf8Range: walk.start..<next)
      }
      walk.advance(to: next)
      graphemeOffset += 1
    }
    return ClusterSpan(graphemeOffset: graphemeOffset, utf8Range: walk.start..<walk.start)
  }

  /// The cluster numbered `graphemeOffset` (the empty span at the end when it equals `count`),
  /// or `nil` when out of range.
  func cluster(graphemeOffset: Int, in text: String) -> ClusterSpan? {
    guard graphemeOffset >= 0, graphemeOffset <= count else { return nil }
    let checkpoint = graphemeOffset / Self.stride
    if isOneBytePerCluster(checkpoint: checkpoint) {
      let start = utf8Offsets[checkpoint] + graphemeOffset % Self.stride
      return ClusterSpan(graphemeOffset: graphemeOffset, utf8Range: start..<start + 1)
    }
    var walk = ClusterWalk(text: text, utf8Offset: utf8Offsets[checkpoint])
    for _ in 0..<(graphemeOffset % Self.stride) { walk.advance(to: walk.next()!) }
    let end = walk.next() ?? walk.start
    return ClusterSpan(graphemeOffset: graphemeOffset, utf8Range: walk.start..<end)
  }
}

extension GraphemeCheckpoints {
  /// Whether the `stride` clusters after checkpoint `checkpoint` take `stride` bytes: then each
  /// is one ASCII byte (a cluster takes at least one), and positions there are arithmetic.
  func isOneBytePerCluster(checkpoint: Int) -> Bool {
    checkpoint + 1 < utf8Offsets.count
      && utf8Offsets[checkpoint + 1] - utf8Offsets[checkpoint] == Self.stride
  }

}

/// Steps from one cluster boundary of a text to the next, in UTF-8 offsets.
struct ClusterWalk {
  let text: String
  /// The boundary the walk is at.
  private(set) var start: Int
  private var index: String.Index

  init(text: String, utf8Offset: Int) {
    self.text = text
    self.start = utf8Offset
    self.index = text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
  }

  /// The boundary after `start`, or `nil` at the end; `advance()` moves there.
  mutating func next() -> Int? {
    guard index < text.endIndex else { return nil }
    nextIndex = text.index(after: index)
    return text.utf8.distance(from: text.utf8.startIndex, to: nextIndex!)
  }

  private var nextIndex: String.Index?

  /// Moves to the boundary `next()` returned.
  mutating func advance(to utf8Offset: Int) {
    index = nextIndex!
    start = utf8Offset
  }
}
