import Benchmark
import UStrCore
import UStrICU
import UStrReport

/// `scan --all --format jsonl`'s cost per finding on hostile files, where every scalar is a
/// finding: a line of 100 000 lone CRs (`lone-cr`), and 100 000 lone UTF-16 surrogates read as
/// UTF-16LE (`invalid-input`, 300 KB of U+FFFD after decoding). Each sample scans the file with
/// a finding handler that writes each finding as a JSON Lines message into an output that
/// drops it: `/ours` with the finding's hand-written writer (``ScanFinding/writeJSON(into:depth:indentation:)``),
/// `/stdlib-codable` through its `Encodable` conformance (`JSONStreamEncoder`), as `scan` did.
func registerScanBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(2), maxIterations: 20)
  let inputs: [(name: String, bytes: [UInt8], encoding: ScanEncoding)] = [
    ("lone-cr-100k", [UInt8](repeating: 0x0D, count: 100_000), .byteOrderMark),
    (
      "invalid-input-100k", (0..<100_000).flatMap { _ in [0x00, 0xD8] as [UInt8] },
      (try? Encoding(named: "UTF-16LE")).map(ScanEncoding.named) ?? .byteOrderMark
    ),
  ]
  let prefix = Array(#"{"type":"finding","data":"#.utf8)
  for input in inputs {
    let name = "scan-findings-jsonl-\(input.name)"
    Benchmark("\(name)/ours", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations {
        let output = ByteOutput { blackHole($0.count) }
        scan(input.bytes, encoding: input.encoding) { finding in
          output.withBuffer { bytes in
            bytes += prefix
            finding.writeJSON(into: &bytes, depth: 0, indentation: 0)
            bytes += [UInt8(ascii: "}"), 0x0A]
          }
        }
        try? output.flush()
      }
    }
    Benchmark("\(name)/stdlib-codable", configuration: configuration) { benchmark in
      for _ in benchmark.scaledIterations {
        let output = ByteOutput { blackHole($0.count) }
        scan(input.bytes, encoding: input.encoding) { finding in
          let json = JSONStreamEncoder(output: output, indentation: 0)
          json.openObject()
          try? json.member("type", "finding")
          try? json.member("data", finding)
          json.closeContainer()
          output.write(byte: 0x0A)
        }
        try? output.flush()
      }
    }
  }
}

/// Scans `bytes` as one file, listing every finding, each handed to `write`.
private func scan(_ bytes: [UInt8], encoding: ScanEncoding, write: @escaping (ScanFinding) -> Void) {
  guard
    let scanner = try? FileScanner(
      path: "hostile.txt", policy: ScanPolicy(), listLimit: nil, encoding: encoding)
  else { return }
  scanner.findingHandler = write
  bytes.withUnsafeBufferPointer { scanner.scan($0) }
  blackHole(scanner.listedCount)
}
