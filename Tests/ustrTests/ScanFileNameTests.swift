import Foundation
import Testing
import UStrTestSupport

/// `ustr scan` opens a file by the bytes of its name. A Linux file name is any bytes but "/" and
/// NUL: a file named with bytes that are not UTF-8 must be scanned like any other, never skipped
/// (a Trojan Source file could hide behind its name) nor reported missing.
@Suite("ustr scan, file names that are not UTF-8")
struct ScanFileNameTests {
  /// Shell text that makes a fresh directory holding "evil" 0xFF ".js", whose text is "x"
  /// U+202E "y" (a right-to-left override left open: a finding in every profile), and goes in.
  static func setUp() -> (directory: String, script: String) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-scan-names-\(UUID().uuidString)").path
    let script = """
      mkdir '\(directory)' && cd '\(directory)' \
        && printf 'x\\342\\200\\256y\\n' > "$(printf 'evil\\377.js')"
      """
    return (directory, script)
  }

  /// The paths of the findings in `ustr scan --format jsonl` output, and its summary.
  static func findings(_ result: ProcessOutput) throws
    -> (paths: [String], summary: [String: Any])
  {
    var paths: [String] = []
    var summary: [String: Any] = [:]
    for line in result.stdout.split(separator: 0x0A) {
      let object = try JSONSerialization.jsonObject(with: Data(line))
      let message = try #require(object as? [String: Any])
      let data = message["data"] as? [String: Any] ?? [:]
      switch message["type"] as? String {
      case "finding": paths += (data["path"] as? String).map { [$0] } ?? []
      case "summary": summary = data
      default: break
      }
    }
    return (paths, summary)
  }

  @Test(arguments: [".", "evil*"])
  func aFileNamedWithInvalidBytesIsScanned(path: String) throws {
    let (directory, script) = Self.setUp()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try UStrBinary.runShell(script + " && \"$USTR\" scan --format jsonl \(path)")
    let (paths, summary) = try Self.findings(result)
    #expect(result.exitCode == 1, "\(result.stderrText)")
    #expect(result.stderrText.isEmpty)
    #expect(summary["files"] as? Int == 1)
    #expect((summary["unreadable"] as? [Any])?.isEmpty == true)
    #expect(paths.contains { $0.hasSuffix("evil\u{FFFD}.js") }, "\(paths)")
  }

  @Test func aFileNamedWithInvalidBytesIsScannedInAGitWorkTree() throws {
    let (directory, script) = Self.setUp()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let git = try UStrBinary.runShell(script + " && git init -q .")
    guard git.exitCode == 0 else { return }  // no git on this machine
    let result = try UStrBinary.runShell("cd '\(directory)' && \"$USTR\" scan --format jsonl .")
    let (paths, summary) = try Self.findings(result)
    #expect(result.exitCode == 1, "\(result.stderrText)")
    #expect(summary["files"] as? Int == 1)
    #expect(paths.contains("evil\u{FFFD}.js"), "\(paths)")
  }
}
