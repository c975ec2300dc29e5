import Foundation
import Testing
import UStrConformance
import UStrCore

/// A self-test report names engines and test files with the model's enums and writes them as
/// the strings the JSON contract has: "icu", "GraphemeBreakTest.txt".
@Suite("Self-test report as JSON")
struct SelftestReportCodingTests {
  /// One GraphemeBreakTest.txt at Unicode 15.0 with two lines every engine passes: "a" "b", and
  /// CR LF as one cluster. The other versions and files are missing, so those runs are skipped.
  static func report() throws -> SelftestReport {
    let version = UnicodeVersion(major: 15, minor: 0)
    let data = ConformanceData(
      directory: "/virtual",
      files: [.init(unicodeVersion: version, testFile: .graphemeBreakTest, path: "/virtual/15.0/GraphemeBreakTest.txt")])
    return try SelftestReport(data: data) { _ in "÷ 0061 ÷ 0062 ÷\n÷ 000D × 000A ÷\n" }
  }

  @Test func enginesAndTestFilesAreWrittenByNameAndDecodeBack() throws {
    let report = try Self.report()
    #expect(!report.runs.isEmpty && !report.skipped.isEmpty)
    let data = try JSONEncoder().encode(report)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(json["runs"] as? [[String: Any]])
    #expect(runs.map { $0["engine"] as? String } == report.runs.map(\.engine.rawValue))
    #expect(runs.map { $0["testFile"] as? String } == report.runs.map(\.testFile.fileName))
    #expect(report.runs.allSatisfy { $0.testFile == .graphemeBreakTest })
    #expect(Set(report.runs.map(\.engine)).isSubset(of: Set(BreakEngine.allCases)))
    let skipped = try #require(json["skipped"] as? [[String: Any]])
    #expect(skipped.map { $0["engine"] as? String } == report.skipped.map(\.engine.rawValue))
    #expect(skipped.map { $0["testFile"] as? String } == report.skipped.map(\.testFile.rawValue))
    #expect(Set(skipped.compactMap { $0["testFile"] as? String }).isSubset(of: Set(ConformanceFile.allCases.map(\.fileName))))
    #expect(try JSONDecoder().decode(SelftestReport.self, from: data) == report)
  }

  @Test func anUnknownEngineOrTestFileIsRefused() throws {
    for bad in [#""GraphemeBreakTest""#, #""LineBreakTest.txt""#] {
      #expect(throws: DecodingError.self) { try JSONDecoder().decode(ConformanceFile.self, from: Data(bad.utf8)) }
    }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(BreakEngine.self, from: Data(#""glibc""#.utf8)) }
  }
}
