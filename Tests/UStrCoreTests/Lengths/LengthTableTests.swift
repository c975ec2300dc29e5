import Testing
import UStrTestSupport
import UStrCore

@Suite("Length table")
struct LengthTableTests {
  struct Seed: Sendable, CustomTestStringConvertible {
    var text: String
    var swiftCount: Int
    var javaLength: Int
    var rustLength: Int
    var testDescription: String {
      text.unicodeScalars.map { "U+\(String($0.value, radix: 16))" }.joined(separator: " ")
    }
  }

  static let seeds: [Seed] = [
    Seed(text: "Poke\u{301}mon", swiftCount: 7, javaLength: 8, rustLength: 9),  // e + U+0301
    Seed(text: "Pok\u{E9}mon", swiftCount: 7, javaLength: 7, rustLength: 8),  // precomposed é
    Seed(text: "\u{10000}", swiftCount: 1, javaLength: 2, rustLength: 4),
    Seed(text: "\u{1F44D}\u{1F3FD}", swiftCount: 1, javaLength: 4, rustLength: 8),  // 👍🏽
    Seed(text: "", swiftCount: 0, javaLength: 0, rustLength: 0),
  ]

  @Test(arguments: seeds)
  func seedFactsHold(_ seed: Seed) {
    let table = LengthTable(counts: ViewCounts(of: seed.text))
    #expect(table["swift.count"]?.value == seed.swiftCount)
    #expect(table["java.length"]?.value == seed.javaLength)
    #expect(table["js.length"]?.value == seed.javaLength)
    #expect(table["csharp.Length"]?.value == seed.javaLength)
    #expect(table["rust.len"]?.value == seed.rustLength)
    #expect(table["go.len"]?.value == seed.rustLength)
  }

  @Test func rowsHaveTheContractIdsInOrder() {
    let table = LengthTable(counts: ViewCounts(of: "x"))
    #expect(
      table.rows.map(\.id) == [
        "swift.count", "swift.unicodeScalars.count", "swift.utf16.count", "swift.utf8.count",
        "java.length", "java.codePointCount", "js.length", "js.codePoints", "python.len",
        "rust.len", "rust.chars.count", "go.len", "go.runeCount", "csharp.Length", "utf32.count",
        "icu.graphemes",
      ])
    #expect(LengthTable.ids == table.rows.map(\.id))
  }

  @Test func scalarRowsAllCountScalars() {
    // "👩🏽‍🚀" = U+1F469 U+1F3FD U+200D U+1F680
    let table = LengthTable(counts: ViewCounts(of: "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}"))
    for id in [
      "swift.unicodeScalars.count", "java.codePointCount", "js.codePoints", "python.len",
      "rust.chars.count", "go.runeCount", "utf32.count",
    ] {
      #expect(table[id]?.value == 4, "\(id)")
    }
    #expect(table["utf32.count"]?.unit == .utf32)
  }

  @Test func icuRowIsEmptyUnlessGiven() {
    let counts = ViewCounts(of: "ab")
    #expect(LengthTable(counts: counts)["icu.graphemes"]?.value == nil)
    #expect(LengthTable(counts: counts, icuGraphemes: 2)["icu.graphemes"]?.value == 2)
  }
}

@Suite("Length difference")
struct LengthDifferenceTests {
  @Test func clustersExplainSwiftCountAgainstJavaLength() {
    let difference = LengthDifference(of: "Poke\u{301}mon \u{1F44D}\u{1F3FD}\u{1F44D}\u{1F3FD}")
    #expect(difference.lengths == (10, 17))
    #expect(
      difference.clusters.map(\.description) == [
        "e\u{301}: 1 Character, 2 scalars, 2 UTF-16 units, 3 bytes",
        "\u{1F44D}\u{1F3FD}: 1 Character, 2 scalars, 4 UTF-16 units, 8 bytes (×2)",
      ])
    #expect(difference.clusters.map(\.firstGraphemeOffset) == [3, 8])
    #expect(difference.clusters.map(\.firstUTF16Offset) == [3, 9])
    #expect(difference.clusters.map(\.contribution).reduce(0, +) == 7)
  }

  @Test func canonicallyEquivalentClustersStayApart() {
    let difference = LengthDifference(of: "\u{E9}e\u{301}", other: "rust.len")
    #expect(
      difference.clusters.map { Array($0.character.unicodeScalars) } == [
        ["\u{E9}"], ["e", "\u{301}"],
      ])
  }

  @Test func asciiHasNoDifference() {
    #expect(LengthDifference(of: "plain ascii").clusters.isEmpty)
  }

  @Test(arguments: RandomText.corpus(count: 100, seed: 7))
  func contributionsSumToTheDifference(_ text: String) {
    // One row of the table per view: graphemes, scalars, UTF-16 units, UTF-8 bytes.
    for id in ["swift.count", "python.len", "java.length", "go.len"] {
      let difference = LengthDifference(of: text, other: id)
      let sum = difference.clusters.map(\.contribution).reduce(0, +)
      #expect(sum == difference.lengths.other - difference.lengths.base)
    }
  }
}
