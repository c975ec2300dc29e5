import Testing
import UStrCore
import UStrICU

@Suite("Equality levels and first difference")
struct ComparisonTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var a: String
    var b: String
    /// The strictest level at which they are equal.
    var strictest: EqualityLevel?
    var kind: DifferenceKind
    var graphemeOffset: Int
    var testDescription: String { "\(a.debugDescription) vs \(b.debugDescription)" }
  }

  static let examples: [Example] = [
    // "Pokémon" with U+00E9 vs e + U+0301
    Example(a: "Pok\u{E9}mon", b: "Poke\u{301}mon", strictest: .swift, kind: .composition, graphemeOffset: 3),
    // ﬁ U+FB01 vs "fi"
    Example(a: "\u{FB01}", b: "fi", strictest: .compatibility, kind: .compatibility, graphemeOffset: 0),
    // ① U+2460 vs "1"
    Example(a: "\u{2460}", b: "1", strictest: .compatibility, kind: .compatibility, graphemeOffset: 0),
    // ｶﾞ U+FF76 U+FF9E vs ガ U+30AC
    Example(a: "\u{FF76}\u{FF9E}", b: "\u{30AC}", strictest: .compatibility, kind: .compatibility, graphemeOffset: 0),
    // Ω U+2126 OHM SIGN vs Ω U+03A9
    Example(a: "\u{2126}", b: "\u{3A9}", strictest: .swift, kind: .canonicalSingleton, graphemeOffset: 0),
    // dot below U+0323 (ccc 220) and dot above U+0307 (ccc 230) in both orders
    Example(a: "x\u{323}\u{307}", b: "x\u{307}\u{323}", strictest: .swift, kind: .markOrder, graphemeOffset: 0),
    // U+200B ZERO WIDTH SPACE inserted
    Example(a: "ab", b: "a\u{200B}b", strictest: .casefold, kind: .invisible, graphemeOffset: 1),
    Example(a: "Stra\u{DF}e", b: "STRASSE", strictest: .casefold, kind: .caseOnly, graphemeOffset: 1),
    // Latin "a" vs Cyrillic "а" U+0430
    Example(a: "pay", b: "p\u{430}y", strictest: nil, kind: .lookAlike, graphemeOffset: 1),
    Example(a: "abc", b: "abd", strictest: nil, kind: .different, graphemeOffset: 2),
    Example(a: "abc", b: "ab", strictest: nil, kind: .endOfText, graphemeOffset: 2),
  ]

  @Test(arguments: examples)
  func equalityLevelsHoldFromTheStrictestOneOn(example: Example) throws {
    let equality = try TextEquality(example.a, example.b)
    #expect(equality.strictestLevel == example.strictest)
    for level in EqualityLevel.allCases {
      let strictIndex = example.strictest.map { EqualityLevel.allCases.firstIndex(of: $0)! } ?? 99
      #expect(equality[level] == (EqualityLevel.allCases.firstIndex(of: level)! >= strictIndex), "\(level)")
    }
    #expect(equality.engineDisagreement == nil)
  }

  @Test(arguments: examples)
  func firstDifferenceHasItsKindAndPosition(example: Example) throws {
    let difference = try #require(try FirstDifference(example.a, example.b))
    #expect(difference.kind == example.kind)
    #expect(difference.first.position.graphemeOffset == example.graphemeOffset)
    #expect(difference.second.position == difference.first.position)
  }

  @Test func firstDifferenceGivesOffsetsInEveryViewAndTheClustersAround() throws {
    // "👩🏽‍🚀é" vs "👩🏽‍🚀e\u{301}": the astronaut is 1 cluster, 4 scalars, 7 UTF-16, 15 UTF-8
    let d = try #require(try FirstDifference("👩🏽‍🚀\u{E9}!", "👩🏽‍🚀e\u{301}!"))
    #expect(
      d.first.position
        == BoundaryOffsets(utf8Offset: 15, utf16Offset: 7, scalarOffset: 4, graphemeOffset: 1))
    #expect(d.first.clusterBefore == "👩🏽‍🚀")
    #expect(d.second.cluster.map { Array($0.unicodeScalars) } == ["e", "\u{301}"])
    #expect(d.second.clusterAfter == "!")
  }

  @Test func sameScalarsHaveNoFirstDifference() throws {
    #expect(try FirstDifference("Pok\u{E9}mon", "Pok\u{E9}mon") == nil)
  }

  @Test func aCharacterNewerThanICUIsExplainedWhenEnginesDisagree() throws {
    // U+16121 GURUNG KHEMA VOWEL SIGN U (Unicode 16.0) = U+1611E U+1611E canonically.
    let equality = try TextEquality("\u{16121}", "\u{1611E}\u{1611E}")
    guard ICU.unicodeVersion < UnicodeVersion(major: 16, minor: 0) else { return }
    #expect(equality.swift)
    #expect(!equality.canonical)
    let disagreement = try #require(equality.engineDisagreement)
    #expect(disagreement.scalars.map(\.scalar) == ["\u{16121}", "\u{1611E}"])
    #expect(disagreement.description.contains("new in Unicode 16.0, unknown to ICU"))
  }
}

