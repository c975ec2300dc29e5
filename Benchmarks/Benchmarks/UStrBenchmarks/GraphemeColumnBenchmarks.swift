import Benchmark
import UStrCore

/// Grapheme columns against the standard library's way: an array of each line's `String.Index`
/// (as in `registerLineIndexBenchmarks`), then `distance(from:to:)` or `index(_:offsetBy:)` in
/// `Character`s from the line's start, which walks the line's clusters up to the column.
///
/// Texts: "emoji" (one line of 65 KB), "mixed123" (one line of 2 MB) and "prose" (lines of
/// about 100 bytes). An iteration is the 256 queries of `GraphemeQueries` (so its time divided
/// by 256 is a query's): the standard library takes milliseconds a query in the long lines, too
/// long for a thousand an iteration. `ours` is an index built with grapheme checkpoints, `ours-walk` one
/// without (the default), which walks from the line's start.
func registerGraphemeColumnBenchmarks() {
  let texts = [("emoji", CorpusText.named[2].text), ("mixed123", CorpusText.named[3].text), ("prose", CorpusText.prose)]
  for (name, text) in texts {
    let lines = LineIndex(text, graphemeCheckpoints: true)
    let walkingLines = LineIndex(text)
    let starts = standardLineStarts(text)
    // The build with grapheme checkpoints, beside `build-lines-<name>/stdlib`.
    let memoryPermille = lines.memory * 1000 / max(1, text.utf8.count)
    Benchmark(
      "build-lines-\(name)/ours-graphemes",
      configuration: .init(metrics: [.wallClock, .throughput, .custom("memory-permille")])
    ) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(LineIndex(text, graphemeCheckpoints: true)) }
      benchmark.measurement(.custom("memory-permille"), memoryPermille)
    }
    // Position → (line, grapheme column). The queries are made on first use, in the process
    // that runs the benchmark.
    for (variant, lines) in [("ours", lines), ("ours-walk", walkingLines)] {
      Benchmark("line-grapheme-column-\(name)/\(variant)") { benchmark in
        let queries = GraphemeQueries.of(name, text)
        benchmark.startMeasurement()
        for utf8Offset in queries.utf8Offsets { blackHole(lines.column(utf8Offset: utf8Offset, unit: .grapheme, in: text)) }
      }
      Benchmark("line-grapheme-column-to-offset-\(name)/\(variant)") { benchmark in
        let queries = GraphemeQueries.of(name, text)
        benchmark.startMeasurement()
        for (line, column) in queries.lineColumns { blackHole(lines.utf8Offset(line: line, graphemeColumn: column, in: text)) }
      }
    }
    Benchmark("line-grapheme-column-\(name)/stdlib") { benchmark in
      let queries = GraphemeQueries.of(name, text)
      benchmark.startMeasurement()
      for index in queries.indices {
        let line = lastIndex(in: starts, notAbove: index)
        blackHole((line, text.distance(from: starts[line], to: index)))
      }
    }
    // (line, grapheme column) → position.
    Benchmark("line-grapheme-column-to-offset-\(name)/stdlib") { benchmark in
      let queries = GraphemeQueries.of(name, text)
      benchmark.startMeasurement()
      for (line, column) in queries.lineColumns { blackHole(text.index(starts[line], offsetBy: column)) }
    }
  }
}

/// 256 cluster boundaries of a text (seeded), as UTF-8 offsets, as indices and as (line,
/// grapheme column) pairs, found by the standard library's `Character`s (lines end at LF, as
/// `standardLineStarts` has them).
struct GraphemeQueries: Sendable {
  var utf8Offsets: [Int] = []
  var indices: [String.Index] = []
  var lineColumns: [(Int, Int)] = []

  /// The queries of the text named `name`, made once a process.
  static func of(_ name: String, _ text: String) -> GraphemeQueries {
    switch name {
    case "emoji": emoji
    case "mixed123": mixed123
    case "prose": prose
    default: GraphemeQueries(text)
    }
  }

  private static let emoji = GraphemeQueries(CorpusText.named[2].text)
  private static let mixed123 = GraphemeQueries(CorpusText.named[3].text)
  private static let prose = GraphemeQueries(CorpusText.prose)

  init(_ text: String) {
    var state: UInt64 = 13
    var targets: [Int] = []
    for _ in 0..<256 {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      targets.append(Int(state >> 11) % (text.utf8.count + 1))
    }
    targets.sort()
    // One walk over the clusters: each target gets the last boundary at or before it.
    var next = 0
    var line = 0
    var column = 0
    var utf8Offset = 0
    var index = text.startIndex
    while next < targets.count {
      while next < targets.count, targets[next] < utf8Offset + (index < text.endIndex ? text[index].utf8.count : 1) {
        utf8Offsets.append(utf8Offset)
        indices.append(index)
        lineColumns.append((line, column))
        next += 1
      }
      guard index < text.endIndex else { break }
      let character = text[index]
      utf8Offset += character.utf8.count
      index = text.index(after: index)
      if character == "\n" || character == "\r\n" {
        line += 1
        column = 0
      } else {
        column += 1
      }
    }
  }
}
