/// A position in a text given in the three code-unit views at once.
///
/// In "e\u{301}😀" the position after the accent (before the emoji) is
/// `TextPosition(utf8Offset: 3, utf16Offset: 2, scalarOffset: 2)`; the end is (7, 4, 3).
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// UTF-8 bytes from the start of the text.
  public var utf8Offset: Int
  /// UTF-16 code units from the start.
  public var utf16Offset: Int
  /// Unicode scalars from the start.
  public var scalarOffset: Int

  /// Creates a position from its offsets, which must name the same place.
  public init(utf8Offset: Int, utf16Offset: Int, scalarOffset: Int) {
    self.utf8Offset = utf8Offset
    self.utf16Offset = utf16Offset
    self.scalarOffset = scalarOffset
  }

  /// The start of any text.
  public static let zero = TextPosition(utf8Offset: 0, utf16Offset: 0, scalarOffset: 0)

  /// The position just after `scalar`, when `self` is just before it.
  public func advanced(past scalar: Unicode.Scalar) -> TextPosition {
    TextPosition(
      utf8Offset: utf8Offset + UTF8.width(scalar), utf16Offset: utf16Offset + UTF16.width(scalar),
      scalarOffset: scalarOffset + 1)
  }

  public static func < (a: TextPosition, b: TextPosition) -> Bool { a.utf8Offset < b.utf8Offset }

  /// "utf8 3, utf16 2, scalar 2".
  public var description: String {
    "utf8 \(utf8Offset), utf16 \(utf16Offset), scalar \(scalarOffset)"
  }
}
