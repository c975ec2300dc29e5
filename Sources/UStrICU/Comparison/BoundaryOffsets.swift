/// One position in a text, in all four views.
///
/// In "Poke\u{301}mon", the position before "m" is utf8Offset 6, utf16Offset 5, scalarOffset 5,
/// graphemeOffset 4.
public struct BoundaryOffsets: Hashable, Sendable {
  /// UTF-8 bytes before the position.
  public var utf8Offset: Int
  /// UTF-16 code units before the position.
  public var utf16Offset: Int
  /// Unicode scalars before the position.
  public var scalarOffset: Int
  /// Grapheme clusters before the position.
  public var graphemeOffset: Int

  /// Creates a position from known offsets.
  public init(utf8Offset: Int, utf16Offset: Int, scalarOffset: Int, graphemeOffset: Int) {
    self.utf8Offset = utf8Offset
    self.utf16Offset = utf16Offset
    self.scalarOffset = scalarOffset
    self.graphemeOffset = graphemeOffset
  }

  /// The start of a text.
  public static let start = BoundaryOffsets(
    utf8Offset: 0, utf16Offset: 0, scalarOffset: 0, graphemeOffset: 0)

  /// The position after `character`, which starts here.
  func advanced(past character: Character) -> BoundaryOffsets {
    var next = self
    for scalar in character.unicodeScalars {
      next.utf8Offset += UTF8.width(scalar)
      next.utf16Offset += UTF16.width(scalar)
      next.scalarOffset += 1
    }
    next.graphemeOffset += 1
    return next
  }
}
