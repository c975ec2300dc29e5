/// The length of a text in each of the four views.
///
///     ViewCounts(of: "👨‍👩‍👧‍👦")
///     // graphemes 1, scalars 7, utf16 11, utf8 25
///
/// Encoded (in reports) with the keys `graphemes`, `scalars`, `utf16`, `utf8`.
public struct ViewCounts: Codable, Hashable, Sendable {
  /// Grapheme clusters, as the standard library's `Character` segments them.
  public var graphemes: Int
  /// Unicode scalars (code points other than surrogates).
  public var scalars: Int
  /// UTF-16 code units.
  public var utf16: Int
  /// UTF-8 bytes.
  public var utf8: Int

  /// Creates counts from known values.
  public init(graphemes: Int, scalars: Int, utf16: Int, utf8: Int) {
    self.graphemes = graphemes
    self.scalars = scalars
    self.utf16 = utf16
    self.utf8 = utf8
  }

  /// The JSON keys: each count under its unit's name, as everywhere in ustr's JSON
  /// (`{"grapheme": 7, "scalar": 8, "utf16": 8, "utf8": 9}`).
  enum CodingKeys: String, CodingKey {
    case graphemes = "grapheme"
    case scalars = "scalar"
    case utf16, utf8
  }

  /// The counts of the empty text.
  public static let zero = ViewCounts(graphemes: 0, scalars: 0, utf16: 0, utf8: 0)

  /// The counts of two texts one after the other, when the first ends at a cluster boundary.
  public static func + (lhs: ViewCounts, rhs: ViewCounts) -> ViewCounts {
    ViewCounts(
      graphemes: lhs.graphemes + rhs.graphemes, scalars: lhs.scalars + rhs.scalars,
      utf16: lhs.utf16 + rhs.utf16, utf8: lhs.utf8 + rhs.utf8)
  }

  /// Adds the counts of a text that follows at a cluster boundary.
  public static func += (lhs: inout ViewCounts, rhs: ViewCounts) { lhs = lhs + rhs }

  /// Counts `text` in all four views.
  ///
  /// - Complexity: O(n) in the UTF-8 length; grapheme segmentation dominates (the standard
  ///   library's clusters, counted by `ClusterScanner` at 1.4–7.5 times `text.count`'s speed).
  public init(of text: String) {
    let codeUnits = UTF8CodeUnitCounts(of: text)
    self.init(
      graphemes: ClusterScanner.count(of: text), scalars: codeUnits.scalars, utf16: codeUnits.utf16,
      utf8: codeUnits.utf8)
  }

  /// Counts `text`, a substring, in all four views, as `ViewCounts(of: String(text))` would,
  /// without copying it when its base is native UTF-8.
  ///
  ///     let line = "ab\r\nPoke\u{301}mon".split(separator: "\r\n")[1]
  ///     ViewCounts(of: line)   // graphemes 7, scalars 8, utf16 8, utf8 9
  ///
  /// - Complexity: O(n) in the substring's UTF-8 length.
  public init(of text: Substring) {
    let codeUnits = UTF8CodeUnitCounts(of: text)
    self.init(
      graphemes: ClusterScanner.count(of: text), scalars: codeUnits.scalars, utf16: codeUnits.utf16,
      utf8: codeUnits.utf8)
  }

  /// The count in `view`.
  public subscript(view: TextView) -> Int {
    switch view {
    case .utf8: utf8
    case .utf16: utf16
    case .scalar: scalars
    case .grapheme: graphemes
    }
  }
}
