import Foundation
import Testing
import UStrCharacters
import UStrCore
import UStrReport

/// The property values of a card are typed (enums for closed sets) and written as the short
/// names the JSON contract has always had.
@Suite("Character card values")
struct CharacterCardValueTests {
  static func object(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  /// One scalar per value of the closed sets, with the short names UnicodeData.txt,
  /// EastAsianWidth.txt, BidiBrackets.txt and PropertyValueAliases.txt give it:
  /// (scalar, General_Category, East_Asian_Width, Bidi_Paired_Bracket_Type,
  /// Hangul_Syllable_Type, Numeric_Type).
  static let closedValues: [(Unicode.Scalar, String, String, String, String, String?)] = [
    ("A", "Lu", "Na", "n", "NA", nil),
    ("(", "Ps", "Na", "o", "NA", nil),
    (")", "Pe", "Na", "c", "NA", nil),
    ("\u{E9}", "Ll", "A", "n", "NA", nil),  // é
    ("\u{4E00}", "Lo", "W", "n", "NA", "numeric"),  // 一, kPrimaryNumeric 1
    ("\u{FF21}", "Lu", "F", "n", "NA", nil),  // Ａ
    ("\u{FF61}", "Po", "H", "n", "NA", nil),  // ｡
    ("\u{E01}", "Lo", "N", "n", "NA", nil),  // ก
    ("\u{1100}", "Lo", "W", "n", "L", nil),
    ("\u{1161}", "Lo", "N", "n", "V", nil),
    ("\u{11A8}", "Lo", "N", "n", "T", nil),
    ("\u{AC00}", "Lo", "W", "n", "LV", nil),
    ("\u{AC01}", "Lo", "W", "n", "LVT", nil),
    ("7", "Nd", "Na", "n", "NA", "decimal"),
    ("\u{B2}", "No", "A", "n", "NA", "digit"),  // ²
    ("\u{BD}", "No", "A", "n", "NA", "numeric"),  // ½
    ("\u{301}", "Mn", "A", "n", "NA", nil),
    ("\u{E000}", "Co", "A", "n", "NA", nil),
    ("\u{378}", "Cn", "N", "n", "NA", nil),
  ]

  @Test func closedSetsAreWrittenAsTheirShortNamesAndDecodeBack() throws {
    for (scalar, category, width, bracket, hangul, numeric) in Self.closedValues {
      let card = CharacterCard(scalar)
      let label = Hex.codePoint(scalar)
      let json = try Self.object(card)
      #expect(json["generalCategory"] as? String == category, "\(label)")
      #expect(json["eastAsianWidth"] as? String == width, "\(label)")
      #expect(json["pairedBracketType"] as? String == bracket, "\(label)")
      #expect(json["hangulSyllableType"] as? String == hangul, "\(label)")
      #expect(json["numericType"] as? String == numeric, "\(label)")
      #expect(card.generalCategory.shortName == category && card.eastAsianWidth.rawValue == width)
      #expect(try Self.roundTrip(card) == card, "\(label)")
      let row = CharacterRow(scalar)
      #expect(try Self.object(row)["generalCategory"] as? String == category, "\(label)")
      #expect(try Self.roundTrip(row) == row, "\(label)")
    }
  }

  /// The first scalar of each age the tables name ("1.1" ... "17.0"), and an unassigned one.
  @Test func theAgeIsAVersionWrittenAsTheTablesNameIt() throws {
    var firsts: [UnicodeVersion: Unicode.Scalar] = [:]
    for value in UInt32(0)...0x10FFFF {
      guard let age = ReferenceDatabase.properties(of: value).age, firsts[age] == nil else { continue }
      firsts[age] = Unicode.Scalar(value)
    }
    #expect(Set(firsts.keys) == Set(ReferenceDatabase.ages))
    for (age, scalar) in firsts {
      let card = CharacterCard(scalar)
      let row = CharacterRow(scalar)
      #expect(card.age == age && row.age == card.age, "\(age)")
      #expect(try Self.object(card)["age"] as? String == age.description, "\(age)")
      #expect(try Self.object(row)["age"] as? String == age.description, "\(age)")
      #expect(try Self.roundTrip(card) == card && Self.roundTrip(row) == row, "\(age)")
    }
    #expect(CharacterCard("\u{E9}").age == UnicodeVersion(major: 1, minor: 1))
    let unassigned = CharacterCard("\u{378}")
    #expect(unassigned.age == nil && CharacterRow("\u{378}").age == nil)
    #expect(try JSONStreamEncoder.text(of: unassigned, indentation: 0).contains(#","age":null,"#))
    #expect(try JSONStreamEncoder.text(of: CharacterRow("\u{378}"), indentation: 0).hasSuffix(#","age":null}"#))
    #expect(try Self.roundTrip(unassigned) == unassigned)
  }

  @Test func anAgeThatIsNotAVersionIsRefused() throws {
    var json = try Self.object(CharacterCard("A"))
    for age in ["one", "1.1.1.1", ""] {
      json["age"] = age
      let data = try JSONSerialization.data(withJSONObject: json)
      #expect(throws: DecodingError.self, "\(age)") { try JSONDecoder().decode(CharacterCard.self, from: data) }
    }
    // A version this build's tables do not know yet is still a version.
    json["age"] = "18.0"
    let newer = try JSONDecoder().decode(CharacterCard.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(newer.age == UnicodeVersion(major: 18, minor: 0))
  }

  @Test func everyGeneralCategoryShortNameNamesItsValueBack() {
    var seen: Set<String> = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let category = scalar.properties.generalCategory
      seen.insert(category.shortName)
      #expect(Unicode.GeneralCategory(shortName: category.shortName) == category)
    }
    // Every value but Cs (surrogates are not scalars) is some scalar's category.
    #expect(seen.count == 29 && !seen.contains("Cs"))
    #expect(Unicode.GeneralCategory(shortName: "Cs") == .surrogate)
    #expect(Unicode.GeneralCategory(shortName: "mn") == nil)
  }

  @Test func aliasTypesAreWrittenAsNameAliasesTxtNamesThem() throws {
    let card = CharacterCard("\u{1B}")
    #expect(card.aliases.map(\.type) == [.control, .abbreviation])
    let aliases = try #require(try Self.object(card)["aliases"] as? [[String: String]])
    #expect(aliases.map { $0["type"] } == ["control", "abbreviation"])
    #expect(try Self.roundTrip(card) == card)
  }

  @Test func aValueOutsideAClosedSetIsRefused() throws {
    var json = try Self.object(CharacterCard("A"))
    for (key, value) in [
      ("generalCategory", "Xx"), ("eastAsianWidth", "Q"), ("pairedBracketType", "x"),
      ("hangulSyllableType", "LL"), ("numericType", "roman"),
    ] {
      let original = json[key]
      json[key] = value
      let data = try JSONSerialization.data(withJSONObject: json)
      #expect(throws: DecodingError.self, "\(key)") {
        try JSONDecoder().decode(CharacterCard.self, from: data)
      }
      json[key] = original
    }
  }

  @Test func growingSetsAreWrittenAsTheEnginesNameThem() throws {
    // "क" U+0915: Deva, Lo, L, AL (line), LE (word), LE (sentence), InCB Consonant.
    let card = CharacterCard("\u{915}")
    let json = try Self.object(card)
    #expect(json["script"] as? String == "Deva" && card.script.name == "Devanagari")
    #expect(json["scriptExtensions"] as? [String] == ["Deva"])
    #expect(json["block"] as? String == "Devanagari" && card.block?.codePoints == 0x900...0x97F)
    #expect(json["bidiClass"] as? String == "L")
    let breaks = try #require(json["breaks"] as? [String: String])
    #expect(breaks == ["grapheme": "XX", "word": "LE", "sentence": "LE", "line": "AL", "indicConjunct": "Consonant"])
    #expect(card.breaks.indicConjunct == .consonant && card.breaks.grapheme == .other)
    let ligature = try Self.object(CharacterCard("\u{FB01}"))
    #expect((ligature["decomposition"] as? [String: Any])?["type"] as? String == "Com")
    #expect(try Self.roundTrip(card) == card)
  }

  /// A card as a newer ustr could write it: values this build's tables and ICU have never named.
  @Test func aValueOfAGrowingSetThatThisBuildLacksDecodesAndIsKept() throws {
    var json = try Self.object(CharacterCard("\u{FB01}"))
    json["script"] = "Qabx"
    json["scriptExtensions"] = ["Qabx", "Latn"]
    json["block"] = "Latin Extended-Z"
    json["bidiClass"] = "XBC"
    var breaks = try #require(json["breaks"] as? [String: Any])
    breaks["word"] = "NWB"
    breaks["sentence"] = "NSB"
    breaks["line"] = "NLB"
    json["breaks"] = breaks
    var decomposition = try #require(json["decomposition"] as? [String: Any])
    decomposition["type"] = "Xyz"
    json["decomposition"] = decomposition
    let data = try JSONSerialization.data(withJSONObject: json)
    let card = try JSONDecoder().decode(CharacterCard.self, from: data)
    #expect(card.script.code == "Qabx" && card.script.name == "Qabx")
    #expect(card.scriptExtensions.map(\.code) == ["Qabx", "Latn"])
    #expect(card.scriptExtensions[1] == Script(named: "Latin"))
    #expect(card.block?.name == "Latin Extended-Z" && card.block?.codePoints == nil)
    #expect(card.bidiClass == BidiClass(rawValue: "XBC"))
    #expect(card.breaks.word.rawValue == "NWB" && card.breaks.sentence.rawValue == "NSB")
    #expect(card.breaks.line.rawValue == "NLB" && card.decomposition?.type.rawValue == "Xyz")
    // Written back, every value is the one read.
    let again = try Self.object(card)
    #expect(again["script"] as? String == "Qabx" && again["block"] as? String == "Latin Extended-Z")
    #expect(again["scriptExtensions"] as? [String] == ["Qabx", "Latn"])
    #expect(again["bidiClass"] as? String == "XBC")
    #expect((again["breaks"] as? [String: String])?["line"] == "NLB")
    #expect((again["decomposition"] as? [String: Any])?["type"] as? String == "Xyz")
    #expect(try Self.roundTrip(card) == card)
  }

  @Test func aKnownCodeDecodesToTheTablesScript() throws {
    for script in Script.all {
      #expect(Script(code: script.code) == script)
      #expect(try Self.roundTrip([script]) == [script])
    }
    for block in Block.all {
      #expect(Block(name: block.name) == block && block.codePoints != nil)
      #expect(try Self.roundTrip([block]) == [block])
    }
  }

  /// The grapheme break values are those of ustr's own segmentation tables, a closed enum at
  /// their version: a name they lack is refused with its text, not taken for another.
  @Test func aGraphemeBreakValueTheTablesLackIsRefused() throws {
    var json = try Self.object(CharacterCard("a"))
    var breaks = try #require(json["breaks"] as? [String: Any])
    breaks["grapheme"] = "EBG"
    json["breaks"] = breaks
    let data = try JSONSerialization.data(withJSONObject: json)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CharacterCard.self, from: data) }
  }

  @Test func codeUnitsAreNumbersWrittenInHexDigits() throws {
    // "é" U+00E9 = C3 A9; "😀" U+1F600 = F0 9F 98 80 = D83D DE00; U+10FFFF = F4 8F BF BF.
    let cases: [(Unicode.Scalar, [UInt8], [UInt16], [String], [String], String)] = [
      ("A", [0x41], [0x41], ["41"], ["0041"], "00000041"),
      ("\u{E9}", [0xC3, 0xA9], [0xE9], ["C3", "A9"], ["00E9"], "000000E9"),
      ("\u{1F600}", [0xF0, 0x9F, 0x98, 0x80], [0xD83D, 0xDE00], ["F0", "9F", "98", "80"], ["D83D", "DE00"], "0001F600"),
      ("\u{10FFFF}", [0xF4, 0x8F, 0xBF, 0xBF], [0xDBFF, 0xDFFF], ["F4", "8F", "BF", "BF"], ["DBFF", "DFFF"], "0010FFFF"),
    ]
    for (scalar, utf8, utf16, utf8JSON, utf16JSON, utf32JSON) in cases {
      let card = CharacterCard(scalar)
      #expect(card.utf8 == utf8 && card.utf16 == utf16 && card.utf32 == scalar.value)
      let json = try Self.object(card)
      #expect(json["utf8"] as? [String] == utf8JSON)
      #expect(json["utf16"] as? [String] == utf16JSON)
      #expect(json["utf32"] as? String == utf32JSON)
      #expect(try Self.roundTrip(card) == card)
    }
  }

  @Test func aCodeUnitThatIsNotHexDigitsOrTooWideIsRefused() throws {
    var json = try Self.object(CharacterCard("\u{E9}"))
    for (key, value) in [
      ("utf8", ["C3", "1A9"] as Any), ("utf8", ["+C"]), ("utf16", ["D83D", "G000"]), ("utf16", [""]),
      ("utf32", "-E9"), ("utf32", "1000000000"),
    ] {
      let original = json[key]
      json[key] = value
      let data = try JSONSerialization.data(withJSONObject: json)
      #expect(throws: DecodingError.self, "\(key) \(value)") {
        try JSONDecoder().decode(CharacterCard.self, from: data)
      }
      json[key] = original
    }
  }

  /// U+1C89 CYRILLIC CAPITAL LETTER TJE is new in Unicode 16.0: the tables and the standard
  /// library have it, an ICU older than 16.0 does not.
  @Test func disagreeingEnginesAreWrittenByTheirNames() throws {
    let card = CharacterCard("\u{1C89}")
    let json = try Self.object(card)
    let disagreements = try #require(json["disagreements"] as? [[String: Any]])
    #expect(disagreements.count == card.disagreements.count)
    for (written, disagreement) in zip(disagreements, card.disagreements) {
      let answers = try #require(written["answers"] as? [[String: String]])
      #expect(answers.map { $0["engine"] } == disagreement.answers.map(\.engine.rawValue))
      for answer in disagreement.answers {
        #expect(answer.unicodeVersion == CharacterEngines.current.unicodeVersion(of: answer.engine))
      }
    }
    if CharacterEngines.current.icu.unicodeVersion.major == 15 {
      let age = try #require(card.disagreements.first { $0.property == .age })
      #expect(age.answers.map(\.engine) == [.reference, .swift, .icu])
    }
    #expect(try Self.roundTrip(card) == card)
  }

  @Test func versionRolesNameTheirEngines() throws {
    let report = VersionsReport(toolVersion: "0.0.0")
    let roles = try #require(try Self.object(report)["roles"] as? [[String: String]])
    #expect(roles.map { $0["engine"] } == ["swift", "icu", "reference"])
    #expect(try Self.roundTrip(report) == report)
  }
}
