import Benchmark
import Foundation
import UStrICU

/// ICU normalization through UStrICU against Foundation's canonical mappings, on the corpus as it
/// is (mostly NFC already: the quick-check fast path) and decomposed (real work), plus the quick
/// check that `ustr normalize --check` runs. `/stdlib` is Foundation's
/// `precomposedStringWithCanonicalMapping` / `decomposedStringWithCanonicalMapping`.
func registerNormalizationBenchmarks() {
  // 100 KB, so that every benchmark gets many samples within its time (the JMH export that
  // compare.sh reads drops a benchmark with a single one).
  let text = String(decoding: CorpusText.lines().joined(separator: "\n").utf8.prefix(100_000), as: UTF8.self)
  // Force the normalizers: the benchmark measures normalizing, not loading ICU data.
  guard let nfc = try? Normalizer(.nfc), let nfd = try? Normalizer(.nfd),
    let decomposed = try? nfd.normalize(text)
  else { return }
  let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal])
  let inputs = [("nfc-text", text), ("nfd-text", decomposed)]

  for (label, input) in inputs {
    Benchmark("nfc-of-\(label)/ours", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try nfc.normalize(input)) }
    }
    Benchmark("nfc-of-\(label)/stdlib", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(input.precomposedStringWithCanonicalMapping) }
    }
    Benchmark("nfd-of-\(label)/ours", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try nfd.normalize(input)) }
    }
    Benchmark("nfd-of-\(label)/stdlib", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(input.decomposedStringWithCanonicalMapping) }
    }
    Benchmark("is-nfc-\(label)", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(try nfc.isNormalized(input)) }
    }
  }
}
