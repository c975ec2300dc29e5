import Benchmark
import UStrCore

/// Scalar, UTF-16 and grapheme counts: ours against the standard library's.
func registerCountingBenchmarks() {
  for (name, text) in CorpusText.named {
    Benchmark("count-scalars-\(name)/ours") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(UTF8CodeUnitCounts(of: text).scalars) }
    }
    Benchmark("count-scalars-\(name)/stdlib") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(text.unicodeScalars.count) }
    }
    // Cold: a fresh string each iteration, so the standard library builds its breadcrumbs.
    Benchmark("count-utf16-cold-\(name)/ours") { benchmark in
      for _ in benchmark.scaledIterations {
        benchmark.stopMeasurement()
        let fresh = CorpusText.freshCopy(text)
        benchmark.startMeasurement()
        blackHole(UTF8CodeUnitCounts(of: fresh).utf16)
      }
    }
    Benchmark("count-utf16-cold-\(name)/stdlib") { benchmark in
      for _ in benchmark.scaledIterations {
        benchmark.stopMeasurement()
        let fresh = CorpusText.freshCopy(text)
        benchmark.startMeasurement()
        blackHole(fresh.utf16.count)
      }
    }
    Benchmark("count-graphemes-\(name)/ours") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(ViewCounts(of: text).graphemes) }
    }
    Benchmark("count-graphemes-\(name)/stdlib") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(text.count) }
    }
  }
}
