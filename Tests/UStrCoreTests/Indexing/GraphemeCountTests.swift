import Foundation
import Testing
import UStrCore
import UStrConformance
import UStrTestSupport

@Suite("Grapheme counts by cluster scanner")
struct GraphemeCountTests {
  /// `ViewCounts` counts clusters by scalar classes where they decide; the count must be the
  /// standard library's `count` on every sample, random text and whole corpus file.
  @Test func viewCountsCountClustersAsStringCountDoes() throws {
    var texts = IndexingSamples.named
    texts += (0..<4).map { IndexingSamples.random(seed: UInt64(700 + $0), scalars: 3_000) }
    if case .success(let root) = SharedData.corpusRoot {
      for folder in ["lipsum", "wikipedia_mars", "synthetic"] {
        let directory = root.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        where name.hasSuffix(".txt") {
          let data = try #require(FileManager.default.contents(atPath: directory.appendingPathComponent(name).path))
          texts.append(String(decoding: data, as: UTF8.self))
        }
      }
      #expect(texts.count > 30)
    } else {
      print("skipped the corpus: its folder was not found")
    }
    for text in texts {
      #expect(ViewCounts(of: text).graphemes == text.count, "\(text.prefix(40).debugDescription)")
    }
  }

  /// The scanner walks clusters by the rules and the standard library's version's properties,
  /// leaving to the standard library only the clusters with an uncertain scalar: every line of
  /// the grapheme break tests of every version (where the standard library deviates from its
  /// own version's file too), alone and run together, counts as `String.count` does.
  @Test(arguments: ["15.0", "16.0", "17.0"])
  func countsAsStringCountOnTheConformanceFiles(version: String) throws {
    let url = try SharedData.unicodeFile("GraphemeBreakTest.txt", version: version).get()
    let cases = try BreakTestCase.parse(SharedData.text(of: url))
    #expect(cases.count > 500)
    for testCase in cases {
      let text = testCase.text
      #expect(ViewCounts(of: text).graphemes == text.count, "\(testCase.pattern)")
      #expect(ViewCounts(of: "ab" + text + "\u{301}").graphemes == ("ab" + text + "\u{301}").count, "\(testCase.pattern)")
    }
    let joined = cases.map(\.text).joined()
    #expect(ViewCounts(of: joined).graphemes == joined.count)
  }

  /// Every code point of planes 0, 1 and 14 after a letter, a Devanagari consonant and virama,
  /// an emoji and ZWJ, a regional indicator, and before a mark and a consonant.
  @Test func countsAsStringCountOnEveryCodePointInContext() {
    let codePoints = Array(UInt32(0)..<0x2_0000) + Array(UInt32(0xE_0000)..<0xE_1000)
    let scalars = codePoints.compactMap(Unicode.Scalar.init)
    for block in stride(from: 0, to: scalars.count, by: 4096) {
      var text = String.UnicodeScalarView()
      for x in scalars[block..<min(block + 4096, scalars.count)] {
        text.append(contentsOf: ["a", x, "\u{915}", "\u{94D}", x, "\u{915}", "\u{1F600}", "\u{200D}", x])
        text.append(contentsOf: ["\u{1F1E6}", x, "\u{301}", x, x, "\u{1100}", x, "\u{AC00}", x])
      }
      let string = String(text)
      #expect(ViewCounts(of: string).graphemes == string.count, "block at U+\(String(scalars[block].value, radix: 16))")
    }
  }

  @Test(arguments: AdversarialSample.all(embedded: true))
  func countsAsStringCountOnAdversarialText(sample: AdversarialSample) {
    #expect(ViewCounts(of: sample.text).graphemes == sample.text.count)
  }
}
