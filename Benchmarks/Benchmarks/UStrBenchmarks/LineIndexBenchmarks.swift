import Benchmark
import UStrCore

/// The line index against the standard library's way: an array of each line's `String.Index`
/// (a `firstIndex(of: "\n")` loop over the UTF-8 view, which finds LF only, so the standard
/// library does less), then `utf16.distance` from the line's index for a column.
func registerLineIndexBenchmarks() {
  let kilo = Benchmark.Configuration(scalingFactor: .kilo)
  // "prose": the corpus's prose, lines as prose has them (about 100 bytes on average).
  let texts = CorpusText.named + [("prose", CorpusText.prose), ("64MB", largeText)]
  for (name, text) in texts {
    let lines = LineIndex(text)
    let starts = standardLineStarts(text)
    let queries = lineQueries(text, lines: lines)
    // The memory of the index built above: measured outside the timed closure (a second build
    // in it doubled the time).
    let memoryPermille = lines.memory * 1000 / max(1, text.utf8.count)
    Benchmark("build-lines-\(name)/ours", configuration: .init(metrics: [.wallClock, .throughput, .custom("memory-permille")])) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(LineIndex(text)) }
      benchmark.measurement(.custom("memory-permille"), memoryPermille)
    }
    Benchmark("build-lines-\(name)/stdlib") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(standardLineStarts(text)) }
    }
    // Position → (line, UTF-16 column): a thousand queries an iteration.
    Benchmark("line-column-\(name)/ours", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations {
        blackHole(lines.column(utf8Offset: queries.utf8Offsets[i & 1023], unit: .utf16, in: text))
      }
    }
    Benchmark("line-column-\(name)/stdlib", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations {
        let index = queries.indices[i & 1023]
        let line = lastIndex(in: starts, notAbove: index)
        blackHole((line, text.utf16.distance(from: starts[line], to: index)))
      }
    }
    // Line → UTF-8 offset and UTF-8 offset → line, without the text (the standard library's
    // way: the UTF-8 distance to the line's `String.Index`, and a binary search of the indices).
    Benchmark("line-to-offset-\(name)/ours", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations { blackHole(lines.utf8Offset(ofLine: queries.lineColumns[i & 1023].0)) }
    }
    Benchmark("line-to-offset-\(name)/stdlib", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations {
        blackHole(text.utf8.distance(from: text.startIndex, to: starts[queries.lineColumns[i & 1023].0]))
      }
    }
    Benchmark("offset-to-line-\(name)/ours", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations { blackHole(lines.line(containingUTF8Offset: queries.utf8Offsets[i & 1023])) }
    }
    Benchmark("offset-to-line-\(name)/stdlib", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations { blackHole(lastIndex(in: starts, notAbove: queries.indices[i & 1023])) }
    }
    // (line, UTF-16 column) → position.
    Benchmark("line-column-to-offset-\(name)/ours", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations {
        let (line, column) = queries.lineColumns[i & 1023]
        blackHole(lines.utf8Offset(line: line, utf16Column: column, in: text))
      }
    }
    Benchmark("line-column-to-offset-\(name)/stdlib", configuration: kilo) { benchmark in
      for i in benchmark.scaledIterations {
        let (line, column) = queries.lineColumns[i & 1023]
        blackHole(text.utf16.index(starts[line], offsetBy: column))
      }
    }
  }
  registerEditBenchmark("64MB", largeText)
  registerEditBenchmark("64MB-prose", largeProseText)
  // With grapheme checkpoints to repair too (a walk of clusters around the edit).
  registerEditBenchmark("64MB-graphemes", largeText, graphemeCheckpoints: true)
}

/// 64 MB of the corpus's prose repeated: typical lines (about 100 bytes), unlike `largeText`,
/// whose lines are mostly the 2 MB of `mixed123`.
let largeProseText: String = {
  var text = CorpusText.prose
  let piece = text
  while text.utf8.count < 64 << 20 { text += piece }
  return text
}()

/// An edit in the middle of `text` ("x\n" for about 10 bytes, and back), two edits an iteration:
/// the index only (the texts before and after are made once), built with grapheme checkpoints
/// or not.
func registerEditBenchmark(_ name: String, _ text: String, graphemeCheckpoints: Bool = false) {
  let kilo = Benchmark.Configuration(scalingFactor: .kilo)
  // The middle, moved back to a scalar boundary.
  var middle = text.utf8.count / 2
  while text.utf8.index(text.startIndex, offsetBy: middle).samePosition(in: text.unicodeScalars) == nil {
    middle -= 1
  }
  // About 10 bytes, to the next scalar boundary.
  var end = middle + 10
  while text.utf8.index(text.startIndex, offsetBy: end).samePosition(in: text.unicodeScalars) == nil {
    end += 1
  }
  var edited = text
  let editStart = edited.utf8.index(edited.startIndex, offsetBy: middle)
  edited.replaceSubrange(editStart..<edited.utf8.index(editStart, offsetBy: end - middle), with: "x\n")
  Benchmark("edit-lines-\(name)", configuration: kilo) { benchmark in
    // The build outside the measured part (measured, it added a thousandth of its time to
    // each edit's figure).
    var lines = LineIndex(text, graphemeCheckpoints: graphemeCheckpoints)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      lines.replace(utf8Range: middle..<end, withUTF8Count: 2, in: edited)
      lines.replace(utf8Range: middle..<(middle + 2), withUTF8Count: end - middle, in: text)
    }
    blackHole(lines)
  }
}

/// Each line's start, the standard library's way.
func standardLineStarts(_ text: String) -> [String.Index] {
  var starts = [text.startIndex]
  let utf8 = text.utf8
  var position = utf8.startIndex
  while let newline = utf8[position...].firstIndex(of: 0x0A) {
    position = utf8.index(after: newline)
    starts.append(position)
  }
  return starts
}

/// The last index of the sorted `values` whose value is at most `value`.
func lastIndex<T: Comparable>(in values: [T], notAbove value: T) -> Int {
  var low = 1
  var high = values.count
  while low < high {
    let middle = (low + high) / 2
    if values[middle] <= value { low = middle + 1 } else { high = middle }
  }
  return low - 1
}

/// A thousand and twenty-four places in a text (seeded): scalar boundaries as UTF-8 offsets and
/// as indices, and (line, UTF-16 column) pairs.
struct LineQueries {
  var utf8Offsets: [Int] = []
  var indices: [String.Index] = []
  var lineColumns: [(Int, Int)] = []
}

func lineQueries(_ text: String, lines: LineIndex) -> LineQueries {
  var queries = LineQueries()
  var state: UInt64 = 11
  let scalars = text.unicodeScalars
  let utf8 = text.utf8
  while queries.utf8Offsets.count < 1024 {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    var offset = Int(state >> 11) % (utf8.count + 1)
    var index = utf8.index(utf8.startIndex, offsetBy: offset)
    while index.samePosition(in: scalars) == nil {
      offset -= 1
      index = utf8.index(before: index)
    }
    queries.utf8Offsets.append(offset)
    queries.indices.append(index)
    queries.lineColumns.append(lines.column(utf8Offset: offset, unit: .utf16, in: text)!)
  }
  return queries
}
