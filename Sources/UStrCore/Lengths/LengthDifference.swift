/// The grapheme clusters that make a text's length differ between two runtimes: why Swift's
/// `count` and Java's `length()` disagree.
///
/// For "Poke\u{301}mon 👍🏽" (e + U+0301; 👍🏽 = U+1F44D U+1F3FD), Swift counts 9 and Java 13:
///
///     let difference = LengthDifference(of: "Poke\u{301}mon 👍🏽")
///     difference.lengths                         // (9, 13)
///     difference.clusters.map(\.description)
///     // ["é: 1 Character, 2 scalars, 2 UTF-16 units, 3 bytes",
///     //  "👍🏽: 1 Character, 2 scalars, 4 UTF-16 units, 8 bytes"]
///
/// A cluster explains the difference when its own length in the two views differs; each
/// distinct cluster is listed once, in order of first appearance, with how many times it occurs.
/// The sum of ``ClusterLengths/contribution`` over the clusters is `lengths.other - lengths.base`
/// when every differing cluster is listed.
///
/// It is the `swiftJavaDifference` object of `ustr lengths`'s JSON (see
/// LengthDifference+Coding.swift); a ``LengthDifferenceStream`` gives it for a text read in
/// windows.
public struct LengthDifference: Hashable, Sendable {
  /// The length counted first, a row of the ``LengthTable``: `swift.count`, 9.
  public var base: RuntimeLength
  /// The length compared with it, a row of the ``LengthTable``: `java.length`, 13.
  public var other: RuntimeLength
  /// How many distinct clusters differ; ``clusters`` may list only the first of them. A lower
  /// bound when ``isDistinctClusterCountExact`` is `false`.
  public var distinctClusterCount: Int
  /// Whether ``distinctClusterCount`` is exact: `false` only when a ``LengthDifferenceStream``
  /// met more distinct differing clusters than it remembers.
  public var isDistinctClusterCountExact: Bool
  /// The distinct clusters whose length differs between the views, in order of first
  /// appearance (all of them, or the first a stream lists).
  public var clusters: [ClusterLengths]

  /// The view `base` counts (`.grapheme` for Swift's `count`).
  public var baseView: TextView { base.unit.view }
  /// The view `other` counts (`.utf16` for Java's `length()`).
  public var otherView: TextView { other.unit.view }
  /// The text's length in `base` and in `other`.
  public var lengths: (base: Int, other: Int) { (base.value ?? 0, other.value ?? 0) }

  /// A difference from its parts.
  ///
  /// - Precondition: `base` and `other` have values (a row of the table other than
  ///   `icu.graphemes`, which UStrCore does not count).
  public init(
    base: RuntimeLength, other: RuntimeLength, distinctClusterCount: Int,
    isDistinctClusterCountExact: Bool, clusters: [ClusterLengths]
  ) {
    precondition(base.value != nil && other.value != nil, "a length difference needs both lengths")
    self.base = base
    self.other = other
    self.distinctClusterCount = distinctClusterCount
    self.isDistinctClusterCountExact = isDistinctClusterCountExact
    self.clusters = clusters
  }

  /// Finds the clusters of `text` whose length as the runtime `base` counts differs from that
  /// as `other` counts, naming each by its ``LengthTable`` row id.
  ///
  ///     LengthDifference(of: "\u{E9}e\u{301}", other: "rust.len").lengths  // (2, 5)
  ///
  /// Clusters are distinct by their scalars, not by canonical equivalence: "é" as U+00E9 and as
  /// e + U+0301 are two entries, because their lengths differ. Every distinct cluster is listed.
  ///
  /// - Precondition: `base` and `other` are ``LengthTable/ids`` other than `icu.graphemes`.
  /// - Complexity: O(n) in the UTF-8 length.
  public init(of text: String, base: String = "swift.count", other: String = "java.length") {
    var clusters: [ClusterLengths] = []
    var positionOfScalars: [[Unicode.Scalar]: Int] = [:]
    var total = ViewCounts(graphemes: 0, scalars: 0, utf16: 0, utf8: 0)
    let (baseView, otherView) = (Self.view(of: base), Self.view(of: other))
    for character in text {
      let own = ViewCounts(of: character)
      if own[baseView] != own[otherView] {
        let key = Array(character.unicodeScalars)
        if let position = positionOfScalars[key] {
          clusters[position].occurrences += 1
        } else {
          positionOfScalars[key] = clusters.count
          clusters.append(
            ClusterLengths(
              character: character, counts: own, occurrences: 1,
              firstGraphemeOffset: total.graphemes, firstUTF16Offset: total.utf16,
              firstUTF8Offset: total.utf8, baseView: baseView, otherView: otherView))
        }
      }
      total.add(own)
    }
    let table = LengthTable(counts: total)
    self.init(
      base: table[base]!, other: table[other]!, distinctClusterCount: clusters.count,
      isDistinctClusterCountExact: true, clusters: clusters)
  }

  /// The view the ``LengthTable`` row `id` counts.
  ///
  /// - Precondition: `id` is one of ``LengthTable/ids``, not `icu.graphemes`.
  static func view(of id: String) -> TextView {
    guard id != "icu.graphemes", let row = LengthTable(counts: .zero)[id] else {
      preconditionFailure("\"\(id)\" is not a length UStrCore counts")
    }
    return row.unit.view
  }
}

/// One distinct grapheme cluster with its length in every view and where it first occurs.
public struct ClusterLengths: Hashable, Sendable, CustomStringConvertible {
  /// The cluster.
  public var character: Character
  /// The length of one occurrence of the cluster in each view (`graphemes` is 1).
  public var counts: ViewCounts
  /// How many times the cluster occurs in the text.
  public var occurrences: Int
  /// Where it first occurs, in grapheme clusters from the start.
  public var firstGraphemeOffset: Int
  /// Where it first occurs, in UTF-16 code units from the start.
  public var firstUTF16Offset: Int
  /// Where it first occurs, in UTF-8 bytes from the start.
  public var firstUTF8Offset: Int
  /// The view counted first.
  public var baseView: TextView
  /// The view compared with it.
  public var otherView: TextView

  /// How much all its occurrences add to `other − base` length: 3 for each 👍🏽 from graphemes to
  /// UTF-16 (1 Character, 4 units), so 6 for two occurrences.
  public var contribution: Int {
    occurrences * (counts[otherView] - counts[baseView])
  }

  /// "👍🏽: 1 Character, 2 scalars, 4 UTF-16 units, 8 bytes", with " (×3)" when it occurs more
  /// than once. The cluster is written raw: a renderer must make control characters visible.
  public var description: String {
    let repeats = occurrences > 1 ? " (×\(occurrences))" : ""
    return "\(character): \(counts.graphemes) Character, "
      + "\(counts.scalars) scalar\(counts.scalars == 1 ? "" : "s"), "
      + "\(counts.utf16) UTF-16 unit\(counts.utf16 == 1 ? "" : "s"), "
      + "\(counts.utf8) byte\(counts.utf8 == 1 ? "" : "s")\(repeats)"
  }
}
