import Foundation
import Testing
import UStrCore
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
}
