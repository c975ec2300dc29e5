/// A position in a text given in one view, described in every view: where it is a boundary,
/// what it falls inside of where it is not, and the grapheme boundaries around it.
///
/// UTF-16 offset 1 in "👩🏽‍🚀" (U+1F469 U+1F3FD U+200D U+1F680) falls between the two UTF-16
/// units of U+1F469:
///
///     let p = OffsetMap("👩🏽‍🚀").position(1, in: .utf16)!
///     p.utf16Offset            // 1
///     p.utf8Offset             // nil (no UTF-8 position splits a surrogate pair)
///     p.scalarOffset           // nil
///     p.graphemeOffset         // nil
///     p.containingScalar       // U+1F469 at utf16Offset 0
///     p.containingCluster      // "👩🏽‍🚀", utf16Range 0..<7
///     p.roundedDown            // utf8 0, utf16 0, scalar 0, grapheme 0
///     p.roundedUp              // utf8 15, utf16 7, scalar 4, grapheme 1
///
/// Nothing is snapped silently: an offset inside a unit of a coarser view has `nil` in that view.
public struct PositionLookup: Hashable, Sendable {
  /// The view the position was given in.
  public var givenView: TextView
  /// The offset it was given as, in `givenView`'s units.
  public var givenOffset: Int
  /// UTF-8 bytes before the position, or `nil` when it splits no UTF-8 byte boundary
  /// (a UTF-16 offset between the halves of a surrogate pair).
  public var utf8Offset: Int?
  /// UTF-16 code units before the position, or `nil` when it is inside a scalar's UTF-8 bytes.
  public var utf16Offset: Int?
  /// Scalars before the position, or `nil` when it is inside a scalar.
  public var scalarOffset: Int?
  /// Grapheme clusters before the position, or `nil` when it is inside a cluster.
  public var graphemeOffset: Int?
  /// The nearest grapheme cluster boundary at or before the position.
  public var roundedDown: BoundaryOffsets
  /// The nearest grapheme cluster boundary at or after the position.
  public var roundedUp: BoundaryOffsets
  /// The scalar the position falls strictly inside of, or `nil` at a scalar boundary.
  public var containingScalar: ScalarPosition?
  /// The cluster the position falls strictly inside of, or `nil` at a cluster boundary.
  public var containingCluster: GraphemeCluster?

  /// The position in `view`'s units, or `nil` where it is not a boundary of `view`.
  public func offset(in view: TextView) -> Int? {
    switch view {
    case .utf8: utf8Offset
    case .utf16: utf16Offset
    case .scalar: scalarOffset
    case .grapheme: graphemeOffset
    }
  }

  /// Whether the position is a boundary between units of `view`.
  public func isBoundary(in view: TextView) -> Bool { offset(in: view) != nil }
}
