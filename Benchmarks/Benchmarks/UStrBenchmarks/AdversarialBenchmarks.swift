import Benchmark
import UStrCore
import UStrICU

// Linearity on adversarial texts: each library entry point that walks clusters, on each text
// made to make such a walk quadratic (one long cluster or run), at N and 4N:
// `linear-<entry>-<text>/n` and `/4n`. Linear time shows as a ratio near 4 between the two;
// the quadratic walks this guards against gave ratios of 16 and more.

/// Registers the adversarial benchmarks: six entry points × each text × two sizes.
func registerAdversarialBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .milliseconds(800), maxIterations: 50)
  for text in AdversarialText.allCases {
    for (size, repetitions) in [("n", AdversarialText.repetitions), ("4n", 4 * AdversarialText.repetitions)] {
      let a = text.text(repeating: repetitions)
      // The same text with its last scalar changed, so a comparison walks all of it.
      var b = String(a.unicodeScalars.dropLast())
      b.unicodeScalars.append(a.unicodeScalars.last == "\u{1F1E6}" ? "\u{1F1E7}" : "\u{E9}")
      let name = "\(text.rawValue)/\(size)"
      Benchmark("linear-view-counts-\(name)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ViewCounts(of: a)) }
      }
      Benchmark("linear-offset-map-\(name)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
          let map = OffsetMap(a)
          // A query in the middle: the cluster around it, found from a checkpoint.
          blackHole(map.position(a.utf8.count / 2, in: .utf8))
        }
      }
      Benchmark("linear-breakdown-\(name)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(TextBreakdown(of: a, graphemeLimit: 1_000)) }
      }
      Benchmark("linear-first-difference-\(name)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? FirstDifference(a, b)) }
      }
      Benchmark("linear-icu-graphemes-\(name)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
          var counter = try? ICUGraphemeCounter()
          try? counter?.append(a)
          blackHole(try? counter?.finish())
        }
      }
      Benchmark("linear-equality-\(name)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? TextEquality(a, b)) }
      }
    }
  }
}

/// Texts that made a cluster walk quadratic (the same as the tests' `AdversarialText`).
private enum AdversarialText: String, CaseIterable {
  case joiners, flags, marks, alternatingMarks = "alternating-marks", jamo, conjuncts

  /// N, in repetitions of each text's unit: about 250 KB for most.
  static let repetitions = 40_000

  func text(repeating count: Int) -> String {
    switch self {
    // (U+1F469 U+200D) × n: one cluster (GB11).
    case .joiners: String(repeating: "\u{1F469}\u{200D}", count: count)
    // U+1F1E6 × n: flags two by two (GB12, GB13).
    case .flags: String(repeating: "\u{1F1E6}", count: count)
    // "a" + U+0301 × 3n: one cluster.
    case .marks: "a" + String(repeating: "\u{301}", count: 3 * count)
    // "a" + (U+0301 U+0316) × n: one cluster out of canonical order.
    case .alternatingMarks: "a" + String(repeating: "\u{301}\u{316}", count: count)
    // U+1100 × n, U+1161 × n, U+11A8 × n: one cluster (GB6–GB8).
    case .jamo:
      String(repeating: "\u{1100}", count: count) + String(repeating: "\u{1161}", count: count)
        + String(repeating: "\u{11A8}", count: count)
    // (U+0915 U+094D) × n + U+0915: one conjunct (GB9c).
    case .conjuncts: String(repeating: "\u{915}\u{94D}", count: count) + "\u{915}"
    }
  }
}
