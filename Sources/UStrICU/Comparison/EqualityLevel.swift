/// How strictly two texts are compared, from the strictest to the loosest.
///
/// | level            | "Pokémon" NFC vs NFD | "ﬁ" vs "fi" | "Straße" vs "STRASSE" |
/// |------------------|----------------------|-------------|-----------------------|
/// | `.bytes`         | not equal            | not equal   | not equal             |
/// | `.scalars`       | not equal            | not equal   | not equal             |
/// | `.swift`         | equal                | not equal   | not equal             |
/// | `.canonical`     | equal                | not equal   | not equal             |
/// | `.compatibility` | equal                | equal       | not equal             |
/// | `.caseFolded`    | equal                | equal       | equal                 |
///
/// The raw values are the names `ustr compare --level` takes.
public enum EqualityLevel: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The same UTF-8 bytes.
  case bytes
  /// The same Unicode scalars (for valid Swift strings, the same as `.bytes`).
  case scalars
  /// Swift's `==`: canonical equivalence per the standard library's Unicode version.
  case swift
  /// Canonically equivalent per ICU: equal NFD (ICU's Unicode version).
  case canonical
  /// Compatibility equivalent per ICU: equal NFKD.
  case compatibility
  /// Equal after ICU's NFKC_Casefold.
  case caseFolded = "casefold"

  /// A short phrase: "same UTF-8 bytes", "canonically equivalent (ICU NFD)".
  public var description: String {
    switch self {
    case .bytes: "same UTF-8 bytes"
    case .scalars: "same Unicode scalars"
    case .swift: "equal for Swift =="
    case .canonical: "canonically equivalent (ICU NFD)"
    case .compatibility: "compatibility equivalent (ICU NFKD)"
    case .caseFolded: "equal after case folding (ICU NFKC_Casefold)"
    }
  }
}
