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
  /// - Complexity: when both ends are cluster boundaries, two code-unit conversions and a local
  ///   boundary check (a walk of at most 32 clusters for a grapheme range); otherwise twice
  ///   ``position(_:in:)``.
  public func substring(
    _ range: Range<Int>, in view: TextView, rounding: SliceRounding = .refuse
  ) -> Result<Substring, SliceRefusal> {
    // Ends at cluster boundaries need no rounding and no refusal: only the boundary checks.
    if let start = clusterBoundaryUTF8Offset(range.lowerBound, in: view),
      let end = clusterBoundaryUTF8Offset(range.upperBound, in: view)
    {
      return .success(text[stringIndex(utf8Offset: start)..<stringIndex(utf8Offset: end)])
    }
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

  /// The UTF-8 offset of the position `offset` units into `view` when it is a grapheme cluster
  /// boundary; `nil` when it is out of range or inside a scalar or a cluster.
  private func clusterBoundaryUTF8Offset(_ offset: Int, in view: TextView) -> Int? {
    if view == .grapheme { return graphemes.utf8Offset(graphemeOffset: offset, in: text) }
    guard let utf8Offset = scalarBoundaryUTF8Offset(offset, in: view) else { return nil }
    return isClusterBoundary(utf8Offset: utf8Offset) ? utf8Offset : nil
  }

  /// Whether the scalar boundary `utf8Offset` is a cluster boundary: from the classes of the
  /// scalars around it where they decide (``ClusterScanner/isBoundary(utf8Offset:)``), otherwise
  /// by the cluster that holds it, found from the grapheme checkpoint before it (never by
  /// `String.Index(_:within:)`, which walks back over the whole cluster or flag run).
  private func isClusterBoundary(utf8Offset: Int) -> Bool {
    ClusterScanner.scanning(text) { $0.isBoundary(utf8Offset: utf8Offset) }
      ?? (graphemes.cluster(containingUTF8Offset: utf8Offset, in: text).utf8Range.lowerBound == utf8Offset)
  }

  private func refusal(_ position: PositionLookup, end: SliceRefusal.End) -> SliceRefusal? {
    guard let cluster = position.containingCluster else { return nil }
    let reason: SliceRefusal.Reason =
      position.containingScalar.map { .cutsScalar($0, cluster: cluster) } ?? .cutsCluster(cluster)
    return SliceRefusal(end: end, view: position.givenView, offset: position.givenOffset, reason: reason)
  }
}
