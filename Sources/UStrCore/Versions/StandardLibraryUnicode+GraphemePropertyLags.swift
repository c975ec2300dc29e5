extension StandardLibraryUnicode {
  /// The scalars whose grapheme break properties changed between the supported versions and
  /// that `Character` segmentation treats as an older version has them, found at first use by
  /// probing `Character` in small contexts around each such scalar (see `GraphemePropertyProbe`).
  ///
  /// - Complexity: the first use probes a few thousand scalars (milliseconds, once).
  public static let graphemePropertyLags: [GraphemePropertyLag] = GraphemePropertyProbe.standardLibrary.lags

  /// Scalars that `Character` segments unlike their properties at any supported version: what
  /// no lag explains (empty when the probe understands the standard library fully).
  public static let graphemePropertyMismatches: [Unicode.Scalar] =
    GraphemePropertyProbe.standardLibrary.mismatches
}
