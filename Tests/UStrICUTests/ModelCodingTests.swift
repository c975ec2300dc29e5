import Foundation
import Testing
import UStrCore
import UStrICU

/// The comparison and normalization results are the JSON contract's rows themselves (no report
/// copy stands between): each encodes with the contract's keys and decodes back to an equal value.
@Suite("Model values as JSON")
struct ModelCodingTests {
  static let pairs: [(String, String)] = [
    ("Pok\u{E9}mon", "Poke\u{301}mon"), ("\u{FB01}le", "file"), ("Stra\u{DF}e", "STRASSE"),
    ("ab", "a"), ("", "x"), ("pa\u{443}pal", "paypal"), ("x\u{323}\u{307}", "x\u{307}\u{323}"),
    ("\u{1F469}\u{200D}\u{1F692}", "\u{1F469}\u{1F692}"), ("same", "same"),
  ]

  static func object(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  @Test func aFirstDifferenceDecodesBackWithItsKindPositionsAndClusters() throws {
    for (a, b) in Self.pairs {
      guard let difference = try FirstDifference(a, b) else {
        #expect(a.unicodeScalars.elementsEqual(b.unicodeScalars), "no difference for \(a) / \(b)")
        continue
      }
      #expect(try Self.roundTrip(difference) == difference, "\(a) / \(b)")
      let json = try Self.object(difference)
      #expect(json["kind"] as? String == difference.kind.rawValue)
      #expect(json["explanation"] as? String == difference.kind.description)
      let side = try #require(json["a"] as? [String: Any])
      #expect(side["utf16Offset"] as? Int == difference.first.position.utf16Offset)
      let cluster = side["cluster"] as? [String: Any]
      #expect(cluster?["text"] as? String == difference.first.cluster.map(String.init))
      #expect(
        cluster?["codePoints"] as? [String]
          == difference.first.cluster.map { $0.unicodeScalars.map(\.codePoint) })
    }
  }

  @Test func equalityLevelsAreKeyedAsTheLevelOptionNamesThem() throws {
    for (a, b) in Self.pairs {
      var equality = try TextEquality(a, b)
      let json = try Self.object(equality)
      #expect(Set(json.keys) == Set(EqualityLevel.allCases.map(\.rawValue)))
      for level in EqualityLevel.allCases {
        #expect(json[level.rawValue] as? Bool == equality[level], "\(level) for \(a) / \(b)")
      }
      // The disagreement is written beside the levels, not in them.
      equality.engineDisagreement = nil
      #expect(try Self.roundTrip(equality) == equality)
    }
  }

  @Test func aChangedClusterDecodesBackAndListsBothSidesCodePoints() throws {
    let report = try NormalizationReport(of: "Poke\u{301}mon \u{FB01} \u{AC00}")
    var seen = 0
    for form in NormalizationForm.allCases {
      for change in report[form].changedClusters {
        seen += 1
        #expect(try Self.roundTrip(change) == change)
        let json = try Self.object(change)
        #expect(json["beforeCodePoints"] as? [String] == change.before.unicodeScalars.map(\.codePoint))
        #expect(json["afterCodePoints"] as? [String] == change.after.unicodeScalars.map(\.codePoint))
      }
    }
    #expect(seen > 0)
  }

  /// The `normalization` key: each form under its name, with the keys the JSON contract lists,
  /// read back to the same report (the form from the key, the offsets from the changes).
  @Test func aNormalizationReportIsWrittenUnderEachFormsNameAndReadBack() throws {
    let marks = String(repeating: "\u{301}", count: 40)
    for keepsText in [true, false] {
      let text = "Poke\u{301}mon \u{FB01} \u{AC00} a" + marks
      let report = try NormalizationReport(of: text, counts: ViewCounts(of: text), keepsText: keepsText)
      #expect(try Self.roundTrip(report) == report)
      let json = try Self.object(report)
      #expect(Set(json.keys) == ["nfc", "nfd", "nfkc", "nfkd"])
      for form in NormalizationForm.allCases {
        let formJSON = try #require(json[form.rawValue] as? [String: Any])
        var keys: Set = [
          "isNormalized", "counts", "changedGraphemeOffsets", "quickCheck", "changedClusterCount",
          "changedClusters", "longRunCount",
        ]
        if keepsText { keys.insert("text") }
        #expect(Set(formJSON.keys) == keys, "\(form)")
        #expect(formJSON["changedGraphemeOffsets"] as? [Int] == report[form].changedClusters.map(\.graphemeOffset))
        #expect(formJSON["longRunCount"] as? Int == report[form].longRunCount, "\(form)")
      }
    }
  }

  /// Texts whose grapheme breaks the engines, rules and versions disagree on: a conjunct, Myanmar
  /// and Khmer linkers, CR LF, flags, a ZWJ sequence, Hangul, a prepend.
  static let breakTexts = [
    "\u{915}\u{94D}\u{937}", "\u{1019}\u{1039}\u{1018}", "\u{179F}\u{17D2}\u{178F}", "a\r\nb",
    "\u{1F1EB}\u{1F1F7}\u{1F1E9}", "\u{1F469}\u{200D}\u{1F692}e\u{301}", "\u{1100}\u{1161}\u{11A8}",
    "\u{600}1", "",
  ]

  @Test func aBreakDecisionDecodesBackWithItsRuleAndBothSidesProperties() throws {
    var sides = 0
    for version in ReferenceGraphemeSegmenter.supportedVersions {
      let reference = try #require(ReferenceGraphemeSegmenter(unicodeVersion: version))
      for text in Self.breakTexts {
        for decision in reference.decisions(in: text) {
          #expect(try Self.roundTrip(decision) == decision, "\(text.debugDescription) at \(version)")
          let json = try Self.object(decision)
          #expect(json["rule"] as? String == decision.rule.rawValue)
          #expect(json["summary"] as? String == decision.rule.summary)
          #expect(json["isBreak"] as? Bool == decision.isBreak)
          #expect(json["scalarOffset"] as? Int == decision.position.scalarOffset)
          if let scalar = decision.scalarBefore, let properties = decision.propertiesBefore {
            sides += 1
            let before = try #require(json["before"] as? [String: Any])
            #expect(before["codePoint"] as? String == scalar.codePoint)
            #expect(before["graphemeClusterBreak"] as? String == properties.graphemeClusterBreak.description)
            #expect(before["summary"] as? String == properties.description)
          } else {
            #expect(json["before"] == nil)
          }
        }
      }
    }
    #expect(sides > 0)
  }

  @Test func aDisagreementsVerdictsAndKnownDeviationDecodeBack() throws {
    var verdicts = 0
    var deviations = 0
    for text in Self.breakTexts {
      for version in ReferenceGraphemeSegmenter.supportedVersions {
        for disagreement in try GraphemeComparison(of: text, referenceVersion: version).disagreements {
          for verdict in disagreement.verdicts {
            verdicts += 1
            #expect(try Self.roundTrip(verdict) == verdict)
            let json = try Self.object(verdict)
            #expect(json["engine"] as? String == verdict.engine.rawValue)
            #expect(json["unicodeVersion"] as? String == verdict.unicodeVersion.description)
            #expect(json["referenceRule"] as? String == verdict.referenceRule?.rawValue)
            #expect(json["followsItsVersion"] as? Bool == verdict.followsItsVersion)
          }
          if let known = disagreement.knownDeviation {
            deviations += 1
            #expect(try Self.roundTrip(known) == known)
            #expect(Set(try Self.object(known).keys) == ["engine", "unicodeVersion", "testFile", "reason"])
          }
        }
      }
    }
    #expect(verdicts > 0)
    // Only Swift at Unicode 17.0 has listed grapheme deviations.
    if StandardLibraryUnicode.version == UnicodeVersion(major: 17, minor: 0) { #expect(deviations > 0) }
  }

  @Test func aKnownDeviationNotOnTheListDoesNotDecode() throws {
    let json = #"{"engine": "swift", "unicodeVersion": "17.0", "testFile": "GraphemeBreakTest.txt", "reason": "made up"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(KnownBreakDeviation.self, from: Data(json.utf8))
    }
  }

  @Test func aBoundaryDecodesBackWithItsRuleStatusButNoWordCategory() throws {
    var seen = 0
    for kind in BreakKind.allCases {
      for text in Self.breakTexts + ["Hi 42! Mr. Smith left.\nThen \u{65E5}\u{672C}."] {
        for boundary in try BreakIterator(kind, text: text).boundaries() {
          seen += 1
          let json = try Self.object(boundary)
          #expect(Set(json.keys) == ["utf8Offset", "utf16Offset", "scalarOffset", "ruleStatus"])
          #expect(json["ruleStatus"] as? Int == boundary.ruleStatus)
          var uncategorized = boundary
          uncategorized.wordCategory = nil
          #expect(try Self.roundTrip(boundary) == uncategorized, "\(kind) \(text.debugDescription)")
        }
      }
    }
    #expect(seen > 0)
  }

  /// The engines disagree where one knows a scalar the other does not: U+16121 GURUNG KHEMA
  /// VOWEL SIGN U (Unicode 16.0) = U+1611E U+1611E canonically, for Swift and not for an ICU
  /// older than 16.0.
  @Test(.enabled(if: ICU.unicodeVersion < UnicodeVersion(major: 16, minor: 0), "ICU knows Unicode 16.0: no disagreement to write"))
  func anEngineDisagreementWritesItsVerdictsCodePointsAndExplanation() throws {
    let equality = try TextEquality("ab\u{16121}c", "ab\u{1611E}\u{1611E}c")
    let disagreement = try #require(equality.engineDisagreement)
    let json = try Self.object(disagreement)
    #expect(Set(json.keys) == ["swiftEqual", "icuEqual", "codePoints", "explanation"])
    #expect(json["swiftEqual"] as? Bool == equality.swift && json["icuEqual"] as? Bool == equality.canonical)
    #expect(json["codePoints"] as? [String] == disagreement.scalars.map(\.scalar.codePoint))
    #expect(json["codePoints"] as? [String] == ["U+16121", "U+1611E"])
    #expect(json["explanation"] as? String == disagreement.description)
  }
}
