/// Two grapheme engines counted in one walk: a *primary* engine at one Unicode version (the
/// standard library's) and a *secondary* one at another (ICU's), with the primary's rules and
/// properties compiled into one table lookup per scalar.
///
/// Two engines cut a text the same way wherever it holds no scalar that is uncertain at either
/// version (``GraphemeBreakTable``'s uncertainty: properties that differ between the supported
/// versions, or an Indic linker at a version without rule GB9c): there every scalar has the same
/// properties at both versions, and without a linker GB9c (the one rule added since 15.0) never
/// applies. So a walk with the primary's automaton counts both engines at once, and leaves to
/// each engine only the stretches (see ``ReferenceGraphemeCounter``) that hold a scalar
/// uncertain for it: ``primaryUncertainBit`` for the primary, ``secondaryUncertainBit`` (the
/// uncertain scalars of either version) for the secondary.
///
///     let pair = GraphemeEnginePair(
///       primary: StandardLibraryUnicode.version, secondary: UnicodeVersion(major: 15, minor: 0))!
///     pair.lookup(0x94D) & GraphemeEnginePair.secondaryUncertainBit != 0  // true: a virama
///     pair.lookup(0x61) & GraphemeEnginePair.uncertainBits == 0             // true
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
  /// uncertainty bits.
  let bmp: [UInt16]
  /// The automaton's state after each ASCII scalar that follows ASCII (no context survives it).
  let afterASCII: [UInt8]
  let primaryTable: GraphemeBreakTable
  let secondaryTable: GraphemeBreakTable

  /// Set when the scalar is uncertain at the primary's version.
  static let primaryUncertainBit: UInt16 = 0x100
  /// Set when the scalar is uncertain at either version.
  static let secondaryUncertainBit: UInt16 = 0x200
  /// Both uncertainty bits.
  static let uncertainBits: UInt16 = 0x300

  /// The pair for two versions, or `nil` when the reference has no table for one of them
  /// (``ReferenceGraphemeSegmenter/supportedVersions``).
  package init?(primary: UnicodeVersion, secondary: UnicodeVersion) {
    guard let primarySegmenter = ReferenceGraphemeSegmenter(unicodeVersion: primary),
      let secondarySegmenter = ReferenceGraphemeSegmenter(unicodeVersion: secondary)
    else { return nil }
    primaryVersion = primary
    secondaryVersion = secondary
    primaryTable = primarySegmenter.table
    secondaryTable = secondarySegmenter.table
    let automaton = GraphemeBreakAutomaton.forRules(hasConjunctRule: primarySegmenter.hasConjunctRule)
    self.automaton = automaton
    let primaryBMP = primaryTable.bmp
    let secondaryBMP = secondaryTable.bmp
    bmp = (0..<0x1_0000).map { Self.entry(primary: primaryBMP[$0], secondary: secondaryBMP[$0]) }
    afterASCII = (0..<128).map {
      automaton.step(from: GraphemeBreakAutomaton.start, packed: primaryBMP[$0]).state
    }
  }

  /// The entry of a scalar from its packed codes in the two tables.
  static func entry(primary: UInt8, secondary: UInt8) -> UInt16 {
    let uncertain = GraphemeBreakTable.uncertainBit
    var entry = UInt16(primary & 0x7F)
    if primary & uncertain != 0 { entry |= primaryUncertainBit | secondaryUncertainBit }
    if secondary & uncertain != 0 { entry |= secondaryUncertainBit }
    return entry
  }

  /// The entry of `value`, a scalar's code point.
  @inline(__always)
  func lookup(_ value: UInt32) -> UInt16 {
    if value < 0x1_0000 { return bmp[Int(value)] }
    return Self.entry(primary: primaryTable.packed(value), secondary: secondaryTable.packed(value))
  }
}
