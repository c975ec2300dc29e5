import Testing
import UStrCore
import UStrTestSupport

/// Substrings are taken apart in place, with offsets from their own start, and every cluster and
/// scalar can be turned back into `String.Index`es of the text it came from.
@Suite("Substrings and String.Index forms")
struct SubstringAndIndexTests {
  /// Random texts with every scalar-aligned substring of a few of their positions.
  static func substrings(seed: UInt64) -> [Substring] {
    var generator = SeededGenerator(seed: seed)
    var result: [Substring] = []
    for _ in 0..<150 {
      let text = RandomText.string(maxScalars: 14, using: &generator)
      let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
      for _ in 0..<6 {
        let a = indices.randomElement(using: &generator)!
        let b = indices.randomElement(using: &generator)!
        result.append(text[min(a, b)..<max(a, b)])
      }
    }
    // Cut inside long runs, where a walk from the base's start would pair flags otherwise.
    for kind in AdversarialText.allCases {
      let text = kind.text(repeating: 41)
      let scalars = Array(text.unicodeScalars.indices)
      result.append(text[scalars[7]...])
      result.append(text[scalars[3]..<scalars[scalars.count - 5]])
    }
    return result
  }

  @Test("ViewCounts of a substring are the substring's own counts")
  func viewCountsOfASubstringAreItsOwn() {
    for substring in Self.substrings(seed: 0x5B57) {
      let expected = ViewCounts(
        graphemes: substring.count, scalars: substring.unicodeScalars.count,
        utf16: substring.utf16.count, utf8: substring.utf8.count)
      #expect(ViewCounts(of: substring) == expected, "\(Array(substring.unicodeScalars))")
    }
  }

  @Test("A substring's breakdown equals the breakdown of a copy, with and without a limit")
  func breakdownOfASubstringEqualsACopys() {
    for substring in Self.substrings(seed: 0xB4EA) {
      let copy = String(substring)
      #expect(TextBreakdown(of: substring).graphemes == TextBreakdown(of: copy).graphemes)
      #expect(TextBreakdown(of: substring).counts == TextBreakdown(of: copy).counts)
      let limited = TextBreakdown(of: substring, graphemeLimit: 2)
      #expect(limited.graphemes == Array(TextBreakdown(of: copy).graphemes.prefix(2)))
      #expect(limited.counts == TextBreakdown(of: copy).counts)
    }
  }

  @Test("Every cluster's and scalar's String.Index form agrees with its integer offsets")
  func indexFormsAgreeWithOffsets() {
    for substring in Self.substrings(seed: 0x1DE5) {
      let text = String(substring)
      for source in [text[...], substring] {
        for cluster in TextBreakdown(of: source).graphemes {
          let range = cluster.range(in: source)
          #expect(source[range].elementsEqual(String(cluster.character)))
          #expect(source.utf16.distance(from: source.startIndex, to: range.lowerBound) == cluster.utf16Range.lowerBound)
          for scalar in cluster.scalars {
            #expect(source.unicodeScalars[scalar.index(in: source)] == scalar.scalar)
          }
        }
      }
    }
  }
}
