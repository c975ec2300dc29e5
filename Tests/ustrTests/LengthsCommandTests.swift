import Foundation
import Testing
import UStrCore
import UStrTestSupport

@Suite("ustr lengths, end to end")
struct LengthsCommandTests {
  @Test func tableHasOneRowPerRuntimeThenTheClustersThatMakeSwiftAndJavaDiffer() throws {
    // "Poke\u{301}mon 👍🏽": e + U+0301; 👍🏽 = U+1F44D U+1F3FD
    let result = try UStrBinary.run(["lengths", "Poke\u{301}mon \u{1F44D}\u{1F3FD}"])
    #expect(result.exitCode == 0)
    #expect(result.stderrText == "")
    let expected = """
      id                          expression                                  unit      length
      swift.count                 s.count                                     grapheme       9
      swift.unicodeScalars.count  s.unicodeScalars.count                      scalar        11
      swift.utf16.count           s.utf16.count                               utf16         13
      swift.utf8.count            s.utf8.count                                utf8          18
      java.length                 s.length()                                  utf16         13
      java.codePointCount         s.codePointCount(0, s.length())             scalar        11
      js.length                   s.length                                    utf16         13
      js.codePoints               [...s].length                               scalar        11
      python.len                  len(s)                                      scalar        11
      rust.len                    s.len()                                     utf8          18
      rust.chars.count            s.chars().count()                           scalar        11
      go.len                      len(s)                                      utf8          18
      go.runeCount                utf8.RuneCountInString(s)                   scalar        11
      csharp.Length               s.Length                                    utf16         13
      utf32.count                 s.unicodeScalars.count (UTF-32 code units)  utf32         11
      icu.graphemes               BreakIterator.getCharacterInstance()        grapheme       9

      swift.count is 9, java.length is 13 (+4), because of these clusters:
        cluster  code points      scalars  UTF-16  UTF-8  times  adds  first at (grapheme, utf16, utf8)
        é        U+0065 U+0301          2       2      3      1    +1  3, 3, 3
        \u{1F44D}\u{1F3FD}       U+1F44D U+1F3FD        2       4      8      1    +3  8, 9, 10

      """
    #expect(result.stdoutText.withoutEnginesFoot == expected, "got:\n\(result.stdoutText)")
  }

  @Test func asciiSaysTheTwoLengthsAgree() throws {
    let result = try UStrBinary.run(["lengths", "abc"])
    #expect(result.stdoutText.withoutEnginesFoot.hasSuffix("\n\nswift.count and java.length agree: 3\n"))
  }

  @Test func jsonCarriesTheContractIdsAndTheDifference() throws {
    let result = try UStrBinary.run(["lengths", "--format", "json", "a\u{1F600}\u{1F600}"])
    #expect(result.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    #expect((json["engines"] as? [String: Any])?["icu"] != nil)
    let lengths = try #require(json["lengths"] as? [[String: Any]])
    #expect(lengths.map { $0["id"] as? String } == LengthTable.ids)
    for row in lengths { #expect(Set(row.keys) == ["id", "expression", "unit", "value"]) }
    let values = Dictionary(uniqueKeysWithValues: lengths.map { ($0["id"] as! String, $0["value"]) })
    #expect(values["swift.count"] as? Int == 3)
    #expect(values["java.length"] as? Int == 5)
    #expect(values["rust.len"] as? Int == 9)
    #expect(values["icu.graphemes"] as? Int == 3)
    let difference = try #require(json["swiftJavaDifference"] as? [String: Any])
    #expect(difference["baseLength"] as? Int == 3 && difference["otherLength"] as? Int == 5)
    let cluster = try #require((difference["clusters"] as? [[String: Any]])?.first)
    #expect(cluster["codePoints"] as? [String] == ["U+1F600"])
    #expect(cluster["occurrences"] as? Int == 2 && cluster["contribution"] as? Int == 2)
    #expect(json["check"] is NSNull && json["lineChecks"] is NSNull)
  }

  @Test func overTheLimitExitsOneNamingUnitLengthAndFirstClusterPast() throws {
    // "abc😀": 😀 = U+1F600, two UTF-16 units starting at unit 3
    let result = try UStrBinary.run(["lengths", "--max", "4", "--unit", "utf16", "abc\u{1F600}"])
    #expect(result.exitCode == 1)
    #expect(
      result.stdoutText.withoutEnginesFoot == """
        too long: 5 UTF-16 code units, the limit is 4 (1 over)
        first cluster past the limit: \u{1F600} U+1F600 at grapheme 3, scalar 3..<4, utf16 3..<5, utf8 3..<7

        """)
    let json = try UStrBinary.run(
      ["lengths", "--max", "4", "--unit", "utf16", "--format", "json", "abc\u{1F600}"])
    #expect(json.exitCode == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    let check = try #require(object["check"] as? [String: Any])
    #expect(check["fits"] as? Bool == false && check["length"] as? Int == 5)
    #expect(check["unit"] as? String == "utf16" && check["excess"] as? Int == 1)
    let past = try #require(check["firstClusterPastLimit"] as? [String: Any])
    #expect(past["utf16Range"] as? [Int] == [3, 5] && past["utf8Range"] as? [Int] == [3, 7])
  }

  @Test(arguments: [("graphemes", 4), ("scalars", 4), ("utf16", 5), ("utf8", 7)])
  func atTheLimitFitsAndExitsZero(unit: String, length: Int) throws {
    let result = try UStrBinary.run(["lengths", "--max", "\(length)", "--unit", unit, "abc\u{1F600}"])
    #expect(result.exitCode == 0)
    #expect(result.stdoutText.hasPrefix("fits: \(length) "))
    let over = try UStrBinary.run(["lengths", "--max", "\(length - 1)", "--unit", unit, "abc\u{1F600}"])
    #expect(over.exitCode == 1)
  }

  @Test func eachLineListsTheLinesOverTheLimit() throws {
    let input = Data("short\nabcdefghijklmnop\r\nok\n\u{E9}\u{1F600}\u{1F600}\n".utf8)
    let result = try UStrBinary.run(
      ["lengths", "--max", "4", "--unit", "utf16", "--each-line"], input: input)
    #expect(result.exitCode == 1)
    #expect(
      result.stdoutText.withoutEnginesFoot == """
        too long: 3 of 4 lines over 4 UTF-16 code units (offsets count from the start of each line)
        line  length  over  first cluster past the limit
           1       5     1  t U+0074 at grapheme 4, scalar 4..<5, utf16 4..<5, utf8 4..<5
           2      16    12  e U+0065 at grapheme 4, scalar 4..<5, utf16 4..<5, utf8 4..<5
           4       5     1  \u{1F600} U+1F600 at grapheme 2, scalar 2..<3, utf16 3..<5, utf8 6..<10

        """, "got:\n\(result.stdoutText)")
    let json = try UStrBinary.run(
      ["lengths", "--max", "4", "--unit", "utf16", "--each-line", "--format", "json"], input: input)
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    let lines = try #require(object["lineChecks"] as? [String: Any])
    #expect(lines["lineCount"] as? Int == 4)
    let over = try #require(lines["linesOver"] as? [[String: Any]])
    #expect(over.map { $0["lineNumber"] as? Int } == [1, 2, 4])
    #expect(over.map { $0["utf8Offset"] as? Int } == [0, 6, 27])
    let fits = try UStrBinary.run(["lengths", "--max", "16", "--each-line"], input: input)
    #expect(fits.exitCode == 0)
    #expect(fits.stdoutText.withoutEnginesFoot == "fits: no line is over 16 grapheme clusters (4 lines)\n")
  }

  @Test func eachLineOnAManyLineTableIsCutUnlessAllIsAsked() throws {
    let input = Data(String(repeating: "too long\n", count: 500).utf8)
    let cut = try UStrBinary.run(["lengths", "--max", "3", "--each-line"], input: input)
    #expect(cut.exitCode == 1)
    #expect(cut.stdoutText.contains("… showing the first 100 of 500 lines over; use --all"))
    let all = try UStrBinary.run(["lengths", "--max", "3", "--each-line", "--all"], input: input)
    #expect(all.stdoutText.withoutEnginesFoot.split(separator: "\n").count == 502)
  }

  @Test(arguments: ["table", "json"])
  func noRawControlCharacterFromTheInputReachesStdout(format: String) throws {
    // A CR LF cluster (1 grapheme, 2 UTF-16 units) puts controls in the difference table too.
    let text = InspectCommandTests.dangerousText + "\r\n"
    for extra in [[], ["--max", "1"], ["--max", "1", "--each-line"]] {
      let result = try UStrBinary.run(["lengths", "--format", format] + extra, input: Data(text.utf8))
      let output = [UInt8](result.stdout)
      for bytes in InspectCommandTests.dangerousBytes {
        #expect(!output.contains(bytes), "raw \(bytes) reached stdout in \(format) \(extra)")
      }
      #expect(!output.contains { $0 < 0x20 && $0 != 0x0A }, "\(format) \(extra)")
    }
  }

  @Test func usageErrorsExitWith64AndBadInputWith2() throws {
    #expect(try UStrBinary.run(["lengths", "--max", "3", "--unit", "bytes", "a"]).exitCode == 64)
    #expect(try UStrBinary.run(["lengths", "--max", "-1", "a"]).exitCode == 64)
    #expect(try UStrBinary.run(["lengths", "--each-line", "a"]).exitCode == 64)
    #expect(try UStrBinary.run(["lengths", "--file", "/nonexistent/ustr"]).exitCode == 2)
    let strict = try UStrBinary.runShell(#""$USTR" lengths --strict "a$(printf '\377')""#)
    #expect(strict.exitCode == 2)
  }

  @Test func invalidUTF8IsCountedAsReplacementAndSaidSo() throws {
    let result = try UStrBinary.runShell(#""$USTR" lengths "a$(printf '\377')""#)
    #expect(result.exitCode == 0)
    // "a" + U+FFFD (EF BF BD)
    #expect(result.stdoutText.contains { $0 == "\u{FFFD}" } == false)
    #expect(result.stdoutText.split(separator: "\n").contains { $0.hasPrefix("rust.len") && $0.hasSuffix(" 4") })
    #expect(result.stdoutText.contains("1 ill-formed sequence(s) were replaced by U+FFFD"))
  }
}
