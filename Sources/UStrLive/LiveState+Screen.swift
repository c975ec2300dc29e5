import UStrCore
import UStrICU
import UStrReport

extension LiveState {
  /// The screen's content for this state.
  ///
  /// - Complexity: O(k + w + log l): k the bytes from a checkpoint before the cursor (and before
  ///   its line's start), w the clusters shown, l the lines.
  public var screen: LiveScreen {
    let window = clusterWindow(radius: max(4, size.columns / 2))
    let alignedRadius = max(2, size.columns / 18)
    let cursorIndex = window.cursorIndex ?? window.clusters.count
    let aligned = window.clusters[
      max(0, cursorIndex - alignedRadius)..<min(window.clusters.count, cursorIndex + alignedRadius + 1)]
    let position = self.position(cluster: window.cursorIndex.map { window.clusters[$0] }, window: window.clusters)
    let scalarAtCursor = window.cursorIndex.flatMap { index in
      window.clusters[index].scalars.last { $0.utf8Offset <= cursor.utf8Offset }
    }
    return LiveScreen(
      unit: unit, form: form, size: size, isShowingHelp: isShowingHelp, message: message,
      textClusters: window.clusters, textContinuesBefore: window.hasBefore,
      textContinuesAfter: window.hasAfter,
      alignedClusters: Array(aligned), cursor: position, counts: counts,
      isRecountPending: isRecountPending, scalar: scalarAtCursor.map { CharacterCard($0.scalar) },
      normalization: summary.normalization, warnings: summary.warnings, engines: summary.engines)
  }

  /// Up to `radius` clusters before the cursor's cluster, that cluster, and `radius` after.
  private func clusterWindow(radius: Int) -> (
    clusters: [GraphemeCluster], cursorIndex: Int?, hasBefore: Bool, hasAfter: Bool
  ) {
    // Start two checkpoints back, so that the clusters before the cursor are in the walk.
    let start = checkpoints[max(0, checkpointIndex(before: cursor.utf8Offset + 1) - 1)]
    // Clusters are kept as ranges with their offsets; only those shown become
    // GraphemeCluster values (with their scalars), at the end.
    var before: [(Range<Int>, ViewCounts)] = []
    var dropped = start.graphemes > 0
    var kept: [(Range<Int>, ViewCounts)] = []
    var cursorIndex: Int?
    var hasAfter = false
    walkClusterRanges(from: start) { range, position, end in
      if cursorIndex == nil {
        if end.utf8 > cursor.utf8Offset {
          if before.count > radius {
            before.removeFirst(before.count - radius)
            dropped = true
          }
          kept = before
          cursorIndex = kept.count
          kept.append((range, position))
        } else {
          before.append((range, position))
          if before.count > 2 * radius {
            before.removeFirst(radius)
            dropped = true
          }
        }
        return true
      }
      guard kept.count - cursorIndex! <= radius else {
        hasAfter = true
        return false
      }
      kept.append((range, position))
      return true
    }
    if cursorIndex == nil {
      if before.count > radius {
        before.removeFirst(before.count - radius)
        dropped = true
      }
      kept = before
    }
    let clusters = kept.map { graphemeCluster($0.0, at: $0.1) }
    return (clusters, cursorIndex, dropped, hasAfter)
  }

  /// The cursor in every view, from the cluster that holds it (`nil` at the end).
  private func position(cluster: GraphemeCluster?, window: [GraphemeCluster]) -> LivePosition {
    let grapheme: LiveOffset
    let scalar: LiveOffset
    let utf16: LiveOffset
    let utf8: LiveOffset
    if let cluster, let scalarPosition = cluster.scalars.last(where: { $0.utf8Offset <= cursor.utf8Offset }) {
      let atScalarStart = scalarPosition.utf8Offset == cursor.utf8Offset
      let atBoundary = atScalarStart && !cursor.isBetweenSurrogates
      grapheme =
        atBoundary && cluster.utf8Range.lowerBound == cursor.utf8Offset
        ? .at(cluster.graphemeOffset) : .inside(cluster.graphemeOffset)
      scalar = atBoundary ? .at(scalarPosition.scalarOffset) : .inside(scalarPosition.scalarOffset)
      utf16 =
        cursor.isBetweenSurrogates
        ? .at(scalarPosition.utf16Offset + 1)
        : atScalarStart ? .at(scalarPosition.utf16Offset) : .inside(scalarPosition.utf16Offset)
      utf8 = cursor.isBetweenSurrogates ? .inside(scalarPosition.utf8Offset) : .at(cursor.utf8Offset)
    } else {
      let end =
        window.last.map {
          ViewCounts(
            graphemes: $0.graphemeOffset + 1, scalars: $0.scalarRange.upperBound,
            utf16: $0.utf16Range.upperBound, utf8: $0.utf8Range.upperBound)
        } ?? .zero
      (grapheme, scalar, utf16, utf8) = (.at(end.graphemes), .at(end.scalars), .at(end.utf16), .at(end.utf8))
    }
    let line = lines.line(containingUTF8Offset: cursor.utf8Offset) ?? 0
    let lineStart = counts(atGraphemeBoundary: lines.utf8Offset(ofLine: line) ?? 0)
    func column(_ offset: LiveOffset, from start: Int) -> Int? {
      guard case .at(let value) = offset else { return nil }
      return value - start
    }
    let columns = LineColumns(
      utf8: column(utf8, from: lineStart.utf8), utf16: column(utf16, from: lineStart.utf16),
      scalar: column(scalar, from: lineStart.scalars), grapheme: column(grapheme, from: lineStart.graphemes))
    return LivePosition(
      grapheme: grapheme, scalar: scalar, utf16: utf16, utf8: utf8, line: line, columns: columns,
      cursor: cursor)
  }

  /// The offsets in every view of `utf8Offset`, a grapheme boundary (a line's start is one: a
  /// cluster never goes on past a line terminator).
  ///
  /// - Complexity: O(k), k the bytes from the checkpoint before it: a column costs the same on a
  ///   line of a megabyte as on a short one.
  private func counts(atGraphemeBoundary utf8Offset: Int) -> ViewCounts {
    var found = checkpoints[checkpointIndex(before: utf8Offset + 1)]
    guard found.utf8 < utf8Offset else { return found }
    walkClusterRanges(from: found) { _, _, end in
      found = end
      return found.utf8 < utf8Offset
    }
    return found
  }
}
