/// What a text is divided into (UAX #29 and UAX #14).
///
/// The raw value is the name in the command line and JSON: "grapheme", "word", "sentence", "line".
public enum BreakKind: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Extended grapheme clusters (Swift `Character`; ICU calls it a character break iterator).
  case character = "grapheme"
  /// Words (UAX #29), with the spaces and punctuation between them as segments of their own.
  case word
  /// Sentences (UAX #29).
  case sentence
  /// Line-break opportunities (UAX #14).
  case line

  /// "grapheme", "word", "sentence", "line".
  public var description: String { rawValue }
}
