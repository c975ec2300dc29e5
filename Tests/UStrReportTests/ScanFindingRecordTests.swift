import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// ``ScanFinding/record`` and ``ScanFinding/init(record:)``: what `ustr scan` keeps in its
/// temporary file comes back as the same finding, excerpt included; and a scanner's
/// ``FileScanner/findingHandler`` gets the findings ``FileScanner/findings`` would hold.
@Suite("Scan finding records")
struct ScanFindingRecordTests {
  /// Findings of many rules: bidi controls (with the displayed line), an unterminated override,
  /// invalid UTF-8 (FF, and C3 cut by the LF), tag characters (decoded "AB"), a run of three
  /// U+200B, a line not in NFC (e U+0323 U+0301 is, e U+0301 U+0323 is not), mojibake
  /// ("PokÃ©mon"), and a line ending in CR LF among LF.
  static let text: [UInt8] =
    Array("a\u{202E}b\u{2066}c\n".utf8) + [0x61, 0xFF, 0xC3, 0x0A]
    + Array("x\u{E0041}\u{E0042}y\r\nPok\u{C3}\u{A9}mon\n\u{200B}\u{200B}\u{200B}\ne\u{0301}\u{0323}\n".utf8)

  /// Scans `bytes` whole; returns the findings listed (kept, or handed to a handler) and the
  /// scanner.
  static func scan(
    _ bytes: [UInt8], path: String, listLimit: Int? = nil, handsOver: Bool
  ) throws -> (listed: [ScanFinding], scanner: FileScanner) {
    let scanner = try FileScanner(path: path, policy: ScanPolicy(), listLimit: listLimit)
    var handed: [ScanFinding] = []
    if handsOver { scanner.findingHandler = { handed.append($0) } }
    bytes.withUnsafeBufferPointer { scanner.scan($0) }
    return (handsOver ? handed : scanner.findings, scanner)
  }

  @Test(arguments: ["notes.txt", "main.swift"])
  func everyFindingReadsBackAsItWasWritten(path: String) throws {
    let findings = try Self.scan(Self.text, path: path, handsOver: false).listed
    let rules = Set(findings.map(\.rule))
    #expect(rules.isSuperset(of: [
      .bidiControl, .bidiUnterminated, .invalidUTF8, .tagCharacters, .invisible, .notNFC,
      .mixedLineEndings, .mojibake,
    ]))
    #expect(findings.contains { $0.displayed != nil } && findings.contains { $0.decoded != nil })
    #expect(findings.contains { $0.mojibake != nil } && findings.contains { $0.invalidUTF8 != nil })
    for finding in findings {
      #expect(ScanFinding(record: finding.record) == finding, "\(finding.rule) on line \(finding.lineNumber)")
    }
  }

  /// UTF-16LE with its byte order mark: "a", a lone high surrogate (00 D8), U+202E, "b".
  @Test func aFindingOfAConvertedFileReadsBackWithItsEncodingAndInputOffset() throws {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8, 0x2E, 0x20, 0x62, 0x00, 0x0A, 0x00]
    let findings = try Self.scan(bytes, path: "notes.txt", handsOver: false).listed
    #expect(findings.contains { $0.invalidInput != nil })
    #expect(findings.allSatisfy { $0.encoding == "UTF-16LE" && $0.inputOffset != nil })
    for finding in findings { #expect(ScanFinding(record: finding.record) == finding) }
  }

  @Test func extremeAndMissingValuesReadBack() {
    let finding = ScanFinding(
      path: "", lineNumber: Int.max, columnNumber: LineColumns(utf8: nil, utf16: 0, scalar: Int.min, grapheme: nil),
      utf8Offset: nil, rule: .unassigned, severity: .note, codePoints: ["\u{10FFFF}", "\0"],
      message: "", excerpt: ScanExcerpt(text: "", scalarOffset: 0, scalarCount: 0, isCutAtStart: true))
    #expect(ScanFinding(record: finding.record) == finding)
  }

  @Test func aRecordCutShortOrLengthenedIsNotAFinding() throws {
    let finding = try #require(try Self.scan(Self.text, path: "notes.txt", handsOver: false).listed.first)
    let record = finding.record
    for length in 0..<record.count {
      #expect(ScanFinding(record: Array(record.prefix(length))) == nil, "cut to \(length) bytes")
    }
    #expect(ScanFinding(record: record + [0]) == nil)
  }

  /// With a handler, the findings go to it as they are made (the same ones, none kept), and the
  /// list limit counts them.
  @Test(arguments: [nil, 3] as [Int?])
  func aFindingHandlerGetsTheFindingsTheScannerWouldKeep(listLimit: Int?) throws {
    let kept = try Self.scan(Self.text, path: "notes.txt", listLimit: listLimit, handsOver: false)
    let handed = try Self.scan(Self.text, path: "notes.txt", listLimit: listLimit, handsOver: true)
    #expect(handed.scanner.findings.isEmpty)
    #expect(handed.listed == kept.listed)
    #expect(handed.scanner.listedCount == kept.listed.count)
    #expect(handed.scanner.tally == kept.scanner.tally)
    if let listLimit { #expect(kept.listed.count == listLimit) }
  }

  /// What ``FileScanner/findingHandler`` promises: findings come by line and UTF-8 column but
  /// for `mixed-line-endings` (made at the file's end, so `ustr scan` writes it after the file's
  /// other findings): on six articles of
  /// the corpus with every line ending in CR LF but the first, as prose and as code, and on a line that
  /// leaves an override open across the 1 MB pieces of a long line.
  @Test(.enabled(if: (try? SharedData.corpusRoot.get()) != nil, "needs ../shared/corpus"))
  func findingsComeInFileOrderButTheMixedLineEndingsOne() throws {
    let folder = try SharedData.corpusRoot.get().appendingPathComponent("wikipedia_mars")
    let names = ["arabic", "hebrew", "hindi", "persan", "thai", "vietnamese"].map { $0 + ".utf8.txt" }
    var texts = try names.map { name in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return Array(text.replacing("\n", with: "\r\n").utf8)
    }
    texts.append(Array(("x\n" + "a\u{202E}b\u{200B}" + String(repeating: "c", count: 1_500_000) + "\u{200B}\n").utf8))
    for (index, text) in texts.enumerated() {
      for path in ["notes.txt", "main.swift"] {
        let all = try Self.scan(Array("x\n".utf8) + text, path: path, handsOver: true).listed
        var last: (line: Int, column: Int)?
        for finding in all where finding.rule != .mixedLineEndings {
          let place = (finding.lineNumber, finding.columnNumber.utf8 ?? 0)
          if let last { #expect(last <= place, "text \(index) (\(path)): \(finding.rule) at \(place) after \(last)") }
          last = place
        }
        #expect(all.count > 1, "text \(index) (\(path)): \(all.map(\.rule)) \(text.count) bytes")
      }
    }
  }
}
