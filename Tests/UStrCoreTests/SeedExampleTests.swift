import Testing
import UStrCore

@Suite("Seed examples")
struct SeedExampleTests {
  @Test(arguments: SampleStrings.seedExamples)
  func viewCountsMatchTheKnownLengths(_ sample: CountedSample) {
    #expect(ViewCounts(of: sample.text) == sample.counts)
  }

  @Test(arguments: SampleStrings.seedExamples)
  func breakdownCountsMatchTheKnownLengths(_ sample: CountedSample) {
    let breakdown = TextBreakdown(of: sample.text)
    #expect(breakdown.counts == sample.counts)
    #expect(breakdown.graphemes.count == sample.counts.graphemes)
  }

  @Test func precomposedAndDecomposedPokemonAreEqualButNotTheSameScalars() {
    #expect(SampleStrings.pokemonPrecomposed == SampleStrings.pokemonDecomposed)
    #expect(
      !SampleStrings.pokemonPrecomposed.unicodeScalars.elementsEqual(
        SampleStrings.pokemonDecomposed.unicodeScalars))
  }

  @Test func zuBothWaysIsOneEqualCharacter() {
    #expect(SampleStrings.zuPrecomposed == SampleStrings.zuDecomposed)
    let decomposed = TextBreakdown(of: SampleStrings.zuDecomposed)
    #expect(decomposed.graphemes.count == 1)
    #expect(decomposed.graphemes[0].scalars.map(\.scalar) == ["\u{3059}", "\u{3099}"])
    #expect(decomposed.graphemes[0].utf8Range == 0..<6)
  }

  @Test func decomposedEAccentIsClusterThreeWithTwoScalars() {
    let e = TextBreakdown(of: SampleStrings.pokemonDecomposed).graphemes[3]
    #expect(e.character == "é")
    #expect(e.scalarRange == 3..<5)
    #expect(e.utf16Range == 3..<5)
    #expect(e.utf8Range == 3..<6)
    #expect(e.scalars.map(\.utf8) == [[0x65], [0xCC, 0x81]])
  }

  @Test func astralScalarIsASurrogatePairInUTF16() throws {
    let scalar = try #require(TextBreakdown(of: SampleStrings.linearBA).graphemes[0].scalars.first)
    #expect(scalar.utf16 == [0xD800, 0xDC00])
    #expect(scalar.utf8 == [0xF0, 0x90, 0x80, 0x80])
  }

  @Test func twoFlagsAreTwoClustersOfTwoRegionalIndicators() {
    let flags = TextBreakdown(of: SampleStrings.flagsJapanUS).graphemes
    #expect(flags.map(\.character) == ["🇯🇵", "🇺🇸"])
    #expect(flags.map(\.scalarRange) == [0..<2, 2..<4])
    #expect(flags.map(\.utf16Range) == [0..<4, 4..<8])
  }

  @Test(arguments: ["e", "Pokemon", "ず", "👨‍👩‍👧‍👦", "a\u{301}"])
  func leadingCombiningMarkMergesWithTheEndOfTheStringBefore(_ prefix: String) {
    let suffix = SampleStrings.combiningAcute + "x"
    // On its own, the suffix starts with a cluster that is just the mark.
    #expect(suffix.count == 2)
    let joined = prefix + suffix
    // Appended, the mark joins the prefix's last cluster: one cluster fewer than the sum.
    #expect(joined.count == prefix.count + suffix.count - 1)
    #expect(TextBreakdown(of: joined).counts.graphemes == prefix.count + 1)
    #expect(ViewCounts(of: joined).scalars == prefix.unicodeScalars.count + 2)
  }
}
