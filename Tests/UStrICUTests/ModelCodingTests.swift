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
}
