extension OffsetMap {
  /// The position `offset` units into `view`, described in every view.
  ///
  ///     let map = OffsetMap("Poke\u{301}mon")   // e + U+0301 COMBINING ACUTE ACCENT
  ///     let p = map.position(4, in: .scalar)!   // between "e" and U+0301
  ///     p.utf8Offset      // 4
  ///     p.graphemeOffset  // nil: inside the cluster "é"
  ///     p.roundedDown.graphemeOffset  // 3
  ///     p.roundedUp.graphemeOffset    // 4
  ///
  /// Returns `nil` when `offset` is outside `0...counts[view]`.
  ///
  /// - Complexity: O(log n), a scan of at most 256 bytes, and a walk of at most 32 clusters
  ///   (plus the length of the cluster it falls in).
  public func position(_ offset: Int, in view: TextView) -> PositionLookup? {
    let found: (boundary: ScalarBoundary, isExact: Bool)?
    var knownCluster: ClusterSpan?
    switch view {
    case .utf8: found = codeUnits.boundary(roundingDownUTF8Offset: offset)
    case .utf16: found = codeUnits.boundary(roundingDownUTF16Offset: offset)
    case .scalar: found = codeUnits.boundary(scalarOffset: offset).map { ($0, true) }
    case .grapheme:
      knownCluster = graphemes.cluster(graphemeOffset: offset, in: text)
      found = knownCluster.flatMap { codeUnits.boundary(roundingDownUTF8Offset: $0.utf8Range.lowerBound) }
    }
    guard let (boundary, isScalarBoundary) = found else { return nil }
    let cluster =
      knownCluster ?? graphemes.cluster(containingUTF8Offset: boundary.utf8Offset, in: text)
    let isGraphemeBoundary = isScalarBoundary && cluster.utf8Range.lowerBound == boundary.utf8Offset
    let below = boundaryOffsets(at: cluster.utf8Range.lowerBound, graphemeOffset: cluster.graphemeOffset)
    let above =
      isGraphemeBoundary
      ? below : boundaryOffsets(at: cluster.utf8Range.upperBound, graphemeOffset: cluster.graphemeOffset + 1)
    return PositionLookup(
      givenView: view, givenOffset: offset,
      utf8Offset: isScalarBoundary ? boundary.utf8Offset : (view == .utf8 ? offset : nil),
      utf16Offset: isScalarBoundary ? boundary.utf16Offset : (view == .utf16 ? offset : nil),
      scalarOffset: isScalarBoundary ? boundary.scalarOffset : nil,
      graphemeOffset: isGraphemeBoundary ? cluster.graphemeOffset : nil,
      roundedDown: below, roundedUp: above,
      containingScalar: isScalarBoundary ? nil : scalarPosition(at: boundary),
      containingCluster: isGraphemeBoundary ? nil : graphemeCluster(cluster, startingAt: below))
  }

  /// The position of `index`, described in every view.
  ///
  /// An index from `text.utf16` between the halves of a surrogate pair is taken as that UTF-16
  /// offset; any other index as its UTF-8 offset.
  ///
  /// - Precondition: `index` is an index of `text` (traps otherwise).
  /// - Complexity: as ``position(_:in:)``.
  public func position(of index: String.Index) -> PositionLookup {
    let utf8 = text.utf8
    precondition(index <= text.endIndex, "OffsetMap.position(of:): index out of bounds of its text")
    let utf8Offset = utf8.distance(from: utf8.startIndex, to: index)
    if let (boundary, isExact) = codeUnits.boundary(roundingDownUTF8Offset: utf8Offset), isExact,
      index.samePosition(in: text.unicodeScalars) == nil
    {
      // A scalar boundary in UTF-8 that is no scalar index: the utf16 view's trailing surrogate.
      return position(boundary.utf16Offset + 1, in: .utf16)!
    }
    return position(utf8Offset, in: .utf8)!
  }

  /// The offset in `target` of the position `offset` units into `source`.
  ///
  ///     let map = OffsetMap("a😀é")   // U+0061 U+1F600 U+00E9
  ///     map.convert(3, from: .utf16, to: .utf8)     // 5
  ///     map.convert(2, from: .utf16, to: .utf8)     // nil: between the halves of U+1F600
  ///     map.convert(2, from: .grapheme, to: .utf16) // 3
  ///
  /// Returns `nil` when `offset` is out of range, or when the position is not a boundary of
  /// `target` (use ``position(_:in:)`` to learn why and where the nearest boundaries are).
  ///
  /// - Complexity: between code-unit views, O(log n) and a scan of at most 256 bytes; with the
  ///   grapheme view, also a walk of at most 32 clusters.
  public func convert(_ offset: Int, from source: TextView, to target: TextView) -> Int? {
    if source == .grapheme {
      guard let utf8Offset = graphemes.utf8Offset(graphemeOffset: offset, in: text) else { return nil }
      return target == .grapheme ? offset : scalarBoundary(utf8Offset: utf8Offset)[target]
    }
    if target == .grapheme {
      guard let utf8Offset = scalarBoundaryUTF8Offset(offset, in: source) else { return nil }
      let span = graphemes.cluster(containingUTF8Offset: utf8Offset, in: text)
      return span.utf8Range.lowerBound == utf8Offset ? span.graphemeOffset : nil
    }
    switch (source, target) {
    case (.utf8, .utf16): return codeUnits.utf16Offset(utf8Offset: offset)
    case (.utf8, .scalar): return codeUnits.scalarOffset(utf8Offset: offset)
    case (.utf16, .utf8): return codeUnits.utf8Offset(utf16Offset: offset)
    case (.utf16, .scalar): return codeUnits.scalarOffset(utf16Offset: offset)
    case (.scalar, .utf8): return codeUnits.utf8Offset(scalarOffset: offset)
    case (.scalar, .utf16): return codeUnits.utf16Offset(scalarOffset: offset)
    default:
      // The same view: the offset itself when it is in range.
      return (0...counts[source]).contains(offset) ? offset : nil
    }
  }

  /// The index `offset` units into `view`, or `nil` when `offset` is out of range or inside a
  /// scalar (an index inside a scalar is a UTF-8 or UTF-16 view index, not a `String` one).
  ///
  /// The index may be inside a grapheme cluster (at a scalar boundary); see
  /// ``index(roundingDown:in:)`` for cluster boundaries.
  ///
  /// - Complexity: as ``convert(_:from:to:)``.
  public func index(_ offset: Int, in view: TextView) -> String.Index? {
    convert(offset, from: view, to: .utf8).map(stringIndex(utf8Offset:))
  }

  /// The index of the nearest grapheme cluster boundary at or before the position `offset` units
  /// into `view`, or `nil` when `offset` is out of range.
  ///
  /// - Complexity: as ``position(_:in:)``.
  public func index(roundingDown offset: Int, in view: TextView) -> String.Index? {
    position(offset, in: view).map { stringIndex(utf8Offset: $0.roundedDown.utf8Offset) }
  }

  /// The index of the nearest grapheme cluster boundary at or after the position `offset` units
  /// into `view`, or `nil` when `offset` is out of range.
  ///
  /// - Complexity: as ``position(_:in:)``.
  public func index(roundingUp offset: Int, in view: TextView) -> String.Index? {
    position(offset, in: view).map { stringIndex(utf8Offset: $0.roundedUp.utf8Offset) }
  }
}

extension OffsetMap {
  /// The grapheme cluster numbered `graphemeOffset`, with its scalars and its range in every
  /// view, or `nil` when `graphemeOffset` is outside `0..<counts.graphemes`.
  ///
  ///     OffsetMap("a👩🏽‍🚀").cluster(at: 1)?.utf16Range   // 1..<8
  ///
  /// - Complexity: O(log n) and a walk of at most 32 clusters, plus the cluster's length.
  public func cluster(at graphemeOffset: Int) -> GraphemeCluster? {
    guard graphemeOffset < counts.graphemes,
      let span = graphemes.cluster(graphemeOffset: graphemeOffset, in: text)
    else { return nil }
    let start = scalarBoundary(utf8Offset: span.utf8Range.lowerBound)
    return graphemeCluster(
      span,
      startingAt: BoundaryOffsets(
        utf8Offset: start.utf8Offset, utf16Offset: start.utf16Offset,
        scalarOffset: start.scalarOffset, graphemeOffset: graphemeOffset))
  }
}

extension OffsetMap {
  /// The UTF-8 offset of the position `offset` units into code-unit view `view`, or `nil` when
  /// it is out of range or not a scalar boundary.
  func scalarBoundaryUTF8Offset(_ offset: Int, in view: TextView) -> Int? {
    switch view {
    case .utf8: codeUnits.scalarOffset(utf8Offset: offset) == nil ? nil : offset
    case .utf16: codeUnits.utf8Offset(utf16Offset: offset)
    case .scalar: codeUnits.utf8Offset(scalarOffset: offset)
    case .grapheme: preconditionFailure("scalarBoundaryUTF8Offset: graphemes are no code-unit view")
    }
  }

  /// The offsets of the scalar boundary at `utf8Offset`.
  func scalarBoundary(utf8Offset: Int) -> ScalarBoundary {
    codeUnits.boundary(roundingDownUTF8Offset: utf8Offset)!.boundary
  }

  func stringIndex(utf8Offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
  }

  /// The offsets of the cluster boundary at `utf8Offset`, which is `graphemeOffset`.
  private func boundaryOffsets(at utf8Offset: Int, graphemeOffset: Int) -> BoundaryOffsets {
    let boundary = scalarBoundary(utf8Offset: utf8Offset)
    return BoundaryOffsets(
      utf8Offset: boundary.utf8Offset, utf16Offset: boundary.utf16Offset,
      scalarOffset: boundary.scalarOffset, graphemeOffset: graphemeOffset)
  }

  /// The scalar that starts at `boundary`.
  private func scalarPosition(at boundary: ScalarBoundary) -> ScalarPosition {
    let index = stringIndex(utf8Offset: boundary.utf8Offset)
    return ScalarPosition(
      scalar: text.unicodeScalars[index], scalarOffset: boundary.scalarOffset,
      utf16Offset: boundary.utf16Offset, utf8Offset: boundary.utf8Offset)
  }

  /// The cluster `span`, which starts at `start`, with its scalars and ranges in every view.
  private func graphemeCluster(_ span: ClusterSpan, startingAt start: BoundaryOffsets) -> GraphemeCluster {
    let range = stringIndex(utf8Offset: span.utf8Range.lowerBound)..<stringIndex(utf8Offset: span.utf8Range.upperBound)
    return GraphemeCluster(
      Character(String(text[range])),
      at: ViewCounts(
        graphemes: span.graphemeOffset, scalars: start.scalarOffset, utf16: start.utf16Offset,
        utf8: start.utf8Offset))
  }
}
