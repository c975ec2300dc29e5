import UStrCore
import UStrICU
import UStrReport

extension LiveState {
  /// Replaces the text between `start` and `end` with `inserted` and puts the cursor after it.
  ///
  /// Either end may split a scalar (the cursor moved by byte, or between surrogates): the
  /// pieces of the split scalar left on each side are what an editor counting in that unit
  /// would keep, repaired as a decoder does ("maximal subpart": a lone surrogate or a partial
  /// UTF-8 sequence becomes U+FFFD), so that deleting one byte of "é" shows "\u{FFFD}" live.
  ///
  /// Returns whether a whole-text recount should follow after the debounce delay.
  ///
  /// - Complexity: O(n) for a text up to ``immediateRecountLimit`` bytes (recounted at once);
  ///   otherwise O(k + m): k the bytes from the checkpoint before the edit to the cluster after
  ///   it, m the inserted bytes (plus the string's own copy of its bytes when it grows).
  mutating func replace(from start: LiveCursor, to end: LiveCursor, with inserted: String) -> Bool {
    let (lower, prefix) = splitStart(start)
    let (upper, suffix) = splitEnd(end)
    let replacement = prefix + inserted + suffix
    let newCursor = LiveCursor(utf8Offset: lower + prefix.utf8.count + inserted.utf8.count)
    if max(text.utf8.count, text.utf8.count - (upper - lower) + replacement.utf8.count) <= Self.immediateRecountLimit {
      lines.replaceSubrange(lower..<upper, with: replacement, in: &text)
      cursor = newCursor
      recount()
      return false
    }
    replaceCountingLocally(lower..<upper, with: replacement)
    cursor = newCursor
    isRecountPending = true
    return true
  }

  /// The scalar boundary at or before `cursor`, and the repaired piece of a scalar split there.
  private func splitStart(_ cursor: LiveCursor) -> (Int, String) {
    guard !isScalarBoundary(cursor) else { return (cursor.utf8Offset, "") }
    let start = scalarStart(containing: cursor.utf8Offset)
    // A lone high surrogate, as a UTF-16 decoder repairs it.
    if cursor.isBetweenSurrogates { return (start, "\u{FFFD}") }
    return (start, String(decoding: utf8Bytes(start..<cursor.utf8Offset), as: UTF8.self))
  }

  /// The scalar boundary at or after `cursor`, and the repaired piece of a scalar split there.
  private func splitEnd(_ cursor: LiveCursor) -> (Int, String) {
    guard !isScalarBoundary(cursor) else { return (cursor.utf8Offset, "") }
    let start = scalarStart(containing: cursor.utf8Offset)
    let end = start + UTF8.width(scalar(startingAt: start))
    if cursor.isBetweenSurrogates { return (end, "\u{FFFD}") }
    return (end, String(decoding: utf8Bytes(cursor.utf8Offset..<end), as: UTF8.self))
  }

  private func utf8Bytes(_ range: Range<Int>) -> [UInt8] {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    return Array(utf8[lower..<utf8.index(lower, offsetBy: range.count)])
  }

  /// Edits a long text, updating the counts and checkpoints from the edited region only: the
  /// clusters from the checkpoint before the edit to a boundary the edit cannot move are counted
  /// before and after the edit; checkpoints past that region move by the difference.
  ///
  /// The region ends two clusters past the edit, and never between two regional indicators: an
  /// indicator inserted into or deleted from a run re-pairs the rest of the run (rules GB12 and
  /// GB13 count the indicators before a boundary), so the region takes in the whole run. The
  /// other rules that look back (GB9c, GB11) look back only inside one cluster.
  ///
  /// - Complexity: O(k + r): k the bytes from the checkpoint before the edit to two clusters
  ///   past it, r the rest of a regional-indicator run the edit touches.
  private mutating func replaceCountingLocally(_ range: Range<Int>, with replacement: String) {
    let anchorIndex = checkpointIndex(before: range.lowerBound)
    let anchor = checkpoints[anchorIndex]
    var oldClusters = 0
    var regionEnd = anchor.utf8
    var clustersPastEdit = 0
    walkClusterRanges(from: anchor) { cluster, _, end in
      oldClusters += 1
      regionEnd = end.utf8
      if regionEnd > range.upperBound { clustersPastEdit += 1 }
      // A regional indicator is F0 9F 87 A6 ... F0 9F 87 BF: its last four bytes say.
      let endsInRegionalIndicator =
        cluster.count >= 4 && byte(at: cluster.upperBound - 4) == 0xF0 && byte(at: cluster.upperBound - 3) == 0x9F
        && byte(at: cluster.upperBound - 2) == 0x87 && (0xA6...0xBF).contains(byte(at: cluster.upperBound - 1))
      return clustersPastEdit < 2 || endsInRegionalIndicator
    }
    let removed = ViewCounts(of: text[utf8Index(range.lowerBound)..<utf8Index(range.upperBound)])
    let added = ViewCounts(of: replacement)
    lines.replaceSubrange(range, with: replacement, in: &text)
    let newRegionEnd = regionEnd - range.count + replacement.utf8.count
    var newClusters = 0
    walkClusterRanges(from: anchor) { _, position, _ in
      guard position.utf8 < newRegionEnd else { return false }
      newClusters += 1
      return true
    }
    let delta = ViewCounts(
      graphemes: newClusters - oldClusters, scalars: added.scalars - removed.scalars,
      utf16: added.utf16 - removed.utf16, utf8: added.utf8 - removed.utf8)
    counts = counts + delta
    var kept = Array(checkpoints[...anchorIndex])
    for checkpoint in checkpoints[(anchorIndex + 1)...] where checkpoint.utf8 >= regionEnd {
      kept.append(checkpoint + delta)
    }
    checkpoints = kept
  }

  private func utf8Index(_ utf8Offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
  }

  /// Recounts the whole text: exact counts, checkpoints, normalization and warnings.
  ///
  /// - Complexity: O(n).
  mutating func recount() {
    var found: [ViewCounts] = [.zero]
    counts = TextBreakdown.forEachCluster(of: text, limit: nil) { cluster in
      if cluster.utf8Range.lowerBound >= found[found.count - 1].utf8 + Self.checkpointSpacing {
        found.append(
          ViewCounts(
            graphemes: cluster.graphemeOffset, scalars: cluster.scalarRange.lowerBound,
            utf16: cluster.utf16Range.lowerBound, utf8: cluster.utf8Range.lowerBound))
      }
    }
    checkpoints = found
    if let inspection = try? Inspection(text: text, graphemeLimit: 0) {
      summary = LiveSummary(normalization: inspection.normalization, warnings: inspection.warnings)
    } else {
      summary = LiveSummary(normalization: nil, warnings: [])
    }
    isRecountPending = false
  }

  /// Replaces the text by its next normalization form (NFC, NFD, NFKC, NFKD, NFC, ...), keeping
  /// the cursor on the same grapheme cluster (by grapheme offset).
  ///
  /// - Complexity: O(n).
  mutating func cycleForm() {
    let next: NormalizationForm =
      switch form {
      case nil, .nfkd?: .nfc
      case .nfc?: .nfd
      case .nfd?: .nfkc
      case .nfkc?: .nfkd
      }
    // nil: the cursor is at the end, and stays there.
    let graphemeOffset = cluster(holding: cursor)?.graphemeOffset
    do {
      let normalized = try Normalizer(next).normalize(text)
      text = normalized
      lines = LineIndex(text)
      form = next
      recount()
      cursor = LiveCursor(utf8Offset: graphemeOffset.map(utf8Offset(ofGrapheme:)) ?? text.utf8.count)
    } catch {
      message = "\(next) refused: \(error)"
    }
  }
}
