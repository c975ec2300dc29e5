import Benchmark
import Foundation
import UStrICU

/// Decoding legacy encodings and UTF-16/32 to UTF-8 through `EncodingDecoder` (what `--encoding`
/// and a BOM run), against Foundation's `String(bytes:encoding:)` (`/stdlib`) on the same bytes.
/// The issue's target is 200 MB/s or more for the common single-byte and UTF-16 converters.
///
/// Each sample is what a command does with one input: make a decoder, decode the input in
/// 1 MiB chunks (the input layer's read size), finish. Every input is 1 MiB (`decode-<name>-1MiB`),
/// so MB/s is 1.048576 divided by the time in seconds. A decoder made for a single-byte encoding
/// takes its table from the process-wide cache after the first (as a `scan` of many files does).
func registerDecodingBenchmarks() {
  let mebibyte = 1 << 20
  // Corpus texts, whose lines the encoding can hold make up each input.
  let latin = CorpusText.named[0].text + " Pokémon naïve café déjà vu Ærø Œuvre “quotes” – €"
  let russian = CorpusText.load("lipsum/Russian-Lipsum.utf8.txt")
  let chinese = CorpusText.named[1].text
  let japanese = CorpusText.load("lipsum/Japanese-Lipsum.utf8.txt")
  let mixed = latin + chinese + russian
  // (benchmark name, our encoding, text, Foundation's encoding and its name when it has no
  // converter for ours and a kindred one is used instead on the same text)
  let cases: [(name: String, encoding: String, text: String, foundation: String.Encoding, kindred: String?)] = [
    ("windows-1252", "windows-1252", latin, .windowsCP1252, nil),
    ("iso-8859-1", "ISO-8859-1", latin, .isoLatin1, nil),
    // Foundation has no KOI8-R: its Cyrillic single-byte code page, windows-1251, on the same text.
    ("koi8-r", "KOI8-R", russian, .windowsCP1251, "windows-1251"),
    ("utf16le", "UTF-16LE", mixed, .utf16LittleEndian, nil),
    ("utf16be", "UTF-16BE", mixed, .utf16BigEndian, nil),
    ("utf32le", "UTF-32LE", mixed, .utf32LittleEndian, nil),
    // Informative: the target names single-byte encodings and UTF-16 only.
    ("shift_jis", "Shift_JIS", japanese, .shiftJIS, nil),
  ]
  for (name, encodingName, text, foundation, kindred) in cases {
    guard let encoding = try? Encoding(named: encodingName),
      let bytes = mebibyteOfLines(of: text, encodedAs: encoding),
      let theirs = kindred.map({ try? Encoding(named: $0) }) ?? encoding,
      let theirBytes = kindred == nil ? bytes : mebibyteOfLines(of: text, encodedAs: theirs)
    else { continue }
    let label = "decode-\(name)-1MiB"
    Benchmark("\(label)/ours", configuration: .init(metrics: [.wallClock, .throughput])) { benchmark in
      for _ in benchmark.scaledIterations {
        guard let decoder = try? EncodingDecoder(encoding: encoding) else { return }
        bytes.withUnsafeBytes { raw in
          var start = 0
          while start < raw.count {
            let end = min(start + mebibyte, raw.count)
            blackHole(decoder.decode(UnsafeRawBufferPointer(rebasing: raw[start..<end])))
            start = end
          }
        }
        blackHole(decoder.finish())
      }
    }
    let side = kindred.map { "stdlib-\($0)" } ?? "stdlib"
    Benchmark("\(label)/\(side)", configuration: .init(metrics: [.wallClock, .throughput])) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(String(bytes: theirBytes, encoding: foundation)) }
    }
  }
}

/// Exactly 1 MiB of `text` in `encoding`: its lines the encoding holds, over and over, then
/// spaces; `nil` when no line encodes. Whole characters only, so nothing is left cut short.
private func mebibyteOfLines(of text: String, encodedAs encoding: Encoding) -> [UInt8]? {
  let size = 1 << 20
  let lines = text.split(separator: "\n").compactMap { encoding.encode($0 + "\n") }.filter { !$0.isEmpty && $0.count < size }
  guard !lines.isEmpty, let space = encoding.encode(" "), !space.isEmpty else { return nil }
  var bytes: [UInt8] = []
  bytes.reserveCapacity(size)
  var index = 0
  while bytes.count + lines[index].count <= size {
    bytes += lines[index]
    index = (index + 1) % lines.count
  }
  while bytes.count + space.count <= size { bytes += space }
  return bytes
}
