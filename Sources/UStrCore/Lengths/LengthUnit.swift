/// The unit a runtime's length counts in: one of the four views, or UTF-32 code units.
///
/// UTF-32 has one code unit per Unicode scalar, so a `.utf32` length always equals the `.scalar`
/// length; it is its own unit because that is what the developer asked for (`utf32.count`,
/// a `[Character]`-free `Array(s.unicodeScalars)`, a `char32_t` buffer).
public enum LengthUnit: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case utf8
  case utf16
  case utf32
  case scalar
  case grapheme

  /// The view whose length this unit counts: `.utf32` counts in the scalar view.
  public var view: TextView {
    switch self {
    case .utf8: .utf8
    case .utf16: .utf16
    case .utf32, .scalar: .scalar
    case .grapheme: .grapheme
    }
  }

  /// The plural unit name a person reads: "UTF-8 bytes", "UTF-32 code units".
  public var unitName: String {
    self == .utf32 ? "UTF-32 code units" : view.unitName
  }

  public var description: String { rawValue }
}
