import Foundation
import Testing
import UStrTestSupport
import UStrCore

// Foundation's SortComparator, as a module that imports Foundation conforms the comparator.
extension StringComparator: SortComparator {
  public var order: SortOrder {
    get { isReversed ? .reverse : .forward }
    set { isReversed = newValue == .reverse }
  }

  public func compare(_ a: String, _ b: String) -> ComparisonResult {
    ComparisonResult(rawValue: comparison(a, b).rawValue)!
  }
}

@Suite("String order")
struct StringOrderTests {
  struct Case: Sendable {
    var a: String
    var b: String
    var java: StringComparison
    var scalars: StringComparison
    var swift: StringComparison
  }

  static let cases: [Case] = [
    // U+FF61 is FF61 in UTF-16, U+1F600 is D83D DE00: Java puts U+FF61 after.
    Case(a: "\u{FF61}", b: "\u{1F600}", java: .after, scalars: .before, swift: .before),
    Case(a: "\u{E000}", b: "\u{10000}", java: .after, scalars: .before, swift: .before),
    Case(a: "\u{D7FF}", b: "\u{10000}", java: .before, scalars: .before, swift: .before),
    Case(a: "x\u{1F600}", b: "x\u{FFFD}", java: .before, scalars: .after, swift: .after),
    Case(a: "e\u{301}", b: "\u{E9}", java: .before, scalars: .before, swift: .equal),
    Case(a: "abc", b: "abcd", java: .before, scalars: .before, swift: .before),
    Case(a: "", b: "", java: .equal, scalars: .equal, swift: .equal),
    Case(
      a: "same text past eight bytes", b: "same text past eight bytes", java: .equal,
      scalars: .equal, swift: .equal),
    Case(
      a: "prefix shared for a while \u{FFFF}", b: "prefix shared for a while \u{10FFFF}",
      java: .after, scalars: .before, swift: .before),
  ]

  @Test(arguments: cases)
  func ordersCompareAsTheirRuntimes(_ c: Case) {
    #expect(StringOrder.utf16.compare(c.a, c.b) == c.java)
    #expect(StringOrder.scalar.compare(c.a, c.b) == c.scalars)
    #expect(StringOrder.swift.compare(c.a, c.b) == c.swift)
    #expect(StringOrder.utf16.compare(c.b, c.a) == c.java.reversed)
    #expect(StringOrder.utf16.compare(c.a[...], c.b[...]) == c.java)
    let comparison = OrderComparison(c.a, c.b)
    #expect(
      [comparison.utf16, comparison.scalar, comparison.swift] == [c.java, c.scalars, c.swift])
  }

  @Test func disagreementNamesTheUnitsJavaCompares() throws {
    let comparison = OrderComparison("\u{FF61}", "\u{1F600}")
    #expect(!comparison.ordersAgree)
    let difference = try #require(comparison.firstDifference)
    #expect(difference.a == "\u{FF61}" && difference.b == "\u{1F600}")
    let javaVersusScalars = try #require(comparison.disagreements.first)
    #expect(javaVersusScalars.orders == (.utf16, .scalar))
    #expect(javaVersusScalars.comparisons == (.after, .before))
    #expect(
      javaVersusScalars.reason
        == "U+FF61 is the UTF-16 unit FF61 and U+1F600 is the surrogate pair D83D DE00: Java "
        + "compares FF61 with D83D and sorts U+FF61 after; code point order sorts it before.")
    #expect(comparison.disagreements.count == 2)  // java–scalars and java–swift
  }

  @Test func firstDifferenceHasOffsetsInEveryView() throws {
    let difference = try #require(ScalarDifference("\u{1F600}e\u{301}x", "\u{1F600}e\u{302}"))
    #expect(difference.scalarOffset == 2)
    #expect(difference.utf16Offset == 3)
    #expect(difference.utf8Offset == 5)
    #expect(ScalarDifference("ab", "a")?.b == nil)
    #expect(ScalarDifference("ab", "ab") == nil)
  }

  @Test func javaOrderAgreesWithComparingUTF16Arrays() {
    let texts = RandomText.corpus(count: 600, seed: 11)
    for (a, b) in zip(texts, texts.dropFirst()) {
      #expect(
        StringOrder.utf16.compare(a, b).rawValue == utf16ArrayComparison(a, b),
        "\(a.utf16Hex) | \(b.utf16Hex)")
      let bytes = Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
      #expect((StringOrder.scalar.compare(a, b) == .before) == bytes)
    }
  }

  @Test(arguments: StringOrder.allCases)
  func everyOrderIsTotal(_ order: StringOrder) {
    var generator = SeededGenerator(seed: 23)
    let texts = RandomText.corpus(count: 300, seed: 29)
    for _ in 0..<2000 {
      let (a, b, c) = (
        texts.randomElement(using: &generator)!, texts.randomElement(using: &generator)!,
        texts.randomElement(using: &generator)!
      )
      #expect(order.compare(a, b) == order.compare(b, a).reversed)
      if order.compare(a, b) != .after && order.compare(b, c) != .after {
        #expect(order.compare(a, c) != .after)
      }
    }
  }

  @Test func sortingIsStable() {
    // Canonically equivalent texts are equal under Swift's order; numbered copies of equal
    // texts keep their input order.
    let texts = RandomText.corpus(count: 200, seed: 31).flatMap { [$0, $0] }
    for order in StringOrder.allCases {
      let numbered = Array(texts.enumerated())
      let sorted = numbered.sorted { order.areInIncreasingOrder($0.element, $1.element) }
      for (x, y) in zip(sorted, sorted.dropFirst())
      where order.compare(x.element, y.element) == .equal {
        #expect(x.offset < y.offset)
      }
    }
  }

  @Test func comparatorSortsWithFoundationDescriptors() {
    let texts = ["\u{FF61}", "a", "\u{1F600}"]
    #expect(texts.sorted(using: StringComparator(.utf16)) == ["a", "\u{1F600}", "\u{FF61}"])
    #expect(texts.sorted(using: StringComparator(.scalar)) == ["a", "\u{FF61}", "\u{1F600}"])
    #expect(
      texts.sorted(using: StringComparator(.utf16, reversed: true)) == [
        "\u{FF61}", "\u{1F600}", "a",
      ])
  }
}
