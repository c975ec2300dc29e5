/// The result of normalizing a text, with what the guard against long combining runs met.
///
///     let result = try Normalizer(.nfc).normalizeReportingRuns("Poke\u{301}mon")
///     result.text           // "Pokémon" (U+00E9)
///     result.wasNormalized  // false
///     result.longRuns       // []
public struct Normalization: Hashable, Sendable {
  /// The normalized text.
  public var text: String
  /// Whether the input was already normalized (then `text` is the input itself).
  public var wasNormalized: Bool
  /// Combining runs longer than `CombiningRun.streamSafeLimit` in the input, in input order; they
  /// were normalized exactly, in linear time. Non-empty means the input was not stream-safe: worth
  /// a warning, as such runs are almost always abuse ("Zalgo" text, fuzzing).
  public var longRuns: [CombiningRun]
}
