/// The Word_Break property of a code point (UAX #29), by its short name: "LE", "MN", "XX".
///
/// An ``OpenPropertyValue``, not an enum: Unicode adds Word_Break values (WSegSpace in 11.0),
/// so a newer engine may name one this build lacks.
public struct WordBreak: OpenPropertyValue {
  /// The short name: "LE".
  public var rawValue: String

  /// The value named `rawValue`, whatever the name.
  public init(rawValue: String) { self.rawValue = rawValue }
}
