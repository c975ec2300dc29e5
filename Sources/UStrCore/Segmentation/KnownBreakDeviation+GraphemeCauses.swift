extension KnownBreakDeviation {
  /// Whether well-formed `utf8` may hold a cause of a grapheme deviation (one listed for
  /// "GraphemeBreakTest.txt"): a scalar whose grapheme break properties differ between the
  /// supported versions. Those are the only scalars the probe behind the deviations' causes
  /// looks at (`StandardLibraryUnicode.graphemePropertyLags`), so where this is `false` no
  /// grapheme deviation explains anything, and a walk need not ask for ``all`` (whose first use
  /// probes the standard library around some 3,800 scalars: tens of milliseconds).
  ///
  ///     var text = "naïve café"
  ///     text.withUTF8 { KnownBreakDeviation.mayHoldGraphemeCause(utf8: $0) }  // false
  ///     text = "क्ष"
  ///     text.withUTF8 { KnownBreakDeviation.mayHoldGraphemeCause(utf8: $0) }  // true: InCB, new in 15.1
  ///
  /// - Complexity: O(n) in the bytes, stopping at the first such scalar.
  package static func mayHoldGraphemeCause(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    GraphemePropertyProbe.holdsChangedScalar(utf8: utf8)
  }
}
