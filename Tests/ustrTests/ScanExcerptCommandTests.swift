import Foundation
import Testing
import UStrTestSupport

/// `ustr scan`'s diagnostics on long lines and long findings: the excerpt is cut to at most 100
/// cells before the finding, of it and after it, with "…", and the caret stays under the
/// finding; and `--all` lists a file's findings in order however many it has.
@Suite("ustr scan excerpts and long findings")
struct ScanExcerptCommandTests {
  /// The diagnostic lines of the first finding of `rule` in `ustr scan -` of `text`: the place
  /// line, the excerpt and the caret.
  static func diagnostic(_ text: String, rule: String) throws -> (lines: [Substring], output: String) {
    let result = try UStrBinary.run(["scan", "-"], input: Data(text.utf8))
    #expect(result.exitCode == 1, "\(result.stderrText)")
    let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(lines.firstIndex { $0.contains("[\(rule)]") }, "\(result.stdoutText.prefix(2000))")
    return (Array(lines[first..<min(lines.count, first + 3)]), result.stdoutText)
  }

  /// 200 wide ideographs, U+202E, 30 more (231 scalars: the excerpt holds the whole line): 50 of
  /// the first (100 cells) are shown, after "…", and the caret is 101 cells in.
  @Test func theLineBeforeAFindingIsCutToAHundredCells() throws {
    let text = String(repeating: "漢", count: 200) + "\u{202E}" + String(repeating: "字", count: 30) + "\n"
    let (lines, _) = try Self.diagnostic(text, rule: "bidi-control")
    #expect(lines[0].hasPrefix("-:1:201: "), "\(lines[0])")
    #expect(lines[1] == " 1 | …" + String(repeating: "漢", count: 50) + "⟨U+202E⟩" + String(repeating: "字", count: 30))
    #expect(lines[2] == "   | " + String(repeating: " ", count: 101) + "^~~~~~~~")
  }

  @Test func theLineAfterAFindingIsCutToAHundredCells() throws {
    let text = "a\u{200B}" + String(repeating: "字", count: 200) + "\n"
    let (lines, _) = try Self.diagnostic(text, rule: "invisible")
    #expect(lines[0].hasPrefix("-:1:2: "), "\(lines[0])")
    #expect(lines[1] == " 1 | a⟨U+200B⟩" + String(repeating: "字", count: 50) + "…")
    #expect(lines[2] == "   |  ^~~~~~~~")
  }

  /// A run of 50 000 U+200B is one finding: its first 12 placeholders (96 cells) are shown, then
  /// "…", with the caret under them from column 2; the output stays small.
  @Test func aLongFindingIsCutAndItsCaretStaysUnderIt() throws {
    let text = "x" + String(repeating: "\u{200B}", count: 50_000) + "y\n"
    let (lines, output) = try Self.diagnostic(text, rule: "invisible")
    #expect(lines[0].hasPrefix("-:1:2: "), "\(lines[0])")
    #expect(lines[1] == " 1 | x" + String(repeating: "⟨U+200B⟩", count: 12) + "…")
    #expect(lines[2] == "   |  ^" + String(repeating: "~", count: 95))
    #expect(output.utf8.count < 2_000, "\(output.utf8.count) bytes")
  }

  /// One cluster of 100 000 marks: the excerpt shows its start, not a megabyte of marks.
  @Test func aHugeClusterIsCutInTheExcerpt() throws {
    let text = "a" + String(repeating: "\u{301}", count: 100_000) + "\n"
    let (lines, output) = try Self.diagnostic(text, rule: "not-nfc")
    #expect(lines[0].hasPrefix("-:1:1: "), "\(lines[0])")
    // Compared by scalars: "a" and its marks are one cluster.
    #expect(lines[1].unicodeScalars.starts(with: " 1 | a\u{301}\u{301}".unicodeScalars))
    #expect(lines[1].unicodeScalars.last == "…")
    #expect(lines[1].unicodeScalars.count <= 6 + 100, "\(lines[1].unicodeScalars.count) scalars")
    #expect(output.utf8.count < 2_000, "\(output.utf8.count) bytes")
  }

  /// 20 001 lines with a U+200B, the first ending in LF and the others in CR LF: the 20 001
  /// findings (more than the scan holds in memory) come in order, written as they are made,
  /// and the mixed-line-endings finding (made at the end, for line 1) follows them.
  @Test func everyFindingOfAFileIsListedInOrder() throws {
    let text = "a\u{200B}b\n" + String(repeating: "a\u{200B}b\r\n", count: 20_000)
    let (findings, summary, result) = try ScanCommandTests.findings(["--all", "-"], input: Data(text.utf8))
    #expect(result.exitCode == 1, "\(result.stderrText)")
    #expect(findings.count == 20_002)
    #expect(summary["listed"] as? Int == 20_002 || (summary["tally"] as? [String: Any])?["listed"] as? Int == 20_002)
    #expect(findings.last?["rule"] as? String == "mixed-line-endings")
    #expect(findings.last?["lineNumber"] as? Int == 1)
    let invisible = findings.dropLast()
    #expect(invisible.allSatisfy { $0["rule"] as? String == "invisible" })
    #expect(invisible.map { $0["lineNumber"] as? Int } == (1...20_001).map { $0 })
  }
}
