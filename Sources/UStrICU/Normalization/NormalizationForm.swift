/// A Unicode normalization form (UAX #15).
///
/// | form   | decomposes     | then composes | "ﬁ" (U+FB01) | "é" (U+00E9) |
/// |--------|----------------|---------------|--------------|--------------|
/// | `.nfc` | canonically    | yes           | ﬁ            | é            |
/// | `.nfd` | canonically    | no            | ﬁ            | e + U+0301   |
/// | `.nfkc`| compatibility  | yes           | fi           | é            |
/// | `.nfkd`| compatibility  | no            | fi           | e + U+0301   |
///
/// JSON writes the raw value, as `--form` takes it: "nfc".
public enum NormalizationForm: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  case nfc
  case nfd
  case nfkc
  case nfkd

  /// "NFC", "NFD", "NFKC", "NFKD".
  public var description: String { rawValue.uppercased() }
}
