import Testing
import UStrCore

@testable import UStrReport

/// ``FileScanner/excerpt(_:offsets:at:count:)`` cuts a finding's excerpt from the piece's
/// UTF-8: the same text, offsets and cuts as the excerpt made scalar by scalar.
@Suite("Scan excerpt windows")
struct ScanExcerptWindowTests {
  /// The excerpt made from the piece's scalars: all of a piece of up to 240, else 60 scalars
  /// before the finding and 60 after it (of a finding over more than 60, its first 60).
  static func reference(_ scalars: [Unicode.Scalar], at index: Int, count: Int) -> ScanExcerpt {
    let isShort = scalars.count <= 240
    let start = isShort ? 0 : max(0, index - 60)
    let end = isShort ? scalars.count : min(scalars.count, index + (count > 60 ? 60 : count + 60))
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<end])
    return ScanExcerpt(
      text: text, scalarOffset: index - start, scalarCount: min(count, end - index),
      isCutAtStart: start > 0, isCutAtEnd: end < scalars.count)
  }

  /// Pieces of 1 to 400 scalars of one to four UTF-8 bytes (ASCII, é, U+202E, 😀), findings
  /// at every place and over 1, 2, 61 and 500 scalars (and none, at the end).
  @Test(arguments: [1, 239, 240, 241, 400])
  func aWindowIsTheExcerptMadeScalarByScalar(scalarCount: Int) {
    let pool: [Unicode.Scalar] = ["a", "\u{E9}", "\u{202E}", "\u{1F600}", "\r"]
    let scalars = (0..<scalarCount).map { pool[($0 * 7 + $0 / 3) % pool.count] }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    var offsets = [0]
    for scalar in scalars { offsets.append(offsets.last! + UTF8.width(scalar)) }
    for index in 0...scalarCount {
      for count in [1, 2, 61, 500] where index < scalarCount || count == 1 {
        let excerpt = FileScanner.excerpt(text, offsets: offsets, at: index, count: count)
        let expected = Self.reference(scalars, at: index, count: count)
        #expect(excerpt == expected, "scalar \(index) of \(scalarCount), over \(count)")
      }
    }
  }
}
