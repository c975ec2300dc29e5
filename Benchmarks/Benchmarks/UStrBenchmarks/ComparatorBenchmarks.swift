import Benchmark
import UStrCore

/// The Java-order comparator against the ways it replaces, on neighbouring corpus lines (sorted
/// first, so neighbours share prefixes as in a real sort): comparing `Array(a.utf16)` with
/// `Array(b.utf16)` (`compare-lines/stdlib`), `a.utf16.lexicographicallyPrecedes(b.utf16)` and
/// Swift's `<` (`/stdlib-<variant>`). Target: at least 5× faster than the array way.
func registerComparatorBenchmarks() {
  let lines = CorpusText.lines().sorted()
  let pairs = Array(zip(lines, lines.dropFirst()))
  let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal])

  Benchmark("compare-lines/ours", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      for (a, b) in pairs { blackHole(StringOrder.utf16.compare(a, b)) }
    }
  }

  Benchmark("compare-lines/stdlib", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations {
      for (a, b) in pairs { blackHole(Array(a.utf16).lexicographicallyPrecedes(Array(b.utf16))) }
    }
  }

  Benchmark("compare-lines/stdlib-utf16-view", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations {
      for (a, b) in pairs { blackHole(a.utf16.lexicographicallyPrecedes(b.utf16)) }
    }
  }

  Benchmark("compare-lines/stdlib-swift-less", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      for (a, b) in pairs { blackHole(a < b) }
    }
  }
}
