import Testing
import UStrCore
import UStrTestSupport

@testable import UStrReport

/// A piece where nearly every scalar is a finding: its findings are handed on as the scalar
/// rules reach them (``PendingFindings``), its ill-formed sequences found a window at a time
/// (``InvalidUTF8Windows``), and the list is the one a sort of every finding would give.
@Suite("Scan, dense pieces")
struct ScanDensePieceTests {
  /// Bytes biased toward what a UTF-8 decoder finds hard: runs of continuation bytes, leads cut
  /// short, bytes no sequence starts with, well-formed sequences and ASCII.
  static func trickyBytes(count: Int, using generator: inout SeededGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count + 8)
    while bytes.count < count {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0...2: bytes.append(UInt8.random(in: 0x80...0xBF, using: &generator))
      case 3...4: bytes.append(UInt8.random(in: 0xC0...0xFD, using: &generator))
      case 5: bytes.append(UInt8.random(in: 0xFE...0xFF, using: &generator))
      case 6...7: bytes.append(contentsOf: ["é", "中", "😀"].randomElement(using: &generator)!.utf8)
      default: bytes.append(UInt8.random(in: 0x20...0x7E, using: &generator))
      }
    }
    return bytes
  }

  static func windowed(_ bytes: [UInt8]) -> [InvalidUTF8Sequence] {
    bytes.withUnsafeBufferPointer { Array(InvalidUTF8Windows(bytes: $0)) }
  }

  @Test(arguments: [1, 2, 3])
  func theWindowsListWhatOneDecodingLists(seed: UInt64) {
    var generator = SeededGenerator(seed: 0xDE45 + seed)
    // Over three windows, so that sequences meet their ends.
    let bytes = Self.trickyBytes(count: 3 * InvalidUTF8Windows.windowLength + 100, using: &generator)
    let whole = UTF8Decoding(bytes: bytes).invalid
    #expect(whole.count > 10_000)
    #expect(Self.windowed(bytes) == whole)
  }

  /// Where a window would end inside a run of continuation bytes or a sequence, it moves on.
  @Test(arguments: [0x80, 0xFF, 0xF8, 0xE2] as [UInt8])
  func aWindowEndsWhereNoSequenceCrosses(lead: UInt8) {
    let length = InvalidUTF8Windows.windowLength
    var bytes = [UInt8](repeating: 0x80, count: 2 * length + 10)
    for offset in [length - 3, length - 1, length, 2 * length - 2] { bytes[offset] = lead }
    #expect(Self.windowed(bytes) == UTF8Decoding(bytes: bytes).invalid)
  }

  /// 150 000 times "ab", U+202E, a byte FF on one line (900 KB, one piece): every scalar but
  /// the letters is a finding, and they come in column order, with the open override after
  /// the first bidi control (the same place, a later rule); `listLimit` keeps the first.
  @Test(arguments: [nil, 1000] as [Int?])
  func aDensePieceListsItsFindingsInOrder(listLimit: Int?) throws {
    let repeats = 150_000
    let unit: [UInt8] = [0x61, 0x62, 0xE2, 0x80, 0xAE, 0xFF]
    var bytes: [UInt8] = []
    for _ in 0..<repeats { bytes += unit }
    bytes.append(0x0A)
    let scanner = try FileScanner(path: "notes.txt", policy: ScanPolicy(), listLimit: listLimit)
    var listed: [ScanFinding] = []
    scanner.findingHandler = { listed.append($0) }
    bytes.withUnsafeBufferPointer { scanner.scan($0) }
    var expected: [(ScanRule, scalar: Int, utf8: Int)] = []
    for index in 0..<repeats {
      expected.append((.bidiControl, 4 * index + 3, 6 * index + 3))
      if index == 0 { expected.append((.bidiUnterminated, 3, 3)) }
      expected.append((.invalidUTF8, 4 * index + 4, 6 * index + 6))
    }
    let count = listLimit.map { min($0, expected.count) } ?? expected.count
    #expect(listed.count == count)
    for (finding, place) in zip(listed, expected.prefix(count)) {
      guard finding.rule == place.0, finding.columnNumber.scalar == place.scalar, finding.columnNumber.utf8 == place.utf8
      else {
        Issue.record("\(finding.rule) at \(finding.columnNumber) where \(place) was expected")
        return
      }
    }
    #expect(scanner.tally.findings == expected.count)
    #expect(scanner.tally.listed == count)
    #expect(scanner.tally.byRule[.invalidUTF8] == repeats)
    let lastInvalid = try #require(listed.last { $0.rule == .invalidUTF8 })
    #expect(lastInvalid.invalidUTF8?.utf8Offset == lastInvalid.columnNumber.utf8! - 1)
  }
}
