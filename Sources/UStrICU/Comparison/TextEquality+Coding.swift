/// The equality levels are the `equal` object of `ustr compare`'s JSON, keyed by the level names
/// the `--level` option takes:
///
///     {"utf8": false, "scalar": false, "swift": true, "canonical": true,
///      "compatibility": true, "casefold": true}
///
/// `engineDisagreement` is not part of it: the report writes it beside `equal`.
extension TextEquality: Codable {
  enum CodingKeys: String, CodingKey {
    case utf8, scalar, swift, canonical, compatibility, casefold
  }

  /// Reads the levels from their JSON; `engineDisagreement` is `nil` (it is not in the object).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a level is missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      utf8: try container.decode(Bool.self, forKey: .utf8),
      scalar: try container.decode(Bool.self, forKey: .scalar),
      swift: try container.decode(Bool.self, forKey: .swift),
      canonical: try container.decode(Bool.self, forKey: .canonical),
      compatibility: try container.decode(Bool.self, forKey: .compatibility),
      casefold: try container.decode(Bool.self, forKey: .casefold), engineDisagreement: nil)
  }

  /// Writes the six levels, strictest first.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(utf8, forKey: .utf8)
    try container.encode(scalar, forKey: .scalar)
    try container.encode(swift, forKey: .swift)
    try container.encode(canonical, forKey: .canonical)
    try container.encode(compatibility, forKey: .compatibility)
    try container.encode(casefold, forKey: .casefold)
  }
}
