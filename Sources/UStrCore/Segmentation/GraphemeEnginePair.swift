/// Two grapheme engines counted in one walk: a *primary* engine at one Unicode version (the
/// standard library's) and a *secondary* one at another (ICU's), with the primary's rules and
/// properties compiled into one table lookup per scalar.
///
/// The walk cuts the text into stretches at unconditional breaks (``UnconditionalBreaks``) and
/// counts each stretch with the primary's rules. An engine is certain to cut a stretch the same
/// way when its scalars have the same Grapheme_Cluster_Break and Extended_Pictographic at every
/// supported version (an engine's data may lag its version: Swift 6.3 segments 17.0's new linkers
/// with 16.0 data), and either the stretch holds no Indic linker at any version (so rule GB9c,
/// the one rule added since 15.0, never applies, nor ICU 72's tailored aksara rule
/// `Virama ExtCccZwj* × LinkingConsonant`, whose viramas are those linkers) or, for an engine
/// with GB9c, its scalars' Indic_Conjunct_Break is the same at every version that has one.
/// Each scalar's entry carries the three facts (``changedBit``, ``conjunctChangedBit``,
/// ``linkerBit``); a stretch's entries or-ed decide, through ``isUncertainForPrimary(_:)`` and
/// ``isUncertainForSecondary(_:)``, which engines must count it themselves. The secondary's
/// count comes from the primary's walk, so a stretch is uncertain for it when it is for either.
///
///     let pair = GraphemeEnginePair(
///       primary: UnicodeVersion(major: 17, minor: 0), secondary: UnicodeVersion(major: 15, minor: 0))!
///     pair.isUncertainForSecondary(pair.lookup(0x94D))  // true: a virama, a linker from 15.1
///     pair.isUncertainForPrimary(pair.lookup(0x94D))    // false: the same linker at 16.0 and 17.0
///     pair.isUncertainForPrimary(pair.lookup(0x61))     // false
///
/// - Complexity: building is O(65,536 + r) for r ranges of the generated table; a lookup is O(1)
///   in the BMP and O(log r) above it.
package struct GraphemeEnginePair: Sendable {
  /// The primary engine's Unicode version.
  package let primaryVersion: UnicodeVersion
  /// The secondary engine's Unicode version.
  package let secondaryVersion: UnicodeVersion
  /// The primary's rules.
  let automaton: GraphemeBreakAutomaton
  /// Every BMP scalar's entry: the primary's packed properties in the low seven bits, then the
  /// uncertainty facts.
  let bmp: [UInt16]
  /// The entry of each range of the generated table.
  let ranges: [UInt16]
  /// The automaton's state after each ASCII scalar that follows ASCII (no context survives it).
  let afterASCII: [UInt8]
  /// Bit `n` is set when the facts `n` (an entry's bits 8 to 10) make a stretch uncertain for
  /// the primary engine; the same for the secondary.
  let primaryUncertainFacts: UInt8
  let secondaryUncertainFacts: UInt8

  /// Set when Grapheme_Cluster_Break or Extended_Pictographic differ between the versions.
  static let changedBit: UInt16 = 0x100
  /// Set when Indic_Conjunct_Break differs between the versions that have it.
  static let conjunctChangedBit: UInt16 = 0x200
  /// Set when the scalar is an Indic linker at some version.
  static let linkerBit: UInt16 = 0x400

  /// The pair for two versions, or `nil` when the reference has no table for one of them
  /// (``ReferenceGraphemeSegmenter/supportedVersions``).
  package init?(primary: UnicodeVersion, secondary: UnicodeVersion) {
    guard let primarySegmenter = ReferenceGraphemeSegmenter(unicodeVersion: primary),
      let secondarySegmenter = ReferenceGraphemeSegmenter(unicodeVersion: secondary)
    else { return nil }
    primaryVersion = primary
    secondaryVersion = secondary
    let automaton = GraphemeBreakAutomaton.forRules(hasConjunctRule: primarySegmenter.hasConjunctRule)
    self.automaton = automaton
    let column = primarySegmenter.table.column
    let ranges = graphemeBreakRanges.map { Self.entry(of: $0, column: column) }
    self.ranges = ranges
    var bmp = [UInt16](repeating: 0, count: 0x1_0000)
    for (i, range) in graphemeBreakRanges.enumerated() {
      let first = GraphemeBreakTable.firstScalar(range)
      guard first < 0x1_0000 else { break }
      let end = i + 1 < graphemeBreakRanges.count ? min(GraphemeBreakTable.firstScalar(graphemeBreakRanges[i + 1]), 0x1_0000) : 0x1_0000
      for codePoint in first..<end { bmp[codePoint] = ranges[i] }
    }
    self.bmp = bmp
    afterASCII = (0..<128).map {
      automaton.step(from: GraphemeBreakAutomaton.start, packed: UInt8(truncatingIfNeeded: bmp[$0])).state
    }
    let primaryFacts = Self.uncertainFacts(hasConjunctRule: primarySegmenter.hasConjunctRule)
    primaryUncertainFacts = primaryFacts
    secondaryUncertainFacts = primaryFacts | Self.uncertainFacts(hasConjunctRule: secondarySegmenter.hasConjunctRule)
  }

  /// The entry of a range of the generated table: the packed properties of `column`, and the
  /// facts that decide uncertainty.
  static func entry(of range: UInt64, column: Int) -> UInt16 {
    let columns = graphemeBreakTableVersions.count
    func packed(_ column: Int) -> UInt8 { UInt8(truncatingIfNeeded: range >> UInt64(8 * (columns - 1 - column))) }
    func conjunct(_ column: Int) -> UInt8 { packed(column) >> 5 & 0x03 }
    let hasConjunctBreak = GraphemeBreakTable.hasConjunctBreak
    var entry = UInt16(packed(column) & 0x7F)
    var firstConjunct: UInt8?
    for other in 0..<columns {
      if packed(other) & 0x1F != packed(0) & 0x1F { entry |= changedBit }
      if conjunct(other) == IndicConjunctBreak.linker.rawValue { entry |= linkerBit }
      guard hasConjunctBreak[other] else { continue }
      if let first = firstConjunct, first != conjunct(other) { entry |= conjunctChangedBit }
      firstConjunct = firstConjunct ?? conjunct(other)
    }
    return entry
  }

  /// The facts (bits 8 to 10 of an entry, as a number) that make a stretch uncertain for an
  /// engine with or without rule GB9c, as a bit set.
  static func uncertainFacts(hasConjunctRule: Bool) -> UInt8 {
    var set: UInt8 = 0
    for facts in 0..<8 {
      let entry = UInt16(facts) << 8
      let isChanged = entry & changedBit != 0
      let hasLinker = entry & linkerBit != 0
      let conjunctChanged = entry & conjunctChangedBit != 0
      if isChanged || (hasConjunctRule ? conjunctChanged && hasLinker : hasLinker) { set |= 1 << facts }
    }
    return set
  }

  /// Whether a stretch whose scalars' entries or-ed are `entries` must be counted by the primary
  /// engine itself.
  @inline(__always)
  package func isUncertainForPrimary(_ entries: UInt16) -> Bool {
    primaryUncertainFacts >> (entries >> 8 & 0x7) & 1 != 0
  }

  /// Whether a stretch whose scalars' entries or-ed are `entries` must be counted by the
  /// secondary engine itself.
  @inline(__always)
  package func isUncertainForSecondary(_ entries: UInt16) -> Bool {
    secondaryUncertainFacts >> (entries >> 8 & 0x7) & 1 != 0
  }

  /// The entry of `value`, a scalar's code point.
  @inline(__always)
  package func lookup(_ value: UInt32) -> UInt16 {
    if value < 0x1_0000 { return bmp[Int(value)] }
    return ranges[GraphemeBreakTable.rangeIndex(of: value)]
  }
}
