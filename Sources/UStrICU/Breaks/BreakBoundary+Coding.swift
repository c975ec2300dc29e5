import UStrCore

/// A boundary is a row of `ustr breaks`'s JSON (each segmentation's `boundaries`): its position
/// in the three code-unit views, then ICU's rule status (`null` from the other engines).
///
///     {"utf8Offset": 2, "utf16Offset": 2, "scalarOffset": 2, "ruleStatus": 200}
///
/// The word category is not written: it follows from the rule status of a word boundary, and
/// the segment that ends there carries it (`category`). A decoded boundary has none.
extension BreakBoundary: Codable {
  enum CodingKeys: String, CodingKey {
    case utf8Offset, utf16Offset, scalarOffset, ruleStatus
  }

  /// Reads a boundary from its JSON, with no word category.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when an offset is missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      position: try container.decodePosition(
        utf8Offset: .utf8Offset, utf16Offset: .utf16Offset, scalarOffset: .scalarOffset),
      ruleStatus: try container.decodeIfPresent(Int.self, forKey: .ruleStatus))
  }

  /// Writes the position's three offsets and the rule status.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(position, utf8Offset: .utf8Offset, utf16Offset: .utf16Offset, scalarOffset: .scalarOffset)
    try container.encodeIfPresent(ruleStatus, forKey: .ruleStatus)
  }
}
