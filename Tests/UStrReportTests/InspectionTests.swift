import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport

@Suite("Inspection")
struct InspectionTests {
  @Test func pokemonWithDecomposedAccentHasItsCountsFormsAndWarning() throws {
    // "Poke\u{301}mon" = P o k e U+0301 m o n
    let inspection = try Inspection(text: "Poke\u{301}mon")
    #expect(inspection.schemaVersion == ReportSchema.version)
    let counts = inspection.counts
    #expect([counts.graphemes, counts.scalars, counts.utf16, counts.utf8] as [Int] == [7, 8, 8, 9])
    #expect(inspection.normalization.nfd.isNormalized)
    #expect(!inspection.normalization.nfc.isNormalized)
    #expect(inspection.normalization.nfc.counts.utf8 == 8)
    #expect(inspection.normalization.nfc.changedGraphemeOffsets == [3])
    #expect(inspection.warnings.map(\.id) == [.notNFC])
    let e = inspection.graphemes[3]
    #expect(e.cluster.scalarRange == 3..<5 && e.cluster.utf16Range == 3..<5 && e.cluster.utf8Range == 3..<6)
    #expect(e.scalars.map(\.codePoint) == ["U+0065", "U+0301"])
    #expect(e.scalars[1].position.utf8 == [0xCC, 0x81])
    #expect(e.scalars[1].generalCategory == .nonspacingMark)
  }

  @Test func invalidBytesAreReportedWithOffsetsAndKinds() throws {
    // "a", FF, "b", ED A0 80 (an encoded surrogate), "c"
    let decoding = UTF8Decoding(bytes: [0x61, 0xFF, 0x62, 0xED, 0xA0, 0x80, 0x63])
    let inspection = try Inspection(decoding: decoding)
    #expect(inspection.invalidUTF8.map(\.utf8Offset) == [1, 3])
    #expect(inspection.invalidUTF8.map(\.kind) == [.invalidByte, .encodedSurrogate])
    #expect(inspection.invalidUTF8[1].bytes == [0xED, 0xA0, 0x80])
    #expect(inspection.invalidUTF8[1].replacementCount == 3)
    #expect(inspection.warnings.first?.id == .invalidUTF8)
  }

  @Test(arguments: [
    ("a\u{202E}b", "bidiControl", 1),
    ("a\u{1B}b", "control", 1),
    ("a\u{200B}b", "invisible", 1),
    // A ZWJ after LF and a variation selector at the start stand alone: nothing joins them.
    ("\n\u{200D}b", "invisible", 1),
    ("\u{FE0F}a", "invisible", 0),
    ("a\u{2028}b", "lineSeparator", 1),
    ("a\u{A0}b", "unusualWhitespace", 1),
    ("\u{301}a", "leadingCombiningMark", 0),
    ("\u{FEFF}a", "byteOrderMark", 0),
    ("a\u{E000}", "privateUse", 1),
    ("a\u{FFFF}", "noncharacter", 1),
  ])
  func warningsNameWhatTheyFound(text: String, id: String, scalarOffset: Int) throws {
    let warning = try Inspection(text: text).warnings.first { $0.id.rawValue == id }
    #expect(warning?.scalarOffsets.first == scalarOffset, "no \(id) warning at \(scalarOffset)")
  }

  @Test func warningsAreWrittenByIdAndDecodeBack() throws {
    // U+202E RLO, U+1B ESC, U+200B ZWSP, U+2028, U+A0, U+E000, U+FFFF, U+0378, then "é"
    // decomposed; "CafÃ©" is "Café" as UTF-8 read as Latin-1.
    var warnings = try Inspection(
      text: "\u{301}a\u{202E}b\u{1B}c\u{200B}d\u{2028}e\u{A0}f\u{E000}\u{FFFF}\u{378}e\u{301}"
    ).warnings
    var mojibake = MojibakeScan()
    mojibake.append("Caf\u{C3}\u{A9} cr\u{C3}\u{A8}me br\u{C3}\u{BB}l\u{C3}\u{A9}e")
    mojibake.finish()
    warnings.append(try #require(mojibake.warning))
    #expect(Set(warnings.map(\.id)).isSuperset(of: [
      .notNFC, .bidiControl, .control, .invisible, .lineSeparator, .unusualWhitespace, .privateUse,
      .noncharacter, .unassigned, .leadingCombiningMark, .mojibake,
    ]))
    let data = try JSONEncoder().encode(warnings)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(json.map { $0["id"] as? String } == warnings.map(\.id.rawValue))
    #expect(json.map { $0["kind"] as? String } == warnings.map { $0.id == .mojibake ? "mojibake" : nil })
    #expect(try JSONDecoder().decode([Warning].self, from: data) == warnings)
  }

  @Test func aMojibakeRelationNamesItsSideAndDecodesBack() throws {
    // "PokÃ©mon" is "Pokémon" as UTF-8 read as Latin-1 (U+00C3 U+00A9 for U+00E9).
    for (a, b, side) in [("Pok\u{C3}\u{A9}mon", "Pok\u{E9}mon", MojibakeRelation.Side.a), ("Pok\u{E9}mon", "Pok\u{C3}\u{A9}mon", .b)] {
      let relation = try #require(MojibakeRelation(a: a, b: b))
      #expect(relation.side == side && relation.kind == .mojibake)
      let data = try JSONEncoder().encode(relation)
      let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(json["side"] as? String == side.rawValue && json["kind"] as? String == "mojibake")
      #expect(try JSONDecoder().decode(MojibakeRelation.self, from: data) == relation)
    }
    #expect(MojibakeRelation(a: "Pok\u{E9}mon", b: "Pokemon") == nil)
  }

  @Test func joinersInsideEmojiSequencesAreNotInvisibleWarnings() throws {
    // "👨‍👩‍👧" = U+1F468 U+200D U+1F469 U+200D U+1F467; "🏴󠁧󠁢󠁳󠁣󠁴󠁿" uses tag characters
    let warnings = try Inspection(text: "👨‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ❤️ a\u{FE0F}").warnings
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func scalarsNewerThanAnEngineAreFlaggedWithBothVersions() throws {
    let older = min(StandardLibraryUnicode.version, ICU.unicodeVersion)
    let newer = (0x1_0000...0x3_FFFF).lazy.compactMap(Unicode.Scalar.init).first { scalar in
      guard let age = scalar.properties.age else { return false }
      return UnicodeVersion(major: age.major, minor: age.minor) > older
    }
    let warnings = try Inspection(text: "a" + String(newer ?? "b")).warnings
    let flagged = warnings.first { $0.id == .engineVersionsDiffer }
    if let newer {
      #expect(flagged?.scalarOffsets == [1], "U+\(String(newer.value, radix: 16)) not flagged")
      #expect(flagged?.message.contains(StandardLibraryUnicode.version.description) == true)
      #expect(flagged?.message.contains(ICU.unicodeVersion.description) == true)
    } else {
      #expect(flagged == nil)
    }
  }

  @Test func largeInputListsTheLimitButCountsEverything() throws {
    let inspection = try Inspection(text: String(repeating: "ab", count: 600), graphemeLimit: 10)
    #expect(inspection.graphemes.count == 10)
    #expect(inspection.isTruncated)
    #expect(inspection.counts.graphemes == 1200)
    // The normalized text is carried while it is short, whatever the limit...
    #expect(inspection.normalization.nfc.text == String(repeating: "ab", count: 600))
  }

  @Test func normalizedTextsOverTheLimitAreLeftOut() throws {
    let long = String(repeating: "e\u{301}", count: InspectionStream.normalizedTextLimit / 2 + 1)
    let inspection = try Inspection(text: long, graphemeLimit: 10)
    // ...and left out once longer than the limit, so memory stays bounded.
    for form in NormalizationForm.allCases { #expect(inspection.normalization[form].text == nil) }
    #expect(inspection.normalization.nfc.counts.graphemes == InspectionStream.normalizedTextLimit / 2 + 1)
  }

  @Test func inspectionRoundTripsThroughItsOwnJSON() throws {
    let inspection = try Inspection(text: "Pok\u{E9}mon \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{202E}")
    let text = try JSONStreamEncoder.text(of: inspection)
    #expect(try JSONDecoder().decode(Inspection.self, from: Data(text.utf8)) == inspection)
  }
}

@Suite("Scalar names")
struct ScalarNameTests {
  @Test(arguments: [
    ("\u{E9}", "LATIN SMALL LETTER E WITH ACUTE"),
    ("\u{1B}", "<control-001B>"),
    ("\u{85}", "<control-0085>"),
    ("\u{FFFF}", "<noncharacter-FFFF>"),
    ("\u{E000}", "<private-use-E000>"),
    ("\u{50000}", "<unassigned-50000>"),
    ("\u{AC00}", "HANGUL SYLLABLE GA"),
    ("\u{4E00}", "CJK UNIFIED IDEOGRAPH-4E00"),
  ] as [(Unicode.Scalar, String)])
  func namesAndLabels(scalar: Unicode.Scalar, name: String) {
    #expect(ScalarName.of(scalar) == name)
  }

  @Test func categoriesUseTheirTwoLetterCodes() {
    #expect(("\u{301}" as Unicode.Scalar).properties.generalCategory.shortName == "Mn")
    #expect(("A" as Unicode.Scalar).properties.generalCategory.shortName == "Lu")
  }

  /// Texts whose clusters hold several scalars, surrogate pairs, controls, lines and invalid input.
  static let codingSamples = [
    "Poke\u{301}mon", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{1F1EB}\u{1F1F7}", "\u{1100}\u{1161}\u{11A8}\u{D55C}",
    "a\r\nb\rc\nd", "\u{202E}abc\u{1B}[31m\u{0}\u{85}", "\u{915}\u{94D}\u{937}", "\u{FEFF}\u{BD}", "",
  ]

  /// (Properties in `ScalarProperty`'s order: a decoder reads them in that order, whatever order
  /// they were asked in.)
  @Test func anInspectionsRowsDecodeBackEqualWithTheirWidthsAndProperties() throws {
    for text in Self.codingSamples {
      for (policy, properties) in [(nil, []), (WidthPolicy.wcwidth, [ScalarProperty.script, .age, .width])] {
        let inspection = try Inspection(
          decoding: UTF8Decoding(bytes: Array(text.utf8) + [0xFF]), graphemeLimit: nil, widthPolicy: policy,
          properties: properties)
        let decoded = try JSONDecoder().decode(Inspection.self, from: JSONEncoder().encode(inspection))
        #expect(decoded.graphemes == inspection.graphemes, "\(text.debugDescription)")
        for row in inspection.graphemes {
          #expect(try JSONDecoder().decode(GraphemeReport.self, from: JSONEncoder().encode(row)) == row)
        }
      }
    }
  }

  @Test func aRowWhoseRangesDoNotSpanItsTextDoesNotDecode() throws {
    let row = GraphemeReport(TextBreakdown(of: "Poke\u{301}mon").graphemes[3])
    let json = String(decoding: try JSONEncoder().encode(row), as: UTF8.self)
    #expect(json.contains(#""utf8Range":[3,6]"#))
    let shifted = json.replacingOccurrences(of: #""utf8Range":[3,6]"#, with: #""utf8Range":[3,7]"#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(GraphemeReport.self, from: Data(shifted.utf8))
    }
  }
}
