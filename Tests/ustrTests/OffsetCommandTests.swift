import Foundation
import Testing
import UStrCore
import UStrTestSupport

// "👩🏽‍🚀!" = U+1F469 U+1F3FD U+200D U+1F680 U+0021: one astronaut cluster (UTF-16 0..<7), then "!".
private let astronaut = "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}!"

@Suite("ustr offset, end to end")
struct OffsetCommandTests {
  @Test func utf16OffsetBetweenSurrogatesIsDrawnInsideItsScalar() throws {
    let result = try UStrBinary.run(["offset", "--unit", "utf16", "1", astronaut])
    #expect(result.exitCode == 0)
    #expect(result.stderrText == "")
    #expect(
      result.stdoutText.withoutEnginesFoot == """
        utf16 offset 1 of 8: inside 👩🏽‍🚀 (cluster 0, utf16 0..<7), between the two UTF-16 units of U+1F469

          U+1F469    U+1F3FD    U+200D  U+1F680
          D83D DC69  D83C DFFD  200D    D83D DE80
              ^

        view      offset  line:column  boundary  rounded down  rounded up
        utf8           -  -            no                   0          15
        utf16          1  0:1          yes                  0           7
        scalar         -  -            no                   0           4
        grapheme       -  -            no                   0           1

        """)
  }

  @Test func scalarOffsetInsideAClusterNamesTheScalarsAroundIt() throws {
    // "Poke\u{301}mon": scalar 4 is between "e" and U+0301 COMBINING ACUTE ACCENT.
    let result = try UStrBinary.run(["offset", "--unit", "utf8", "4", "Poke\u{301}mon"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdoutText.withoutEnginesFoot == """
        utf8 offset 4 of 9: inside é (cluster 3, utf8 3..<6), between U+0065 and U+0301

          U+0065  U+0301
          65      CC 81
                 ^

        view      offset  line:column  boundary  rounded down  rounded up
        utf8           4  0:4          yes                  3           6
        utf16          4  0:4          yes                  3           5
        scalar         4  0:4          yes                  3           5
        grapheme       -  -            no                   3           4

        """)
  }

  @Test func clusterBoundaryShowsTheClustersOnEitherSide() throws {
    let result = try UStrBinary.run(["offset", "--unit", "grapheme", "1", astronaut])
    #expect(result.exitCode == 0)
    #expect(
      result.stdoutText.withoutEnginesFoot == """
        grapheme offset 1 of 2: at a cluster boundary, between 👩🏽‍🚀 (cluster 0) and ! (cluster 1)

          U+1F469  U+1F3FD  U+200D  U+1F680 | U+0021
                                            ^

        view      offset  line:column  boundary  rounded down  rounded up
        utf8          15  0:15         yes                 15          15
        utf16          7  0:7          yes                  7           7
        scalar         4  0:4          yes                  4           4
        grapheme       1  0:1          yes                  1           1

        """)
  }

  @Test func utf8OffsetInsideAScalarSaysWhichByte() throws {
    let result = try UStrBinary.run(["offset", "--unit", "utf8", "2", "a\u{1F600}"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdoutText.hasPrefix(
        """
        utf8 offset 2 of 5: inside 😀 (cluster 1, utf8 1..<5), after byte 1 of the 4 UTF-8 bytes of U+1F600

          U+1F600
          F0 9F 98 80
            ^

        """))
  }

  @Test func aLongClusterIsCutInThePictureWithTheHiddenScalarsCounted() throws {
    // "a" + U+0301 × 5000: one cluster of 5001 scalars; scalar offset 2500 is inside it.
    let text = "a" + String(repeating: "\u{301}", count: 5000)
    let result = try UStrBinary.run(["offset", "--unit", "scalar", "2500", text])
    #expect(result.exitCode == 0)
    let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("scalar offset 2500 of 5001: inside "))
    #expect(lines[0].hasSuffix("(cluster 0, scalar 0..<5001), between U+0301 and U+0301"))
    #expect(lines.allSatisfy { $0.count <= 200 })
    #expect(lines[2].hasPrefix("  …  U+0301") && lines[2].hasSuffix("U+0301  …"))
    #expect(lines[2].components(separatedBy: "U+0301").count - 1 == 16)
    #expect(lines[4] == "  … 4985 more scalars of the cluster not shown")
    // The caret sits in the gap before scalar 2500, the 9th shown (scalars 2492..<2508).
    #expect(lines[3] == String(repeating: " ", count: "  …".count + 8 * "  U+0301".count + 1) + "^")
    // JSON still lists every scalar of the cluster.
    let json = try UStrBinary.run(["offset", "--unit", "scalar", "2500", "--format", "json", text])
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    let cluster = try #require(object["containingCluster"] as? [String: Any])
    #expect((cluster["scalars"] as? [Any])?.count == 5001)
  }

  @Test func jsonCarriesTheContractKeys() throws {
    let result = try UStrBinary.run(["offset", "--unit", "utf16", "1", "--format", "json", astronaut])
    #expect(result.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    #expect(json["unit"] as? String == "utf16")
    #expect(json["offset"] as? Int == 1)
    #expect(json["engines"] is [String: Any])
    let flags = try #require(json["isBoundary"] as? [String: Bool])
    #expect(flags == ["utf8": false, "utf16": true, "scalar": false, "grapheme": false])
    let position = try #require(json["position"] as? [String: Any])
    #expect(Set(position.keys) == ["utf8Offset", "utf16Offset", "scalarOffset", "graphemeOffset", "line", "column"])
    #expect(position["line"] as? Int == 0)
    let column = try #require(position["column"] as? [String: Any])
    #expect(Set(column.keys) == ["utf8", "utf16", "scalar", "grapheme"])
    #expect(column["utf16"] as? Int == 1)
    #expect(column["utf8"] is NSNull)
    #expect(json["lineColumn"] is NSNull)
    #expect(position["utf8Offset"] is NSNull)
    #expect(position["utf16Offset"] as? Int == 1)
    #expect(json["roundedDown"] as? [String: Int] == ["utf8Offset": 0, "utf16Offset": 0, "scalarOffset": 0, "graphemeOffset": 0])
    #expect(json["roundedUp"] as? [String: Int] == ["utf8Offset": 15, "utf16Offset": 7, "scalarOffset": 4, "graphemeOffset": 1])
    let scalar = try #require(json["containingScalar"] as? [String: Any])
    #expect(scalar["codePoint"] as? String == "U+1F469")
    #expect(scalar["utf16"] as? [String] == ["D83D", "DC69"])
    let cluster = try #require(json["containingCluster"] as? [String: Any])
    #expect(cluster["utf16Range"] as? [Int] == [0, 7])
    #expect(json["clusterAfter"] is [String: Any])
  }

  @Test func offsetPastTheEndExitsTwoNamingTheLength() throws {
    let result = try UStrBinary.run(["offset", "--unit", "utf16", "9", astronaut])
    #expect(result.exitCode == 2)
    #expect(result.stdoutText == "")
    #expect(
      result.stderrText
        == "ustr: utf16 offset 9 is out of range: the text has 8 UTF-16 code units, so offsets go from 0 to 8\n")
  }

  @Test func negativeOrMissingOffsetIsAUsageError() throws {
    #expect(try UStrBinary.run(["offset", "--unit", "utf16", "x", "abc"]).exitCode == 64)
    #expect(try UStrBinary.run(["offset", "--unit", "bytes", "1", "abc"]).exitCode == 64)
  }

  @Test func aNegativeOffsetIsNamedInTheUsageError() throws {
    // The parser takes "-1" for an option and complains about "abc"; the hint names "-1".
    let negative = try UStrBinary.run(["offset", "--unit", "utf8", "-1", "abc"])
    #expect(negative.exitCode == 64)
    #expect(negative.stderrText.contains("note: '-1' is read as an option, not a number"))
    let range = try UStrBinary.run(["slice", "--unit", "utf8", "--range", "-1..<2", "abc"])
    #expect(range.exitCode == 64)
    #expect(range.stderrText.contains("note: '-1..<2' is read as an option"))
    // After "--" it is a value: out of range, bad input, no hint.
    let value = try UStrBinary.run(["offset", "--unit", "utf8", "--", "-1", "abc"])
    #expect(value.exitCode == 2)
    #expect(!value.stderrText.contains("note:"))
  }

  @Test(arguments: ["table", "json"])
  func noControlByteFromTheInputReachesStdout(format: String) throws {
    // ESC [ 3 1 m: a colour escape inside the text; offset 1 is right before the ESC.
    let result = try UStrBinary.run(["offset", "--unit", "utf8", "1", "--format", format, "a\u{1B}[31mb"])
    #expect(result.exitCode == 0)
    #expect(!result.stdout.contains { $0 < 0x20 && $0 != 0x0A }, "got:\n\(result.stdoutText)")
    if format == "table" { #expect(result.stdoutText.contains("␛ (cluster 1)")) }
  }
}
