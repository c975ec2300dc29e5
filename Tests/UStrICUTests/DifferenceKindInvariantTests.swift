import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// A first difference's kind must agree with the equality levels of the same two texts: a kind
/// that says "canonically equivalent" may not sit beside canonical ✗, and so on down the levels.
@Suite("First difference kind agrees with the equality levels")
struct DifferenceKindInvariantTests {
  /// Kinds that claim the clusters are canonically equivalent.
  static let canonicalKinds: Set<DifferenceKind> = [.markOrder, .composition, .canonicalSingleton]

  /// Pieces where the levels part: each row holds pieces that are equal at some level.
  static let pieces: [String] = [
    "e", "E", "\u{E9}", "e\u{301}", "E\u{301}", "\u{C9}", "\u{212B}", "\u{C5}", "A\u{30A}", "a",
    "\u{2126}", "\u{3A9}", "\u{3C9}", "\u{FB01}", "fi", "Fi", "FI", "\u{2460}", "1",
    "\u{FF76}\u{FF9E}", "\u{30AC}", "\u{30AB}", "x\u{323}\u{307}", "x\u{307}\u{323}", "x",
    "\u{1EC7}", "\u{1EB9}\u{302}", "\u{EA}\u{323}", "e\u{323}\u{302}", "\u{200B}", "\u{AD}",
    "\u{DF}", "ss", "SS", "\u{1E9E}", "\u{430}", "k", "\u{212A}", "K", "\u{AC01}",
    "\u{1100}\u{1161}\u{11A8}", "\u{AC00}\u{11A8}", "\u{F900}", "\u{8C48}", "\u{958}",
    "\u{915}\u{93C}", "\u{344}", "\u{308}\u{301}", "mon", "Pok",
  ]

  /// Checks the invariant on one pair; `isSingleEdit` when the pair differs in one place only, so
  /// a kind claiming equality at a level must make the whole texts equal there.
  static func check(
    _ a: String, _ b: String, isSingleEdit: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let equality = try TextEquality(a, b)
    guard let difference = try FirstDifference(a, b, lookAlike: false) else {
      #expect(equality.scalar, "no first difference but different scalars", sourceLocation: sourceLocation)
      return
    }
    let kind = difference.kind
    let label = "\(a.debugDescription) vs \(b.debugDescription): \(kind)"
    if equality.canonical {
      #expect(Self.canonicalKinds.contains(kind), "canonical ✓ but \(label)", sourceLocation: sourceLocation)
    }
    if equality.compatibility {
      #expect(
        Self.canonicalKinds.union([.compatibility]).contains(kind),
        "compatibility ✓ but \(label)", sourceLocation: sourceLocation)
    }
    if equality.casefold {
      #expect(
        Self.canonicalKinds.union([.compatibility, .caseOnly, .invisible]).contains(kind),
        "case-folded ✓ but \(label)", sourceLocation: sourceLocation)
    }
    guard isSingleEdit else { return }
    if Self.canonicalKinds.contains(kind) {
      #expect(equality.canonical, "canonical ✗ but \(label)", sourceLocation: sourceLocation)
    }
    if kind == .compatibility {
      #expect(equality.compatibility, "compatibility ✗ but \(label)", sourceLocation: sourceLocation)
    }
    if kind == .caseOnly {
      #expect(equality.casefold, "case-folded ✗ but \(label)", sourceLocation: sourceLocation)
    }
  }

  @Test func pokemonWithoutItsAccentIsNotCanonicallyEquivalent() throws {
    let difference = try #require(try FirstDifference("Pok\u{E9}mon", "Pokemon"))
    #expect(difference.kind == .different)
    try Self.check("Pok\u{E9}mon", "Pokemon", isSingleEdit: true)
  }

  @Test func differentCompositionsOfTheSameMarksAreACompositionNotASingleton() throws {
    // ê U+00EA + dot below U+0323 vs ẹ U+1EB9 + circumflex U+0302: two scalars each, both NFD
    // to e U+0323 U+0302
    let difference = try #require(try FirstDifference("\u{EA}\u{323}", "\u{1EB9}\u{302}"))
    #expect(difference.kind == .composition)
  }

  @Test func everyCuratedPairInEveryContext() throws {
    for a in Self.pieces {
      for b in Self.pieces where a != b || !a.unicodeScalars.elementsEqual(b.unicodeScalars) {
        for (prefix, suffix) in [("", ""), ("Pok", "mon"), ("x", "y\u{301}")] {
          try Self.check(prefix + a + suffix, prefix + b + suffix, isSingleEdit: true)
        }
      }
    }
  }

  @Test func randomPairs() throws {
    var generator = SeededGenerator(seed: 0x5EED_0010)
    for _ in 0..<600 {
      let prefix = RandomText.string(maxScalars: 4, using: &generator)
      let suffix = RandomText.string(maxScalars: 4, using: &generator)
      let a = Self.pieces.randomElement(using: &generator)!
      let b = Self.pieces.randomElement(using: &generator)!
      // A random prefix or suffix can merge with the piece (a mark after it): then it is no
      // single edit, but the level-to-kind direction must still hold.
      try Self.check(prefix + a + suffix, prefix + b + suffix, isSingleEdit: false)
      let x = RandomText.string(maxScalars: 6, using: &generator)
      let y = RandomText.string(maxScalars: 6, using: &generator)
      try Self.check(x, y, isSingleEdit: false)
    }
  }
}
