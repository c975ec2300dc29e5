/// A scalar that an engine segments with the grapheme break properties of an older Unicode
/// version than the one it reports: the data behind a known deviation, found by probing the
/// engine rather than listed by hand.
///
///     // With Swift 6.3 (Unicode 17.0):
///     let lag = StandardLibraryUnicode.graphemePropertyLags.first { $0.scalar == "\u{1039}" }!
///     lag.expected        // GCB=Extend InCB=Linker (Unicode 17.0)
///     lag.effective       // GCB=Extend, as at lag.effectiveVersion 16.0
public struct GraphemePropertyLag: Hashable, Sendable {
  /// The scalar.
  public var scalar: Unicode.Scalar
  /// Its properties at the version the engine reports (the closest supported one).
  public var expected: GraphemeBreakProperties
  /// The properties the engine behaves as if the scalar had.
  public var effective: GraphemeBreakProperties
  /// The newest supported version older than the engine's where the scalar has `effective`.
  public var effectiveVersion: UnicodeVersion
}
