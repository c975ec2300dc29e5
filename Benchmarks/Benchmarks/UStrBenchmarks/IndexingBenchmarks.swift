import Benchmark
import UStrCore

/// 64 MB of corpus text, built only when a benchmark that needs it runs.
let largeText: String = {
  var text = CorpusText.named.map(\.text).joined()
  let piece = text
  while text.utf8.count < 64 << 20 { text += piece }
  return text
}()

/// Offsets spread over a text, at boundaries of every view (seeded, so every run queries the
/// same places).
struct Queries {
  var utf8: [Int] = []
  var utf16: [Int] = []
  var scalars: [Int] = []
  var graphemes: [Int] = []

  init(_ map: OffsetMap, count: Int = 1024) {
    var state: UInt64 = 7
    for _ in 0..<count {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      let graphemeOffset = Int(state >> 11) % max(1, map.counts.graphemes)
      let position = map.position(graphemeOffset, in: .grapheme)!
      utf8.append(position.roundedDown.utf8Offset)
      utf16.append(position.roundedDown.utf16Offset)
      scalars.append(position.roundedDown.scalarOffset)
      graphemes.append(graphemeOffset)
    }
  }
}

/// Position conversions at random places: ours against the standard library's.
func registerIndexingBenchmarks() {
  let kilo = Benchmark.Configuration(scalingFactor: .kilo)
  let walk = Benchmark.Configuration(warmupIterations: 1, maxIterations: 2_000)
  for (name, text) in CorpusText.named {
    let map = OffsetMap(text)
    let queries = Queries(map)
    _ = text.utf16.count  // the standard library's breadcrumbs, built once: warm queries
    Benchmark("utf16-to-utf8-\(name)/ours", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations { blackHole(map.convert(queries.utf16[i & 1023], from: .utf16, to: .utf8)) }
    }
    Benchmark("utf16-to-utf8-\(name)/stdlib", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations {
        let index = String.Index(utf16Offset: queries.utf16[i & 1023], in: text)
        blackHole(text.utf8.distance(from: text.startIndex, to: index))
      }
    }
    Benchmark("utf8-to-utf16-\(name)/ours", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations { blackHole(map.convert(queries.utf8[i & 1023], from: .utf8, to: .utf16)) }
    }
    Benchmark("utf8-to-utf16-\(name)/stdlib", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations {
        blackHole(text.utf8.index(text.startIndex, offsetBy: queries.utf8[i & 1023]).utf16Offset(in: text))
      }
    }
    // Measured like its standard library pair below (one query an iteration): compare.sh divides
    // the two times, so both must count the same queries.
    Benchmark("scalar-to-utf8-\(name)/ours", configuration: walk) { benchmark in
      blackHole(map.convert(queries.scalars[benchmark.currentIteration & 1023], from: .scalar, to: .utf8))
    }
    // A walk from the start for each query: one query an iteration (a thousand took seconds on
    // the 2 MB mixed-1-2-3-byte file, too few samples for a time), a different one each time.
    Benchmark("scalar-to-utf8-\(name)/stdlib", configuration: walk) { benchmark in
      let scalars = text.unicodeScalars
      let index = scalars.index(scalars.startIndex, offsetBy: queries.scalars[benchmark.currentIteration & 1023])
      blackHole(text.utf8.distance(from: text.startIndex, to: index))
    }
    Benchmark("grapheme-to-utf16-\(name)/ours", configuration: walk) { benchmark in
      blackHole(map.convert(queries.graphemes[benchmark.currentIteration & 1023], from: .grapheme, to: .utf16))
    }
    Benchmark("grapheme-to-utf16-\(name)/stdlib", configuration: walk) { benchmark in
      let graphemeOffset = queries.graphemes[benchmark.currentIteration & 1023]
      blackHole(text.index(text.startIndex, offsetBy: graphemeOffset).utf16Offset(in: text))
    }
    // The same queries a thousand an iteration, so a query's latency is not lost in the clock's
    // overhead (about 50 ns an iteration here); no standard library pair, so no ratio.
    Benchmark("grapheme-query-\(name)", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations { blackHole(map.convert(queries.graphemes[i & 1023], from: .grapheme, to: .utf16)) }
    }
    Benchmark("utf16-to-grapheme-query-\(name)", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations { blackHole(map.convert(queries.utf16[i & 1023], from: .utf16, to: .grapheme)) }
    }
    // Building the map: throughput, and its memory in parts per thousand of the UTF-8 length.
    Benchmark("build-codeunitmap-\(name)", configuration: .init(metrics: [.wallClock, .throughput, .custom("memory-permille")])) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(CodeUnitMap(text)) }
      benchmark.measurement(.custom("memory-permille"), CodeUnitMap(text).checkpointMemory * 1000 / max(1, text.utf8.count))
    }
    Benchmark("build-offsetmap-\(name)", configuration: .init(metrics: [.wallClock, .throughput, .custom("memory-permille")])) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(OffsetMap(text)) }
      let memory = OffsetMap(text).checkpointMemory
      benchmark.measurement(.custom("memory-permille"), (memory.codeUnits + memory.graphemes) * 1000 / max(1, text.utf8.count))
    }
  }
  // Query latency on 64 MB (out of cache); the first (warm-up) run builds the text and maps.
  Benchmark("utf16-to-utf8-64MB/ours", configuration: kilo) { benchmark in
    for i in benchmark.scaledIterations {
      blackHole(largeMap.convert(largeQueries.utf16[i & 1023], from: .utf16, to: .utf8))
    }
  }
  Benchmark("utf16-to-utf8-64MB/stdlib", configuration: kilo) { benchmark in
    for i in benchmark.scaledIterations {
      let index = String.Index(utf16Offset: largeQueries.utf16[i & 1023], in: largeText)
      blackHole(largeText.utf8.distance(from: largeText.startIndex, to: index))
    }
  }
}

let largeMap = OffsetMap(largeText)
let largeQueries = Queries(largeMap)
