import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// `ustr breaks`'s report holds the model's values (boundaries, decisions, verdicts, known
/// deviations) and typed rows (segments' ranges, disagreements' rules and causes): it encodes with
/// the contract's keys and decodes back to an equal report.
@Suite("Breaks report as JSON")
struct BreaksReportCodingTests {
  static func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  /// The report without word categories, which a boundary's JSON does not carry (its segment's
  /// `category` does).
  static func uncategorized(_ report: BreaksReport) -> BreaksReport {
    var report = report
    for index in report.segmentations.indices {
      for boundary in report.segmentations[index].boundaries.indices {
        report.segmentations[index].boundaries[boundary].wordCategory = nil
      }
    }
    return report
  }

  @Test(arguments: BreakKind.allCases)
  func aReportDecodesBackEqual(kind: BreakKind) throws {
    var generator = SeededGenerator(seed: 0xB4EA)
    for _ in 0..<30 {
      let text = BreaksStreamTests.text(using: &generator) + "\u{915}\u{94D}\u{937} \u{1019}\u{1039}\u{1018}"
      for version in ReferenceGraphemeSegmenter.supportedVersions {
        let report = try BreaksReport(text: text, kind: kind, referenceVersion: version, explain: true)
        #expect(try Self.roundTrip(report) == Self.uncategorized(report), "\(kind) \(text.debugDescription)")
      }
    }
  }

  @Test func rowsAreWrittenWithTheContractsKeysRangesAsPairsAndRulesByName() throws {
    // "क्ष" = U+0915 U+094D U+0937: the reference at 15.0 breaks before U+0937, 17.0 does not.
    let report = try BreaksReport(
      text: "\u{915}\u{94D}\u{937}", kind: .character,
      referenceVersion: UnicodeVersion(major: 15, minor: 0), explain: true)
    let data = try JSONEncoder().encode(report)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let segmentations = try #require(json["segmentations"] as? [[String: Any]])
    let segment = try #require((segmentations.first?["segments"] as? [[String: Any]])?.first)
    let first = try #require(report.segmentations.first?.segments.first)
    #expect(segment["utf8Range"] as? [Int] == [first.utf8Range.lowerBound, first.utf8Range.upperBound])
    #expect(segment["scalarRange"] as? [Int] == [first.scalarRange.lowerBound, first.scalarRange.upperBound])
    let disagreement = try #require((json["disagreements"] as? [[String: Any]])?.first)
    let typed = try #require(report.disagreements.first)
    #expect(disagreement["rule"] as? String == typed.rule.rawValue)
    #expect(disagreement["summary"] as? String == typed.rule.summary)
    #expect(disagreement["cause"] as? String == typed.cause.rawValue)
    #expect(disagreement["scalarOffset"] as? Int == 2)
    let positions = try #require(json["positions"] as? [[String: Any]])
    #expect(positions.map { $0["rule"] as? String } == report.positions?.map(\.rule.rawValue))
  }
}
