import Foundation
import Testing
import UStrCore
import UStrReport

@Suite("Char report")
struct CharReportTests {
  /// "é👩‍🚒" = U+0065 U+0301, U+1F469 U+200D U+1F692; "🇫🇷" = U+1F1EB U+1F1F7.
  static let text = "e\u{301}\u{1F469}\u{200D}\u{1F692}\u{1F1EB}\u{1F1F7}"

  @Test func aClusterHoldsItsScalarsAndWritesThemAsCodePoints() throws {
    let report = CharReport(text: Self.text)
    #expect(report.graphemes.map(\.codePoints) == Self.text.map { Array($0.unicodeScalars) })
    let data = try JSONEncoder().encode(report.graphemes)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(
      json.map { $0["codePoints"] as? [String] } == [
        ["U+0065", "U+0301"], ["U+1F469", "U+200D", "U+1F692"], ["U+1F1EB", "U+1F1F7"],
      ])
    #expect(json.map { $0["scalarRange"] as? [Int] } == [[0, 2], [2, 5], [5, 7]])
    #expect(try JSONDecoder().decode([CharReport.Cluster].self, from: data) == report.graphemes)
  }

  @Test func aClusterWhoseCodePointIsNotAScalarIsRefused() throws {
    let data = Data(
      #"{"graphemeOffset": 0, "scalarRange": [0, 1], "codePoints": ["U+D800"], "width": {"wcwidth": 1, "unicode": 1, "perScalarEmoji": 1}}"#
        .utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CharReport.Cluster.self, from: data) }
  }
}
