/// The Bidi_Paired_Bracket_Type property of a code point (UAX #9), by its short name as
/// PropertyValueAliases.txt and the JSON contract spell it.
///
///     // "(" U+0028 → .open ("o"), ")" U+0029 → .close ("c"), "a" → .none ("n")
///
/// An enum: the property has three values by definition (a bracket opens, closes, or is none).
public enum BidiPairedBracketType: String, CaseIterable, Codable, Hashable, Sendable,
  CustomStringConvertible
{
  /// "o": an opening paired bracket.
  case open = "o"
  /// "c": a closing paired bracket.
  case close = "c"
  /// "n": not a paired bracket.
  case none = "n"

  /// The short name: "o".
  public var description: String { rawValue }
}
