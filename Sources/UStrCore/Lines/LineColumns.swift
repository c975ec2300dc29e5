/// A position's column in every view, counted from the start of its line; `nil` in a view where
/// the position is not a boundary (inside a scalar, a surrogate pair or a cluster).
///
/// In "ab\n👍🏽!" (U+1F44D U+1F3FD on line 1), the position before "!" is line 1 at
/// `utf8 8, utf16 4, scalar 2, grapheme 1`. Codable with the keys `utf8`, `utf16`, `scalar`,
/// `grapheme`, as `ustr offset` writes `position.column`.
public struct LineColumns: Codable, Hashable, Sendable {
  /// UTF-8 bytes from the line's start.
  public var utf8: Int?
  /// UTF-16 code units from the line's start (LSP's default `positionEncoding`).
  public var utf16: Int?
  /// Unicode scalars from the line's start (LSP's `utf-32`).
  public var scalar: Int?
  /// Grapheme clusters from the line's start.
  public var grapheme: Int?

  /// Creates the columns from one value per view.
  public init(utf8: Int?, utf16: Int?, scalar: Int?, grapheme: Int?) {
    self.utf8 = utf8
    self.utf16 = utf16
    self.scalar = scalar
    self.grapheme = grapheme
  }

  /// The column in `view`'s units.
  public subscript(view: TextView) -> Int? {
    switch view {
    case .utf8: utf8
    case .utf16: utf16
    case .scalar: scalar
    case .grapheme: grapheme
    }
  }
}
