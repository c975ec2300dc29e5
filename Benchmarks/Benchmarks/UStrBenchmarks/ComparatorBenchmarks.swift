import Benchmark
import UStrCore

/// The Java-order comparator against the ways it replaces, on neighbouring corpus lines (sorted
/// first, so neighbours share prefixes as in a real sort): comparing `Array(a.utf16)` with
/// `Array(b.utf16)`, and Swift's `<`. Target: at least 5× faster than the array way.
func registerComparatorBenchmarks() {
  let lines = CorpusText.lines().sorted()
  let pairs = Array(zip(lines, lines.dropFirst()))
  let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal])

  Benchmark("Compare: StringOrder.java (UTF-8 walk)", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      for (a, b) in pairs { blackHole(StringOrder.java.compare(a, b)) }
    }
  }

  Benchmark("Compare: Array(a.utf16) vs Array(b.utf16)", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations {
      for (a, b) in pairs { blackHole(Array(a.utf16).lexicographicallyPrecedes(Array(b.utf16))) }
    }
  }

  Benchmark("Compare: a.utf16.lexicographicallyPrecedes(b.utf16)", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations {
      for (a, b) in pairs { blackHole(a.utf16.lexicographicallyPrecedes(b.utf16)) }
    }
  }

  Benchmark("Compare: Swift <", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      for (a, b) in pairs { blackHole(a < b) }
    }
  }
}
