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
