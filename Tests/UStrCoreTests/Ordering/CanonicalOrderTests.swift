import Testing
import UStrCore

/// Long runs of combining marks are sorted before the standard library compares them (it sorts
/// by insertion, quadratic); the sorted copy must compare exactly like the text itself.
@Suite("Combining runs in canonical order")
struct CanonicalOrderTests {
  /// Texts with runs of marks of mixed combining classes, short and long, sorted and not; each
  /// spelled out: U+0301 (230), U+0316 (220), U+0344 (230, decomposes to U+0308 U+0301),
  /// U+01D6 ǖ (class 0, decomposes to u U+0308 U+0304), U+05B0 (10).
  static let texts: [String] = [
    "a" + String(repeating: "\u{301}\u{316}", count: 40),
    "a" + String(repeating: "\u{301}\u{316}", count: 15),
    "a" + String(repeating: "\u{316}", count: 40) + String(repeating: "\u{301}", count: 40),
    "\u{1D6}" + String(repeating: "\u{316}\u{344}", count: 20) + "b" + String(repeating: "\u{301}\u{316}", count: 20),
    String(repeating: "\u{5D0}\u{301}\u{5B0}\u{316}", count: 10) + String(repeating: "\u{316}\u{5B0}", count: 30),
    String(repeating: "\u{301}\u{316}", count: 20) + "z",
    "plain ASCII", "caf\u{E9} \u{6F22}\u{5B57}",
  ]

  @Test(arguments: texts)
  func sortedCopyIsEqualAndOrdersAlike(text: String) {
    let sorted = text.withCombiningRunsInCanonicalOrder()
    #expect(sorted == text)
    for other in Self.texts + [text + "\u{300}", String(text.unicodeScalars.dropLast())] {
      let otherSorted = other.withCombiningRunsInCanonicalOrder()
      #expect((sorted == otherSorted) == (text == other))
      #expect((sorted < otherSorted) == (text < other))
      let expected: StringComparison = text == other ? .equal : (text < other ? .before : .after)
      #expect(StringOrder.swift.compare(text, other) == expected)
      #expect(StringOrder.swift.compare(text[...], other[...]) == expected)
    }
  }

  @Test func onlyLongUnsortedRunsAreRewritten() {
    let long = "a" + String(repeating: "\u{301}\u{316}", count: 16)
    #expect(Array(long.withCombiningRunsInCanonicalOrder().unicodeScalars)
      == Array(("a" + String(repeating: "\u{316}", count: 16) + String(repeating: "\u{301}", count: 16)).unicodeScalars))
    let short = "a" + String(repeating: "\u{301}\u{316}", count: 15)
    #expect(Array(short.withCombiningRunsInCanonicalOrder().unicodeScalars) == Array(short.unicodeScalars))
  }

  @Test func whereTheStandardLibrarysLessThanIsNotCanonicalTheSortedCopyIs() {
    // "x" + 20 × (U+0F72 U+0F71 U+05B0), classes 130, 129, 10, and the same without its last
    // scalar: the standard library's `==` finds each equal to its canonical order, but its `<`
    // on the raw texts (one a byte prefix of the other) disagrees with `<` on those orders.
    let text = "x" + String(repeating: "\u{F72}\u{F71}\u{5B0}", count: 20)
    let shorter = String(text.unicodeScalars.dropLast())
    let (sorted, shorterSorted) = (text.withCombiningRunsInCanonicalOrder(), shorter.withCombiningRunsInCanonicalOrder())
    #expect(sorted == text && shorterSorted == shorter)
    #expect(!(text < shorter) && shorter < text)
    #expect(sorted < shorterSorted)
    #expect(StringOrder.swift.compare(text, shorter) == .before)
  }
}
