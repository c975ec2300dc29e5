/// Where `ustr live`'s cursor is: a UTF-8 offset, which can be inside a scalar's bytes when the
/// cursor moves by byte, and a flag for the one place a UTF-8 offset cannot name, between the two
/// halves of a surrogate pair (when the cursor moves by UTF-16 unit).
///
/// In "a😀" (U+0061 U+1F600 = 61 F0 9F 98 80; UTF-16 0061 D83D DE00), UTF-16 offset 2 is
/// `LiveCursor(utf8Offset: 1, isBetweenSurrogates: true)`.
public struct LiveCursor: Hashable, Sendable {
  /// UTF-8 bytes before the cursor (before the scalar it splits, when `isBetweenSurrogates`).
  public var utf8Offset: Int
  /// Whether the cursor sits after the high surrogate of the scalar at `utf8Offset`.
  public var isBetweenSurrogates: Bool

  /// A cursor at `utf8Offset`, between surrogates or not.
  public init(utf8Offset: Int, isBetweenSurrogates: Bool = false) {
    self.utf8Offset = utf8Offset
    self.isBetweenSurrogates = isBetweenSurrogates
  }

  /// Whether `self` comes before `other` in the text.
  func isBefore(_ other: LiveCursor) -> Bool {
    utf8Offset < other.utf8Offset
      || (utf8Offset == other.utf8Offset && !isBetweenSurrogates && other.isBetweenSurrogates)
  }
}
