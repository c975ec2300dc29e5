import Benchmark
import UStrCore

/// UTF-8 validation: `UTF8StreamDecoder.decode(inPlace:)` on well-formed text (what every command
/// does with each 1 MiB chunk it reads: check it, then hand it over without a copy), against the
/// standard library's `String(validating:as:)` of the same chunks (which validates, then copies).
/// `validate-<text>/ours` and `/stdlib` on the corpus's prose and the synthetic 1-2-3-byte mix.
func registerValidationBenchmarks() {
  let mebibyte = 1 << 20
  for (name, text) in [("prose", CorpusText.prose), ("mixed123", CorpusText.named[3].text)] {
    let bytes = Array(text.utf8)
    let chunks = stride(from: 0, to: bytes.count, by: mebibyte).map { Array(bytes[$0..<min($0 + mebibyte, bytes.count)]) }
    Benchmark("validate-\(name)/ours", configuration: .init(metrics: [.wallClock, .throughput])) { benchmark in
      for _ in benchmark.scaledIterations {
        var decoder = UTF8StreamDecoder()
        var handed = 0
        for chunk in chunks { blackHole(decoder.decode(inPlace: chunk) { handed += $0.count }) }
        blackHole(handed)
      }
    }
    Benchmark("validate-\(name)/stdlib", configuration: .init(metrics: [.wallClock, .throughput])) { benchmark in
      for _ in benchmark.scaledIterations {
        // Chunks cut inside a scalar fail here; the corpus's are rare and cost the same check.
        for chunk in chunks { blackHole(String(validating: chunk, as: UTF8.self)) }
      }
    }
  }
}
