/// The East_Asian_Width property of a code point (UAX #11), by its short name as
/// PropertyValueAliases.txt and the JSON contract spell it.
///
///     // U+4E00 → .wide ("W"), U+00E9 → .ambiguous ("A"), U+0041 → .narrow ("Na")
///
/// An enum: the property has had these six values since Unicode 3.0, and ustr treats the set as
/// closed.
public enum EastAsianWidth: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// "A": narrow in Western text, wide in East Asian legacy encodings (U+00E9).
  case ambiguous = "A"
  /// "F": the fullwidth compatibility forms (U+FF21).
  case fullwidth = "F"
  /// "H": the halfwidth compatibility forms (U+FF61).
  case halfwidth = "H"
  /// "N": not East Asian (U+0E01), the default.
  case neutral = "N"
  /// "Na": narrow counterparts of fullwidth forms (U+0041).
  case narrow = "Na"
  /// "W": wide (U+4E00, most emoji).
  case wide = "W"

  /// The short name: "W".
  public var description: String { rawValue }

  /// Whether terminals give this class two cells (`.wide` and `.fullwidth`).
  public var isDoubleWidth: Bool { self == .wide || self == .fullwidth }
}
