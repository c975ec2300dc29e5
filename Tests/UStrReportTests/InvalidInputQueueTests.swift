import Testing
import UStrCore

@testable import UStrReport

/// ``InvalidInputQueue``: the undecodable sequences of a converted file come back as they
/// went in, taken by the offset of their U+FFFD, however many wait and however the takes
/// and appends interleave.
@Suite("Invalid input queue")
struct InvalidInputQueueTests {
  /// `count` sequences of every kind and of 0 to 5 bytes; offsets that grow by 0 to a few
  /// thousand (and once by 2^40), in order.
  static func sequences(_ count: Int, from start: (input: Int, repaired: Int) = (0, 0)) -> [InvalidInputSequence] {
    var input = start.input
    var repaired = start.repaired
    var result: [InvalidInputSequence] = []
    for index in 0..<count {
      input += index % 7 == 0 ? index * 131 : index % 3
      repaired += index % 11 == 0 ? 0 : 3
      if index == count / 2 { input += 1 << 40 }
      let bytes = (0..<(index % 6)).map { UInt8(truncatingIfNeeded: index &* 31 &+ $0) }
      result.append(
        InvalidInputSequence(
          inputOffset: input, repairedUTF8Offset: repaired, bytes: bytes,
          kind: InvalidInputKind.allCases[index % InvalidInputKind.allCases.count]))
    }
    return result
  }

  @Test func sequencesComeBackInOrderTakenByTheirReplacementsOffset() {
    let all = Self.sequences(50_000)
    var queue = InvalidInputQueue()
    var expected = all[...]
    var taken: [InvalidInputSequence] = []
    // Appended in chunks of 997 (each chunk shifted by a mark of 2 bytes), taken at bounds
    // that fall between, on and past the offsets, 40 000 at most waiting.
    var appended = 0
    var bound = 0
    while appended < all.count || !expected.isEmpty {
      if appended < all.count && (appended - taken.count < 40_000) {
        let chunk = all[appended..<min(all.count, appended + 997)].map { sequence in
          var shifted = sequence
          shifted.inputOffset -= 2
          return shifted
        }
        queue.append(contentsOf: chunk, inputOffsetShift: 2)
        appended += chunk.count
      }
      bound += 1_777
      let due = expected.prefix { $0.repairedUTF8Offset < bound }
      #expect(queue.nextRepairedUTF8Offset == expected.first?.repairedUTF8Offset)
      #expect(queue.hasSequence(before: bound) == !due.isEmpty)
      let batch = queue.take(before: bound)
      #expect(batch.count == due.count && batch.isEmpty == due.isEmpty)
      #expect(Array(batch) == Array(due))
      taken += batch
      expected = expected.dropFirst(due.count)
    }
    #expect(taken == all)
    #expect(queue.nextRepairedUTF8Offset == nil && !queue.hasSequence(before: .max))
  }

  /// Emptied, then filled again: the new sequences' offsets are read from the last ones', and
  /// a take leaves what is not due.
  @Test func aQueueEmptiedAndFilledAgainKeepsItsOffsets() {
    var queue = InvalidInputQueue()
    let first = Self.sequences(10)
    queue.append(contentsOf: first)
    #expect(Array(queue.take(before: .max)) == first)
    #expect(queue.take(before: .max).isEmpty)
    let last = first.last!
    let second = Self.sequences(10, from: (last.inputOffset, last.repairedUTF8Offset))
    queue.append(contentsOf: [])
    queue.append(contentsOf: second)
    let middle = second[4].repairedUTF8Offset
    let early = queue.take(before: middle)
    #expect(Array(early) == second.filter { $0.repairedUTF8Offset < middle })
    #expect(Array(queue.take(before: .max)) == second.filter { $0.repairedUTF8Offset >= middle })
  }

  @Test func everyKindHasItsOwnCode() {
    for kind in InvalidInputKind.allCases {
      #expect(InvalidInputQueue.kind(code: InvalidInputQueue.code(of: kind)) == kind)
    }
    #expect(InvalidInputQueue.kind(code: InvalidInputKind.allCases.count) == nil)
    #expect(InvalidInputQueue.kind(code: -1) == nil)
  }
}
