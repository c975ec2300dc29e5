import Foundation
import Testing
import UStrTestSupport

@testable import UStrICU

/// The detector's candidates re-ranked by how their decoded text reads (`TextPlausibility`):
/// KOI8-R above ISO-8859-7 on Russian, a hint with low confidence on short text ICU cannot
/// place, and no change where ICU is sure.
@Suite("Charset detection re-ranked by the decoded text")
struct CharsetRankingTests {
  // "Съешь же ещё этих мягких французских булок, да выпей чаю." (a Russian pangram)
  static let russian = "Съешь же ещё этих мягких французских булок, да выпей чаю. "

  static func bytes(_ text: String, _ encoding: String) throws -> [UInt8] {
    try #require(try Encoding(named: encoding).encode(text))
  }

  static func decoded(_ bytes: [UInt8], _ encoding: String) throws -> String {
    String(decoding: try EncodingDecoder(encoding: encoding).decodeAll(bytes).utf8, as: UTF8.self)
  }

  @Test func proseReadsWellAndMisreadCyrillicDoesNot() throws {
    #expect(TextPlausibility.score(of: Self.russian) == 100)
    #expect(TextPlausibility.score(of: "Pokémon and the Café Noir") == 100)
    let koi8 = try Self.bytes(Self.russian, "KOI8-R")
    // KOI8-R's lowercase is windows-1251's and ISO-8859-7's uppercase.
    for misread in ["windows-1251", "ISO-8859-7", "ISO-8859-5", "windows-1252"] {
      let score = try #require(TextPlausibility.score(of: try Self.decoded(koi8, misread)))
      #expect(score < 50, "\(misread): \(score)")
    }
    // U+FFFD and C1 controls are bad signs; text without letters or bad signs says nothing.
    #expect(TextPlausibility.score(of: "ab\u{FFFD}\u{FFFD}\u{FFFD}") == 25)
    #expect(TextPlausibility.score(of: "12, 34.") == nil)
    #expect(TextPlausibility.score(of: "日本語") == nil)
  }

  @Test func russianProseInKOI8RIsRankedAboveISO8859_7() throws {
    let text = String(repeating: Self.russian, count: 40)
    let guesses = CharsetDetector.likelyEncodings(in: try Self.bytes(text, "KOI8-R"))
    #expect(guesses.first?.name == "KOI8-R", "\(guesses)")
    let greek = guesses.first { $0.name == "ISO-8859-7" }
    #expect(greek.map { ($0.plausibility ?? 100) < 50 } ?? true, "\(guesses)")
  }

  @Test(arguments: ["KOI8-R", "windows-1251", "ISO-8859-5"])
  func shortCyrillicGetsAGuessEvenWhenICUIsUnsure(encoding: String) throws {
    // About 580 bytes: ICU gives the pangram in KOI8-R 10 or less.
    let text = String(repeating: Self.russian, count: 10)
    let bytes = Array(try Self.bytes(text, encoding).prefix(580))
    let icu = CharsetDetector.guesses(in: bytes)
    let guesses = CharsetDetector.likelyEncodings(in: bytes)
    let first = try #require(guesses.first, "ICU: \(icu)")
    #expect(first.name == encoding, "\(guesses); ICU: \(icu)")
    #expect(first.isLowConfidence == (first.confidence <= 10))
    #expect(first.plausibility == 100)
  }

  @Test func shortShiftJISStaysFirstAndSure() throws {
    let text = String(repeating: "日本語のテキストです。これは短い文章です。", count: 10)
    let bytes = Array(try Self.bytes(text, "Shift_JIS").prefix(580))
    let first = try #require(CharsetDetector.likelyEncodings(in: bytes).first)
    #expect(first.name == "Shift_JIS")
    #expect(!first.isLowConfidence)
  }

  @Test func lowConfidenceGuessesNeverStandInForUTF8() throws {
    // Well-formed UTF-8 Russian: no low-confidence single-byte guess is made up for it.
    let guesses = CharsetDetector.likelyEncodings(in: Array(Self.russian.utf8))
    #expect(guesses.allSatisfy { !$0.isLowConfidence }, "\(guesses)")
  }
}
