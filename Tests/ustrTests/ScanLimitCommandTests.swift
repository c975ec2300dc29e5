import Foundation
import Testing
import UStrTestSupport

/// `scan --limit N` in every format; JSON, JSON Lines and SARIF list every finding by default
/// (they stream), human and GitHub output the first 1000 of each file.
@Suite("scan --limit")
struct ScanLimitCommandTests {
  /// 1200 lines with an unterminated U+202E each: 2400 findings.
  static let input = Data(String(repeating: "a\u{202E}b\n", count: 1200).utf8)
  static let findingCount = 2400

  static func run(_ options: [String]) throws -> ProcessOutput {
    try UStrBinary.run(["scan"] + options + ["-"], input: input)
  }

  /// The findings listed in `format`'s output.
  static func listed(format: String, _ options: [String] = []) throws -> Int {
    let output = try run(["--format", format] + options)
    switch format {
    case "json":
      let document = try #require(try JSONSerialization.jsonObject(with: output.stdout) as? [String: Any])
      return try #require(document["findings"] as? [Any]).count
    case "jsonl":
      return output.stdoutText.split(separator: "\n").filter { $0.hasPrefix("{\"type\":\"finding\"") }.count
    case "sarif":
      let document = try #require(try JSONSerialization.jsonObject(with: output.stdout) as? [String: Any])
      let run = try #require((document["runs"] as? [[String: Any]])?.first)
      return try #require(run["results"] as? [Any]).count
    case "github":
      return output.stdoutText.split(separator: "\n").filter { $0.hasPrefix("::") }.count
    default:
      return output.stdoutText.split(separator: "\n").filter { $0.hasPrefix("-:") }.count
    }
  }

  @Test(arguments: ["json", "jsonl", "sarif"])
  func machineFormatsListEveryFindingByDefault(format: String) throws {
    #expect(try Self.listed(format: format) == Self.findingCount)
  }

  @Test(arguments: ["human", "github"])
  func humanAndGitHubOutputListTheFirstThousandUnlessAsked(format: String) throws {
    #expect(try Self.listed(format: format) == 1000)
    #expect(try Self.listed(format: format, ["--all"]) == Self.findingCount)
  }

  @Test(arguments: ["human", "json", "jsonl", "sarif", "github"])
  func limitListsThatManyInEveryFormat(format: String) throws {
    #expect(try Self.listed(format: format, ["--limit", "7"]) == 7)
    #expect(try Self.listed(format: format, ["--limit", "0"]) == 0)
  }

  @Test func theSummaryCountsTheFindingsNotListed() throws {
    let (findings, summary, _) = try ScanCommandTests.findings(["--limit", "3", "-"], input: Self.input)
    #expect(findings.count == 3)
    #expect(summary["findings"] as? Int == Self.findingCount)
    #expect(summary["listed"] as? Int == 3)
  }

  @Test func columnUnitIsTheSameOptionAsColumn() throws {
    let text = Data("é\u{202E}x\n".utf8)
    let column = try UStrBinary.run(["scan", "--column", "utf8", "-"], input: text)
    let columnUnit = try UStrBinary.run(["scan", "--column-unit", "utf8", "-"], input: text)
    #expect(column.stdoutText == columnUnit.stdoutText)
    #expect(column.stdoutText.contains("-:1:3:"))
    #expect(try UStrBinary.run(["scan", "--limit", "-1", "-"], input: text).exitCode == 64)
  }
}
