import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

@Suite("ustr selftest, end to end")
struct SelftestCommandTests {
  static func dataRoot() throws -> URL { try SharedData.unicodeDataRoot.get() }

  @Test func passesOnTheSharedDataAndPrintsTheCounts() throws {
    let root = try Self.dataRoot()
    let result = try UStrBinary.run(["selftest", "--data", root.path])
    #expect(result.exitCode == 0, "\(result.stdoutText)\(result.stderrText)")
    let lines = result.stdoutText.split(separator: "\n").map(String.init)
    let swift = StandardLibraryUnicode.version
    let icu = ICU.unicodeVersion
    let expectedRows = [
      ("Swift standard library", "\(swift)", "\(swift)/GraphemeBreakTest.txt"),
      ("ICU \(ICU.version)", "\(icu)", "\(icu)/GraphemeBreakTest.txt"),
      ("ICU \(ICU.version)", "\(icu)", "\(icu)/WordBreakTest.txt"),
      ("ICU \(ICU.version)", "\(icu)", "\(icu)/NormalizationTest.txt"),
      ("ICU \(ICU.version)", "\(icu)", "\(icu)/emoji-test.txt"),
    ] + ReferenceGraphemeSegmenter.supportedVersions.map {
      ("ustr reference (UAX #29)", "\($0)", "\($0)/GraphemeBreakTest.txt")
    }
    for (library, version, file) in expectedRows {
      let row = lines.first {
        $0.hasPrefix(library + " ") && $0.contains(" \(version) ") && $0.contains(" \(file) ")
      }
      #expect(row?.contains(" pass ") == true, "no passing row for \(library) \(file)")
    }
    #expect(result.stdoutText.contains("known deviations ("))
    #expect(result.stdoutText.contains("Swift's Character segmentation (Unicode \(StandardLibraryUnicode.version)) lacks newer grapheme break data"))
    #expect(lines.last?.hasPrefix("result: pass: ") == true)
  }

  @Test func jsonReportsEveryRunWithItsCounts() throws {
    let root = try Self.dataRoot()
    let result = try UStrBinary.run(["selftest", "--format", "json", "--data", root.path])
    #expect(result.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    #expect(json["passed"] as? Bool == true)
    #expect(json["dataDirectory"] as? String == root.path)
    #expect(json["engines"] is [String: Any])
    let runs = try #require(json["runs"] as? [[String: Any]])
    #expect(runs.count >= 8)
    for run in runs {
      for key in [
        "engine", "library", "unicodeVersion", "testFile", "dataVersion", "checks", "lines",
        "passedLines", "knownFailures", "unexpectedFailures", "fixedDeviations", "failures", "passed",
      ] {
        #expect(run[key] != nil, "runs[].\(key) missing")
      }
      #expect(run["unexpectedFailures"] as? Int == 0)
      #expect((run["lines"] as? Int ?? 0) > 500)
    }
    let reference = runs.filter {
      $0["engine"] as? String == "reference" && $0["testFile"] as? String == "GraphemeBreakTest.txt"
    }
    #expect(reference.count == ReferenceGraphemeSegmenter.supportedVersions.count)
    #expect(reference.allSatisfy { $0["lines"] as? Int == $0["passedLines"] as? Int })
    let deviations = try #require(json["knownDeviations"] as? [[String: Any]])
    #expect(!deviations.isEmpty)
    #expect(deviations.allSatisfy { $0["occurred"] as? Bool == true && $0["reason"] is String })
  }

  /// A temporary data folder holding `17.0/GraphemeBreakTest.txt` with `edit` applied.
  static func doctoredData(_ edit: (String) -> String) throws -> URL {
    let source = try Self.dataRoot().appendingPathComponent("17.0/GraphemeBreakTest.txt")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-selftest-\(UUID())")
    let folder = root.appendingPathComponent("17.0")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = try String(contentsOf: source, encoding: .utf8)
    try edit(text).write(
      to: folder.appendingPathComponent("GraphemeBreakTest.txt"), atomically: true, encoding: .utf8)
    return root
  }

  @Test func aDoctoredLineFailsWithExitCode1AndIsShown() throws {
    // Two spaces break (GB999); the doctored line says they do not.
    let root = try Self.doctoredData {
      $0.replacingOccurrences(of: "\n÷ 0020 ÷ 0020 ÷\t", with: "\n÷ 0020 × 0020 ÷\t")
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try UStrBinary.run(["selftest", "--data", root.path])
    #expect(result.exitCode == 1)
    #expect(result.stdoutText.contains("FAIL"))
    #expect(result.stdoutText.contains("    expected  ÷ 0020 × 0020 ÷\n    got       ÷ 0020 ÷ 0020 ÷"))
    #expect(result.stdoutText.contains("\nresult: FAIL: "))
    let json = try UStrBinary.run(["selftest", "--format", "json", "--data", root.path])
    #expect(json.exitCode == 1)
    let report = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    #expect(report["passed"] as? Bool == false)
  }

  @Test func aMalformedLineIsBadInputWithExitCode2() throws {
    let root = try Self.doctoredData { $0 + "÷ 0020 × zz ÷\n" }
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try UStrBinary.run(["selftest", "--data", root.path])
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrText.contains("is not in the file's format: ÷ 0020 × zz ÷"))
  }

  @Test func aMissingFolderExitsWith2AndOneClearLine() throws {
    let result = try UStrBinary.run(["selftest", "--data", "/nonexistent/ustr-unicode"])
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrText == "ustr: no Unicode data folder at '/nonexistent/ustr-unicode' (--data): no such folder\n")
  }

  @Test func withoutDataItSaysWhereItSearched() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["USTR_UNICODE_DATA"] = nil
    let result = try ProcessOutput.run(
      UStrBinary.path, ["selftest"], environment: environment,
      currentDirectory: URL(fileURLWithPath: "/"))
    #expect(result.exitCode == 2)
    #expect(
      result.stderrText.hasPrefix(
        "ustr: no Unicode conformance data found; searched: USTR_UNICODE_DATA (not set), '../shared/unicode' from '/'"))
  }
}
