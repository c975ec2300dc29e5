import Benchmark
import Foundation
import UStrICU

/// ICU normalization through UStrICU against Foundation's canonical mappings, on the corpus as it
/// is (mostly NFC already: the quick-check fast path) and decomposed (real work), plus the quick
/// check that `ustr normalize --check` runs.
func registerNormalizationBenchmarks() {
  let text = CorpusText.lines().joined(separator: "\n")
  // Force the normalizers: the benchmark measures normalizing, not loading ICU data.
  guard let nfc = try? Normalizer(.nfc), let nfd = try? Normalizer(.nfd),
    let decomposed = try? nfd.normalize(text)
  else { return }
  let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal])
  let inputs = [("NFC input", text), ("NFD input", decomposed)]

  for (label, input) in inputs {
    Benchmark("Normalize NFC, \(label): UStrICU", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try nfc.normalize(input)) }
    }
    Benchmark("Normalize NFC, \(label): Foundation precomposed", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(input.precomposedStringWithCanonicalMapping) }
    }
    Benchmark("Normalize NFD, \(label): UStrICU", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try nfd.normalize(input)) }
    }
    Benchmark("Normalize NFD, \(label): Foundation decomposed", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(input.decomposedStringWithCanonicalMapping) }
    }
    Benchmark("Quick check NFC, \(label): UStrICU isNormalized", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(try nfc.isNormalized(input)) }
    }
  }
}
