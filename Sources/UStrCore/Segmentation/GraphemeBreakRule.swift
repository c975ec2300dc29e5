/// A rule of UAX #29's extended grapheme cluster boundaries, named as in the annex.
///
///     GraphemeBreakRule.gb3.rawValue   // "GB3"
///     GraphemeBreakRule.gb3.isBreak    // false: CR × LF
///     GraphemeBreakRule.gb3.summary    // "CR × LF"
///
/// Rules are tried in order at each position; the first that matches decides. GB9c exists from
/// Unicode 15.1; `GraphemeBreakTest.txt` writes these as [0.2], [0.3], [3.0] … [9.3] … [999.0].
public enum GraphemeBreakRule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Break at the start of text.
  case gb1 = "GB1"
  /// Break at the end of text.
  case gb2 = "GB2"
  /// Do not break between CR and LF.
  case gb3 = "GB3"
  /// Break after controls.
  case gb4 = "GB4"
  /// Break before controls.
  case gb5 = "GB5"
  /// Do not break Hangul syllable sequences: L × (L | V | LV | LVT).
  case gb6 = "GB6"
  /// (LV | V) × (V | T).
  case gb7 = "GB7"
  /// (LVT | T) × T.
  case gb8 = "GB8"
  /// Do not break before extending characters or ZWJ.
  case gb9 = "GB9"
  /// Do not break before SpacingMarks.
  case gb9a = "GB9a"
  /// Do not break after Prepend characters.
  case gb9b = "GB9b"
  /// Do not break within Indic conjuncts: consonant, linker, consonant (Unicode 15.1 and later).
  case gb9c = "GB9c"
  /// Do not break within emoji ZWJ sequences.
  case gb11 = "GB11"
  /// Do not break within a flag (regional indicator pair) at the start of text.
  case gb12 = "GB12"
  /// Do not break within a flag (regional indicator pair) after a non-RI.
  case gb13 = "GB13"
  /// Otherwise, break everywhere.
  case gb999 = "GB999"

  /// Whether the rule allows a break (÷) rather than forbidding one (×).
  public var isBreak: Bool {
    switch self {
    case .gb1, .gb2, .gb4, .gb5, .gb999: true
    default: false
    }
  }

  /// The rule in UAX #29's notation: "CR × LF", "ExtPict Extend* ZWJ × ExtPict".
  public var summary: String {
    switch self {
    case .gb1: "sot ÷ Any"
    case .gb2: "Any ÷ eot"
    case .gb3: "CR × LF"
    case .gb4: "(Control | CR | LF) ÷"
    case .gb5: "÷ (Control | CR | LF)"
    case .gb6: "L × (L | V | LV | LVT)"
    case .gb7: "(LV | V) × (V | T)"
    case .gb8: "(LVT | T) × T"
    case .gb9: "× (Extend | ZWJ)"
    case .gb9a: "× SpacingMark"
    case .gb9b: "Prepend ×"
    case .gb9c: "InCB=Consonant [InCB=Extend InCB=Linker]* InCB=Linker [InCB=Extend InCB=Linker]* × InCB=Consonant"
    case .gb11: "ExtPict Extend* ZWJ × ExtPict"
    case .gb12: "sot (RI RI)* RI × RI"
    case .gb13: "[^RI] (RI RI)* RI × RI"
    case .gb999: "Any ÷ Any"
    }
  }

  /// The rule's name: "GB3".
  public var description: String { rawValue }
}
