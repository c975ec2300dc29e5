/// Compares `Character` segmentation with the reference rules around every scalar whose grapheme
/// break properties differ between the supported versions.
///
/// Each probe puts the scalar in a small context whose other scalars have the same properties
/// in every version (a letter, a Hangul jamo, an emoji and ZWJ, a Devanagari consonant and
/// virama, a regional indicator, CR and LF) so that each property value the rules read shows in
/// some probe's boundaries. The scalar's properties at the engine's version should predict
/// every probe; when they do not and an older version's do, the scalar lags.
struct GraphemePropertyProbe {
  var lags: [GraphemePropertyLag] = []
  var mismatches: [Unicode.Scalar] = []

  static let standardLibrary = GraphemePropertyProbe(
    version: StandardLibraryUnicode.version,
    boundaries: { scalars in
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      return StandardLibraryUnicode.characterBoundaries(in: String(text)).map(\.scalarOffset)
    })

  /// Probes the engine whose boundaries (scalar offsets, both ends) `boundaries` gives, which
  /// reports `version`.
  init(version: UnicodeVersion, boundaries: ([Unicode.Scalar]) -> [Int]) {
    guard let own = ReferenceGraphemeSegmenter.closestSupportedVersion(atMost: version) else { return }
    let versions = ReferenceGraphemeSegmenter.supportedVersions.filter { $0 <= own }
    let segmenters = versions.map { ReferenceGraphemeSegmenter(unicodeVersion: $0)! }
    let current = segmenters.last!
    for scalar in Self.changedScalars() {
      let contexts = Self.contexts(around: scalar)
      let actual = contexts.map(boundaries)
      func predicts(_ properties: GraphemeBreakProperties) -> Bool {
        zip(contexts, actual).allSatisfy { context, actual in
          Self.boundaries(context, scalar: scalar, as: properties, table: current) == actual
        }
      }
      let expected = current.properties(of: scalar)
      if predicts(expected) { continue }
      // The newest older version whose properties predict every probe.
      let older = zip(versions, segmenters).dropLast().reversed().first { _, segmenter in
        let properties = segmenter.properties(of: scalar)
        return properties != expected && predicts(properties)
      }
      if let (version, segmenter) = older {
        lags.append(
          GraphemePropertyLag(
            scalar: scalar, expected: expected, effective: segmenter.properties(of: scalar),
            effectiveVersion: version))
      } else {
        mismatches.append(scalar)
      }
    }
  }

  /// Every scalar whose properties differ between two supported versions, in code point order.
  static func changedScalars() -> [Unicode.Scalar] {
    let ranges = graphemeBreakRanges
    let columns = UInt64(graphemeBreakTableVersions.count)
    var scalars: [Unicode.Scalar] = []
    for (index, entry) in ranges.enumerated() {
      let packed = (0..<columns).map { UInt8(truncatingIfNeeded: entry >> (8 * $0)) }
      guard Set(packed).count > 1 else { continue }
      let first = UInt32(entry >> (8 * columns))
      let end = index + 1 < ranges.count ? UInt32(ranges[index + 1] >> (8 * columns)) : 0x11_0000
      scalars += (first..<end).compactMap(Unicode.Scalar.init)
    }
    return scalars
  }

  /// The probes around `x`.
  static func contexts(around x: Unicode.Scalar) -> [[Unicode.Scalar]] {
    let letter: Unicode.Scalar = "a"
    let emoji: Unicode.Scalar = "\u{1F600}"
    let zwj: Unicode.Scalar = "\u{200D}"
    let ka: Unicode.Scalar = "\u{915}"
    let virama: Unicode.Scalar = "\u{94D}"
    return [
      [letter, x], [x, letter], [x, x], [x, x, x],
      ["\u{1100}", x], [x, "\u{1161}"], [x, "\u{11A8}"], ["\u{AC00}", x], ["\u{AC01}", x],
      [emoji, zwj, x], [x, zwj, emoji], [emoji, x, zwj, emoji],
      [ka, x, ka], [ka, virama, x], [ka, x, virama, ka], [ka, virama, x, ka],
      ["\u{1F1E6}", x], [x, "\u{1F1E6}"], ["\r", x], [x, "\n"],
    ]
  }

  /// The reference's boundaries (scalar offsets, both ends) of `scalars` at `table`'s version,
  /// with every occurrence of `x` given `properties`.
  static func boundaries(
    _ scalars: [Unicode.Scalar], scalar x: Unicode.Scalar, as properties: GraphemeBreakProperties,
    table: ReferenceGraphemeSegmenter
  ) -> [Int] {
    var state = GraphemeBreakState(hasConjunctRule: table.hasConjunctRule)
    var offsets: [Int] = []
    for (offset, scalar) in scalars.enumerated() {
      let rule = state.advance(to: scalar == x ? properties : table.properties(of: scalar))
      if rule.isBreak { offsets.append(offset) }
    }
    offsets.append(scalars.count)
    return offsets
  }
}
