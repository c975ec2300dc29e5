import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport

/// `ustr lengths`'s report holds the model's values (the length difference and its clusters,
/// the length check, the line checks) with no report copy between: each encodes with the
/// contract's keys and decodes back to an equal value.
@Suite("Lengths model values as JSON")
struct LengthsModelCodingTests {
  /// Texts whose lengths differ between the views: a combining mark, a ZWJ family, flags,
  /// Hangul jamo, CR LF, skin tones, a long run of marks, lines of several lengths.
  static let texts = [
    "Poke\u{301}mon", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} x",
    "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", "\u{AC00}\u{1100}\u{1161}\u{11A8}", "a\r\nbc\r\n",
    "\u{1F44D}\u{1F3FD} \u{1F44D}\u{1F3FF}\u{1F44D}\u{1F3FD}", "e" + String(repeating: "\u{301}", count: 40),
    "short\nthis line is longer\n\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}\u{E9}\n", "plain ascii", "",
  ]

  static func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  static func object(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aLengthDifferenceDecodesBackWithItsRowsAndClusters() throws {
    for text in Self.texts {
      for other in ["java.length", "rust.len", "python.len"] {
        let difference = LengthDifference(of: text, other: other)
        #expect(try Self.roundTrip(difference) == difference, "\(text.debugDescription) \(other)")
        let json = try Self.object(difference)
        #expect(json["base"] as? String == "swift.count" && json["other"] as? String == other)
        #expect(json["baseLength"] as? Int == difference.lengths.base)
        #expect(json["otherLength"] as? Int == difference.lengths.other)
        let clusters = try #require(json["clusters"] as? [[String: Any]])
        #expect(clusters.map { $0["text"] as? String } == difference.clusters.map { String($0.character) })
        #expect(
          clusters.map { $0["codePoints"] as? [String] }
            == difference.clusters.map { $0.character.unicodeScalars.map(\.codePoint) })
        #expect(clusters.map { $0["contribution"] as? Int } == difference.clusters.map(\.contribution))
      }
    }
  }

  @Test func aStreamedDifferenceDecodesBackWithItsInexactCount() throws {
    var stream = LengthDifferenceStream(clusterLimit: 1)
    stream.append("e\u{301}\u{1F600}e\u{301}\u{1F601}")
    var difference = stream.difference()
    #expect(difference.distinctClusterCount == 3 && difference.clusters.count == 1)
    #expect(try Self.roundTrip(difference) == difference)
    difference.isDistinctClusterCountExact = false
    #expect(try Self.object(difference)["distinctClusterCountIsExact"] as? Bool == false)
    #expect(try Self.roundTrip(difference) == difference)
  }

  @Test func aClusterThatDoesNotHoldTogetherIsRefused() throws {
    let json = try Self.object(LengthDifference(of: "Poke\u{301}mon"))
    let cluster = try #require((json["clusters"] as? [[String: Any]])?.first)
    // A contribution not the cluster's, two clusters as one, a length UStrCore does not count.
    let changes: [(String, [String: Any])] = [
      ("contribution", ["clusters": [cluster.merging(["contribution": 5]) { $1 }]]),
      ("text", ["clusters": [cluster.merging(["text": "ab"]) { $1 }]]),
      ("other", ["other": "icu.graphemes"]),
    ]
    for (key, change) in changes {
      let data = try JSONSerialization.data(withJSONObject: json.merging(change) { $1 })
      #expect(throws: DecodingError.self, "\(key)") { try JSONDecoder().decode(LengthDifference.self, from: data) }
    }
  }

  @Test(arguments: TextView.allCases)
  func aLengthCheckDecodesBackWithItsFirstClusterPastTheLimit(unit: TextView) throws {
    for text in Self.texts {
      for maximum in [0, 3, 1_000] {
        let check = LengthLimit(maximum: maximum, unit: unit).check(text)
        #expect(try Self.roundTrip(check) == check, "\(text.debugDescription) \(maximum) \(unit)")
        let json = try Self.object(check)
        #expect(json["maximum"] as? Int == maximum && json["unit"] as? String == unit.rawValue)
        #expect(json["fits"] as? Bool == check.fits && json["excess"] as? Int == check.excess)
        let cluster = json["firstClusterPastLimit"] as? [String: Any]
        #expect(cluster?["text"] as? String == check.firstClusterPastLimit.map { String($0.character) })
        #expect(cluster?["utf8Range"] as? [Int] == check.firstClusterPastLimit.map { [$0.utf8Range.lowerBound, $0.utf8Range.upperBound] })
      }
    }
  }

  @Test(arguments: TextView.allCases)
  func lineChecksDecodeBackWithTheLimitTheirLinesDoNotRepeat(unit: TextView) throws {
    for text in Self.texts {
      let limit = LengthLimit(maximum: 4, unit: unit)
      for lineLimit in [nil, 1] {
        let checks = LineChecks(limit: limit, text: text, lineLimit: lineLimit)
        #expect(try Self.roundTrip(checks) == checks, "\(text.debugDescription) \(unit)")
        let json = try Self.object(checks)
        #expect(json["fits"] as? Bool == checks.fits && json["lineCount"] as? Int == checks.lineCount)
        let lines = try #require(json["linesOver"] as? [[String: Any]])
        // Numbered as an editor numbers lines, from 1.
        #expect(lines.map { $0["lineNumber"] as? Int } == checks.linesOver.map { $0.lineOffset + 1 })
        #expect(lines.map { $0["excess"] as? Int } == checks.linesOver.map(\.check.excess))
        #expect(lines.allSatisfy { $0["maximum"] == nil })
      }
    }
  }

  @Test func aWholeLengthsReportDecodesBackEqual() throws {
    for text in Self.texts {
      let decoding = UTF8Decoding(bytes: Array(text.utf8) + [0xFF])
      for (limit, eachLine) in [(nil, false), (LengthLimit(maximum: 2, unit: .utf16), false), (LengthLimit(maximum: 2, unit: .grapheme), true)] {
        let report = LengthsReport(decoding: decoding, limit: limit, eachLine: eachLine)
        #expect(try Self.roundTrip(report) == report, "\(text.debugDescription)")
      }
    }
  }

  /// The command's writer escapes everything outside printable ASCII (`\u202E`, surrogate pairs
  /// above the BMP); a differing cluster written that way still reads back as the same cluster.
  @Test func aReportWrittenASCIISafeDecodesBackEqual() throws {
    // Clusters that differ: a + U+200D ZWJ, a + U+FE0F, 👍🏽 = U+1F44D U+1F3FD, CR LF; with
    // U+202E RLO and U+0085 (a C1 control) between them.
    let text = "a\u{200D} \u{202E}a\u{FE0F} \u{85}\u{1F44D}\u{1F3FD}\r\n"
    let report = LengthsReport(decoding: UTF8Decoding(bytes: Array(text.utf8)), limit: LengthLimit(maximum: 3, unit: .utf16))
    #expect(report.swiftJavaDifference.clusters.count == 4)
    let json = try JSONStreamEncoder.text(of: report)
    #expect(json.utf8.allSatisfy { $0 < 0x80 })
    #expect(json.contains(#""text": "a\u200D""#) && json.contains(#""text": "\uD83D\uDC4D\uD83C\uDFFD""#))
    #expect(try JSONDecoder().decode(LengthsReport.self, from: Data(json.utf8)) == report)
  }
}
