import Benchmark
import Foundation
import UStrCore
import UStrReport

// `ustr inspect` without its input and output layers: an `InspectionStream` takes the text in
// 1 MiB windows, lists the first 1000 clusters and makes the summary (four counts, two
// engines' clusters, the four normalization forms, warnings, mojibake), against the plain
// program the README compares with: the standard library's four counts of the same `String`
// (`count`, `unicodeScalars.count`, `utf16.count`, `utf8.count`). `inspect-<text>/ours` and
// `/stdlib`; the target is 1 ×.

/// Registers the inspection benchmarks: two per text.
func registerInspectionBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput], maxDuration: .seconds(3), maxIterations: 100)
  // U+FDFA, 1 MB of it: NFKC and NFKD make 18 scalars of each, so the four forms make 37 times
  // the text of it (memory: `ustr inspect` on it in the README).
  let expanding = String(repeating: "\u{FDFA}", count: 333_333)
  for (name, text) in [("prose", CorpusText.prose), ("mixed123", CorpusText.named[3].text), ("fdfa", expanding)] {
    let windows = windows(of: text, bytes: 1 << 20)
    Benchmark("inspect-\(name)/ours", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations {
        var stream = try InspectionStream(graphemeLimit: 1000)
        // Each window decoded from its bytes as the input layer decodes it (checked, copied).
        var decoder = UTF8StreamDecoder()
        for window in windows { try stream.append(decoder.decodeText(window).text) { blackHole($0) } }
        try stream.append(String(decoding: decoder.finish().repairedUTF8, as: UTF8.self)) { blackHole($0) }
        blackHole(try stream.finish(invalid: []) { blackHole($0) })
      }
    }
    Benchmark("inspect-\(name)/stdlib", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations {
        // A fresh copy, so no count is cached in the string from an earlier iteration.
        let copy = CorpusText.freshCopy(text)
        blackHole((copy.count, copy.unicodeScalars.count, copy.utf16.count, copy.utf8.count))
      }
    }
  }
}

/// The UTF-8 of `text` cut into stretches of about `bytes` bytes, each ending on a scalar
/// boundary, as the input layer hands a file to `inspect`.
private func windows(of text: String, bytes: Int) -> [[UInt8]] {
  let utf8 = Array(text.utf8)
  var windows: [[UInt8]] = []
  var start = 0
  while start < utf8.count {
    var end = min(start + bytes, utf8.count)
    // Back to the start of the scalar the cut would split (continuation bytes are 10xxxxxx).
    while end < utf8.count, end > start + 1, utf8[end] & 0xC0 == 0x80 { end -= 1 }
    windows.append(Array(utf8[start..<end]))
    start = end
  }
  return windows
}
