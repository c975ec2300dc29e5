import Benchmark
import Foundation
import UStrICU

/// Decoding legacy encodings and UTF-16 to UTF-8 through ICU's converters (`EncodingDecoder`, what
/// `--encoding` runs), 1 MiB a step as the input layer reads, against Foundation's
/// `String(bytes:encoding:)` (`/stdlib`) on the same bytes. The target is 200 MB/s or
/// more for the common single-byte and UTF-16 converters: bytes per second is the input's size
/// times the throughput (iterations per second).
func registerDecodingBenchmarks() {
  // About 1 MB of text each encoding can hold: Latin lipsum with accents for the single-byte
  // ones, the Latin and Chinese lipsum for UTF-16.
  let latin = String(CorpusText.named[0].text.prefix(1_000_000)) + " Pokémon naïve café déjà vu"
  let chinese = String(CorpusText.named[1].text.prefix(300_000))
  let cases: [(name: String, encoding: String, foundation: String.Encoding, text: String)] = [
    ("windows-1252", "windows-1252", .windowsCP1252, latin),
    ("iso-8859-1", "ISO-8859-1", .isoLatin1, latin),
    ("utf16le", "UTF-16LE", .utf16LittleEndian, latin + chinese),
    ("shift_jis", "Shift_JIS", .shiftJIS, String(chinese.prefix(100_000))),
  ]
  let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput])
  for (name, encodingName, foundation, text) in cases {
    guard let encoding = try? Encoding(named: encodingName), let bytes = encoding.encode(text)
    else { continue }
    // A step of the input layer: 1 MiB chunks through one decoder.
    Benchmark("decode-\(name)-\(bytes.count / 1000)KB/ours", configuration: configuration) { benchmark in
      guard let decoder = try? EncodingDecoder(encoding: encoding) else { return }
      for _ in benchmark.scaledIterations {
        var start = 0
        while start < bytes.count {
          let end = min(start + (1 << 20), bytes.count)
          blackHole(decoder.decode(Array(bytes[start..<end])))
          start = end
        }
        blackHole(decoder.finish())
      }
    }
    Benchmark("decode-\(name)-\(bytes.count / 1000)KB/stdlib", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(String(bytes: bytes, encoding: foundation)) }
    }
  }
}
