import Testing
@testable import UStrCore
import UStrTestSupport

/// The one-walk region path of `LengthDifferenceStream` against its window path (the cluster
/// scanner, the standard library's breaks), and the unconditional breaks it cuts at against their
/// definition.
@Suite("Length region walk")
struct LengthRegionWalkTests {
  static let pair = GraphemeEnginePair(
    primary: StandardLibraryUnicode.version, secondary: UnicodeVersion(major: 15, minor: 0))

  static let texts: [String] = {
    var generator = SeededGenerator(seed: 0x2E61_0A)
    return [
      "Poke\u{301}mon \u{1F44D}\u{1F3FD}\r\n", "ab \u{1A20}\u{1A60}\u{1A21} cd", "\u{915}\u{94D}\u{937} ok",
      "\u{1F1EF}\u{1F1F5}\u{1F1E6}\r\n\u{1F1E6}ab", "\r\r\n\n\r", "x",
      // Khmer and Myanmar: consonants and linkers new in 17.0, with and without a linker.
      "\u{1780}\u{17D2}\u{1780} \u{1019}\u{1039}\u{1019}\u{102C} \u{179A}\u{17B6}", "\u{1019}\u{102C} \u{179A}\u{17B6}",
      "\u{915}\u{94D}\u{1780} \u{1780}\u{17D2}\u{915}",
    ] + AdversarialText.allCases.map { $0.text(repeating: 30) }
      + (0..<60).map { _ in RandomText.string(maxScalars: 80, using: &generator) }
  }()

  @Test(.enabled(if: pair != nil, "the reference has no table for the standard library's version"))
  func aRegionCountsAsItsWindow() throws {
    let pair = try #require(Self.pair)
    for text in Self.texts {
      var walked = LengthDifferenceStream(clusterLimit: 100)
      var windowed = LengthDifferenceStream(clusterLimit: 100)
      // Twice over, so the second region starts where counts and clusters are not zero.
      for _ in 0..<2 {
        var handed: [String] = []
        let certain = Array(text.utf8).withUnsafeBufferPointer { region in
          walked.append(region: region, pair: pair) { handed.append(String(decoding: $0, as: UTF8.self)) }
        }
        windowed.append(text)
        // The secondary's count at 15.0: the walk's certain stretches plus the handed ones,
        // counted by the reference at 15.0.
        let reference = ReferenceGraphemeSegmenter(unicodeVersion: pair.secondaryVersion)!
        #expect(
          certain + handed.map { reference.graphemeCount(of: $0) }.reduce(0, +) == reference.graphemeCount(of: text),
          "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      }
      #expect(walked.counts == windowed.counts, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(walked.clusters == windowed.clusters, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(walked.distinctClusterCount == windowed.distinctClusterCount)
    }
  }

  @Test func aStretchIsUncertainOnlyWhereAnEngineCanDisagree() throws {
    let pair = try #require(
      GraphemeEnginePair(primary: UnicodeVersion(major: 17, minor: 0), secondary: UnicodeVersion(major: 15, minor: 0)))
    func entries(_ text: String) -> UInt16 { text.unicodeScalars.reduce(0) { $0 | pair.lookup($1.value) } }
    // A Devanagari virama: a linker from 15.1, the same at 16.0 and 17.0.
    #expect(!pair.isUncertainForPrimary(entries("\u{915}\u{94D}\u{937}")))
    #expect(pair.isUncertainForSecondary(entries("\u{915}\u{94D}\u{937}")))
    // Khmer consonants became InCB=Consonant in 17.0: uncertain only next to a linker.
    #expect(!pair.isUncertainForPrimary(entries("\u{179A}\u{17B6}")))
    #expect(!pair.isUncertainForSecondary(entries("\u{179A}\u{17B6}")))
    #expect(pair.isUncertainForPrimary(entries("\u{179A}\u{17B6} \u{915}\u{94D}")))
    // Khmer's coeng became a linker in 17.0.
    #expect(pair.isUncertainForPrimary(entries("\u{1780}\u{17D2}\u{1780}")))
    #expect(!pair.isUncertainForPrimary(entries("Poke\u{301}mon \u{1F44D}\u{1F3FD}")))
  }

  @Test func unconditionalBreaksAreTheDefinitionsBreaks() {
    for text in Self.texts {
      let scalars = Array(text.unicodeScalars)
      var offsets: [Int] = []
      var offset = 0
      for (index, scalar) in scalars.enumerated() {
        if index > 0, ReferenceGraphemeCounter.isUnconditionalBreak(between: scalars[index - 1].value, and: scalar.value) {
          offsets.append(offset)
        }
        offset += UTF8.width(scalar)
      }
      let utf8 = Array(text.utf8)
      #expect(UnconditionalBreaks.first(in: utf8) == offsets.first)
      #expect(UnconditionalBreaks.last(in: utf8) == offsets.last)
    }
  }
}
