import Testing
import UStrCore
import UStrICU

@Suite("ICU break iterator")
struct BreakIteratorTests {
  @Test("Word boundaries carry their category and offsets in every view")
  func wordBoundaries() throws {
    // "Hé 42 😀" = H, U+00E9, space, 4, 2, space, U+1F600
    let words = try BreakIterator(.word, text: "Hé 42 😀").boundaries()
    #expect(words.map(\.position.utf16Offset) == [0, 2, 3, 5, 6, 8])
    #expect(words.map(\.position.utf8Offset) == [0, 3, 4, 6, 7, 11])
    #expect(words.map(\.position.scalarOffset) == [0, 2, 3, 5, 6, 7])
    #expect(words.map(\.wordCategory) == [.nonWord, .letter, .nonWord, .number, .nonWord, .nonWord])
  }

  struct KindExample: Sendable, CustomStringConvertible {
    var kind: BreakKind
    var text: String
    var utf16Boundaries: [Int]
    var description: String { "\(kind)" }
  }

  @Test(
    "Each kind finds its boundaries",
    arguments: [
      KindExample(kind: .character, text: "e\u{301}\r\n🇯🇵", utf16Boundaries: [0, 2, 4, 8]),
      KindExample(kind: .sentence, text: "Hi. Go!", utf16Boundaries: [0, 4, 7]),
      KindExample(kind: .line, text: "a b-c", utf16Boundaries: [0, 2, 4, 5]),
      KindExample(kind: .word, text: "", utf16Boundaries: [0]),
    ])
  func kinds(example: KindExample) throws {
    let iterator = try BreakIterator(example.kind, text: example.text)
    #expect(iterator.utf16Boundaries() == example.utf16Boundaries)
    #expect(iterator.boundaries().map(\.position.utf16Offset) == example.utf16Boundaries)
    #expect(iterator.boundaries().allSatisfy { $0.wordCategory == nil } == (example.kind != .word))
  }

  @Test("isBoundary answers inside, at the ends, and outside the text")
  func isBoundary() throws {
    let iterator = try BreakIterator(.character, text: "😀a")  // U+1F600 is 2 UTF-16 units
    #expect(iterator.isBoundary(utf16Offset: 0))
    #expect(!iterator.isBoundary(utf16Offset: 1))
    #expect(iterator.isBoundary(utf16Offset: 2))
    #expect(iterator.isBoundary(utf16Offset: 3))
    #expect(!iterator.isBoundary(utf16Offset: 4))
    #expect(!iterator.isBoundary(utf16Offset: -1))
  }

  @Test("ICU counts grapheme clusters, joining Indic conjuncts as CLDR does")
  func graphemeCount() throws {
    #expect(try ICU.graphemeCount(of: "Poke\u{301}mon") == 7)
    #expect(try ICU.graphemeCount(of: "") == 0)
    // "क्ष" = U+0915 U+094D U+0937: one cluster from Unicode 15.1 (GB9c); ICU 72 (Unicode 15.0)
    // already joins it, by CLDR 42's root tailoring that became GB9c.
    #expect(try ICU.graphemeCount(of: "\u{915}\u{94D}\u{937}") == 1)
  }
}

@Suite("Grapheme engine comparison")
struct GraphemeComparisonTests {
  @Test("Engines agree on plain text")
  func noDisagreements() throws {
    let comparison = try GraphemeComparison(of: "Poke\u{301}mon 👨‍👩‍👧‍👦 🇯🇵")
    #expect(comparison.disagreements.isEmpty)
    #expect(comparison.segmentations.map(\.engine) == [.swift, .icu, .reference])
    #expect(Set(comparison.segmentations.map(\.boundaries)).count == 1)
  }

  @Test("A conjunct disagreement names the rule of each engine's version")
  func conjunctAcrossVersions() throws {
    try #require(
      ICU.unicodeVersion == UnicodeVersion(major: 15, minor: 0),
      "describes ICU 72 (Unicode 15.0); this one: \(ICU.unicodeVersion)")
    // "क्ष" = U+0915 U+094D U+0937. The reference at 15.0 breaks before U+0937 (GB999: no GB9c
    // yet); Swift (17.0) joins it by GB9c; ICU 72 joins it too, ahead of its version, by CLDR's
    // conjunct tailoring.
    let comparison = try GraphemeComparison(
      of: "\u{915}\u{94D}\u{937}", referenceVersion: UnicodeVersion(major: 15, minor: 0))
    let disagreement = try #require(comparison.disagreements.first)
    #expect(comparison.disagreements.count == 1)
    #expect(disagreement.position.scalarOffset == 2)
    #expect(disagreement.decision.rule == .gb999)
    let icu = try #require(disagreement.verdicts.first { $0.engine == .icu })
    #expect(!icu.isBreak && icu.referenceRule == .gb999 && icu.followsItsVersion == false)
    let swift = try #require(disagreement.verdicts.first { $0.engine == .swift })
    #expect(!swift.isBreak && swift.referenceRule == .gb9c && swift.followsItsVersion == true)
    #expect(disagreement.knownDeviation == nil)
  }

  @Test("A Swift deviation from its own version is named from the known list")
  func knownSwiftDeviation() throws {
    try #require(
      StandardLibraryUnicode.version == UnicodeVersion(major: 17, minor: 0),
      "the known list describes Swift at Unicode 17.0")
    // Myanmar "မ္ဘ" = U+1019 U+1039 U+1018: one cluster at 17.0 by GB9c.
    let comparison = try GraphemeComparison(of: "\u{1019}\u{1039}\u{1018}")
    let disagreement = try #require(comparison.disagreements.first)
    let swift = try #require(disagreement.verdicts.first { $0.engine == .swift })
    #expect(swift.isBreak && swift.followsItsVersion == false)
    #expect(disagreement.knownDeviation?.engine == .swift)
  }
}
