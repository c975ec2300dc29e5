/// The grapheme break properties of one Unicode version, looked up by scalar.
///
/// The generated range table (`Tables/GraphemeBreakTables.swift`, one byte column per version)
/// is searched by binary search above U+FFFF; the Basic Multilingual Plane, where nearly all text
/// lives, is expanded once into a 64 KiB direct table so the hot loop pays one array read per
/// scalar.
struct GraphemeBreakTable: Sendable {
  /// The shift that brings this version's column to the low byte of an entry.
  let shift: UInt64
  /// The packed code of every BMP scalar.
  let bmp: [UInt8]

  /// The table of the version at `graphemeBreakTableVersions[column]`.
  init(column: Int) {
    shift = UInt64(8 * (graphemeBreakTableVersions.count - 1 - column))
    var bmp = [UInt8](repeating: 0, count: 0x1_0000)
    let ranges = graphemeBreakRanges
    for (i, entry) in ranges.enumerated() {
      let first = Self.firstScalar(entry)
      guard first < 0x1_0000 else { break }
      let end = i + 1 < ranges.count ? min(Self.firstScalar(ranges[i + 1]), 0x1_0000) : 0x1_0000
      for codePoint in first..<end { bmp[codePoint] = UInt8(truncatingIfNeeded: entry >> shift) }
    }
    self.bmp = bmp
  }

  private static func firstScalar(_ entry: UInt64) -> Int {
    Int(entry >> UInt64(8 * graphemeBreakTableVersions.count))
  }

  /// The packed properties of `value` (a scalar's code point).
  ///
  /// - Complexity: O(1) in the BMP, O(log r) above it for r ranges.
  func packed(_ value: UInt32) -> UInt8 {
    if value < 0x1_0000 { return bmp[Int(value)] }
    // Find the last entry whose first scalar is <= value; entry 0 starts at U+0000.
    let ranges = graphemeBreakRanges
    var low = 0
    var high = ranges.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if Self.firstScalar(ranges[middle]) <= Int(value) { low = middle } else { high = middle }
    }
    return UInt8(truncatingIfNeeded: ranges[low] >> shift)
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
