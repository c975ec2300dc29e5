extension OffsetMap {
  /// The substring between two offsets of `view`.
  ///
  ///     let map = OffsetMap("👩🏽‍🚀!")              // U+1F469 U+1F3FD U+200D U+1F680 U+0021
  ///     map.substring(7..<8, in: .utf16)          // .success("!")
  ///     map.substring(1..<8, in: .utf16)          // .failure: lower end between the UTF-16
  ///                                              //   units of U+1F469
  ///     map.substring(1..<8, in: .utf16, rounding: .outward)  // .success("👩🏽‍🚀!")
  ///     map.substring(1..<8, in: .utf16, rounding: .inward)   // .success("!")
  ///
  /// Each end must be a grapheme cluster boundary unless `rounding` says how to move it. An end
  /// out of range is refused whatever the rounding. The substring shares `text`'s storage: it
  /// keeps the whole text alive (copy it with `String(_:)` to keep only its own bytes).
  ///
  /// - Complexity: twice ``position(_:in:)``.
  public func substring(
    _ range: Range<Int>, in view: TextView, rounding: SliceRounding = .refuse
  ) -> Result<Substring, SliceRefusal> {
    let lower: PositionLookup
    let upper: PositionLookup
    switch (position(range.lowerBound, in: view), position(range.upperBound, in: view)) {
    case (let found?, let other?):
      lower = found
      upper = other
    case (nil, _):
      return .failure(
        SliceRefusal(end: .lower, view: view, offset: range.lowerBound, reason: .outOfRange(count: counts[view])))
    case (_, nil):
      return .failure(
        SliceRefusal(end: .upper, view: view, offset: range.upperBound, reason: .outOfRange(count: counts[view])))
    }
    var start = lower.roundedDown.utf8Offset
    var end = upper.roundedDown.utf8Offset
    switch rounding {
    case .refuse:
      if let refusal = refusal(lower, end: .lower) ?? refusal(upper, end: .upper) { return .failure(refusal) }
    case .outward:
      end = upper.roundedUp.utf8Offset
    case .inward:
      start = lower.roundedUp.utf8Offset
      end = max(start, end)
    }
    return .success(text[stringIndex(utf8Offset: start)..<stringIndex(utf8Offset: end)])
  }

  private func refusal(_ position: PositionLookup, end: SliceRefusal.End) -> SliceRefusal? {
    guard let cluster = position.containingCluster else { return nil }
    let reason: SliceRefusal.Reason =
      position.containingScalar.map { .cutsScalar($0, cluster: cluster) } ?? .cutsCluster(cluster)
    return SliceRefusal(end: end, view: position.givenView, offset: position.givenOffset, reason: reason)
  }
}
