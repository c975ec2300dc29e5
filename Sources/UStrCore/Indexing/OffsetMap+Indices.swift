/// `String.Index` forms of ``OffsetMap``'s offset functions: positions given as indices of the
/// map's ``OffsetMap/text`` instead of offsets. The offset forms' opposites are
/// ``OffsetMap/index(_:in:)`` and its rounding variants.
extension OffsetMap {
  /// The offset in `target` of the position `index` of ``text``.
  ///
  ///     let map = OffsetMap("a😀é")   // U+0061 U+1F600 U+00E9
  ///     let e = map.text.firstIndex(of: "é")!
  ///     map.convert(e, to: .utf16)      // 3
  ///     map.convert(e, to: .grapheme)   // 2
  ///     let low = map.text.utf16.index(map.text.startIndex, offsetBy: 2)   // between the halves of U+1F600
  ///     map.convert(low, to: .utf16)    // 2
  ///     map.convert(low, to: .utf8)     // nil
  ///
  /// An index of `text.utf16` between the halves of a surrogate pair is that UTF-16 position, as
  /// in ``position(of:)``: it has a UTF-16 offset and no other. Returns `nil` when `index` is
  /// outside `text.startIndex...text.endIndex`, or when the position is not a boundary of
  /// `target` (inside a scalar, or for `.grapheme` inside a cluster), as
  /// ``convert(_:from:to:)`` does for an offset.
  ///
  /// - Complexity: as ``convert(_:from:to:)`` from `.utf8`.
  public func convert(_ index: String.Index, to target: TextView) -> Int? {
    let utf8 = text.utf8
    guard index >= utf8.startIndex, index <= utf8.endIndex else { return nil }
    if let utf8Offset = UTF8Position.utf8Offset(of: index, in: text) {
      return convert(utf8Offset, from: .utf8, to: target)
    }
    // No byte position: a UTF-16 index after a high surrogate, one unit past its scalar's start.
    guard target == .utf16 else { return nil }
    return codeUnits.utf16Offset(utf8Offset: utf8.distance(from: utf8.startIndex, to: index)).map { $0 + 1 }
  }

  /// The grapheme cluster that starts at `index` of ``text``, with its scalars and its range in
  /// every view (its `range(in:)` gives it back as indices), or `nil` when `index` is no cluster
  /// start: outside the text, at its end, or inside a cluster.
  ///
  ///     let map = OffsetMap("a👩🏽‍🚀")   // U+0061, then U+1F469 U+1F3FD U+200D U+1F680
  ///     map.cluster(at: map.text.index(after: map.text.startIndex))?.utf16Range   // 1..<8
  ///     map.cluster(at: map.text.unicodeScalars.index(map.text.startIndex, offsetBy: 2))   // nil: inside
  ///
  /// - Complexity: as ``cluster(at:)-(Int)`` and ``convert(_:to:)``.
  public func cluster(at index: String.Index) -> GraphemeCluster? {
    convert(index, to: .grapheme).flatMap { cluster(at: $0) }
  }
}
