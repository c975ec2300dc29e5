import UStrCore

/// A verdict is one of the `answers` of a `ustr breaks` disagreement: the engine, its Unicode
/// version, what it says, and what UAX #29 says at that version (`null` where no supported
/// version judges it).
///
///     {"engine": "swift", "unicodeVersion": "17.0", "isBreak": true,
///      "referenceVersion": "17.0", "referenceRule": "GB9c", "followsItsVersion": false}
extension GraphemeDisagreement.Verdict: Codable {
  enum CodingKeys: String, CodingKey {
    case engine, unicodeVersion, isBreak, referenceVersion, referenceRule, followsItsVersion
  }

  /// Reads a verdict from its JSON; `followsItsVersion` is not read (it follows from the rest).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, or an engine, version or rule is unknown.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func decoded<T>(_ key: CodingKeys, _ make: (String) -> T?) throws -> T? {
      guard let name = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
      guard let value = make(name) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "unknown value \"\(name)\"")
      }
      return value
    }
    guard let engine = try decoded(.engine, BreakEngine.init(rawValue:)),
      let version = try decoded(.unicodeVersion, UnicodeVersion.init)
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .engine, in: container, debugDescription: "a verdict needs an engine and its version")
    }
    self.init(
      engine: engine, unicodeVersion: version, isBreak: try container.decode(Bool.self, forKey: .isBreak),
      referenceVersion: try decoded(.referenceVersion, UnicodeVersion.init),
      referenceRule: try decoded(.referenceRule, GraphemeBreakRule.init(rawValue:)))
  }

  /// Writes the engine and its version, its answer, then the reference's version and rule and
  /// whether the engine follows them.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(engine.rawValue, forKey: .engine)
    try container.encode(unicodeVersion.description, forKey: .unicodeVersion)
    try container.encode(isBreak, forKey: .isBreak)
    try container.encodeIfPresent(referenceVersion?.description, forKey: .referenceVersion)
    try container.encodeIfPresent(referenceRule?.rawValue, forKey: .referenceRule)
    try container.encodeIfPresent(followsItsVersion, forKey: .followsItsVersion)
  }
}
