public import UStrCore

extension BoundaryOffsets {
  /// The start of a text: 0 in every view.
  public static let start = BoundaryOffsets(
    utf8Offset: 0, utf16Offset: 0, scalarOffset: 0, graphemeOffset: 0)

  /// The boundary after `character`, which starts at this boundary.
  func advanced(past character: Character) -> BoundaryOffsets {
    advanced(past: character.unicodeScalars)
  }

  /// The boundary after the one cluster whose scalars are `scalars`, which starts here.
  func advanced(past scalars: some Sequence<Unicode.Scalar>) -> BoundaryOffsets {
    var next = self
    for scalar in scalars {
      next.utf8Offset += UTF8.width(scalar)
      next.utf16Offset += UTF16.width(scalar)
      next.scalarOffset += 1
    }
    next.graphemeOffset += 1
    return next
  }
}
