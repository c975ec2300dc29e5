/// A decision is a row of `ustr breaks --explain`'s JSON (`positions`): where it is in every
/// code-unit view, whether a cluster boundary is there, the rule of UAX #29 that says so, and the
/// scalar on each side with the properties the rules read (`null` at either end of the text).
///
///     // "\r\n" at scalar offset 1:
///     {"utf8Offset": 1, "utf16Offset": 1, "scalarOffset": 1, "isBreak": false,
///      "rule": "GB3", "summary": "CR × LF",
///      "before": {"codePoint": "U+000D", "graphemeClusterBreak": "CR",
///                 "extendedPictographic": false, "indicConjunctBreak": "None",
///                 "summary": "GCB=CR"},
///      "after": {"codePoint": "U+000A", ...}}
extension GraphemeBreakDecision: Codable {
  enum CodingKeys: String, CodingKey {
    case utf8Offset, utf16Offset, scalarOffset, isBreak, rule, summary, before, after
  }

  /// Reads a decision from its JSON; `isBreak` and the summaries are not read (they follow from
  /// the rule and the properties).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, or a rule, code point or property value is
  ///   unknown.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .rule)
    guard let rule = GraphemeBreakRule(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .rule, in: container, debugDescription: "unknown grapheme break rule \"\(name)\"")
    }
    let before = try container.decodeIfPresent(ScalarSide.self, forKey: .before)
    let after = try container.decodeIfPresent(ScalarSide.self, forKey: .after)
    self.init(
      position: try container.decodePosition(
        utf8Offset: .utf8Offset, utf16Offset: .utf16Offset, scalarOffset: .scalarOffset),
      rule: rule, scalarBefore: before?.scalar, propertiesBefore: before?.properties,
      scalarAfter: after?.scalar, propertiesAfter: after?.properties)
  }

  /// Writes the position's three offsets, the decision and its rule, then both sides.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(position, utf8Offset: .utf8Offset, utf16Offset: .utf16Offset, scalarOffset: .scalarOffset)
    try container.encode(isBreak, forKey: .isBreak)
    try container.encode(rule.rawValue, forKey: .rule)
    try container.encode(rule.summary, forKey: .summary)
    try container.encodeIfPresent(ScalarSide(scalarBefore, propertiesBefore), forKey: .before)
    try container.encodeIfPresent(ScalarSide(scalarAfter, propertiesAfter), forKey: .after)
  }
}

/// One side of a decision in its JSON: a scalar and the properties the grapheme rules read.
private struct ScalarSide: Codable {
  enum CodingKeys: String, CodingKey {
    case codePoint, graphemeClusterBreak, extendedPictographic, indicConjunctBreak, summary
  }

  var scalar: Unicode.Scalar
  var properties: GraphemeBreakProperties

  /// The side of a decision that has a scalar there; `nil` at an end of the text.
  init?(_ scalar: Unicode.Scalar?, _ properties: GraphemeBreakProperties?) {
    guard let scalar, let properties else { return nil }
    self.scalar = scalar
    self.properties = properties
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let codePoint = try container.decode(String.self, forKey: .codePoint)
    guard let scalar = Unicode.Scalar(codePoint: codePoint) else {
      throw DecodingError.dataCorruptedError(
        forKey: .codePoint, in: container, debugDescription: "not a code point: \"\(codePoint)\"")
    }
    self.scalar = scalar
    properties = GraphemeBreakProperties(
      graphemeClusterBreak: try container.decodeNamed(GraphemeClusterBreak.self, forKey: .graphemeClusterBreak),
      isExtendedPictographic: try container.decode(Bool.self, forKey: .extendedPictographic),
      indicConjunctBreak: try container.decodeNamed(IndicConjunctBreak.self, forKey: .indicConjunctBreak))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scalar.codePoint, forKey: .codePoint)
    try container.encode(properties.graphemeClusterBreak.description, forKey: .graphemeClusterBreak)
    try container.encode(properties.isExtendedPictographic, forKey: .extendedPictographic)
    try container.encode(properties.indicConjunctBreak.description, forKey: .indicConjunctBreak)
    try container.encode(properties.description, forKey: .summary)
  }
}
