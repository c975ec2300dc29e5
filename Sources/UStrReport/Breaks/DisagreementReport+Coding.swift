import UStrCore
import UStrICU

/// A disagreement is a row of `ustr breaks`'s JSON (`disagreements`):
///
///     {"utf8Offset": 3, "utf16Offset": 1, "scalarOffset": 1, "rule": "GB9c",
///      "summary": "InCB=Consonant … × InCB=Consonant", "answers": [...],
///      "cause": "versions", "knownDeviation": null,
///      "explanation": "each engine follows UAX #29 at its own Unicode version: ..."}
extension DisagreementReport: Codable {
  enum CodingKeys: String, CodingKey {
    case utf8Offset, utf16Offset, scalarOffset, rule, summary, answers, cause, knownDeviation
    case explanation
  }

  /// Reads a disagreement from its JSON; `summary` is not read (it follows from the rule).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, or a rule or cause is unknown.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let ruleName = try container.decode(String.self, forKey: .rule)
    let causeName = try container.decode(String.self, forKey: .cause)
    guard let rule = GraphemeBreakRule(rawValue: ruleName), let cause = DisagreementCause(rawValue: causeName)
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .rule, in: container, debugDescription: "unknown rule \"\(ruleName)\" or cause \"\(causeName)\"")
    }
    self.init(
      position: try container.decodePosition(
        utf8Offset: .utf8Offset, utf16Offset: .utf16Offset, scalarOffset: .scalarOffset),
      rule: rule, answers: try container.decode([GraphemeDisagreement.Verdict].self, forKey: .answers),
      cause: cause,
      knownDeviation: try container.decodeIfPresent(KnownBreakDeviation.self, forKey: .knownDeviation),
      explanation: try container.decode(String.self, forKey: .explanation))
  }

  /// Writes the position's three offsets, the rule and its summary, the answers, the cause, the
  /// known deviation and the explanation.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(position, utf8Offset: .utf8Offset, utf16Offset: .utf16Offset, scalarOffset: .scalarOffset)
    try container.encode(rule.rawValue, forKey: .rule)
    try container.encode(rule.summary, forKey: .summary)
    try container.encode(answers, forKey: .answers)
    try container.encode(cause.rawValue, forKey: .cause)
    try container.encodeIfPresent(knownDeviation, forKey: .knownDeviation)
    try container.encode(explanation, forKey: .explanation)
  }
}
