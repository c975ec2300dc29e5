import Foundation
import Testing
import UStrTestSupport

/// `ustr scan` writes each finding as it is found: the first comes before the input ends, and
/// files scanned at once still come in path order.
@Suite("ustr scan, findings as they are found")
struct ScanStreamingCommandTests {
  /// A thousand lines with an override closed on each (16 KB: more than the 8000 bytes read
  /// before a file is known not to be binary).
  static let text = String(repeating: "a\u{202E}b\u{202C} x\n", count: 1000)

  /// From a pipe that stays open, the first finding comes before it ends, in every format (a
  /// scan that waited for the end would give none before it is stopped).
  @Test(arguments: ["human", "json", "jsonl", "sarif"])
  func theFirstFindingComesBeforeAPipeEnds(format: String) throws {
    let firstFinding = [
      "human": "-:1:2: ", "json": "\"rule\": \"bidi-control\"", "jsonl": "{\"type\":\"finding\"",
      "sarif": "\"ruleId\": \"bidi-control\"",
    ]
    let mark = try #require(firstFinding[format])
    let output = try PipeFeed.outputBeforeInputEnds(
      ["scan", "--all", "--format", format, "-"], input: Data(Self.text.utf8), until: mark)
    #expect(output.contains(mark), "\(format): \(output.prefix(300))")
  }

  /// Files scanned at once (more than there are cores, some with more findings than a spool
  /// holds in memory) are listed in path order, each as a scan of it alone lists it.
  @Test func filesScannedAtOnceComeInPathOrder() throws {
    var files: [String: String] = [:]
    for number in 0..<12 {
      let lines = number % 3 == 0 ? 20_000 : number
      files[String(format: "f%02d.txt", number)] = String(repeating: "x\u{200B}y \u{202E}z\u{202C}\n", count: lines)
    }
    let directory = try ScanCommandTests.directory(files)
    defer { try? FileManager.default.removeItem(at: directory) }
    let together = try ScanCommandTests.findings(["--all", directory.path])
    #expect(together.result.exitCode == 1, "\(together.result.stderrText)")
    var alone: [[String: Any]] = []
    for name in files.keys.sorted() {
      alone += try ScanCommandTests.findings(["--all", directory.appendingPathComponent(name).path]).findings
    }
    #expect(together.findings.count == alone.count)
    #expect(together.findings.count >= 4 * 2 * 20_000)
    let paths = together.findings.map { $0["path"] as? String ?? "" }
    #expect(paths == paths.sorted())
    for (index, (a, b)) in zip(together.findings, alone).enumerated() {
      guard NSDictionary(dictionary: a).isEqual(to: b) else {
        Issue.record("finding \(index): \(a) alone is \(b)")
        return
      }
    }
  }
}
