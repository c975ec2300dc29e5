import Benchmark

// Each comparison is a pair "<comparison>/ours" and "<comparison>/stdlib" run on the same text,
// so that compare.sh can print their ratio. Add a file with a register…Benchmarks() function
// and call it here.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput], timeUnits: .nanoseconds,
    warmupIterations: 3, maxDuration: .milliseconds(600), maxIterations: 1_000_000)
  registerCountingBenchmarks()
  registerIndexingBenchmarks()
  registerSubstringBenchmarks()
  registerComparatorBenchmarks()
  registerNormalizationBenchmarks()
  registerSegmentationBenchmarks()
  registerAdversarialBenchmarks()
  registerLineIndexBenchmarks()
  registerGraphemeColumnBenchmarks()
  registerDecodingBenchmarks()
  registerValidationBenchmarks()
  registerDetectionBenchmarks()
  registerLiveBenchmarks()
  registerInspectionBenchmarks()
  registerBreaksBenchmarks()
  registerScanBenchmarks()
}
