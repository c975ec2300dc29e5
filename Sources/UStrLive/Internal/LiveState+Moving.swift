import UStrCore

extension LiveState {
  /// Where `cursor` lands one `unit` to the right: the end of its cluster, the end of its
  /// scalar, the next UTF-16 unit (between the halves of a surrogate pair), or the next byte.
  ///
  /// - Complexity: O(k) in the bytes from the nearest checkpoint for `.grapheme`; O(1) otherwise.
  func position(after cursor: LiveCursor, by unit: TextView) -> LiveCursor {
    let end = text.utf8.count
    guard cursor.utf8Offset < end else { return LiveCursor(utf8Offset: end) }
    let start = scalarStart(containing: cursor.utf8Offset)
    let scalar = scalar(startingAt: start)
    let scalarEnd = start + UTF8.width(scalar)
    switch unit {
    case .grapheme:
      return LiveCursor(utf8Offset: cluster(holding: cursor)?.utf8Range.upperBound ?? end)
    case .scalar:
      return LiveCursor(utf8Offset: scalarEnd)
    case .utf16:
      if UTF16.width(scalar) == 2, start == cursor.utf8Offset, !cursor.isBetweenSurrogates {
        return LiveCursor(utf8Offset: start, isBetweenSurrogates: true)
      }
      return LiveCursor(utf8Offset: scalarEnd)
    case .utf8:
      // Between surrogates there is no byte position: the next one is the scalar's second byte.
      return LiveCursor(utf8Offset: cursor.utf8Offset + 1)
    }
  }

  /// Where `cursor` lands one `unit` to the left; what Backspace in that unit deletes back to.
  ///
  /// - Complexity: O(k) in the bytes from the nearest checkpoint for `.grapheme`; O(1) otherwise.
  func position(before cursor: LiveCursor, by unit: TextView) -> LiveCursor {
    if cursor.isBetweenSurrogates, unit != .grapheme { return LiveCursor(utf8Offset: cursor.utf8Offset) }
    guard cursor.utf8Offset > 0 else { return LiveCursor(utf8Offset: 0) }
    switch unit {
    case .grapheme:
      return LiveCursor(utf8Offset: clusterStart(before: cursor))
    case .utf8:
      return LiveCursor(utf8Offset: cursor.utf8Offset - 1)
    case .scalar, .utf16:
      let start = scalarStart(containing: cursor.utf8Offset)
      if start != cursor.utf8Offset { return LiveCursor(utf8Offset: start) }
      let previous = scalarStart(containing: cursor.utf8Offset - 1)
      if unit == .utf16, cursor.utf8Offset - previous == 4 {
        return LiveCursor(utf8Offset: previous, isBetweenSurrogates: true)
      }
      return LiveCursor(utf8Offset: previous)
    }
  }
}
