/// The Sentence_Break property of a code point (UAX #29), by its short name: "LO", "UP", "XX".
///
/// An ``OpenPropertyValue``, not an enum: no stability rule closes the set, so a newer engine
/// may name a value this build lacks.
public struct SentenceBreak: OpenPropertyValue {
  /// The short name: "LO".
  public var rawValue: String

  /// The value named `rawValue`, whatever the name.
  public init(rawValue: String) { self.rawValue = rawValue }
}
