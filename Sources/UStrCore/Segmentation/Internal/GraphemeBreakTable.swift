/// The grapheme break properties of one Unicode version, looked up by scalar.
///
/// The generated range table (`Tables/GraphemeBreakTables.swift`, one byte column per version)
/// is searched by binary search above U+FFFF; the Basic Multilingual Plane, where nearly all text
/// lives, is expanded once into a 64 KiB direct table so the hot loop pays one array read per
/// scalar.
///
/// Bit 7 of a packed code (``uncertainBit``, which `GraphemeBreakProperties(packed:)` ignores)
/// marks an *uncertain* scalar, one whose clusters an engine of this version may cut otherwise
/// than these properties say: its properties differ between the supported versions
/// (Grapheme_Cluster_Break or Extended_Pictographic; Indic_Conjunct_Break between the versions
/// that have it), so an engine's data may lag (Swift 6.3 segments 17.0's new linkers as 16.0
/// has them); or, at a version without rule GB9c, it is an Indic linker (a virama) at a later
/// one, which a tailoring may read (ICU 72, Unicode 15.0, applies CLDR's aksara rule
/// `Virama ExtCccZwj* × LinkingConsonant`).
struct GraphemeBreakTable: Sendable {
  /// The shift that brings this version's column to the low byte of an entry.
  let shift: UInt64
  /// This version's column in `graphemeBreakRanges`.
  let column: Int
  /// The packed code of every BMP scalar, with ``uncertainBit``.
  let bmp: [UInt8]
  /// The packed code of each entry of `graphemeBreakRanges` at this version, with
  /// ``uncertainBit``.
  let ranges: [UInt8]

  /// The bit of a packed code that marks an uncertain scalar.
  static let uncertainBit: UInt8 = 0x80

  /// The table of the version at `graphemeBreakTableVersions[column]`.
  init(column: Int) {
    shift = UInt64(8 * (graphemeBreakTableVersions.count - 1 - column))
    self.column = column
    var bmp = [UInt8](repeating: 0, count: 0x1_0000)
    let ranges = graphemeBreakRanges
    let shift = shift
    let packedRanges = ranges.map { entry in
      UInt8(truncatingIfNeeded: entry >> shift) | Self.uncertainty(of: entry, column: column)
    }
    for (i, entry) in ranges.enumerated() {
      let first = Self.firstScalar(entry)
      guard first < 0x1_0000 else { break }
      let end = i + 1 < ranges.count ? min(Self.firstScalar(ranges[i + 1]), 0x1_0000) : 0x1_0000
      for codePoint in first..<end { bmp[codePoint] = packedRanges[i] }
    }
    self.bmp = bmp
    self.ranges = packedRanges
  }

  static func firstScalar(_ entry: UInt64) -> Int {
    Int(entry >> UInt64(8 * graphemeBreakTableVersions.count))
  }

  /// Whether each version of `graphemeBreakTableVersions` has Indic_Conjunct_Break and GB9c
  /// (from 15.1).
  static let hasConjunctBreak: [Bool] = graphemeBreakTableVersions.map { version in
    let parts = version.split(separator: ".").compactMap { Int($0) }
    return !parts.lexicographicallyPrecedes([15, 1])
  }

  /// ``uncertainBit`` when the scalars of a range table entry are uncertain at the version of
  /// `column`, otherwise 0.
  static func uncertainty(of entry: UInt64, column: Int) -> UInt8 {
    let columns = graphemeBreakTableVersions.count
    func packed(_ column: Int) -> UInt8 { UInt8(truncatingIfNeeded: entry >> UInt64(8 * (columns - 1 - column))) }
    func conjunct(_ column: Int) -> UInt8 { packed(column) >> 5 & 0x03 }
    var isChanged = false
    var isLinker = false
    for other in 0..<columns {
      if packed(other) & 0x1F != packed(0) & 0x1F { isChanged = true }
      // An older column's InCB `.none` is no data, not a change.
      if hasConjunctBreak[other] && hasConjunctBreak[column] && conjunct(other) != conjunct(column) { isChanged = true }
      if conjunct(other) == IndicConjunctBreak.linker.rawValue { isLinker = true }
    }
    return isChanged || (isLinker && !hasConjunctBreak[column]) ? uncertainBit : 0
  }

  /// The packed properties of `value` (a scalar's code point), with ``uncertainBit``.
  ///
  /// - Complexity: O(1) in the BMP, O(log r) above it for r ranges.
  func packed(_ value: UInt32) -> UInt8 {
    if value < 0x1_0000 { return bmp[Int(value)] }
    return ranges[Self.rangeIndex(of: value)]
  }

  /// The index in `graphemeBreakRanges` of the entry that covers `value`: the last one whose
  /// first scalar is at most `value` (entry 0 starts at U+0000).
  ///
  /// - Complexity: O(log r) for r ranges.
  static func rangeIndex(of value: UInt32) -> Int {
    let ranges = graphemeBreakRanges
    var low = 0
    var high = ranges.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if firstScalar(ranges[middle]) <= Int(value) { low = middle } else { high = middle }
    }
    return low
  }

  func properties(of scalar: Unicode.Scalar) -> GraphemeBreakProperties {
    GraphemeBreakProperties(packed: packed(scalar.value))
  }

  /// The table of `version` ("17.0"), or `nil` when the generated table has no such column.
  init?(version: String) {
    guard let column = graphemeBreakTableVersions.firstIndex(of: version) else { return nil }
    self.init(column: column)
  }

  static let unicode15_0 = GraphemeBreakTable(version: "15.0")!
  static let unicode16_0 = GraphemeBreakTable(version: "16.0")!
  static let unicode17_0 = GraphemeBreakTable(version: "17.0")!
}
