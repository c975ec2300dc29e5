import UStrCore

/// A cluster's row is the object of `inspect`'s `graphemes[]` (and of a length check's
/// `firstClusterPastLimit`, `offset`'s clusters): the cluster's fields flat, ranges as
/// `[start, end]`, then its scalars and its literals.
///
///     {"graphemeOffset": 3, "text": "é", "width": null, "scalarRange": [3, 5],
///      "utf16Range": [3, 5], "utf8Range": [3, 6], "line": null, "column": null,
///      "scalars": [{"codePoint": "U+0065", ...}, {"codePoint": "U+0301", ...}],
///      "swiftLiteral": "\"e\\u{301}\"", "javaLiteral": "\"e\\u0301\""}
extension GraphemeReport: Codable {
  enum CodingKeys: String, CodingKey {
    case graphemeOffset, text, width, scalarRange, utf16Range, utf8Range, line, column, scalars
    case swiftLiteral, javaLiteral
  }

  /// Reads a row from its JSON; the literals are not read (they follow from the text).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, `text` is not one grapheme cluster, or the
  ///   ranges or scalars are not where the text puts them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .text)
    guard text.count == 1, let character = text.first else {
      throw DecodingError.dataCorruptedError(
        forKey: .text, in: container, debugDescription: "\"text\" is not one grapheme cluster")
    }
    let scalarRange = try container.decode(Range<Int>.self, forKey: .scalarRange)
    let utf16Range = try container.decode(Range<Int>.self, forKey: .utf16Range)
    let utf8Range = try container.decode(Range<Int>.self, forKey: .utf8Range)
    let cluster = GraphemeCluster(
      character,
      at: ViewCounts(
        graphemes: try container.decode(Int.self, forKey: .graphemeOffset), scalars: scalarRange.lowerBound,
        utf16: utf16Range.lowerBound, utf8: utf8Range.lowerBound))
    guard cluster.scalarRange == scalarRange, cluster.utf16Range == utf16Range, cluster.utf8Range == utf8Range
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .utf8Range, in: container, debugDescription: "the ranges do not span the text")
    }
    let scalars = try container.decode([ScalarReport].self, forKey: .scalars)
    guard scalars.map(\.position).elementsEqual(cluster.scalars) else {
      throw DecodingError.dataCorruptedError(
        forKey: .scalars, in: container, debugDescription: "the scalars are not the text's")
    }
    self.init(
      cluster: cluster, width: try container.decodeIfPresent(Int.self, forKey: .width),
      line: try container.decodeIfPresent(Int.self, forKey: .line),
      column: try container.decodeIfPresent(LineColumns.self, forKey: .column), scalars: scalars)
  }

  /// Writes the cluster's offset, text, cells and ranges, its line and columns, its scalars and
  /// its literals.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(cluster.graphemeOffset, forKey: .graphemeOffset)
    try container.encode(text, forKey: .text)
    try container.encodeIfPresent(width, forKey: .width)
    try container.encode(cluster.scalarRange, forKey: .scalarRange)
    try container.encode(cluster.utf16Range, forKey: .utf16Range)
    try container.encode(cluster.utf8Range, forKey: .utf8Range)
    try container.encodeIfPresent(line, forKey: .line)
    try container.encodeIfPresent(column, forKey: .column)
    try container.encode(scalars, forKey: .scalars)
    try container.encode(swiftLiteral, forKey: .swiftLiteral)
    try container.encode(javaLiteral, forKey: .javaLiteral)
  }
}
