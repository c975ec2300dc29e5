import Testing
import UStrCore
import UStrTestSupport

/// `sortedIndices(of:)` sorts as the standard library's stable `sort(by:)` with the order's
/// predicate does, in every order and direction; in `.swift`, as Swift's own `<` does.
@Suite("String order: sorting")
struct StringOrderSortingTests {
  /// Lines built to meet in every way the orders can: composed and decomposed letters (equal in
  /// `.swift`), Hangul syllables and jamo, marks in and out of canonical order, long unsorted
  /// runs of marks, astral and private-use characters, ASCII, empty lines and duplicates.
  static func lines(count: Int, seed: UInt64) -> [Substring] {
    var generator = SeededGenerator(seed: seed)
    let pieces = [
      "a", "b", "e", "é", "e\u{301}", "\u{1E9B}\u{323}", "\u{17F}\u{323}\u{307}", "한", "\u{1112}\u{1161}\u{11AB}", "\u{301}\u{316}",
      "\u{316}\u{301}", "😀", "\u{FF61}", "\u{E000}", "\u{10FFFF}", "Å", "A\u{30A}", "\u{212B}", "Z", " ",
      "x" + String(repeating: "\u{301}\u{316}", count: 40), "x" + String(repeating: "\u{316}\u{301}", count: 40),
    ]
    var text = ""
    for _ in 0..<count {
      for _ in 0..<Int.random(in: 0...4, using: &generator) { text += pieces.randomElement(using: &generator)! }
      text += "\n"
    }
    return TextLine.contents(of: text)
  }

  @Test(arguments: StringOrder.allCases)
  func sortsAsTheStablePredicateSort(_ order: StringOrder) {
    let lines = Self.lines(count: 600, seed: 0x5_0127)
    for descending in [false, true] {
      let expected = Array(lines.indices).sorted {
        descending ? order.areInIncreasingOrder(lines[$1], lines[$0]) : order.areInIncreasingOrder(lines[$0], lines[$1])
      }
      #expect(order.sortedIndices(of: lines, descending: descending) == expected, "\(order), descending \(descending)")
    }
  }

  /// The standard library itself is the peer of `.swift`: its `<` over the same lines, stably.
  @Test func swiftOrderIsTheStandardLibrarys() {
    let lines = Self.lines(count: 600, seed: 0xA11_5)
    let expected = Array(lines.indices).sorted { lines[$0] < lines[$1] }
    #expect(StringOrder.swift.sortedIndices(of: lines) == expected)
  }
}
