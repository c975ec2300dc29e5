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
    #expect(TextPlausibility.score(of: "éa\u{FFFD}\u{FFFD}\u{FFFD}") == 25)
    #expect(TextPlausibility.score(of: "12, 34.") == nil)
    // Letters without case holding together in one script are good signs; Japanese mixes Han
    // and kana in a word.
    #expect(TextPlausibility.score(of: "日本語のテキスト") == 100)
    #expect(TextPlausibility.score(of: "שלום עולם") == 100)
    // ASCII words read the same in every ASCII-compatible encoding: they give no sign.
    #expect(TextPlausibility.score(of: "NASA sent CE%B1%CF") == nil)
  }

  /// Greek ISO-8859-7 read as ISO-8859-2 ("είναι" → "ĺßíáé") and Hebrew ISO-8859-8 read as
  /// ISO-8859-1 ("שלום" → "ùìåí") are lowercase words of accented Latin letters only.
  /// (Below the 90 points within 10 of the right reading, which keep ICU's order.)
  @Test(arguments: [
    ("greek", "ISO-8859-7", ["ISO-8859-2", "ISO-8859-1", "ISO-8859-9", "windows-1250", "windows-1252"], 20),
    ("hebrew", "ISO-8859-8", ["ISO-8859-1", "ISO-8859-2", "ISO-8859-9", "windows-1252"], 20),
    // Hebrew read as windows-1256 mixes Arabic and French letters in a word ("ùىهي"), though
    // many of its words come out all Arabic.
    ("hebrew", "windows-1255", ["windows-1256"], 75),
  ])
  func greekAndHebrewMisreadReadBadly(language: String, encoding: String, misreads: [String], below: Int) throws {
    let text = try #require(DetectionTexts.texts[language])
    #expect(TextPlausibility.score(of: text) == 100)
    let bytes = try Self.bytes(text, encoding)
    for misread in misreads {
      let score = try #require(TextPlausibility.score(of: try Self.decoded(bytes, misread)))
      #expect(score < below, "\(language) in \(encoding) read as \(misread): \(score)")
    }
  }

  /// Latin-script prose, its accented letters among ASCII ones, still reads well, and a letter
  /// of ISO-8859-2 read as ISO-8859-1 that becomes a symbol ("jabłka" → "jab³ka") reads badly.
  @Test(arguments: [
    ("czech", "ISO-8859-2"), ("polish", "ISO-8859-2"), ("french", "windows-1252"),
    ("portuguese", "windows-1252"), ("icelandic", "ISO-8859-1"), ("german", "ISO-8859-1"),
    ("turkish", "windows-1254"),
  ])
  func latinProseReadsWell(language: String, encoding: String) throws {
    let text = try #require(DetectionTexts.texts[language])
    let score = try #require(TextPlausibility.score(of: try Self.decoded(try Self.bytes(text, encoding), encoding)))
    #expect(score >= 90, "\(language): \(score)")
  }

  @Test func symbolsTouchingLettersAreBadSigns() throws {
    #expect(TextPlausibility.score(of: "jabłka małego") == 100)
    let misread = try Self.decoded(try Self.bytes("jabłka małego", "ISO-8859-2"), "ISO-8859-1")
    #expect(misread == "jab³ka ma³ego")
    #expect(TextPlausibility.score(of: misread) == 0)
    // A symbol apart from letters is no sign.
    #expect(TextPlausibility.score(of: "5 € für Äpfel") == 100)
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

  /// ICU's detector names EBCDIC Hebrew and Arabic "IBM424_rtl", "IBM420_ltr" and so on, which
  /// no converter is called; every guess is named so that it opens.
  @Test func everyGuessNamesAConverter() throws {
    #expect(CharsetDetector.converterName(detected: "IBM424_rtl") == "IBM424")
    #expect(CharsetDetector.converterName(detected: "IBM420_ltr") == "IBM420")
    #expect(CharsetDetector.converterName(detected: "ISO-8859-8-I") == "ISO-8859-8-I")
    var names: Set<String> = []
    for (language, encoding) in [("korean", "EUC-KR"), ("greek", "ISO-8859-7"), ("hebrew", "ISO-8859-8")] {
      let text = try #require(DetectionTexts.texts[language])
      for links in [0, 3] {
        let bytes = try Self.bytes(links > 0 ? DetectionTexts.webPage(text, links: links) : text, encoding)
        names.formUnion(CharsetDetector.guesses(in: bytes).map(\.name))
        names.formUnion(CharsetDetector.likelyEncodings(in: bytes).map(\.name))
      }
    }
    // ICU offers EBCDIC for some of these (IBM420_ltr on the Korean text).
    #expect(names.contains { $0.hasPrefix("IBM4") }, "\(names.sorted())")
    for name in names {
      #expect((try? Encoding(named: name)) != nil, "\(name)")
    }
  }

  @Test func lowConfidenceGuessesNeverStandInForUTF8() throws {
    // Well-formed UTF-8 Russian: no low-confidence single-byte guess is made up for it.
    let guesses = CharsetDetector.likelyEncodings(in: Array(Self.russian.utf8))
    #expect(guesses.allSatisfy { !$0.isLowConfidence }, "\(guesses)")
  }
}
