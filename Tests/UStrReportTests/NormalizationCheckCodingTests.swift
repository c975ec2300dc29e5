import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport

/// A normalization check names its form and each quick check with the enums the model uses,
/// and writes them as the strings `--form` and the JSON contract use.
@Suite("Normalization check as JSON")
struct NormalizationCheckCodingTests {
  /// "é" decomposed (e U+0301): NFC quick check maybe, NFD yes; "ﬁ" U+FB01: NFKC no.
  static let texts = ["e\u{301}", "\u{E9}", "\u{FB01}", "abc", "\u{AC00}\u{11A8}"]

  @Test func formAndQuickChecksAreWrittenByNameAndDecodeBack() throws {
    for text in Self.texts {
      for form in NormalizationForm.allCases {
        let report = try NormalizationCheckReport(decoding: UTF8Decoding(bytes: Array(text.utf8)), form: form)
        #expect(report.form == form)
        let data = try JSONEncoder().encode(report)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["form"] as? String == form.rawValue)
        let forms = try #require(json["normalization"] as? [String: [String: Any]])
        for each in NormalizationForm.allCases {
          let expected = try Normalizer(each).quickCheck(text)
          #expect(report.normalization[each].quickCheck == expected, "\(each) of \(text.debugDescription)")
          #expect(forms[each.rawValue]?["quickCheck"] as? String == expected.description)
        }
        #expect(try JSONDecoder().decode(NormalizationCheckReport.self, from: data) == report)
      }
    }
    #expect(try Normalizer(.nfc).quickCheck("e\u{301}") == .maybe)
  }

  /// The document written member by member, each form's lists from elsewhere (as a command
  /// that had the changes handed over writes it), is the one the report's conformance writes.
  @Test func writingTheMembersGivesTheDocumentTheReportEncodes() throws {
    final class Collected { var bytes: [UInt8] = [] }
    let texts = Self.texts + [String(repeating: "e\u{301}\u{FB01}x", count: 5) + "\u{FFFD}", ""]
    for text in texts {
      let report = try NormalizationCheckReport(decoding: UTF8Decoding(bytes: Array(text.utf8)), form: .nfkc)
      let whole = Collected()
      let encoder = JSONStreamEncoder(output: ByteOutput { whole.bytes += $0 })
      encoder.openObject()
      try encoder.members(of: report)
      encoder.closeContainer()
      try encoder.output.flush()

      let parts = Collected()
      let json = JSONStreamEncoder(output: ByteOutput { parts.bytes += $0 })
      json.openObject()
      try report.writeMembers(into: json) { form, list in
        for change in report.normalization[form].changedClusters {
          switch list {
          case .graphemeOffsets: try json.element(change.graphemeOffset)
          case .clusters: try json.element(change)
          }
        }
      }
      json.closeContainer()
      try json.output.flush()
      #expect(String(decoding: parts.bytes, as: UTF8.self) == String(decoding: whole.bytes, as: UTF8.self), "\(text.debugDescription)")
    }
  }

  /// A changed cluster written by hand is what its encoding writes, pretty and compact, for
  /// short clusters and for one long enough to be written in pieces.
  @Test func aChangeWrittenByHandIsWhatTheEncoderWrites() throws {
    final class Collected { var bytes: [UInt8] = [] }
    let long = "a" + String(repeating: "\u{316}\u{301}", count: 40_000)
    // Every change of every form: decomposed and precomposed letters, a ligature, a quote and
    // a backslash beside a compatibility character, and a cluster of 80 000 marks.
    let texts = ["Poke\u{301}mon \u{E9}", "\"\u{FB01}\\\u{2460}", "\u{1F600}\u{212B}", long]
    let changes = try texts.flatMap { text in
      let report = try NormalizationCheckReport(decoding: UTF8Decoding(bytes: Array(text.utf8)), form: .nfc)
      return NormalizationForm.allCases.flatMap { report.normalization[$0].changedClusters }
    }
    #expect(changes.count > 8)
    for change in changes {
      for (depth, indentation) in [(0, 0), (4, 2)] {
        let encoded = Collected()
        let encoder = JSONStreamEncoder(output: ByteOutput { encoded.bytes += $0 }, indentation: indentation, depth: depth)
        try encoder.encode(ThroughEncodable(change: change))
        try encoder.output.flush()
        let written = Collected()
        var drains = 0
        let output = ByteOutput(threshold: 1 << 12) { piece in
          drains += 1
          written.bytes += piece
        }
        output.withDrainingBuffer { bytes, drainIfFull in
          change.writeJSON(into: &bytes, depth: depth, indentation: indentation, drainIfFull: drainIfFull)
        }
        try output.flush()
        #expect(written.bytes == encoded.bytes, "\(change.graphemeOffset) at depth \(depth)")
        #expect((drains > 1) == (change.before.unicodeScalars.count > 1000), "\(change.graphemeOffset)")
      }
    }
  }

  /// A change inside other values (an inspection's summary lists them in each form's
  /// `changedClusters`) is written by hand at its depth, byte for byte what its `encode(to:)`
  /// writes there, pretty and compact, for a short cluster and one of 4000 marks.
  @Test func aChangeInsideOtherValuesIsWrittenAsItsEncodingWrites() throws {
    let long = "a" + String(repeating: "\u{301}", count: 4_000)
    let report = try NormalizationCheckReport(decoding: UTF8Decoding(bytes: Array("Poke\u{301}mon \(long)".utf8)), form: .nfc)
    let changes = report.normalization[.nfc].changedClusters
    #expect(changes.count == 2)
    struct Listing<Change: Encodable>: Encodable {
      var name = "nfc"
      var changedClusters: [Change]
      var count: Int
    }
    for indentation in [0, 2] {
      let byHand = try JSONStreamEncoder.bytes(of: [Listing(changedClusters: changes, count: 2)], indentation: indentation)
      let encoded = try JSONStreamEncoder.bytes(
        of: [Listing(changedClusters: changes.map(ThroughEncodable.init), count: 2)], indentation: indentation)
      #expect(String(decoding: byHand, as: UTF8.self) == String(decoding: encoded, as: UTF8.self), "indentation \(indentation)")
    }
  }

  /// A change encoded through its `encode(to:)`, which the encoder does not write by hand.
  struct ThroughEncodable: Encodable {
    var change: ClusterChange
    func encode(to encoder: any Encoder) throws { try change.encode(to: encoder) }
  }

  @Test func aQuickCheckOtherThanYesNoOrMaybeIsRefused() throws {
    for name in ["\"yes\"", "\"no\"", "\"maybe\""] {
      #expect(try JSONDecoder().decode(QuickCheckResult.self, from: Data(name.utf8)).description == name.dropFirst().dropLast())
    }
    for bad in ["\"Yes\"", "1", "\"unknown\""] {
      #expect(throws: DecodingError.self) { try JSONDecoder().decode(QuickCheckResult.self, from: Data(bad.utf8)) }
    }
  }
}
