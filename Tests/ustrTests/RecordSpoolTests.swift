import Testing
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

  @Test(arguments: [0, 64, 1 << 16, 1 << 30])
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

  @Test func anEmptySpoolHasNoRecords() throws {
    var calls = 0
    try RecordSpool(memoryLimit: 0).forEach { _ in calls += 1 }
    #expect(calls == 0)
  }
}
