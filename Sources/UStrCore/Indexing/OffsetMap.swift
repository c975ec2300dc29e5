/// Converts a position given in any of the four views of a text (UTF-8, UTF-16, scalars,
/// grapheme clusters) into every other view, and slices the text by any view's offsets.
///
/// For "👩🏽‍🚀!" (U+1F469 U+1F3FD U+200D U+1F680 U+0021: one astronaut cluster, then "!"):
///
///     let map = OffsetMap("👩🏽‍🚀!")
///     map.counts                                // graphemes 2, scalars 5, utf16 8, utf8 16
///     map.convert(15, from: .utf8, to: .utf16)  // 7
///     map.convert(1, from: .grapheme, to: .utf16) // 7
///     map.convert(1, from: .utf16, to: .utf8)   // nil: between the halves of U+1F469
///
///     let p = map.position(1, in: .utf16)!
///     p.isBoundary(in: .utf16)      // true
///     p.isBoundary(in: .scalar)     // false
///     p.containingScalar?.scalar    // U+1F469
///     p.containingCluster?.character // "👩🏽‍🚀"
///     p.roundedDown.utf16Offset     // 0
///     p.roundedUp.utf16Offset       // 7
///
/// Built in one pass for the code-unit views (``CodeUnitMap``: checkpoints every 256 bytes,
/// about 2 % of the UTF-8 length) and one walk over the clusters (`GraphemeCheckpoints`: a
/// checkpoint every 32 clusters, at most 8.4 % of the UTF-8 length for ASCII text, 2.9 % for
/// CJK). Queries never walk from the start: a code-unit conversion scans at most 256 bytes, a
/// grapheme conversion walks at most 32 clusters, by scalar classes where they decide, and only
/// counts lead bytes where the 32 clusters are single scalars.
public struct OffsetMap: Sendable {
  /// The UTF-8, UTF-16 and scalar checkpoints (usable alone when graphemes are not needed).
  public let codeUnits: CodeUnitMap
  let graphemes: GraphemeCheckpoints

  /// Builds the map of `text`.
  ///
  /// - Complexity: O(n) in the UTF-8 length; the cluster walk (as in `text.count`) dominates.
  public init(_ text: String) {
    codeUnits = CodeUnitMap(text)
    graphemes = GraphemeCheckpoints(codeUnits.text)
  }

  /// The text the offsets refer to.
  public var text: String { codeUnits.text }

  /// The text's length in each view.
  public var counts: ViewCounts {
    ViewCounts(
      graphemes: graphemes.count, scalars: codeUnits.counts.scalars,
      utf16: codeUnits.counts.utf16, utf8: codeUnits.counts.utf8)
  }

  /// The bytes the map holds beyond the text: code-unit checkpoints and grapheme checkpoints.
  public var checkpointMemory: (codeUnits: Int, graphemes: Int) {
    (codeUnits.checkpointMemory, graphemes.memory)
  }
}
