import Testing
import UStrCore
import UStrReport
import UStrTestSupport

/// The hand-written row writer of `inspect --format json|jsonl` writes exactly what encoding
/// the row's Codable report writes, in both layouts.
@Suite("Row JSON")
struct RowJSONTests {
  static let texts: [String] = [
    "Poke\u{301}mon \"quoted\" 'single' \\ back\tslash\n ?", "\u{0}\u{1B}\u{7F}\u{85}\u{202E}\u{2028}",
    "👩🏽‍🚀🇯🇵\u{E0067}\u{10FFFF}\u{FFFF}\u{E000}\u{50000}", "क्षि 한국어 ᄀᄀᄀ각",
  ]

  @Test(arguments: texts)
  func writerMatchesTheCodableEncoding(_ text: String) throws {
    for cluster in TextBreakdown(of: text).graphemes {
      for (indentation, depth) in [(2, 2), (0, 0), (2, 0), (4, 3)] {
        var fast: [UInt8] = []
        cluster.writeJSON(into: &fast, depth: depth, indentation: indentation)
        var encoded: [UInt8] = []
        let output = ByteOutput { encoded += $0 }
        try JSONStreamEncoder(output: output, indentation: indentation, depth: depth)
          .encode(GraphemeReport(cluster))
        try output.flush()
        #expect(
          String(decoding: fast, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
          "cluster \(cluster.graphemeOffset) of \(text.debugDescription), indentation \(indentation)")
      }
    }
  }
}
