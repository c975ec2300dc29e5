/// A text taken apart into its grapheme clusters and their scalars, with every position given in
/// all four views, aligned.
///
/// For "Poke\u{301}mon" ("Pokémon" with e + U+0301), cluster 3 is "é":
///
///     let breakdown = TextBreakdown(of: "Poke\u{301}mon")
///     let e = breakdown.graphemes[3]
///     e.scalarRange  // 3..<5
///     e.utf16Range   // 3..<5
///     e.utf8Range    // 3..<6  (U+0301 is 2 bytes: CC 81)
///     breakdown.counts  // graphemes 7, scalars 8, utf16 8, utf8 9
///
/// The breakdown is built in one pass over the text: each `Character` up to the limit once, each
/// of its scalars once, with running offsets in every view; past the limit the rest is only
/// counted, at the speed of ``ViewCounts``.
public struct TextBreakdown: Sendable {
  /// The clusters materialized, in order: all of them, or the first `graphemeLimit`.
  public var graphemes: [GraphemeCluster]
  /// The counts of the whole text, including clusters past the limit.
  public var counts: ViewCounts
  /// Whether clusters past `graphemeLimit` were counted but not materialized.
  public var isTruncated: Bool { graphemes.count < counts.graphemes }

  /// Takes `text` apart.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - graphemeLimit: The most clusters to materialize; the rest are only counted. `nil` keeps
  ///     every cluster (memory grows with the text: the clusters' text and about 50 bytes a cluster).
  ///   - start: Where `text` starts in a longer text that arrives a window at a time (a
  ///     ``ClusterWindows`` window): the clusters' offsets count from there. `counts` stays the
  ///     counts of `text` alone.
  /// - Complexity: O(n) in the UTF-8 length.
  public init(of text: String, graphemeLimit: Int? = nil, startingAt start: ViewCounts = .zero) {
    var graphemes: [GraphemeCluster] = []
    counts = Self.forEachCluster(of: text, limit: graphemeLimit, startingAt: start) {
      graphemes.append($0)
    }
    self.graphemes = graphemes
  }

  /// Hands `body` the first `limit` clusters of `text` one at a time, without keeping them, and
  /// returns the counts of the whole text (the rest only counted): a breakdown in memory that
  /// does not grow with the text.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - limit: The most clusters handed over; `nil` hands over all.
  ///   - start: Where `text` starts in a longer text (see ``init(of:graphemeLimit:startingAt:)``).
  ///   - body: Takes each cluster handed over, in order.
  /// - Complexity: O(n) in the UTF-8 length.
  public static func forEachCluster(
    of text: String, limit: Int?, startingAt start: ViewCounts = .zero,
    _ body: (GraphemeCluster) throws -> Void
  ) rethrows -> ViewCounts {
    try forEachCluster(of: text, limit: limit, startingAt: start, resolving: [], body).counts
  }

  /// ``forEachCluster(of:limit:startingAt:_:)`` that also counts, in the same walk, the clusters
  /// of `text` before each of `utf8Offsets` (cluster boundaries of `text`, in increasing order):
  /// where a report needs the grapheme offset of something found by other means.
  ///
  ///     TextBreakdown.forEachCluster(of: "Poke\u{301}mon", limit: 0, resolving: [3, 6]) { _ in }
  ///       .graphemeOffsets  // [3, 4]
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public static func forEachCluster(
    of text: String, limit: Int?, startingAt start: ViewCounts = .zero, resolving utf8Offsets: [Int],
    _ body: (GraphemeCluster) throws -> Void
  ) rethrows -> (counts: ViewCounts, graphemeOffsets: [Int]) {
    var scalarOffset = start.scalars
    var utf16Offset = start.utf16
    var utf8Offset = start.utf8
    var graphemeOffset = start.graphemes
    var resolved: [Int] = []
    resolved.reserveCapacity(utf8Offsets.count)
    let end = (limit ?? Int.max).addingReportingOverflow(start.graphemes)
    let graphemeEnd = end.overflow ? Int.max : end.partialValue
    var characters = text.makeIterator()
    while graphemeOffset < graphemeEnd, let character = characters.next() {
      while resolved.count < utf8Offsets.count, utf8Offsets[resolved.count] <= utf8Offset - start.utf8 {
        resolved.append(graphemeOffset - start.graphemes)
      }
      let cluster = GraphemeCluster(
        character,
        at: ViewCounts(graphemes: graphemeOffset, scalars: scalarOffset, utf16: utf16Offset, utf8: utf8Offset))
      scalarOffset = cluster.scalarRange.upperBound
      utf16Offset = cluster.utf16Range.upperBound
      utf8Offset = cluster.utf8Range.upperBound
      try body(cluster)
      graphemeOffset += 1
    }
    // Past the limit, only counts: bytes a vector at a time, clusters by the cluster scanner.
    let utf8 = text.utf8
    let materialized = utf8Offset - start.utf8
    if materialized < utf8.count {
      let rest = UTF8CodeUnitCounts(of: Substring(utf8[utf8.index(utf8.startIndex, offsetBy: materialized)...]))
      let before = graphemeOffset - start.graphemes
      if resolved.count < utf8Offsets.count {
        var text = text
        text.makeContiguousUTF8()
        graphemeOffset += ClusterScanner.scanning(text) { scanner in
          var position = materialized
          var clusters = 0
          for offset in utf8Offsets[resolved.count...] {
            let span = scanner.cluster(containingUTF8Offset: offset, from: position, graphemeOffset: clusters)
            resolved.append(before + span.graphemeOffset)
            position = span.utf8Range.lowerBound
            clusters = span.graphemeOffset
          }
          return clusters + scanner.advance(from: position, clusters: Int.max).clusters
        }
      } else {
        graphemeOffset += ClusterScanner.count(of: text, fromUTF8Offset: materialized)
      }
      scalarOffset += rest.scalars
      utf16Offset += rest.utf16
      utf8Offset += rest.utf8
    }
    while resolved.count < utf8Offsets.count { resolved.append(graphemeOffset - start.graphemes) }
    let counts = ViewCounts(
      graphemes: graphemeOffset - start.graphemes, scalars: scalarOffset - start.scalars,
      utf16: utf16Offset - start.utf16, utf8: utf8Offset - start.utf8)
    return (counts, resolved)
  }
}

/// One grapheme cluster (a Swift `Character`) with its place in every view.
public struct GraphemeCluster: Hashable, Sendable {
  /// The cluster. Set with the ranges, never alone: ``scalars`` walks it and counts by them.
  public internal(set) var character: Character
  /// Its position counted in clusters from the start of the text.
  public var graphemeOffset: Int
  /// The half-open range of its scalars, in scalars from the start.
  public internal(set) var scalarRange: Range<Int>
  /// The half-open range of its UTF-16 code units.
  public internal(set) var utf16Range: Range<Int>
  /// The half-open range of its UTF-8 bytes.
  public internal(set) var utf8Range: Range<Int>
  /// Its scalars with their positions, worked out from `character` as they are walked.
  ///
  /// - Complexity: O(1) to make; O(1) a step.
  public var scalars: ClusterScalars {
    ClusterScalars(of: character, scalarRange: scalarRange, utf16Range: utf16Range, utf8Range: utf8Range)
  }

  /// The range of this cluster in `view`'s units.
  public func range(in view: TextView) -> Range<Int> {
    switch view {
    case .utf8: utf8Range
    case .utf16: utf16Range
    case .scalar: scalarRange
    case .grapheme: graphemeOffset..<(graphemeOffset + 1)
    }
  }
}

/// One Unicode scalar with its offset in the scalar, UTF-16 and UTF-8 views.
public struct ScalarPosition: Hashable, Sendable {
  /// The scalar.
  public var scalar: Unicode.Scalar
  /// Its position in scalars from the start of the text.
  public var scalarOffset: Int
  /// Its first UTF-16 code unit's position from the start.
  public var utf16Offset: Int
  /// Its first UTF-8 byte's position from the start.
  public var utf8Offset: Int

  /// Creates a scalar position.
  public init(scalar: Unicode.Scalar, scalarOffset: Int, utf16Offset: Int, utf8Offset: Int) {
    self.scalar = scalar
    self.scalarOffset = scalarOffset
    self.utf16Offset = utf16Offset
    self.utf8Offset = utf8Offset
  }

  /// Its UTF-16 code units: one, or a surrogate pair above U+FFFF.
  ///
  ///     // U+1F600 😀 → [0xD83D, 0xDE00]
  public var utf16: [UInt16] { Array(UTF16.encode(scalar)!) }

  /// Its UTF-8 bytes, one to four.
  ///
  ///     // U+00E9 é → [0xC3, 0xA9]
  public var utf8: [UInt8] { Array(UTF8.encode(scalar)!) }
}
