import Foundation
import Testing
import UStrCore
import UStrTestSupport

// "ab" CR LF, then 👍🏽! = U+1F44D U+1F3FD U+0021 on line 1, LF, "c" on line 2.
private let text = "ab\r\n\u{1F44D}\u{1F3FD}!\nc"

@Suite("ustr offset --line --column, end to end")
struct OffsetLineColumnCommandTests {
  @Test func aUTF16ColumnIsDescribedInEveryView() throws {
    let result = try UStrBinary.run(["offset", "--line", "1", "--column", "4", text])
    #expect(result.exitCode == 0)
    #expect(result.stderrText == "")
    #expect(
      result.stdoutText.withoutEnginesFoot == """
        line 1, utf16 column 4 = utf16 offset 8 of 11: at a cluster boundary, between 👍🏽 (cluster 3) and ! (cluster 4)

          U+1F44D    U+1F3FD   | U+0021
          D83D DC4D  D83C DFFD | 0021
                               ^

        view      offset  line:column  boundary  rounded down  rounded up
        utf8          12  1:8          yes                 12          12
        utf16          8  1:4          yes                  8           8
        scalar         6  1:2          yes                  6           6
        grapheme       4  1:1          yes                  4           4

        """)
  }

  @Test func oneBasedCountsLinesAndColumnsFromOne() throws {
    let result = try UStrBinary.run(["offset", "--line", "2", "--column", "2", "--column-unit", "grapheme", "--one-based", text])
    #expect(result.exitCode == 0)
    let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("line 2, grapheme column 2 = grapheme offset 4 of 7: "))
    #expect(lines.contains("grapheme       4  2:2          yes                  4           4"))
    // JSON stays 0-based.
    let json = try UStrBinary.run(["offset", "--line", "2", "--column", "2", "--column-unit", "grapheme", "--one-based", "--format", "json", text])
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    let position = try #require(object["position"] as? [String: Any])
    #expect(position["line"] as? Int == 1)
    #expect(position["column"] as? [String: Int] == ["utf8": 8, "utf16": 4, "scalar": 2, "grapheme": 1])
    let request = try #require(object["lineColumn"] as? [String: Any])
    #expect(request["line"] as? Int == 1 && request["column"] as? Int == 1)
    #expect(request["unit"] as? String == "grapheme" && request["isClamped"] as? Bool == false)
  }

  @Test func aColumnBetweenSurrogatesIsInsideItsScalar() throws {
    let result = try UStrBinary.run(["offset", "--line", "1", "--column", "1", "--format", "json", text])
    #expect(result.exitCode == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(object["unit"] as? String == "utf16")
    #expect(object["offset"] as? Int == 5)
    let position = try #require(object["position"] as? [String: Any])
    #expect(position["line"] as? Int == 1)
    let column = try #require(position["column"] as? [String: Any])
    #expect(column["utf16"] as? Int == 1)
    #expect(column["scalar"] is NSNull)
    #expect((object["containingScalar"] as? [String: Any])?["codePoint"] as? String == "U+1F44D")
  }

  @Test func aColumnPastTheLineEndIsClampedUnlessStrict() throws {
    let clamped = try UStrBinary.run(["offset", "--line", "0", "--column", "9", "--format", "json", text])
    #expect(clamped.exitCode == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: clamped.stdout) as? [String: Any])
    #expect(object["offset"] as? Int == 2)
    #expect((object["lineColumn"] as? [String: Any])?["isClamped"] as? Bool == true)
    let table = try UStrBinary.run(["offset", "--line", "0", "--column", "9", text])
    #expect(table.stdoutText.hasPrefix("line 0, utf16 column 9 (past the line's end: its end) = utf16 offset 2 of 11: "))
    let strict = try UStrBinary.run(["offset", "--line", "0", "--column", "9", "--strict-column", text])
    #expect(strict.exitCode == 2)
    #expect(strict.stdoutText == "")
    #expect(
      strict.stderrText
        == "ustr: column 9 is past the end of line 0: it has 2 UTF-16 code units, so columns go from 0 to 2\n")
  }

  @Test func aLinePastTheTextExitsTwoNamingTheLineCount() throws {
    let result = try UStrBinary.run(["offset", "--line", "3", "--column", "0", text])
    #expect(result.exitCode == 2)
    #expect(result.stderrText == "ustr: line 3 is out of range: the text has 3 lines, so lines go from 0 to 2\n")
    let oneBased = try UStrBinary.run(["offset", "--line", "4", "--column", "1", "--one-based", text])
    #expect(oneBased.stderrText == "ustr: line 4 is out of range: the text has 3 lines, so lines go from 1 to 3\n")
  }

  @Test func unicodeTerminatorsCountLineSeparators() throws {
    // "a" LS (U+2028) "b": one line for LSP, two with --line-terminators unicode.
    let lsp = try UStrBinary.run(["offset", "--line", "1", "--column", "0", "a\u{2028}b"])
    #expect(lsp.exitCode == 2)
    let unicode = try UStrBinary.run(["offset", "--line", "1", "--column", "0", "--line-terminators", "unicode", "--format", "json", "a\u{2028}b"])
    #expect(unicode.exitCode == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: unicode.stdout) as? [String: Any])
    #expect((object["position"] as? [String: Any])?["utf8Offset"] as? Int == 4)
  }

  @Test func theTextMayComeFromAFileOrStandardInput() throws {
    let result = try UStrBinary.run(["offset", "--line", "2", "--column", "0", "--format", "json"], input: Data(text.utf8))
    #expect(result.exitCode == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(object["offset"] as? Int == 10)
  }

  @Test(arguments: [
    ["offset", "abc"],  // no position
    ["offset", "--unit", "utf8", "1", "--line", "0", "--column", "0", "abc"],  // both forms
    ["offset", "--line", "0", "abc"],  // no column
    ["offset", "--column", "0", "abc"],  // no line
    ["offset", "--unit", "utf8", "1", "--column-unit", "utf8", "abc"],  // a line option with --unit
    ["offset", "--line", "0", "--column", "0", "--one-based", "abc"],  // 0 is no 1-based line
    ["offset", "--line", "0", "--column", "0", "abc", "def"],  // two texts
  ])
  func aPositionGivenBothWaysOrHalfIsAUsageError(arguments: [String]) throws {
    let result = try UStrBinary.run(arguments)
    #expect(result.exitCode == 64, "\(arguments)")
    #expect(result.stdoutText == "")
  }
}
