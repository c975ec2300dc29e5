import UStrCore

/// A changed cluster is a row of the JSON contract as it stands: `ustr inspect` and `ustr
/// normalize --check` list it under each form's `changedClusters`, with each side's code points
/// beside it.
///
///     {"graphemeOffset": 4, "scalarOffset": 4, "utf16Offset": 4, "utf8Offset": 4,
///      "before": "é", "beforeCodePoints": ["U+0065", "U+0301"],
///      "after": "é", "afterCodePoints": ["U+00E9"]}
extension ClusterChange: Codable {
  enum CodingKeys: String, CodingKey {
    case graphemeOffset, scalarOffset, utf16Offset, utf8Offset, before, beforeCodePoints, after
    case afterCodePoints
  }

  /// `before`'s scalars in code point notation: ["U+00E9"]. Made when asked for (or encoded),
  /// not stored: a changed cluster can hold a million scalars, and a table shows eight.
  ///
  /// - Complexity: O(s) in the scalars.
  public var beforeCodePoints: [String] { before.unicodeScalars.map(\.codePoint) }

  /// `after`'s scalars in code point notation: ["U+0065", "U+0301"].
  ///
  /// - Complexity: O(s) in the scalars.
  public var afterCodePoints: [String] { after.unicodeScalars.map(\.codePoint) }

  /// Reads a change from its JSON; the code point lists are not read (they follow from the
  /// texts).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing or `before` is not one grapheme cluster.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let before = try container.decode(String.self, forKey: .before)
    guard before.count == 1, let cluster = before.first else {
      throw DecodingError.dataCorruptedError(
        forKey: .before, in: container, debugDescription: "\"before\" is not one grapheme cluster")
    }
    self.init(
      graphemeOffset: try container.decode(Int.self, forKey: .graphemeOffset),
      scalarOffset: try container.decode(Int.self, forKey: .scalarOffset),
      utf16Offset: try container.decode(Int.self, forKey: .utf16Offset),
      utf8Offset: try container.decode(Int.self, forKey: .utf8Offset),
      before: cluster, after: try container.decode(String.self, forKey: .after))
  }

  /// Writes the contract's keys in their order, code point lists included.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(graphemeOffset, forKey: .graphemeOffset)
    try container.encode(scalarOffset, forKey: .scalarOffset)
    try container.encode(utf16Offset, forKey: .utf16Offset)
    try container.encode(utf8Offset, forKey: .utf8Offset)
    try container.encode(String(before), forKey: .before)
    try container.encode(beforeCodePoints, forKey: .beforeCodePoints)
    try container.encode(after, forKey: .after)
    try container.encode(afterCodePoints, forKey: .afterCodePoints)
  }
}
