internal import CUStrICU

/// ICU's NFKC_Casefold: the normalization for caseless, compatibility-insensitive matching
/// (Unicode §3.13, the NFKC_Casefold property): compatibility decomposition, full case folding,
/// removal of default-ignorable characters, then composition.
///
///     try CaseFolder().fold("Straße")   // "strasse"
///     try CaseFolder().fold("STRASSE")  // "strasse"
///     try CaseFolder().fold("ﬁ①")       // "fi1"
///
/// Follows ICU's Unicode version (`ICU.unicodeVersion`), with the same guard against long
/// combining runs as `Normalizer`.
public struct CaseFolder: Sendable {
  let instance: NormalizerInstance

  /// Gets ICU's NFKC_Casefold normalizer.
  ///
  /// - Throws: `ICUError` when ICU cannot load its data.
  public init() throws(ICUError) {
    instance = try NormalizerInstance(.nfkcCasefold)
  }

  /// Returns `text` case-folded and NFKC-normalized.
  ///
  /// - Complexity: O(n), plus O(r) for combining runs of total length r longer than 30.
  public func fold(_ text: String) throws(ICUError) -> String {
    try withUTF16(of: text) { (units) throws(ICUError) -> String in
      guard let folded = try instance.normalize(units).units else { return text }
      return UTF16Transcoding.string(folded)
    }
  }

  /// Whether `text` is unchanged by `fold(_:)`.
  ///
  /// - Complexity: O(n).
  public func isFolded(_ text: String) throws(ICUError) -> Bool {
    try withUTF16(of: text) { (units) throws(ICUError) in try instance.isNormalized(units) }
  }
}
