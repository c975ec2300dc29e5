import Foundation
import Testing
import UStrCore
import UStrCharacters
import UStrReport

@Suite("Char report")
struct CharReportTests {
  /// "é👩‍🚒" = U+0065 U+0301, U+1F469 U+200D U+1F692; "🇫🇷" = U+1F1EB U+1F1F7.
  static let text = "e\u{301}\u{1F469}\u{200D}\u{1F692}\u{1F1EB}\u{1F1F7}"

  @Test func aClusterHoldsItsScalarsAndWritesThemAsCodePoints() throws {
    let report = CharReport(text: Self.text)
    #expect(report.graphemes.map { Array($0.codePoints) } == Self.text.map { Array($0.unicodeScalars) })
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

  /// "(" mirrors to ")" and pairs with it, "ﬁ" decomposes (compat) to "f" "i", "Ω" (U+2126
  /// OHM SIGN) to U+03A9, "ẛ̣" has a two-level decomposition, "l" has confusables.
  static let cardScalars: [Unicode.Scalar] = ["(", "\u{FB01}", "\u{2126}", "\u{1E9B}", "\u{323}", "l", "\u{378}", "\u{10FFFF}"]

  @Test func aCardHoldsItsScalarsAndWritesThemAsCodePoints() throws {
    for scalar in Self.cardScalars {
      let card = CharacterCard(scalar)
      #expect(card.scalar == scalar)
      let data = try JSONEncoder().encode(card)
      #expect(try JSONDecoder().decode(CharacterCard.self, from: data) == card, "\(Hex.codePoint(scalar))")
      let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(json["codePoint"] as? String == Hex.codePoint(scalar))
      #expect(json["mirroringGlyph"] as? String == card.mirroringGlyph.map(Hex.codePoint))
      #expect(json["pairedBracket"] as? String == card.pairedBracket.map(Hex.codePoint))
      #expect(json["skeletonCodePoints"] as? [String] == card.skeletonCodePoints.map(Hex.codePoint))
      #expect(json["confusableWith"] as? [String] == card.confusableWith.map(Hex.codePoint))
      let forms = try #require(json["normalization"] as? [String: [String]])
      #expect(forms["nfkd"] == card.normalization.nfkd.map(Hex.codePoint))
      let decomposition = json["decomposition"] as? [String: Any]
      #expect(decomposition?["mapping"] as? [String] == card.decomposition?.mapping.map(Hex.codePoint))
    }
    let paren = CharacterCard("(")
    #expect(paren.mirroringGlyph == ")" && paren.pairedBracket == ")")
    #expect(CharacterCard("\u{FB01}").decomposition?.mapping == ["f", "i"])
    #expect(CharacterCard("\u{2126}").normalization.nfc == ["\u{3A9}"])
  }

  @Test func aSearchRowHoldsItsScalarAndWritesItAsACodePoint() throws {
    let report = SearchReport(words: ["rightwards", "arrow"])
    let first = try #require(report.results.first)
    #expect(first.scalar == "\u{2192}")
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(SearchReport.self, from: data) == report)
    let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(first)) as? [String: Any])
    #expect(json["codePoint"] as? String == "U+2192" && json["scalar"] == nil)
  }
}
