import Foundation
import Testing
import UStrCore
import UStrTestSupport

// "👩🏽‍🚀!" = U+1F469 U+1F3FD U+200D U+1F680 U+0021: one astronaut cluster (UTF-16 0..<7), then "!".
private let astronaut = "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}!"

@Suite("ustr slice, end to end")
struct SliceCommandTests {
  @Test(arguments: [
    ("utf16", "7..<8", "!"), ("utf8", "0..<15", "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}"),
    ("scalar", "4..<5", "!"), ("grapheme", "0..<2", astronaut), ("utf16", "8..<8", ""),
  ])
  func rangeOfClusterBoundariesPrintsTheSubstring(unit: String, range: String, expected: String) throws {
    let result = try UStrBinary.run(["slice", "--unit", unit, "--range", range, astronaut])
    #expect(result.exitCode == 0)
    #expect(result.stdoutText == expected)
    #expect(result.stderrText == "")
  }

  @Test func endBetweenSurrogatesIsRefusedWithWhatItCuts() throws {
    let result = try UStrBinary.run(["slice", "--unit", "utf16", "--range", "1..<8", astronaut])
    #expect(result.exitCode == 2)
    #expect(result.stdoutText == "")
    #expect(
      result.stderrText == """
        ustr: cannot slice utf16 1..<8: the lower end, utf16 offset 1, falls inside U+1F469 \
        (between its two UTF-16 code units) inside the cluster U+1F469 U+1F3FD U+200D U+1F680 \
        (utf16 0..<7); --round outward gives 0..<8, --round inward gives 7..<8

        """)
  }

  @Test func scalarBoundaryInsideAClusterIsRefused() throws {
    let result = try UStrBinary.run(["slice", "--unit", "scalar", "--range", "0..<4", "Poke\u{301}mon"])
    #expect(result.exitCode == 2)
    #expect(
      result.stderrText == """
        ustr: cannot slice scalar 0..<4: the upper end, scalar offset 4, falls between scalars of \
        the cluster U+0065 U+0301 (scalar 3..<5); --round outward gives 0..<5, --round inward gives 0..<3

        """)
  }

  @Test(arguments: [("outward", astronaut), ("inward", "!")])
  func roundingMovesEndsToClusterBoundaries(round: String, expected: String) throws {
    let result = try UStrBinary.run(["slice", "--unit", "utf16", "--range", "1..<8", "--round", round, astronaut])
    #expect(result.exitCode == 0)
    #expect(result.stdoutText == expected)
  }

  @Test func jsonGivesTheRoundedRangeInEveryView() throws {
    let result = try UStrBinary.run([
      "slice", "--unit", "utf16", "--range", "1..<8", "--round", "outward", "--format", "json", astronaut,
    ])
    #expect(result.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    #expect(json["unit"] as? String == "utf16")
    #expect(json["range"] as? [Int] == [1, 8])
    #expect(json["rounding"] as? String == "outward")
    let rounded = try #require(json["roundedRange"] as? [String: [Int]])
    #expect(rounded == ["utf8": [0, 16], "utf16": [0, 8], "scalar": [0, 5], "grapheme": [0, 2]])
    #expect(json["text"] as? String == astronaut)
    // ASCII-safe JSON: the astronaut is escaped.
    #expect(result.stdout.allSatisfy { $0 < 0x80 })
  }

  @Test func endPastTheTextIsRefusedWhateverTheRounding() throws {
    let result = try UStrBinary.run(["slice", "--unit", "scalar", "--range", "0..<9", "--round", "outward", "abc"])
    #expect(result.exitCode == 2)
    #expect(
      result.stderrText
        == "ustr: cannot slice scalar 0..<9: the upper end, scalar offset 9, is past the end of the text (3 Unicode scalars)\n")
  }

  @Test(arguments: ["1...8", "1..8", "a..<b", "5..<2", "2..<"])
  func rangeThatIsNotHalfOpenIsAUsageError(range: String) throws {
    let result = try UStrBinary.run(["slice", "--unit", "utf16", "--range", range, "abc"])
    #expect(result.exitCode == 64)
    #expect(result.stderrText.contains("--range takes a half-open range A..<B"))
  }

  @Test func substringGoesRawToAPipeAndEscapedInJSON() throws {
    // A pipe gets the bytes as they are (a filter must not change them); JSON escapes them.
    let text = "a\u{1B}[31mb"
    let raw = try UStrBinary.run(["slice", "--unit", "utf8", "--range", "1..<6", text])
    #expect(raw.stdout == Data("\u{1B}[31m".utf8))
    let json = try UStrBinary.run(["slice", "--unit", "utf8", "--range", "1..<6", "--format", "json", text])
    #expect(!json.stdout.contains(0x1B))
  }
}
