/// `String.Index` forms of ``CodeUnitMap``'s conversions: a scalar boundary given as an offset
/// of one code-unit view, as an index of ``CodeUnitMap/text``, and back.
extension CodeUnitMap {
  /// The index of the scalar boundary `utf8Offset` bytes into the text, or `nil` when the offset
  /// is out of range or inside a scalar's bytes (as ``utf16Offset(utf8Offset:)`` answers `nil`).
  ///
  ///     let map = CodeUnitMap("a😀b")
  ///     map.text[map.index(utf8Offset: 5)!]   // "b"
  ///     map.index(utf8Offset: 2)              // nil: inside U+1F600
  ///
  /// - Complexity: O(1) with a scan of at most 256 bytes.
  public func index(utf8Offset: Int) -> String.Index? {
    exactBoundary(utf8Offset: utf8Offset).flatMap { UTF8Position.index(utf8Offset: $0.utf8Offset, in: text) }
  }

  /// The index of the scalar boundary `utf16Offset` units into the text, or `nil` when out of
  /// range or between the units of a surrogate pair.
  ///
  ///     CodeUnitMap("a😀b").index(utf16Offset: 2)   // nil: between the units of U+1F600
  ///
  /// - Complexity: O(log n) to find the checkpoint, then a scan of at most 256 bytes.
  public func index(utf16Offset: Int) -> String.Index? {
    exactBoundary(utf16Offset: utf16Offset).flatMap { UTF8Position.index(utf8Offset: $0.utf8Offset, in: text) }
  }

  /// The index of the scalar `scalarOffset` (or of the end when it equals `counts.scalars`), or
  /// `nil` when out of range.
  ///
  /// - Complexity: O(log n), then a scan of at most 256 bytes.
  public func index(scalarOffset: Int) -> String.Index? {
    utf8Offset(scalarOffset: scalarOffset).flatMap { UTF8Position.index(utf8Offset: $0, in: text) }
  }

  /// The UTF-8 offset of `index`, or `nil` when it is outside the text or not a scalar boundary
  /// (inside a scalar's bytes, or between the units of a surrogate pair).
  ///
  /// - Complexity: O(1) with a scan of at most 256 bytes.
  public func utf8Offset(of index: String.Index) -> Int? {
    scalarBoundary(of: index)?.utf8Offset
  }

  /// The UTF-16 offset of `index`, or `nil` when it is not a scalar boundary of the text.
  ///
  ///     let map = CodeUnitMap("a😀b")
  ///     map.utf16Offset(of: map.text.firstIndex(of: "b")!)   // 3
  ///
  /// - Complexity: O(1) with a scan of at most 256 bytes.
  public func utf16Offset(of index: String.Index) -> Int? {
    scalarBoundary(of: index)?.utf16Offset
  }

  /// The scalar offset of `index`, or `nil` when it is not a scalar boundary of the text.
  ///
  /// - Complexity: O(1) with a scan of at most 256 bytes.
  public func scalarOffset(of index: String.Index) -> Int? {
    scalarBoundary(of: index)?.scalarOffset
  }

  private func scalarBoundary(of index: String.Index) -> ScalarBoundary? {
    UTF8Position.utf8Offset(of: index, in: text).flatMap { exactBoundary(utf8Offset: $0) }
  }
}
