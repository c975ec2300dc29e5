import Testing
import UStrICU
import UStrReport

/// `ustr encodings`' report lists UStrICU's `Encoding` values themselves, not a copy of them.
@Suite("Encodings report")
struct EncodingsReportTests {
  @Test func anEncodingIsWrittenWithItsNamesAliasesAndASCIICompatibility() throws {
    let latin1 = try Encoding(named: "latin1")
    let json = try JSONStreamEncoder.text(of: latin1, indentation: 0)
    let aliases = try JSONStreamEncoder.text(of: latin1.aliases, indentation: 0)
    #expect(
      json == #"{"name":"ISO-8859-1","icuName":"ISO-8859-1","aliases":"# + aliases + #","asciiCompatible":true}"#)
    #expect(latin1.aliases.contains("latin1"))
    let utf16 = try JSONStreamEncoder.text(of: Encoding(named: "utf-16le"), indentation: 0)
    #expect(utf16.hasSuffix(#","asciiCompatible":false}"#))
  }

  @Test func aFilterKeepsTheEncodingsWithAMatchingNameOrAlias() {
    let report = EncodingsReport(matching: "KOI8")
    #expect(report.count == report.encodings.count)
    #expect(report.encodings.contains { $0.name == "KOI8-R" })
    #expect(report.encodings.allSatisfy { encoding in
      (encoding.aliases + [encoding.name]).contains { $0.lowercased().contains("koi8") }
    })
    #expect(EncodingsReport().count > report.count)
  }
}
