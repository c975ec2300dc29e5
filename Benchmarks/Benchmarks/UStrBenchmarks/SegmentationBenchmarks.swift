import Benchmark
import Foundation
import UStrCore
import UStrICU

// Grapheme segmentation throughput of each engine on the same texts, in the same run:
// the standard library's `String.count`, ustr's UAX #29 reference (`graphemeCount(of:)`) and ICU's
// character break iterator (`ICU.graphemeCount(of:)`): `graphemes-<text>/stdlib`, `/ours` and
// `/ours-icu`; compare.sh prints both ratios. The target is the reference within 3× of
// `String.count` on every corpus file.
//
// The benchmark target needs the products UStrCore and UStrICU.

/// Registers the grapheme segmentation benchmarks: three per corpus text.
func registerSegmentationBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput], maxDuration: .seconds(2), maxIterations: 1_000)
  let reference = ReferenceGraphemeSegmenter()
  for sample in SegmentationSample.load() {
    let text = sample.text
    Benchmark("graphemes-\(sample.name)/stdlib", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(text.count) }
    }
    Benchmark("graphemes-\(sample.name)/ours", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(reference.graphemeCount(of: text)) }
    }
    Benchmark("graphemes-\(sample.name)/ours-icu", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(try? ICU.graphemeCount(of: text)) }
    }
    // ICU's count as `lengths` and `inspect` get it: the reference at ICU's version, ICU only
    // for the stretches with an uncertain scalar (compare with `/ours-icu`).
    Benchmark("graphemes-\(sample.name)/icu-counter", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations {
        var counter = try? ICUGraphemeCounter()
        try? counter?.append(text)
        blackHole(try? counter?.finish())
      }
    }
  }
}

/// A text to segment: a few corpus files, or generated text when the corpus is absent.
private struct SegmentationSample {
  var name: String
  var text: String

  /// Files chosen for their mix of scalar widths and grapheme rules: ASCII, 2-byte Cyrillic,
  /// Devanagari conjuncts (GB9c), Hangul (GB6–GB8), emoji (GB11).
  static let corpusFiles = [
    "wikipedia_mars/english.utf8.txt", "wikipedia_mars/russian.utf8.txt",
    "wikipedia_mars/hindi.utf8.txt", "wikipedia_mars/thai.utf8.txt",
    "lipsum/Korean-Lipsum.utf8.txt", "lipsum/Emoji-Lipsum.utf8.txt",
  ]

  static func load() -> [SegmentationSample] {
    guard let root = CorpusText.root else { return [generated()] }
    let samples = corpusFiles.compactMap { path -> SegmentationSample? in
      guard let data = FileManager.default.contents(atPath: root + "/" + path)
      else { return nil }
      // "wikipedia_mars/english.utf8.txt" → "english" (no dots: the JMH export splits on them).
      let file = path.split(separator: "/").last!.split(separator: ".").first!
      let name = file.replacingOccurrences(of: "-Lipsum", with: "").lowercased()
      return SegmentationSample(name: name, text: String(decoding: data, as: UTF8.self))
    }
    return samples.isEmpty ? [generated()] : samples
  }

  /// About 200 KB mixing ASCII, accents, Devanagari conjuncts, Hangul, flags and ZWJ emoji.
  static func generated() -> SegmentationSample {
    // "क्ष" = U+0915 U+094D U+0937; "👩🏽‍🚀" = U+1F469 U+1F3FD U+200D U+1F680
    let pieces = [
      "Hello, world. ", "Poke\u{301}mon ", "\u{915}\u{94D}\u{937}\u{93F} ", "\u{D55C}\u{AD6D}\u{C5B4} ",
      "\u{1F1EF}\u{1F1F5} ", "\u{1F469}\u{1F3FD}\u{200D}\u{1F680} ", "\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}\r\n",
    ]
    var text = ""
    while text.utf8.count < 200_000 { text += pieces.joined() }
    return SegmentationSample(name: "generated", text: text)
  }
}
