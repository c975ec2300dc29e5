import UStrCore

/// An engine disagreement is the `engineDisagreement` object of `ustr compare`'s JSON: the two
/// verdicts, the scalars the engines see differently, and one sentence saying why.
///
///     {"swiftEqual": true, "icuEqual": false, "codePoints": ["U+16121", "U+1611E"],
///      "explanation": "Swift (Unicode 17.0) says equal, ICU (Unicode 15.0) says not equal: …"}
///
/// Encodable only: the object names the engines' Unicode versions and each scalar's ages and
/// combining classes only inside `explanation`, a sentence for people. A decoder could ask its
/// own engines again, but a report written by another build (another Swift or ICU) would then
/// come back as this build's view, not the one written. The JSON contract adds keys and never
/// renames them, so the versions and ages could become keys of their own, but that would
/// change the bytes `ustr compare --format json` writes today.
extension EngineDisagreement: Encodable {
  enum CodingKeys: String, CodingKey {
    case swiftEqual, icuEqual, codePoints, explanation
  }

  /// Writes the two verdicts, the differing scalars' code points ("U+16121"), and the
  /// explanation.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(swiftEqual, forKey: .swiftEqual)
    try container.encode(icuEqual, forKey: .icuEqual)
    try container.encode(codePoints: scalars.map(\.scalar), forKey: .codePoints)
    try container.encode(description, forKey: .explanation)
  }
}
