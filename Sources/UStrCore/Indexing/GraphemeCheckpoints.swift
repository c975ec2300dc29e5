/// The UTF-8 offset of every `stride`-th grapheme cluster boundary, so that a grapheme position
/// costs a lookup (or a binary search) and a walk of fewer than `stride` clusters, never a walk
/// from the start.
///
/// Stored compactly: a checkpoint is a `UInt16`, its distance in bytes from the first checkpoint
/// of its group of 16, and each group's first checkpoint is an `Int`. That is 2 bytes per 32
/// clusters plus 8 per 512: at most 7.8 % of the UTF-8 length (ASCII text, one byte a cluster),
/// 2.6 % for CJK. A group that spans 64 KiB or more (clusters of thousands of combining marks)
/// keeps its checkpoints as `Int`s instead. Cluster boundaries are the standard library's
/// (`Character`); see ``ClusterScanner``.
struct GraphemeCheckpoints: Sendable {
  static let stride = 32
  static let groupSize = 16
  /// For each group of `groupSize` checkpoints: the UTF-8 offset of its first one, or, for a
  /// group that spans 64 KiB or more, `~n` where `wideGroups[n]` holds its offsets.
  private var groupStarts: [Int]
  /// For each checkpoint, its UTF-8 offset minus its group's start (0 in a wide group).
  private var offsetsInGroup: [UInt16]
  /// The offsets of the wide groups' checkpoints.
  private var wideGroups: [[Int]]
  /// The number of clusters in the text.
  private(set) var count: Int

  /// Walks `text`'s clusters once; `text` must be contiguous UTF-8.
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  init(_ text: String) {
    var offsets: [Int] = [0]
    var clusters = 0
    ClusterScanner.scanning(text) { scanner in
      var utf8Offset = 0
      while true {
        let step = scanner.advance(from: utf8Offset, clusters: Self.stride)
        utf8Offset = step.utf8Offset
        clusters += step.clusters
        // The end gets a checkpoint too when it falls on one, so `count / stride` always has one.
        guard step.clusters == Self.stride else { break }
        offsets.append(utf8Offset)
      }
    }
    groupStarts = []
    offsetsInGroup = []
    wideGroups = []
    groupStarts.reserveCapacity(offsets.count / Self.groupSize + 1)
    offsetsInGroup.reserveCapacity(offsets.count)
    for groupStart in Swift.stride(from: 0, to: offsets.count, by: Self.groupSize) {
      let group = offsets[groupStart..<min(groupStart + Self.groupSize, offsets.count)]
      if group.last! - group.first! <= Int(UInt16.max) {
        groupStarts.append(group.first!)
        offsetsInGroup += group.map { UInt16($0 - group.first!) }
      } else {
        groupStarts.append(~wideGroups.count)
        wideGroups.append(Array(group))
        offsetsInGroup += repeatElement(0, count: group.count)
      }
    }
    count = clusters
  }

  /// The bytes the checkpoints take.
  var memory: Int {
    groupStarts.capacity * MemoryLayout<Int>.stride
      + offsetsInGroup.capacity * MemoryLayout<UInt16>.stride
      + wideGroups.reduce(wideGroups.capacity * MemoryLayout<[Int]>.stride) {
        $0 + $1.capacity * MemoryLayout<Int>.stride
      }
  }

  /// The UTF-8 offset of checkpoint `checkpoint`, where cluster `checkpoint * stride` starts.
  func utf8Offset(checkpoint: Int) -> Int {
    let start = groupStarts[checkpoint / Self.groupSize]
    if start >= 0 { return start + Int(offsetsInGroup[checkpoint]) }
    return wideGroups[~start][checkpoint % Self.groupSize]
  }

  /// The last checkpoint at or before `utf8Offset`: a binary search over the groups, then over
  /// the checkpoints of one.
  func checkpoint(atOrBefore target: Int) -> Int {
    var low = 0
    var high = groupStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if utf8Offset(checkpoint: middle * Self.groupSize) <= target { low = middle } else { high = middle - 1 }
    }
    var checkpoint = low * Self.groupSize
    let end = min(checkpoint + Self.groupSize, offsetsInGroup.count)
    while checkpoint + 1 < end, utf8Offset(checkpoint: checkpoint + 1) <= target { checkpoint += 1 }
    return checkpoint
  }
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
    let checkpoint = checkpoint(atOrBefore: utf8Offset)
    let start = self.utf8Offset(checkpoint: checkpoint)
    if isOneBytePerCluster(checkpoint: checkpoint) {
      let ahead = utf8Offset - start
      return ClusterSpan(graphemeOffset: checkpoint * Self.stride + ahead, utf8Range: utf8Offset..<utf8Offset + 1)
    }
    return ClusterScanner.scanning(text) {
      $0.cluster(containingUTF8Offset: utf8Offset, from: start, graphemeOffset: checkpoint * Self.stride)
    }
  }

  /// The cluster numbered `graphemeOffset` (the empty span at the end when it equals `count`),
  /// or `nil` when out of range.
  func cluster(graphemeOffset: Int, in text: String) -> ClusterSpan? {
    guard let start = utf8Offset(graphemeOffset: graphemeOffset, in: text) else { return nil }
    let end = start < text.utf8.count ? ClusterScanner.scanning(text) { $0.boundary(after: start) } : start
    return ClusterSpan(graphemeOffset: graphemeOffset, utf8Range: start..<end)
  }

  /// The UTF-8 offset where cluster `graphemeOffset` starts (the text's length when it equals
  /// `count`), or `nil` when out of range.
  func utf8Offset(graphemeOffset: Int, in text: String) -> Int? {
    guard graphemeOffset >= 0, graphemeOffset <= count else { return nil }
    let checkpoint = graphemeOffset / Self.stride
    let start = utf8Offset(checkpoint: checkpoint)
    if isOneBytePerCluster(checkpoint: checkpoint) { return start + graphemeOffset % Self.stride }
    return ClusterScanner.scanning(text) {
      $0.advance(from: start, clusters: graphemeOffset % Self.stride).utf8Offset
    }
  }
}

extension GraphemeCheckpoints {
  /// Whether the `stride` clusters after checkpoint `checkpoint` take `stride` bytes: then each
  /// is one ASCII byte (a cluster takes at least one), and positions there are arithmetic.
  func isOneBytePerCluster(checkpoint: Int) -> Bool {
    checkpoint + 1 < offsetsInGroup.count
      && utf8Offset(checkpoint: checkpoint + 1) - utf8Offset(checkpoint: checkpoint) == Self.stride
  }
}
