import Foundation
import Testing
import UStrCore
import UStrReport
import UStrTestSupport

@Suite("Orders report")
struct OrdersReportTests {
  @Test func javaAndCodePointOrderDisagreeAboveTheSurrogates() throws {
    // U+FF61 is the UTF-16 unit FF61; U+1F600 is the surrogate pair D83D DE00.
    let report = OrdersReport("\u{FF61}", "\u{1F600}")
    #expect(report.order == OrderSigns(swift: -1, utf16: 1, scalar: -1))
    #expect(report.disagreements.map { [$0.orders.0, $0.orders.1] } == [[.utf16, .scalar], [.utf16, .swift]])
    #expect(report.disagreements[0].comparisons == (.after, .before))
    #expect(report.disagreements[0].reason.contains("U+FF61 is the UTF-16 unit FF61"))
  }

  @Test func canonicallyEquivalentTextsAreEqualOnlyForSwift() throws {
    // "\u{E9}" and "e\u{301}": U+00E9 against U+0065 U+0301
    let report = OrdersReport("\u{E9}", "e\u{301}")
    #expect(report.order == OrderSigns(swift: 0, utf16: 1, scalar: 1))
    #expect(report.disagreements.map { [$0.orders.0, $0.orders.1] } == [[.utf16, .swift], [.scalar, .swift]])
  }

  @Test func jsonHasTheCompareContractKeys() throws {
    let json = try JSONStreamEncoder.text(of: OrdersReport("a", "a"), indentation: 0)
    #expect(json == #"{"order":{"swift":0,"utf16":0,"scalar":0},"disagreements":[]}"#)
  }

  @Test func aDisagreementIsWrittenWithTheOrdersKeysAndSigns() throws {
    let report = OrdersReport("\u{FF61}", "\u{1F600}")
    let json = try JSONStreamEncoder.text(of: report.disagreements[0], indentation: 0)
    #expect(json.hasPrefix(#"{"orders":["utf16","scalar"],"comparisons":[1,-1],"reason":"#))
  }

  @Test func agreesWithOrderComparisonOnRandomPairs() throws {
    let texts = RandomText.corpus(count: 200, seed: 7)
    for (a, b) in zip(texts, texts.dropFirst()) {
      let comparison = OrderComparison(a, b)
      let report = OrdersReport(comparison)
      #expect(report.order.utf16 == comparison.utf16.rawValue)
      #expect(report.order.scalar == comparison.scalar.rawValue)
      #expect(report.order.swift == comparison.swift.rawValue)
      #expect(report.disagreements.isEmpty == comparison.ordersAgree)
    }
  }
}

@Suite("Lengths report")
struct LengthsReportTests {
  static func report(_ text: String, limit: LengthLimit? = nil, eachLine: Bool = false) -> LengthsReport {
    LengthsReport(decoding: UTF8Decoding(bytes: Array(text.utf8)), limit: limit, eachLine: eachLine)
  }

  @Test func rowsFollowTheLengthTableWithICUsGraphemeCount() {
    // "Poke\u{301}mon": 7 clusters, 8 UTF-16 units
    let report = Self.report("Poke\u{301}mon")
    #expect(report.lengths.map(\.id) == LengthTable.ids)
    #expect(report.lengths.first { $0.id == "java.length" }?.value == 8)
    #expect(report.lengths.first { $0.id == "icu.graphemes" }?.value == 7)
    #expect(report.swiftJavaDifference.clusters.map { Array($0.character.unicodeScalars) } == [["e", "\u{301}"]])
    #expect(report.check == nil && report.lineChecks == nil && report.fits)
  }

  @Test func distinctClustersAreCappedButCounted() {
    // 150 distinct astral scalars from U+1F300 on, each 1 cluster and 2 UTF-16 units
    let text = String(String.UnicodeScalarView((0..<150).map { Unicode.Scalar(0x1F300 + $0)! }))
    let difference = Self.report(text).swiftJavaDifference
    #expect(difference.distinctClusterCount == 150)
    #expect(difference.clusters.count == LengthsReport.clusterLimit)
    #expect(difference.lengths.other - difference.lengths.base == 150)
  }

  @Test func checkOfTheWholeTextOrOfEachLine() {
    let limit = LengthLimit(maximum: 3, unit: .utf8)
    let whole = Self.report("ab\n\u{E9}\u{E9}", limit: limit)
    #expect(whole.check?.length == 7 && whole.check?.fits == false && !whole.fits)
    #expect(whole.check?.firstClusterPastLimit?.utf8Range == 3..<5)
    let lines = Self.report("ab\n\u{E9}\u{E9}", limit: limit, eachLine: true)
    #expect(lines.check == nil)
    #expect(lines.lineChecks?.linesOver.map(\.lineOffset) == [1])
    #expect(lines.lineChecks?.linesOver.first?.check.firstClusterPastLimit?.utf8Range == 2..<4)
  }
}

@Suite("Escape report")
struct EscapeReportTests {
  @Test func literalAndWarningsByStableId() {
    let report = EscapeReport(text: "\u{1F600}", language: .java, escaping: .nonASCII)
    #expect(report.literal == #""\uD83D\uDE00""#)
    #expect(report.warnings.map(\.trap) == [.javaFourDigitUnicodeEscape])
  }

  @Test func languageEscapingAndTrapsAreWrittenByNameAndDecodeBack() throws {
    for language in LiteralLanguage.allCases {
      for escaping in LiteralEscaping.allCases {
        // "😀\xE9e" = U+1F600 U+00E9 U+0065: a trap for Java, JavaScript, C, C#, Python.
        let report = EscapeReport(text: "\u{1F600}\u{E9}e\u{80}", language: language, escaping: escaping)
        let data = try JSONEncoder().encode(report)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["language"] as? String == language.rawValue)
        #expect(json["escaping"] as? String == escaping.rawValue)
        let warnings = try #require(json["warnings"] as? [[String: String]])
        #expect(warnings.map { $0["id"] } == report.warnings.map(\.trap.rawValue))
        #expect(warnings.map { $0["message"] } == report.warnings.map(\.message))
        #expect(try JSONDecoder().decode(EscapeReport.self, from: data) == report, "\(language) \(escaping)")
      }
    }
    let java = EscapeReport(text: "\u{1F600}", language: .java, escaping: .minimal)
    #expect(java.language.rawValue == "java" && java.escaping.rawValue == "minimal")
  }
}
