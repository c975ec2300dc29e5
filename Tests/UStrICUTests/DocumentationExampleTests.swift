import Testing
import UStrICU

/// The examples of the UStrICU documentation catalog (Sources/UStrICU/UStrICU.docc), run.
@Suite("UStrICU documentation examples")
struct DocumentationExampleTests {
  @Test("The overview's normalization, equality and difference")
  func overviewExamples() throws {
    #expect(try Normalizer(.nfc).normalize("Poke\u{301}mon") == "Pok\u{E9}mon")
    #expect(try Normalizer(.nfd).isNormalized("Pok\u{E9}mon") == false)
    let ligature = try TextEquality("\u{FB01}", "fi")
    #expect(!ligature.canonical)
    #expect(ligature.compatibility)
    #expect(try FirstDifference("Pok\u{E9}mon", "Poke\u{301}mon")?.kind == .composition)
  }

  @Test("The comparison article's levels and difference")
  func comparisonArticleExamples() throws {
    let equality = try TextEquality("Pok\u{E9}mon", "Poke\u{301}mon")
    #expect(!equality.utf8)
    #expect(!equality.scalar)
    #expect(equality.swift)
    #expect(equality.canonical)
    #expect(equality.strictestLevel == .swift)
    let difference = try #require(try FirstDifference("Pok\u{E9}mon", "Poke\u{301}mon"))
    #expect(difference.kind == .composition)
    #expect(difference.first.position.utf8Offset == 3)
    #expect(difference.second.cluster == "e\u{301}")
  }
}
