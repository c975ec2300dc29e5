/// The UTF-8 offset of every `stride`-th grapheme cluster boundary, so that a grapheme position
/// costs an index lookup and a walk of fewer than `stride` clusters, never a walk from the start.
///
/// Stored compactly: a checkpoint is a `UInt16`, its distance in bytes from the first checkpoint
/// of its group of 16, and each group's first checkpoint is an `Int`; one bit per checkpoint says
/// whether its clusters are single scalars; a block index finds the group of a UTF-8 offset. That
/// is 2 bytes and a bit per 32 clusters, 8 per 512, and 4 per 2 KiB: at most 8.4 % of the UTF-8
/// length (ASCII text, one byte a cluster), 2.9 % for CJK. A group that spans 64 KiB or more
/// (clusters of thousands of combining marks) keeps its checkpoints as `Int`s instead. Cluster
/// boundaries are the standard library's (`Character`); see ``ClusterScanner``.
struct GraphemeCheckpoints: Sendable {
  static let stride = 32
  static let groupSize = 16
  /// For each group of `groupSize` checkpoints, the UTF-8 offset of its first one.
  private var groupStarts: [Int]
  /// For each 2 KiB of UTF-8 (`blockShift`), the last group that starts at or before the block's
  /// first byte: a search by UTF-8 offset starts there, with at most 4 groups to pass (a group
  /// spans at least 512 bytes), instead of a binary search.
  private var groupByBlock: [UInt32]
  static let blockShift = 11
  /// For each checkpoint, its UTF-8 offset minus its group's start (0 in a wide group).
  private var offsetsInGroup: [UInt16]
  /// The checkpoints' offsets of each group that spans 64 KiB or more, by group number (almost
  /// always empty).
  private var wideGroups: [Int: [Int]]
  /// Bit `k` is set when every cluster from checkpoint `k` to the next one (or to the end) is a
  /// single scalar, as in most CJK, Cyrillic or NFC Latin text: there, a grapheme offset is a
  /// scalar offset and a query counts lead bytes instead of walking clusters.
  private var singleScalarSegments: [UInt64]
  /// The number of clusters in the text.
  private(set) var count: Int

  /// Walks `text`'s clusters once; `text` must be contiguous UTF-8.
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  init(_ text: String) {
    var offsets: [Int] = [0]
    var clusters = 0
    var singleScalar: [UInt64] = []
    ClusterScanner.scanning(text) { scanner in
      var utf8Offset = 0
      while true {
        let step = scanner.advance(from: utf8Offset, clusters: Self.stride)
        let scalars = UTF8ByteClasses.scalarCount(from: utf8Offset, to: step.utf8Offset, in: scanner.bytes)
        let checkpoint = offsets.count - 1
        if checkpoint % 64 == 0 { singleScalar.append(0) }
        if scalars == step.clusters { singleScalar[checkpoint / 64] |= 1 << (checkpoint % 64) }
        utf8Offset = step.utf8Offset
        clusters += step.clusters
        // The end gets a checkpoint too when it falls on one, so `count / stride` always has one.
        guard step.clusters == Self.stride else { break }
        offsets.append(utf8Offset)
      }
    }
    singleScalarSegments = singleScalar
    groupStarts = []
    offsetsInGroup = []
    wideGroups = [:]
    groupStarts.reserveCapacity(offsets.count / Self.groupSize + 1)
    offsetsInGroup.reserveCapacity(offsets.count)
    for groupStart in Swift.stride(from: 0, to: offsets.count, by: Self.groupSize) {
      let group = offsets[groupStart..<min(groupStart + Self.groupSize, offsets.count)]
      groupStarts.append(group.first!)
      if group.last! - group.first! <= Int(UInt16.max) {
        offsetsInGroup += group.map { UInt16($0 - group.first!) }
      } else {
        wideGroups[groupStart / Self.groupSize] = Array(group)
        offsetsInGroup += repeatElement(0, count: group.count)
      }
    }
    groupByBlock = []
    groupByBlock.reserveCapacity(text.utf8.count >> Self.blockShift + 1)
    var group = 0
    for block in 0...(text.utf8.count >> Self.blockShift) {
      while group + 1 < groupStarts.count, groupStarts[group + 1] <= block << Self.blockShift { group += 1 }
      groupByBlock.append(UInt32(group))
    }
    count = clusters
  }

  /// The bytes the checkpoints take.
  var memory: Int {
    groupStarts.capacity * MemoryLayout<Int>.stride
      + offsetsInGroup.capacity * MemoryLayout<UInt16>.stride
      + singleScalarSegments.capacity * MemoryLayout<UInt64>.stride
      + groupByBlock.capacity * MemoryLayout<UInt32>.stride
      + wideGroups.values.reduce(wideGroups.capacity * MemoryLayout<(Int, [Int])>.stride) {
        $0 + $1.capacity * MemoryLayout<Int>.stride
      }
  }

  /// The UTF-8 offset of checkpoint `checkpoint`, where cluster `checkpoint * stride` starts.
  func utf8Offset(checkpoint: Int) -> Int {
    let group = checkpoint / Self.groupSize
    if !wideGroups.isEmpty, let wide = wideGroups[group] { return wide[checkpoint % Self.groupSize] }
    return groupStarts[group] + Int(offsetsInGroup[checkpoint])
  }

  /// The last checkpoint at or before `utf8Offset`: the group from the block index, then a count
  /// of the group's checkpoints at or before it.
  ///
  /// - Precondition: `target` is in `0...` the text's UTF-8 length.
  func checkpoint(atOrBefore target: Int) -> Int {
    var low = Int(groupByBlock[target >> Self.blockShift])
    while low + 1 < groupStarts.count, groupStarts[low + 1] <= target { low += 1 }
    let first = low * Self.groupSize
    let end = min(first + Self.groupSize, offsetsInGroup.count)
    if !wideGroups.isEmpty, let wide = wideGroups[low] {
      return first + wide.dropFirst().prefix { $0 <= target }.count
    }
    // The deltas rise within a group: those at or below the target's delta are a prefix.
    let delta = target - groupStarts[low]
    var before = 0
    for checkpoint in first + 1..<end where Int(offsetsInGroup[checkpoint]) <= delta { before += 1 }
    return first + before
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
    return ClusterScanner.scanning(text) { scanner in
      let bytes = scanner.bytes
      if utf8Offset == bytes.count { return ClusterSpan(graphemeOffset: count, utf8Range: utf8Offset..<utf8Offset) }
      if isSingleScalar(checkpoint: checkpoint) {
        let ahead = UTF8ByteClasses.scalarCount(from: start, to: utf8Offset, in: bytes)
        let end = utf8Offset + UTF8.scalarWidth(lead: bytes[utf8Offset])
        return ClusterSpan(graphemeOffset: checkpoint * Self.stride + ahead, utf8Range: utf8Offset..<end)
      }
      return scanner.cluster(containingUTF8Offset: utf8Offset, from: start, graphemeOffset: checkpoint * Self.stride)
    }
  }

  /// The cluster numbered `graphemeOffset` (the empty span at the end when it equals `count`),
  /// or `nil` when out of range.
  func cluster(graphemeOffset: Int, in text: String) -> ClusterSpan? {
    guard let start = utf8Offset(graphemeOffset: graphemeOffset, in: text) else { return nil }
    guard start < text.utf8.count else { return ClusterSpan(graphemeOffset: graphemeOffset, utf8Range: start..<start) }
    let end = ClusterScanner.scanning(text) { scanner in
      isSingleScalar(checkpoint: graphemeOffset / Self.stride)
        ? start + UTF8.scalarWidth(lead: scanner.bytes[start]) : scanner.boundary(after: start)
    }
    return ClusterSpan(graphemeOffset: graphemeOffset, utf8Range: start..<end)
  }

  /// The UTF-8 offset where cluster `graphemeOffset` starts (the text's length when it equals
  /// `count`), or `nil` when out of range.
  func utf8Offset(graphemeOffset: Int, in text: String) -> Int? {
    guard graphemeOffset >= 0, graphemeOffset <= count else { return nil }
    let checkpoint = graphemeOffset / Self.stride
    let start = utf8Offset(checkpoint: checkpoint)
    let ahead = graphemeOffset % Self.stride
    return ClusterScanner.scanning(text) { scanner in
      guard isSingleScalar(checkpoint: checkpoint) else { return scanner.advance(from: start, clusters: ahead).utf8Offset }
      return UTF8ByteClasses.offset(skippingScalars: ahead, from: start, in: scanner.bytes)
    }
  }
}

extension GraphemeCheckpoints {
  /// Whether every cluster from checkpoint `checkpoint` to the next one is a single scalar.
  func isSingleScalar(checkpoint: Int) -> Bool {
    singleScalarSegments[checkpoint / 64] & 1 << (checkpoint % 64) != 0
  }
}
