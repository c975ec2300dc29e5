import Testing
import UStrReport
import UStrTestSupport

@testable import ustr

/// ``RecordSpool`` gives back every record, in order, whether they stayed in memory or went
/// to its temporary file, and records cut by the file's read chunks come back whole.
@Suite("Record spool")
struct RecordSpoolTests {
  static func records(using generator: inout SeededGenerator) -> [[UInt8]] {
    (0..<300).map { index in
      let count = index % 50 == 0 ? Int.random(in: 100_000...1_500_000, using: &generator) : Int.random(in: 0...300, using: &generator)
      return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
  }

  static let memoryLimits = [0, 64, 1 << 16, 1 << 30]

  /// A record's pieces as ``RecordSpool/forEachPiece(_:)`` hands them over, checked: each
  /// within ``RecordSpool/pieceSize``, the first (only the first) starting its record and the
  /// last (only the last) ending it.
  static func recordsByPiece(
    of spool: RecordSpool, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [[UInt8]] {
    var back: [[UInt8]] = []
    var current: [UInt8]?
    try spool.forEachPiece { piece, startsRecord, endsRecord in
      #expect(piece.count <= RecordSpool.pieceSize, sourceLocation: sourceLocation)
      #expect(startsRecord == (current == nil), "a piece starts a record only after one ended", sourceLocation: sourceLocation)
      current = (current ?? []) + piece
      if endsRecord {
        back.append(current!)
        current = nil
      } else {
        #expect(!piece.isEmpty, "only an empty record has an empty piece", sourceLocation: sourceLocation)
      }
    }
    #expect(current?.count == nil, "the last record ended", sourceLocation: sourceLocation)
    return back
  }

  @Test(arguments: memoryLimits)
  func everyRecordComesBackInOrder(memoryLimit: Int) throws {
    var generator = SeededGenerator(seed: 0x5B00_1000 + UInt64(memoryLimit))
    let records = Self.records(using: &generator)
    let spool = RecordSpool(memoryLimit: memoryLimit)
    for record in records { try spool.append(record) }
    #expect(spool.count == records.count)
    var back: [[UInt8]] = []
    try spool.forEach { back.append($0) }
    #expect(back.count == records.count)
    #expect(back == records)
  }

  /// Records laid out by a closure get their length set after it ran, whether the closure
  /// drained part of the record to the file or not, mixed with records appended whole.
  @Test(arguments: memoryLimits)
  func recordsWrittenByAClosureComeBackInOrder(memoryLimit: Int) throws {
    var generator = SeededGenerator(seed: 0x5B00_2000 + UInt64(memoryLimit))
    let records = Self.records(using: &generator)
    let spool = RecordSpool(memoryLimit: memoryLimit)
    for (index, record) in records.enumerated() {
      switch index % 3 {
      case 0: try spool.append(record)
      case 1: try spool.append { bytes, _ in bytes += record }
      default:
        // In pieces of 1000 bytes, drained as the spool's buffer fills.
        try spool.append { bytes, drainIfFull in
          for start in stride(from: 0, to: record.count, by: 1000) {
            bytes += record[start..<min(start + 1000, record.count)]
            drainIfFull(&bytes)
          }
        }
      }
    }
    #expect(spool.count == records.count)
    #expect(try Self.recordsByPiece(of: spool) == records)
  }

  /// A record larger than the memory limit does not stay whole in memory: appended whole it
  /// goes straight to the file; written in pieces, each piece is drained once the buffer is full.
  @Test(arguments: [0, 64, 1 << 16])
  func aRecordLargerThanTheMemoryLimitIsNotHeld(memoryLimit: Int) throws {
    let record = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let spool = RecordSpool(memoryLimit: memoryLimit)
    try spool.append([1, 2, 3])
    try spool.append(record)
    #expect(spool.heldByteCount <= memoryLimit)
    var mostHeld = 0
    try spool.append { bytes, drainIfFull in
      for start in stride(from: 0, to: record.count, by: 100) {
        bytes += record[start..<(start + 100)]
        drainIfFull(&bytes)
        mostHeld = max(mostHeld, bytes.count)
      }
    }
    #expect(mostHeld <= memoryLimit + 100)
    #expect(spool.heldByteCount <= memoryLimit)
    try spool.append([4])
    #expect(try Self.recordsByPiece(of: spool) == [[1, 2, 3], record, record, [4]])
  }

  /// Empty records around the file's read chunk: a length cut by the chunk's end, a length
  /// ending it, an empty record starting the next chunk; each comes back as one empty piece
  /// that starts and ends its record.
  @Test(arguments: 0..<10)
  func emptyRecordsStraddlingAChunkComeBack(shift: Int) throws {
    let first = [UInt8](repeating: 0xAB, count: RecordSpool.pieceSize - 12 + shift)
    let records = [first] + Array(repeating: [], count: 5) + [[9, 8, 7], [], [6]]
    let spool = RecordSpool(memoryLimit: 0)
    for record in records { try spool.append(record) }
    var emptyPieces = 0
    try spool.forEachPiece { piece, startsRecord, endsRecord in
      if piece.isEmpty {
        emptyPieces += 1
        #expect(startsRecord && endsRecord)
      }
    }
    #expect(emptyPieces == 6)
    #expect(try Self.recordsByPiece(of: spool) == records)
  }

  /// A record held in memory larger than a piece is handed over in pieces too.
  @Test func aHeldRecordLargerThanAPieceComesInPieces() throws {
    let record = [UInt8](repeating: 0x41, count: 2 * RecordSpool.pieceSize + 5)
    let spool = RecordSpool(memoryLimit: 1 << 30)
    try spool.append([])
    try spool.append { bytes, _ in bytes += record }
    var pieceCount = 0
    try spool.forEachPiece { _, _, _ in pieceCount += 1 }
    #expect(pieceCount == 4)
    #expect(try Self.recordsByPiece(of: spool) == [[], record])
  }

  @Test func anEmptySpoolHasNoRecords() throws {
    var calls = 0
    try RecordSpool(memoryLimit: 0).forEach { _ in calls += 1 }
    #expect(calls == 0)
  }
}
