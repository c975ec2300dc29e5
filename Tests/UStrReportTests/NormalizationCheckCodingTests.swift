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

  @Test func aQuickCheckOtherThanYesNoOrMaybeIsRefused() throws {
    for name in ["\"yes\"", "\"no\"", "\"maybe\""] {
      #expect(try JSONDecoder().decode(QuickCheckResult.self, from: Data(name.utf8)).description == name.dropFirst().dropLast())
    }
    for bad in ["\"Yes\"", "1", "\"unknown\""] {
      #expect(throws: DecodingError.self) { try JSONDecoder().decode(QuickCheckResult.self, from: Data(bad.utf8)) }
    }
  }
}
