/// A ``LengthDifference`` of a text that arrives a window of whole clusters at a time (a
/// ``ClusterWindows`` window), in memory that does not grow with the text.
///
///     var stream = LengthDifferenceStream(clusterLimit: 100)
///     stream.append("Poke\u{301}")   // windows end at cluster boundaries
///     stream.append("mon 👍🏽")
///     stream.clusters.count          // 2: "é" (e + U+0301) and "👍🏽"
///     stream.counts.utf16            // 13
///
/// The first `clusterLimit` distinct clusters are listed with their occurrences, exactly as
/// ``LengthDifference/init(of:base:other:)`` lists them. To tell a new cluster from a
/// repeated one the stream remembers the distinct clusters it has seen, up to
/// ``rememberedClusterLimit`` clusters and ``rememberedUTF8Limit`` bytes of them; a text with
/// more distinct differing clusters than that (only hostile or very unusual text has) is still
/// counted in every view, but ``distinctClusterCount`` is then a lower bound: the clusters
/// remembered, each certainly distinct. ``isDistinctClusterCountExact`` says which.
///
/// - Complexity: O(n) in the text's UTF-8 length.
public struct LengthDifferenceStream: Sendable {
  /// The view counted first (`.grapheme` for Swift's `count`).
  public let baseView: TextView
  /// The view compared with it (`.utf16` for Java's `length()`).
  public let otherView: TextView
  /// The most distinct clusters listed in ``clusters``; `nil` lists all that are remembered.
  public let clusterLimit: Int?
  /// The most distinct clusters remembered to tell new clusters from repeated ones.
  public static let rememberedClusterLimit = 1 << 18
  /// The most UTF-8 bytes of remembered clusters longer than a short key.
  public static let rememberedUTF8Limit = 1 << 23

  /// The counts of the text so far, in all four views.
  public internal(set) var counts = ViewCounts.zero
  /// The first `clusterLimit` distinct clusters whose length differs between the views, in order
  /// of first appearance, with their occurrences so far.
  public private(set) var clusters: [ClusterLengths] = []
  /// How many distinct clusters differ: exact while ``isDistinctClusterCountExact``, otherwise a
  /// lower bound.
  public private(set) var distinctClusterCount = 0
  /// Whether every differing cluster could be remembered, so ``distinctClusterCount`` is exact.
  public private(set) var isDistinctClusterCountExact = true

  /// The index in `clusters` of each remembered cluster, or -1 when it is remembered only.
  var positions: [ClusterKey: Int] = [:]
  var rememberedUTF8 = 0

  /// A stream with nothing counted.
  public init(baseView: TextView = .grapheme, otherView: TextView = .utf16, clusterLimit: Int? = nil) {
    self.baseView = baseView
    self.otherView = otherView
    self.clusterLimit = clusterLimit
  }

  /// The text's lengths in `baseView` and `otherView` so far.
  public var lengths: (base: Int, other: Int) { (counts[baseView], counts[otherView]) }

  /// Takes the next window of whole clusters (it must start at a cluster boundary of the whole
  /// text and end at one) and returns its counts.
  ///
  /// - Complexity: O(m) in the window's UTF-8 length.
  @discardableResult
  public mutating func append(_ window: String) -> ViewCounts {
    var window = window
    window.makeContiguousUTF8()
    let start = counts
    // UTF-16 offsets of new clusters, counted from the window's start as far as needed.
    var countedUTF8 = 0
    var countedUTF16 = 0
    let graphemes = ClusterScanner.scanning(window) { scanner in
      scanner.walkClusters(from: 0, to: scanner.bytes.count) { range, graphemeOffset in
        // One byte is one ASCII scalar: one unit in every view.
        guard range.count > 1 else { return }
        let bytes = UnsafeRawBufferPointer(rebasing: scanner.bytes[range])
        let width = UTF8.scalarWidth(lead: bytes[0])
        // Most clusters are one scalar: its counts follow from its lead byte.
        let own =
          width == range.count
          ? ViewCounts(graphemes: 1, scalars: 1, utf16: width == 4 ? 2 : 1, utf8: width)
          : ViewCounts(clusterUTF8: bytes)
        guard own[baseView] != own[otherView] else { return }
        // A window that is one cluster (a long cluster comes alone) lends its own text, so
        // the cluster listed and its key hold no copy of it.
        let isWholeWindow = range.count == scanner.bytes.count
        count(
          cluster: bytes, text: isWholeWindow ? window : nil, own: own,
          graphemeOffset: start.graphemes + graphemeOffset, utf8Offset: start.utf8 + range.lowerBound
        ) {
          let before = UnsafeRawBufferPointer(rebasing: scanner.bytes[countedUTF8..<range.lowerBound])
          countedUTF16 += UTF8CodeUnitCounts(validUTF8: before.assumingMemoryBound(to: UInt8.self)).utf16
          countedUTF8 = range.lowerBound
          return start.utf16 + countedUTF16
        }
      }
    }
    let codeUnits = window.utf8.withContiguousStorageIfAvailable(UTF8CodeUnitCounts.init(validUTF8:))!
    let own = ViewCounts(
      graphemes: graphemes, scalars: codeUnits.scalars, utf16: codeUnits.utf16, utf8: codeUnits.utf8)
    counts += own
    return own
  }
}

extension LengthDifferenceStream {
  /// Counts one occurrence of a cluster whose lengths in the two views differ: lists it at its
  /// first occurrence while the list has room, remembers it while memory allows.
  ///
  /// - Parameters:
  ///   - bytes: The cluster's UTF-8.
  ///   - text: The cluster as a `String` when the caller has one (its storage is then shared,
  ///     not copied); `nil` makes one from `bytes` where one is needed.
  ///   - own: Its length in every view.
  ///   - graphemeOffset: Where it starts in the whole text, in clusters.
  ///   - utf8Offset: Where it starts in the whole text, in bytes.
  ///   - utf16Offset: Where it starts in the whole text, in UTF-16 units: asked only when the
  ///     cluster is listed.
  /// - Complexity: O(m) in the cluster's length (its key and hash).
  mutating func count(
    cluster bytes: UnsafeRawBufferPointer, text: String? = nil, own: ViewCounts, graphemeOffset: Int,
    utf8Offset: Int, utf16Offset: () -> Int
  ) {
    // A long cluster's key is its text, the same storage as the cluster listed: one copy.
    let key = ClusterKey(bytes, text: text)
    if let position = positions[key] {
      if position >= 0 { clusters[position].occurrences += 1 }
      return
    }
    if clusters.count < (clusterLimit ?? Int.max) {
      positions[key] = clusters.count
      clusters.append(
        ClusterLengths(
          character: Character(key.long ?? text ?? String(decoding: bytes, as: UTF8.self)), counts: own,
          occurrences: 1, firstGraphemeOffset: graphemeOffset,
          firstUTF16Offset: utf16Offset(), firstUTF8Offset: utf8Offset,
          baseView: baseView, otherView: otherView))
      distinctClusterCount += 1
    } else if positions.count < Self.rememberedClusterLimit
      && (key.isShort || rememberedUTF8 + bytes.count <= Self.rememberedUTF8Limit)
    {
      if !key.isShort { rememberedUTF8 += bytes.count }
      positions[key] = -1
      distinctClusterCount += 1
    } else {
      // Not remembered: new or seen before, the stream cannot tell.
      isDistinctClusterCountExact = false
    }
  }
}

/// A cluster's UTF-8 as a dictionary key: up to 15 bytes packed in two words with the length
/// (no allocation), longer clusters as their text, compared and hashed byte by byte. Equal keys
/// are equal scalars, not canonically equivalent ones.
struct ClusterKey: Hashable, Sendable {
  var low: UInt64 = 0
  var high: UInt64 = 0
  /// The text of a cluster of 16 bytes or more (a `String`, so the cluster listed can share it).
  var long: String? = nil

  /// The key of the cluster whose UTF-8 is `bytes`; `text`, when given, is the same cluster as a
  /// `String`, kept (not copied) for a long cluster.
  init(_ bytes: UnsafeRawBufferPointer, text: String? = nil) {
    guard bytes.count < 16 else {
      long = text ?? String(decoding: bytes, as: UTF8.self)
      return
    }
    for (index, byte) in bytes.enumerated() {
      if index < 8 {
        low |= UInt64(byte) << (8 * UInt64(index))
      } else {
        high |= UInt64(byte) << (8 * UInt64(index - 8))
      }
    }
    high |= UInt64(bytes.count) << 56
  }

  /// Whether the key holds no text.
  var isShort: Bool { long == nil }

  static func == (a: Self, b: Self) -> Bool {
    guard a.low == b.low, a.high == b.high else { return false }
    switch (a.long, b.long) {
    case (nil, nil): return true
    // Scalar by scalar: `String`'s `==` is canonical equivalence.
    case (let x?, let y?): return x.utf8.elementsEqual(y.utf8)
    default: return false
    }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(low)
    hasher.combine(high)
    guard var long else { return }
    long.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

extension LengthDifferenceStream {
  /// The difference so far, its two lengths named by ``LengthTable`` row ids: what `ustr
  /// lengths` reports as `swiftJavaDifference`.
  ///
  ///     var stream = LengthDifferenceStream(clusterLimit: 100)
  ///     stream.append("Poke\u{301}mon")
  ///     stream.difference().lengths  // (7, 8): swift.count, java.length
  ///
  /// - Precondition: `base` and `other` are ``LengthTable/ids`` (not `icu.graphemes`) that
  ///   count ``baseView`` and ``otherView``.
  /// - Complexity: O(k) in the clusters listed.
  public func difference(base: String = "swift.count", other: String = "java.length") -> LengthDifference {
    precondition(
      LengthDifference.view(of: base) == baseView && LengthDifference.view(of: other) == otherView,
      "\"\(base)\" and \"\(other)\" do not count the stream's views")
    let table = LengthTable(counts: counts)
    return LengthDifference(
      base: table[base]!, other: table[other]!, distinctClusterCount: distinctClusterCount,
      isDistinctClusterCountExact: isDistinctClusterCountExact, clusters: clusters)
  }
}
