import Foundation
import Testing
import UStrICU
import UStrTestSupport

/// ICU's own command-line normalizer (`uconv -x Any-NFC`, package icu-devtools) as an oracle.
@Suite("uconv oracle")
struct UconvOracleTests {
  static let samples = [
    "Poke\u{301}mon Pok\u{E9}mon",
    "\u{FB01} \u{2460} \u{FF76}\u{FF9E} \u{2126} \u{212B} x\u{307}\u{323}",
    "\u{1100}\u{1161}\u{11A8} \u{D55C}\u{AE00} \u{3059}\u{3099}",
    "👩🏽‍🚀 🇯🇵 e\u{301}\u{316}\u{301}\u{316}",
  ]

  /// The corpus files, or an empty list with the reason printed.
  static func corpusFiles() -> [URL] {
    switch SharedData.corpusRoot {
    case .failure(let missing):
      print("uconv oracle: corpus skipped: \(missing)")
      return []
    case .success(let root):
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "txt" } ?? []
      return files.sorted { $0.path < $1.path }
    }
  }

  @Test(arguments: NormalizationForm.allCases)
  func normalizeIsByteIdenticalToUconv(form: NormalizationForm) throws {
    guard case .success(let uconv) = Peer.find("uconv") else {
      print("uconv oracle skipped: uconv not found on PATH (install icu-devtools)")
      return
    }
    let normalizer = try Normalizer(form)
    var inputs: [(String, Data)] = Self.samples.map { ($0, Data($0.utf8)) }
    inputs += try Self.corpusFiles().map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
    var bytes = 0
    for (name, data) in inputs {
      let expected = try uconv.run(["-f", "utf-8", "-t", "utf-8", "-x", "Any-\(form)"], input: data)
      #expect(expected.exitCode == 0, "\(name)")
      let ours = try normalizer.normalize(String(decoding: data, as: UTF8.self))
      #expect(Data(ours.utf8) == expected.stdout, "\(form) \(name)")
      bytes += data.count
    }
    print("uconv oracle \(form): \(inputs.count) inputs, \(bytes) bytes, byte-identical")
  }
}
