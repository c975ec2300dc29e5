/// The grapheme break properties of one Unicode version, looked up by scalar.
///
/// The generated range table (`Tables/`) is searched by binary search above U+FFFF; the Basic
/// Multilingual Plane, where nearly all text lives, is expanded once into a 64 KiB direct table so
/// the hot loop pays one array read per scalar.
struct GraphemeBreakTable: Sendable {
  /// Entries `firstScalar << 8 | packed`, sorted, covering U+0000…U+10FFFF.
  let ranges: [UInt32]
  /// The packed code of every BMP scalar.
  let bmp: [UInt8]

  init(ranges: [UInt32]) {
    self.ranges = ranges
    var bmp = [UInt8](repeating: 0, count: 0x1_0000)
    for (i, entry) in ranges.enumerated() {
      let first = Int(entry >> 8)
      guard first < 0x1_0000 else { break }
      let end = i + 1 < ranges.count ? min(Int(ranges[i + 1] >> 8), 0x1_0000) : 0x1_0000
      for codePoint in first..<end { bmp[codePoint] = UInt8(truncatingIfNeeded: entry) }
    }
    self.bmp = bmp
  }

  /// The packed properties of `value` (a scalar's code point).
  ///
  /// - Complexity: O(1) in the BMP, O(log r) above it for r ranges.
  func packed(_ value: UInt32) -> UInt8 {
    if value < 0x1_0000 { return bmp[Int(value)] }
    // Find the last entry whose first scalar is <= value; entry 0 starts at U+0000.
    var low = 0
    var high = ranges.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if ranges[middle] >> 8 <= value { low = middle } else { high = middle }
    }
    return UInt8(truncatingIfNeeded: ranges[low])
  }

  func properties(of scalar: Unicode.Scalar) -> GraphemeBreakProperties {
    GraphemeBreakProperties(packed: packed(scalar.value))
  }

  static let unicode15_0 = GraphemeBreakTable(ranges: graphemeBreakRanges15_0)
  static let unicode16_0 = GraphemeBreakTable(ranges: graphemeBreakRanges16_0)
  static let unicode17_0 = GraphemeBreakTable(ranges: graphemeBreakRanges17_0)
}
