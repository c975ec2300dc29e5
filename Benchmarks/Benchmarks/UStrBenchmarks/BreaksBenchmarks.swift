import Benchmark
import Foundation
import UStrCore
import UStrICU
import UStrReport

// `ustr breaks` without its input and output layers: a `BreaksStream` takes the prose in
// windows cut after a line feed (about 1 MiB each, as the command cuts them at 4 MiB), lists the
// first 10 rows of each list and counts the rest, against ICU's own break iterator counting the
// boundaries of the whole text in one walk (`UTF8BreakIterator`, the peer). For grapheme
// clusters the stream walks three engines (Swift, ICU, the reference); the peer is the
// standard library's `count`. `breaks-<kind>/ours` and `/peer`: the ratio is the cost of the
// windows, the rows and, for clusters, of comparing engines.

/// Registers the segmentation-report benchmarks: two per kind.
func registerBreaksBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput], maxDuration: .seconds(3), maxIterations: 100)
  let text = CorpusText.prose
  let utf8 = Array(text.utf8)
  let windows = lineWindows(of: utf8, bytes: 1 << 20)
  for kind in BreakKind.allCases {
    Benchmark("breaks-\(kind.rawValue)/ours", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations {
        var stream = BreaksStream(kind: kind, limit: 10)
        for window in windows { try window.withUnsafeBufferPointer { try stream.append(window: $0) } }
        blackHole(try stream.finish(invalid: InvalidUTF8List()))
      }
    }
    Benchmark("breaks-\(kind.rawValue)/peer", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations {
        if kind == .character {
          blackHole(CorpusText.freshCopy(text).count)
        } else {
          try utf8.withUnsafeBufferPointer { blackHole(try UTF8BreakIterator(kind, utf8: $0).countRemaining()) }
        }
      }
    }
  }
}

/// `utf8` cut into windows of at least `bytes` bytes, each ending just after a line feed (or at
/// the end), as `ustr breaks` cuts its input.
private func lineWindows(of utf8: [UInt8], bytes: Int) -> [[UInt8]] {
  var windows: [[UInt8]] = []
  var start = 0
  while start < utf8.count {
    var end = min(start + bytes, utf8.count)
    while end < utf8.count, utf8[end - 1] != 0x0A { end += 1 }
    windows.append(Array(utf8[start..<end]))
    start = end
  }
  return windows
}
