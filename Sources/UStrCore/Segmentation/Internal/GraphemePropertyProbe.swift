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
      var utf8: [UInt8] = []
      utf8.reserveCapacity(scalars.count * 3)
      for scalar in scalars { UTF8.encode(scalar) { utf8.append($0) } }
      let text = String(decoding: utf8, as: UTF8.self)
      var offsets = [0]
      offsets.reserveCapacity(scalars.count + 1)
      var offset = 0
      for character in text {
        offset += character.unicodeScalars.count
        offsets.append(offset)
      }
      return offsets
    })

  /// Probes the engine whose boundaries (scalar offsets, both ends) `boundaries` gives, which
  /// reports `version`.
  ///
  /// - Complexity: O(s · p) for s changed scalars and p probes each; `boundaries` is called once
  ///   over all of them, then on each probe of the few scalars that call differs on.
  init(version: UnicodeVersion, boundaries: ([Unicode.Scalar]) -> [Int]) {
    guard let own = ReferenceGraphemeSegmenter.closestSupportedVersion(atMost: version) else { return }
    let versions = ReferenceGraphemeSegmenter.supportedVersions.filter { $0 <= own }
    let segmenters = versions.map { ReferenceGraphemeSegmenter(unicodeVersion: $0)! }
    let current = segmenters.last!
    for scalar in Self.suspects(Self.changedScalars(), table: current, boundaries: boundaries) {
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

  /// The scalars of `scalars` whose probes the engine segments unlike `table` in some way: each
  /// probe of each scalar is asked of the engine in one call, the probes joined, each followed
  /// by a line feed. An engine and the reference both break before and after a line feed (GB4,
  /// GB5), so a probe's boundaries in the joined text are its own, and a scalar is a suspect
  /// exactly when its properties at `table`'s version fail to predict one of its probes.
  static func suspects(
    _ scalars: [Unicode.Scalar], table: ReferenceGraphemeSegmenter,
    boundaries: ([Unicode.Scalar]) -> [Int]
  ) -> [Unicode.Scalar] {
    var joined: [Unicode.Scalar] = []
    var ends: [Int] = []
    for scalar in scalars {
      for context in contexts(around: scalar) {
        joined += context
        joined.append("\n")
      }
      ends.append(joined.count)
    }
    let actual = boundaries(joined)
    var state = GraphemeBreakState(hasConjunctRule: table.hasConjunctRule)
    let expected = joined.indices.filter { state.advance(to: table.properties(of: joined[$0])).isBreak }
    var suspects: [Unicode.Scalar] = []
    var nextActual = 0
    var nextExpected = 0
    for (scalar, end) in zip(scalars, ends) {
      let actualEnd = actual[nextActual...].firstIndex { $0 >= end } ?? actual.endIndex
      let expectedEnd = expected[nextExpected...].firstIndex { $0 >= end } ?? expected.endIndex
      if !actual[nextActual..<actualEnd].elementsEqual(expected[nextExpected..<expectedEnd]) {
        suspects.append(scalar)
      }
      nextActual = actualEnd
      nextExpected = expectedEnd
    }
    return suspects
  }

  /// Every scalar whose properties differ between two supported versions, in code point order.
  static func changedScalars() -> [Unicode.Scalar] {
    let ranges = graphemeBreakRanges
    let columns = UInt64(graphemeBreakTableVersions.count)
    var scalars: [Unicode.Scalar] = []
    for (index, entry) in ranges.enumerated() where changedRanges[index] {
      let first = UInt32(entry >> (8 * columns))
      let end = index + 1 < ranges.count ? UInt32(ranges[index + 1] >> (8 * columns)) : 0x11_0000
      scalars += (first..<end).compactMap(Unicode.Scalar.init)
    }
    return scalars
  }

  /// Whether the scalars of a range of the generated table have properties that differ between
  /// two supported versions.
  static func isChanged(_ entry: UInt64) -> Bool {
    let columns = UInt64(graphemeBreakTableVersions.count)
    let first = UInt8(truncatingIfNeeded: entry)
    return (1..<columns).contains { UInt8(truncatingIfNeeded: entry >> (8 * $0)) != first }
  }

  /// For each range of the generated table, whether it holds changed scalars (`isChanged`).
  static let changedRanges: [Bool] = graphemeBreakRanges.map(isChanged)

  /// Whether well-formed `utf8` holds a scalar that the probe looks at (one of `changedScalars()`).
  ///
  /// - Complexity: O(n) in the bytes, stopping at the first such scalar; O(log r) for each
  ///   non-ASCII scalar, r the ranges of the generated table.
  static func holdsChangedScalar(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while offset < utf8.count {
      let lead = utf8[offset]
      guard lead >= 0x80 else {
        offset += 1
        continue
      }
      let (value, length) = UTF8.decodeScalar(utf8, at: offset, lead: lead)
      if changedRanges[GraphemeBreakTable.rangeIndex(of: value)] { return true }
      offset += length
    }
    return false
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
