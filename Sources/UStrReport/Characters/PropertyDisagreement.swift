public import UStrCore

/// Engines that answer one property of one code point differently: a character added after
/// ICU's Unicode version, a changed property. Both answers are shown, never silently one.
public struct PropertyDisagreement: Codable, Hashable, Sendable {
  /// One engine's answer.
  public struct Answer: Codable, Hashable, Sendable {
    /// The engine: `.swift`, `.icu` or `.reference` (the generated tables).
    public var engine: BreakEngine
    /// The engine's Unicode version.
    public var unicodeVersion: UnicodeVersion
    /// Its value, spelled as the UCD spells it; "" when the engine has none.
    public var value: String
  }

  /// The property; JSON writes its key ("script", "age", "generalCategory").
  public var property: ComparedProperty
  /// Every engine's answer, newest engine first.
  public var answers: [Answer]
}
