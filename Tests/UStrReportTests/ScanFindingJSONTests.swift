import Testing
import UStrCore
import UStrICU
import UStrTestSupport

@testable import UStrReport

/// The hand-written writers of `scan`'s findings (``ScanFinding/writeJSON(into:depth:indentation:)``
/// for JSON and JSON Lines, ``ScanSARIFWriter/write(_:)`` for SARIF) write byte for byte what
/// encoding the finding, or the SARIF result it makes, writes.
@Suite("Scan finding JSON")
struct ScanFindingJSONTests {
  /// Findings of every kind the scanner makes: the record tests' text (bidi with a displayed
  /// line, invalid UTF-8, tags, a run, not-NFC, mojibake, mixed line endings), as prose and as
  /// code; a UTF-16LE file with a lone surrogate (`encoding`, `inputOffset`, `invalidInput`);
  /// and made by hand, missing columns and offsets, texts with quotes, controls and scalars
  /// above the BMP.
  static func findings() throws -> [ScanFinding] {
    var findings = try ScanFindingRecordTests.scan(ScanFindingRecordTests.text, path: "notes.txt", handsOver: false).listed
    findings += try ScanFindingRecordTests.scan(ScanFindingRecordTests.text, path: "src/a b,c:d.swift", handsOver: false).listed
    let utf16: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8, 0x2E, 0x20, 0x62, 0x00, 0x0A, 0x00]
    findings += try ScanFindingRecordTests.scan(utf16, path: "wide.txt", handsOver: false).listed
    var odd = ScanFinding(
      path: "\"q\"\\\u{1}é👩🏽‍🚀", lineNumber: 0, columnNumber: LineColumns(utf8: nil, utf16: 7, scalar: nil, grapheme: 1_000_000),
      utf8Offset: nil, rule: .tagCharacters, severity: .note, codePoints: ["\u{10FFFF}", "\0", "\u{E0041}"],
      message: "Poke\u{301}mon \"quoted\" \\ back\tslash\n\r\u{7F}\u{202E}\u{2028}", decoded: "\u{0}A\"",
      displayed: "")
    odd.encoding = "Shift_JIS"
    odd.inputOffset = nil
    odd.invalidInput = InvalidInputSequence(inputOffset: 1 << 40, repairedUTF8Offset: 0, bytes: [], kind: .truncated)
    odd.mojibake = ScanMojibake(repaired: "é", steps: [])
    findings.append(odd)
    return findings
  }

  @Test func findingWriterMatchesTheCodableEncoding() throws {
    let findings = try Self.findings()
    #expect(findings.contains { $0.invalidUTF8 != nil } && findings.contains { $0.invalidInput != nil })
    #expect(findings.contains { $0.mojibake?.steps.isEmpty == false } && findings.contains { $0.displayed != nil })
    for finding in findings {
      for (indentation, depth) in [(2, 2), (0, 0), (2, 0), (4, 3)] {
        var fast: [UInt8] = []
        finding.writeJSON(into: &fast, depth: depth, indentation: indentation)
        let encoded = try JSONStreamEncoder.bytes(of: finding, indentation: indentation, depth: depth)
        #expect(
          String(decoding: fast, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
          "\(finding.rule) on line \(finding.lineNumber), indentation \(indentation)")
      }
    }
  }

  /// A whole SARIF document, results written by the writer, against one whose results are
  /// encoded from ``SARIFResult`` (what the writer encoded before it wrote them by hand).
  @Test(arguments: [TextView.scalar, .utf16])
  func sarifResultWriterMatchesTheCodableEncoding(columnUnit: TextView) throws {
    let findings = try Self.findings()
    func document(_ write: (ScanSARIFWriter, ScanFinding) throws -> Void) throws -> String {
      var bytes: [UInt8] = []
      let output = ByteOutput { bytes += $0 }
      let writer = ScanSARIFWriter(output: output, columnUnit: columnUnit, version: "9.9")
      try writer.begin()
      for finding in findings { try write(writer, finding) }
      writer.end()
      try output.flush()
      return String(decoding: bytes, as: UTF8.self)
    }
    let written = try document { try $0.write($1) }
    let encoded = try document { writer, finding in
      var result = SARIFResult(finding, columnUnit: writer.columnUnit)
      if let encoding = finding.encoding {
        let index = writer.artifactIndex[finding.path] ?? writer.artifacts.count
        if index == writer.artifacts.count {
          writer.artifactIndex[finding.path] = index
          writer.artifacts.append(
            .init(location: .init(uri: ScanSARIFWriter.uri(finding.path)), encoding: encoding))
        }
        result.locations[0].physicalLocation.artifactLocation.index = index
      }
      try writer.json.element(result)
    }
    #expect(written.contains("\"index\": 1") && written.contains("\"byteOffset\""))
    #expect(written == encoded)
  }
}

/// A SARIF result as `Encodable` values: the reference the hand-written writer is held to.
struct SARIFResult: Encodable {
  struct Text: Encodable { var text: String }
  struct Location: Encodable { var physicalLocation: PhysicalLocation }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ScanSARIFWriter.ArtifactLocation
    var region: Region
  }
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var byteOffset: Int?

    enum CodingKeys: String, CodingKey { case startLine, startColumn, byteOffset }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(startLine, forKey: .startLine)
      try container.encode(startColumn, forKey: .startColumn)
      if let byteOffset { try container.encode(byteOffset, forKey: .byteOffset) }
    }
  }
  struct Properties: Encodable {
    var codePoints: [String]
    var decoded: String?
    var repaired: String?
    var steps: [MojibakeStep]?

    enum CodingKeys: String, CodingKey { case codePoints, decoded, repaired, steps }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(codePoints, forKey: .codePoints)
      if let decoded { try container.encode(decoded, forKey: .decoded) }
      if let repaired { try container.encode(repaired, forKey: .repaired) }
      if let steps { try container.encode(steps, forKey: .steps) }
    }
  }

  var ruleId: String
  var ruleIndex: Int
  var level: String
  var message: Text
  var locations: [Location]
  var properties: Properties

  init(_ finding: ScanFinding, columnUnit: TextView) {
    ruleId = finding.rule.rawValue
    ruleIndex = ScanRule.allCases.firstIndex(of: finding.rule)!
    level = finding.severity.rawValue
    message = Text(text: finding.message)
    let region = Region(
      startLine: finding.lineNumber, startColumn: finding.columnNumber[columnUnit] ?? 1,
      byteOffset: finding.inputOffset ?? finding.utf8Offset)
    locations = [
      Location(
        physicalLocation: PhysicalLocation(
          artifactLocation: .init(uri: ScanSARIFWriter.uri(finding.path)), region: region))
    ]
    properties = Properties(
      codePoints: finding.codePoints.map(Hex.codePoint), decoded: finding.decoded,
      repaired: finding.mojibake?.repaired, steps: finding.mojibake?.steps)
  }
}
