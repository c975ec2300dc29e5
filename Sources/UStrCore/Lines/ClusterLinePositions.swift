/// The line and columns of each grapheme cluster of a text that is read cluster by cluster, in
/// order, as `inspect` lists them: lines end at LSP's terminators (LF, CR LF, CR), counted from
/// 0, and columns count from the line's start in every view, 0-based (as ``LineIndex`` with
/// `.lsp` terminators counts them, without holding the text).
///
///     var positions = ClusterLinePositions()
///     for cluster in TextBreakdown("ab\r\ncd").graphemes {
///       positions.position(of: cluster)
///     }
///     // (0, 0), (0, 1), (0, 2) for "\r\n", then (1, 0) for "c" and (1, 1) for "d"
///
/// A CR, an LF and a CR LF are always clusters of their own (grapheme rules GB3–GB5), so a
/// cluster ends a line exactly when its first scalar is CR or LF.
///
/// - Complexity: O(1) a cluster; no memory grows with the text.
public struct ClusterLinePositions: Sendable {
  /// The line of the next cluster.
  public private(set) var line = 0
  /// Where that line starts, in every view.
  private var lineStart = BoundaryOffsets(utf8Offset: 0, utf16Offset: 0, scalarOffset: 0, graphemeOffset: 0)

  /// Positions at the start of a text.
  public init() {}

  /// The line of `cluster` (the next cluster of the text) and its columns, where it starts;
  /// then moves past it.
  @discardableResult
  public mutating func position(of cluster: GraphemeCluster) -> (line: Int, column: LineColumns) {
    let column = LineColumns(
      utf8: cluster.utf8Range.lowerBound - lineStart.utf8Offset,
      utf16: cluster.utf16Range.lowerBound - lineStart.utf16Offset,
      scalar: cluster.scalarRange.lowerBound - lineStart.scalarOffset,
      grapheme: cluster.graphemeOffset - lineStart.graphemeOffset)
    let position = (line, column)
    if let first = cluster.scalars.first?.scalar, first == "\n" || first == "\r" {
      line += 1
      lineStart = BoundaryOffsets(
        utf8Offset: cluster.utf8Range.upperBound, utf16Offset: cluster.utf16Range.upperBound,
        scalarOffset: cluster.scalarRange.upperBound, graphemeOffset: cluster.graphemeOffset + 1)
    }
    return position
  }
}
