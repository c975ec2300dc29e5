import Testing
import UStrCore
import UStrTestSupport

/// `ClusterBoundaries` finds the standard library's clusters, from the start and from any
/// boundary.
@Suite("Cluster boundaries")
struct ClusterBoundariesTests {
  /// The UTF-8 ranges of `text`'s `Character`s, as the standard library segments it.
  static func standardRanges(_ text: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    for character in text {
      ranges.append(start..<(start + character.utf8.count))
      start += character.utf8.count
    }
    return ranges
  }

  static func walked(_ text: String, from utf8Offset: Int = 0) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    ClusterBoundaries.walk(text, fromUTF8Offset: utf8Offset) { range in
      ranges.append(range)
      return true
    }
    return ranges
  }

  @Test func documentedExample() {
    #expect(Self.walked("ab👩‍👩‍👧e\u{301}", from: 2) == [2..<20, 20..<23])
  }

  /// Random texts of every kind of cluster: the walk from the start is the standard library's
  /// segmentation, and a walk from every boundary is the rest of it.
  @Test func randomTextsFromEveryBoundary() {
    for text in RandomText.corpus(count: 300, seed: 0xB0_0B_1E5) {
      let expected = Self.standardRanges(text)
      #expect(Self.walked(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      for (index, range) in expected.enumerated() where index % 3 == 0 {
        #expect(Self.walked(text, from: range.lowerBound) == Array(expected[index...]))
      }
    }
  }

  /// Runs of regional indicators, joiner chains, marks on one base, jamo and conjuncts: the
  /// same clusters, and the walk stops when asked.
  @Test(arguments: AdversarialText.allCases)
  func adversarialTexts(_ sample: AdversarialText) {
    let text = sample.text(repeating: 300)
    #expect(Self.walked(text) == Self.standardRanges(text))
    var visited = 0
    ClusterBoundaries.walk(text, fromUTF8Offset: 0) { _ in
      visited += 1
      return visited < 2
    }
    #expect(visited == min(2, text.count))
  }
}
