import Benchmark
import UStrCore

/// Substrings by UTF-16 range: ours against index conversion plus subscript; copying; and how
/// much a small substring pins.
func registerSubstringBenchmarks() {
  let kilo = Benchmark.Configuration(scalingFactor: .kilo)
  for (name, text) in CorpusText.named {
    let map = OffsetMap(text)
    let queries = Queries(map)
    _ = text.utf16.count
    Benchmark("substring-utf16-\(name)/ours", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations {
        let lower = min(queries.utf16[i & 1023], queries.utf16[(i + 1) & 1023])
        let upper = max(queries.utf16[i & 1023], queries.utf16[(i + 1) & 1023])
        blackHole(try? map.substring(lower..<upper, in: .utf16).get())
      }
    }
    Benchmark("substring-utf16-\(name)/stdlib", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations {
        let lower = min(queries.utf16[i & 1023], queries.utf16[(i + 1) & 1023])
        let upper = max(queries.utf16[i & 1023], queries.utf16[(i + 1) & 1023])
        blackHole(text[String.Index(utf16Offset: lower, in: text)..<String.Index(utf16Offset: upper, in: text)])
      }
    }
    Benchmark("string-of-substring-\(name)", configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal, .memoryLeaked])) { benchmark in
      let sub = text[text.index(text.startIndex, offsetBy: 10)..<text.index(text.startIndex, offsetBy: 30)]
      for _ in benchmark.scaledIterations { blackHole(String(sub)) }
    }
    // A 20-character Substring keeps its whole base alive: the bytes it pins versus its own.
    Benchmark("substring-pins-\(name)", configuration: .init(metrics: [.throughput, .custom("pinned-bytes"), .custom("own-bytes")])) { benchmark in
      let base = CorpusText.freshCopy(text)
      let sub = base[base.index(base.startIndex, offsetBy: 10)..<base.index(base.startIndex, offsetBy: 30)]
      benchmark.measurement(.custom("pinned-bytes"), sub.base.utf8.count)
      benchmark.measurement(.custom("own-bytes"), sub.utf8.count)
      blackHole(sub)
    }
  }
}
