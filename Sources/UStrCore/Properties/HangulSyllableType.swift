/// The Hangul_Syllable_Type property of a code point, by its short name as
/// PropertyValueAliases.txt and the JSON contract spell it.
///
///     // U+1100 → .leadingJamo ("L"), U+AC00 가 → .lvSyllable ("LV"), "a" → .notApplicable ("NA")
///
/// An enum: the values follow from the structure of Hangul (leading consonant, vowel, trailing
/// consonant), which Unicode does not extend.
public enum HangulSyllableType: String, CaseIterable, Codable, Hashable, Sendable,
  CustomStringConvertible
{
  /// "L": a leading consonant jamo (U+1100).
  case leadingJamo = "L"
  /// "V": a vowel jamo (U+1161).
  case vowelJamo = "V"
  /// "T": a trailing consonant jamo (U+11A8).
  case trailingJamo = "T"
  /// "LV": a precomposed syllable without a trailing consonant (U+AC00).
  case lvSyllable = "LV"
  /// "LVT": a precomposed syllable with a trailing consonant (U+AC01).
  case lvtSyllable = "LVT"
  /// "NA": not Hangul.
  case notApplicable = "NA"

  /// The short name: "LV".
  public var description: String { rawValue }
}
