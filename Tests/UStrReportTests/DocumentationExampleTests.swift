import Testing
import UStrReport

/// The examples of the UStrReport documentation catalog (Sources/UStrReport/UStrReport.docc), run.
@Suite("UStrReport documentation examples")
struct DocumentationExampleTests {
  @Test("The overview's inspection and lengths stream")
  func overviewExamples() throws {
    let report = try Inspection(text: "Pokémon")
    let json = try JSONStreamEncoder.text(of: report)
    #expect(json.contains("schemaVersion"))
    #expect(json.contains("LATIN SMALL LETTER E WITH ACUTE"))
    var lengths = LengthsStream()
    lengths.append("Poke\u{301}")
    lengths.append("mon 👍🏽")
    #expect(lengths.finish(invalid: []).counts.utf16 == 13)
  }

  @Test("The JSON article's encoder writes to a byte output")
  func jsonArticleEncoder() throws {
    nonisolated(unsafe) var written: [UInt8] = []
    let output = ByteOutput { bytes in written += bytes }
    let json = JSONStreamEncoder(output: output, indentation: 0)
    json.openObject()
    try json.member("schemaVersion", 2)
    json.closeContainer()
    try output.flush()
    #expect(String(decoding: written, as: UTF8.self) == #"{"schemaVersion":2}"#)
  }
}
