import Benchmark
import UStrICU

/// What a hint or `--encoding auto` costs: `CharsetDetector.likelyEncodings` (ICU's detector,
/// then each candidate decodes the sample and its text is scored) against ICU's detector alone
/// (`CharsetDetector.guesses`, `/stdlib`) on the same 64 KiB, the most detection reads unless
/// asked (`detect-<language>-<encoding>-64KiB`).
func registerDetectionBenchmarks() {
  let sampleSize = CharsetDetector.defaultSampleSize
  // (benchmark name, corpus file, encoding): a Greek web page (Latin markup around the prose)
  // ICU alone takes for ISO-8859-2, Russian prose, Japanese prose.
  let cases = [
    ("greek-iso-8859-7", "wikipedia_mars/greek.utf8.txt", "ISO-8859-7"),
    ("russian-koi8-r", "lipsum/Russian-Lipsum.utf8.txt", "KOI8-R"),
    ("japanese-shift_jis", "lipsum/Japanese-Lipsum.utf8.txt", "Shift_JIS"),
  ]
  for (name, path, encodingName) in cases {
    guard let encoding = try? Encoding(named: encodingName) else { continue }
    // The text's lines the encoding holds, until 64 KiB.
    var bytes: [UInt8] = []
    for line in CorpusText.load(path).split(separator: "\n") where bytes.count < sampleSize {
      if let encoded = encoding.encode(line + "\n") { bytes += encoded }
    }
    let sample = Array(bytes.prefix(sampleSize))
    let label = "detect-\(name)-64KiB"
    Benchmark("\(label)/ours", configuration: .init(metrics: [.wallClock, .throughput])) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(CharsetDetector.likelyEncodings(in: sample)) }
    }
    Benchmark("\(label)/stdlib-icu-detector", configuration: .init(metrics: [.wallClock, .throughput])) {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(CharsetDetector.guesses(in: sample)) }
    }
  }
}
