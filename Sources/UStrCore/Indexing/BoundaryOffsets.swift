/// A grapheme cluster boundary of a text, with its offset in all four views.
///
/// In "Poke\u{301}mon" the boundary after "é" (e + U+0301) is
/// `utf8Offset 6, utf16Offset 5, scalarOffset 5, graphemeOffset 4`. Codable with those four
/// keys, as reports write it.
public struct BoundaryOffsets: Codable, Hashable, Sendable {
  /// UTF-8 bytes before the boundary.
  public var utf8Offset: Int
  /// UTF-16 code units before the boundary.
  public var utf16Offset: Int
  /// Unicode scalars before the boundary.
  public var scalarOffset: Int
  /// Grapheme clusters before the boundary.
  public var graphemeOffset: Int

  /// Creates a boundary from its four offsets.
  public init(utf8Offset: Int, utf16Offset: Int, scalarOffset: Int, graphemeOffset: Int) {
    self.utf8Offset = utf8Offset
    self.utf16Offset = utf16Offset
    self.scalarOffset = scalarOffset
    self.graphemeOffset = graphemeOffset
  }

  /// The offset in `view`'s units.
  public subscript(view: TextView) -> Int {
    switch view {
    case .utf8: utf8Offset
    case .utf16: utf16Offset
    case .scalar: scalarOffset
    case .grapheme: graphemeOffset
    }
  }
}
