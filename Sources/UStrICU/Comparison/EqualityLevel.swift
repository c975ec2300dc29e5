/// How strictly two texts are compared, from the strictest to the loosest.
///
/// | level            | "Pokémon" NFC vs NFD | "ﬁ" vs "fi" | "Straße" vs "STRASSE" |
/// |------------------|----------------------|-------------|-----------------------|
/// | `.utf8`          | not equal            | not equal   | not equal             |
/// | `.scalar`        | not equal            | not equal   | not equal             |
/// | `.swift`         | equal                | not equal   | not equal             |
/// | `.canonical`     | equal                | not equal   | not equal             |
/// | `.compatibility` | equal                | equal       | not equal             |
/// | `.casefold`      | equal                | equal       | equal                 |
///
/// The raw values are the names `ustr compare --level` takes and the keys of its JSON's `equal`
/// (schemaVersion 2: units spelled as everywhere, `utf8` and `scalar`).
public enum EqualityLevel: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The same UTF-8 bytes.
  case utf8
  /// The same Unicode scalars (for valid Swift strings, the same as `.utf8`).
  case scalar
  /// Swift's `==`: canonical equivalence per the standard library's Unicode version.
  case swift
  /// Canonically equivalent per ICU: equal NFD (ICU's Unicode version).
  case canonical
  /// Compatibility equivalent per ICU: equal NFKD.
  case compatibility
  /// Equal after ICU's NFKC_Casefold.
  case casefold

  /// A short phrase: "same UTF-8 bytes", "canonically equivalent (ICU NFD)".
  public var description: String {
    switch self {
    case .utf8: "same UTF-8 bytes"
    case .scalar: "same Unicode scalars"
    case .swift: "equal for Swift =="
    case .canonical: "canonically equivalent (ICU NFD)"
    case .compatibility: "compatibility equivalent (ICU NFKD)"
    case .casefold: "equal after case folding (ICU NFKC_Casefold)"
    }
  }
}
