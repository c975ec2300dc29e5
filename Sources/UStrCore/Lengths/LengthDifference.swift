/// The grapheme clusters that make a text's length differ between two views: why Swift's
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
/// The sum of ``ClusterLengths/contribution`` over the clusters is `lengths.other - lengths.base`.
public struct LengthDifference: Hashable, Sendable {
  /// The view counted first (`.grapheme` for Swift's `count`).
  public var baseView: TextView
  /// The view compared with it (`.utf16` for Java's `length()`).
  public var otherView: TextView
  /// The text's length in `baseView` and in `otherView`.
  public var lengths: (base: Int, other: Int) {
    (counts[baseView], counts[otherView])
  }
  /// The text's counts in all four views.
  public var counts: ViewCounts
  /// The distinct clusters whose length differs between the views, in order of first appearance.
  public var clusters: [ClusterLengths]

  /// Finds the clusters of `text` whose length in `baseView` differs from that in `otherView`.
  ///
  /// Clusters are distinct by their scalars, not by canonical equivalence: "é" as U+00E9 and as
  /// e + U+0301 are two entries, because their lengths differ.
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public init(of text: String, baseView: TextView = .grapheme, otherView: TextView = .utf16) {
    self.baseView = baseView
    self.otherView = otherView
    var clusters: [ClusterLengths] = []
    var positionOfScalars: [[Unicode.Scalar]: Int] = [:]
    var total = ViewCounts(graphemes: 0, scalars: 0, utf16: 0, utf8: 0)
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
    self.counts = total
    self.clusters = clusters
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
