import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

@Suite("ustr inspect, end to end")
struct InspectCommandTests {
  /// A cluster that NFC and NFD change in different ways gets a row for each result, each with
  /// that form's own scalars (they are canonically equivalent, not the same).
  @Test func clusterChangedDifferentlyByEachFormGetsARowPerResult() throws {
    let cluster = "\u{1E0B}\u{323}"  // ḋ + dot below: NFC and NFD both reorder it
    let result = try UStrBinary.run(["inspect", cluster])
    #expect(result.exitCode == 0)
    let rows = result.stdoutText.components(separatedBy: "\n").filter { $0.contains("→") && $0.contains(" U+") }
    for (forms, form) in [("NFC, NFKC", NormalizationForm.nfc), ("NFD, NFKD", .nfd)] {
      let after = try Normalizer(form).normalize(cluster).unicodeScalars
        .map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadding(to: 4) }.joined(separator: " ")
      #expect(
        rows.contains { $0.contains("→ ") && $0.contains(after) && $0.hasSuffix(forms) },
        "no row \(after) for \(forms) in \(rows)")
    }
    #expect(rows.count == 2)
  }

  @Test func pokemonTableIsExactlyAsDocumented() throws {
    let result = try UStrBinary.run(["inspect", "Pok\u{E9}mon"])
    #expect(result.exitCode == 0)
    #expect(result.stderrText == "")
    let swift = StandardLibraryUnicode.version
    let icu = "ICU \(ICU.version)"
    let icuPadded = icu + String(repeating: " ", count: max(0, 22 - icu.count))
    let expected = """
      7 graphemes, 7 scalars, 7 UTF-16 units, 8 UTF-8 bytes

      #  cluster  width  code point  name                             cat  UTF-16  UTF-8  scalar  utf16  utf8  Swift     Java
      0  P            1  U+0050      LATIN CAPITAL LETTER P           Lu   0050    50          0      0     0  "P"       "P"
      1  o            1  U+006F      LATIN SMALL LETTER O             Ll   006F    6F          1      1     1  "o"       "o"
      2  k            1  U+006B      LATIN SMALL LETTER K             Ll   006B    6B          2      2     2  "k"       "k"
      3  é            1  U+00E9      LATIN SMALL LETTER E WITH ACUTE  Ll   00E9    C3 A9       3      3     3  "\\u{E9}"  "\\u00E9"
      4  m            1  U+006D      LATIN SMALL LETTER M             Ll   006D    6D          4      4     5  "m"       "m"
      5  o            1  U+006F      LATIN SMALL LETTER O             Ll   006F    6F          5      5     6  "o"       "o"
      6  n            1  U+006E      LATIN SMALL LETTER N             Ll   006E    6E          6      6     7  "n"       "n"

      normalization (ICU \(ICU.version), Unicode \(ICU.unicodeVersion))
        form  already  quick check  graphemes  scalars  UTF-16  UTF-8  text
        NFC   yes      yes                  7        7       7      8  Pokémon
        NFD   no       no                   7        8       8      9  Pokémon
        NFKC  yes      yes                  7        7       7      8  Pokémon
        NFKD  no       no                   7        8       8      9  Pokémon
        clusters that change
          #  before → after              in
          3  é U+00E9 → é U+0065 U+0301  NFD, NFKD

      lengths
        swift.count                 s.count                                     grapheme  7
        swift.unicodeScalars.count  s.unicodeScalars.count                      scalar    7
        swift.utf16.count           s.utf16.count                               utf16     7
        swift.utf8.count            s.utf8.count                                utf8      8
        java.length                 s.length()                                  utf16     7
        java.codePointCount         s.codePointCount(0, s.length())             scalar    7
        js.length                   s.length                                    utf16     7
        js.codePoints               [...s].length                               scalar    7
        python.len                  len(s)                                      scalar    7
        rust.len                    s.len()                                     utf8      8
        rust.chars.count            s.chars().count()                           scalar    7
        go.len                      len(s)                                      utf8      8
        go.runeCount                utf8.RuneCountInString(s)                   scalar    7
        csharp.Length               s.Length                                    utf16     7
        utf32.count                 s.unicodeScalars.count (UTF-32 code units)  utf32     7
        icu.graphemes               BreakIterator.getCharacterInstance()        grapheme  7

      """
    #expect(result.stdoutText.hasPrefix(expected), "got:\n\(result.stdoutText)")
    #expect(result.stdoutText.contains("  Swift standard library  Unicode \(swift)"))
    #expect(result.stdoutText.contains("  \(icuPadded)  Unicode \(ICU.unicodeVersion)"))
    #expect(result.stdoutText.contains("\nwarnings: none\n"))
  }

  @Test func jsonCarriesTheContractKeys() throws {
    let result = try UStrBinary.run(["inspect", "--format", "json", "Poke\u{301}mon"])
    #expect(result.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    let engines = try #require(json["engines"] as? [String: [String: String]])
    #expect(engines["swift"]?["unicodeVersion"] == StandardLibraryUnicode.version.description)
    #expect(engines["icu"]?["version"] == ICU.version)
    #expect(engines["icu"]?["unicodeVersion"] == ICU.unicodeVersion.description)
    let counts = try #require(json["counts"] as? [String: Int])
    #expect(counts == ["grapheme": 7, "scalar": 8, "utf16": 8, "utf8": 9])
    let graphemes = try #require(json["graphemes"] as? [[String: Any]])
    #expect(graphemes.count == 7)
    for key in ["graphemeOffset", "scalarRange", "utf16Range", "utf8Range", "scalars"] {
      #expect(graphemes[3][key] != nil, "graphemes[].\(key) missing")
    }
    let scalar = try #require((graphemes[3]["scalars"] as? [[String: Any]])?.last)
    #expect(scalar["codePoint"] as? String == "U+0301")
    #expect(scalar["utf8"] as? [String] == ["CC", "81"])
    for key in ["name", "generalCategory", "scalarOffset", "utf16Offset", "utf8Offset", "utf16"] {
      #expect(scalar[key] != nil, "scalars[].\(key) missing")
    }
    #expect(graphemes[3]["swiftLiteral"] as? String == #""e\u{301}""#)
    #expect(graphemes[3]["javaLiteral"] as? String == #""e\u0301""#)
    let lengths = try #require(json["lengths"] as? [[String: Any]])
    #expect(lengths.map { $0["id"] as? String } == LengthTable.ids)
    #expect(lengths.first { $0["id"] as? String == "java.length" }?["value"] as? Int == 8)
    #expect(Set(lengths[0].keys) == ["id", "expression", "unit", "value"])
    let normalization = try #require(json["normalization"] as? [String: [String: Any]])
    #expect(Set(normalization.keys) == ["nfc", "nfd", "nfkc", "nfkd"])
    #expect(normalization["nfd"]?["isNormalized"] as? Bool == true)
    #expect((normalization["nfc"]?["counts"] as? [String: Int])?["utf8"] == 8)
    #expect(normalization["nfc"]?["quickCheck"] as? String == "maybe")
    let change = try #require((normalization["nfc"]?["changedClusters"] as? [[String: Any]])?.first)
    #expect(change["graphemeOffset"] as? Int == 3)
    #expect(change["utf8Offset"] as? Int == 3)
    #expect(change["beforeCodePoints"] as? [String] == ["U+0065", "U+0301"])
    #expect(change["afterCodePoints"] as? [String] == ["U+00E9"])
    for key in ["lengths", "invalidUTF8", "warnings"] { #expect(json[key] is [Any], "\(key)") }
  }

  /// ESC, U+202E, NUL, U+0085 (NEL), U+2028, as their UTF-8 bytes.
  static let dangerousText = "a\u{1B}[31mb\u{202E}c\u{0}d\u{85}e\u{2028}f\u{7F}"
  static let dangerousBytes: [[UInt8]] = [
    [0x1B], [0xE2, 0x80, 0xAE], [0x00], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0x7F],
  ]

  @Test(arguments: ["table", "json"])
  func noRawControlCharacterFromTheInputReachesStdout(format: String) throws {
    let result = try UStrBinary.run(
      ["inspect", "--format", format], input: Data(Self.dangerousText.utf8))
    #expect(result.exitCode == 0)
    let output = [UInt8](result.stdout)
    for bytes in Self.dangerousBytes {
      #expect(!output.contains(bytes), "raw \(bytes) reached stdout in \(format)")
    }
    // Every byte is printable ASCII, a newline, or part of a non-control scalar.
    #expect(!output.contains { $0 < 0x20 && $0 != 0x0A })
  }

  @Test func invalidUTF8InAFileIsReportedWithOffsetsAndKinds() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-invalid-\(UUID()).txt")
    // "ok" C0 AF (overlong "/"), "x", E2 82 (truncated) at the end
    try Data([0x6F, 0x6B, 0xC0, 0xAF, 0x78, 0xE2, 0x82]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try UStrBinary.run(["inspect", "--format", "json", "--file", url.path])
    #expect(result.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let invalid = try #require(json["invalidUTF8"] as? [[String: Any]])
    #expect(invalid.map { $0["utf8Offset"] as? Int } == [2, 5])
    #expect(invalid.map { $0["kind"] as? String } == ["overlongEncoding", "truncatedSequence"])
    #expect(invalid.map { $0["bytes"] as? [String] } == [["C0", "AF"], ["E2", "82"]])
    let table = try UStrBinary.run(["inspect", "--file", url.path])
    #expect(table.stdoutText.contains("overlong encoding"))
  }

  @Test func invalidBytesInTheArgumentAreReadRawNotSilentlyReplaced() throws {
    let result = try UStrBinary.runShell(#""$USTR" inspect --format json "a$(printf '\377')b""#)
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let invalid = try #require(json["invalidUTF8"] as? [[String: Any]])
    #expect(invalid.first?["utf8Offset"] as? Int == 1)
    #expect(invalid.first?["bytes"] as? [String] == ["FF"])
  }

  @Test func strictRefusesInvalidUTF8WithExitCode2() throws {
    let result = try UStrBinary.runShell(#""$USTR" inspect --strict "a$(printf '\355\240\200')""#)
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrText == "ustr: argument is not valid UTF-8 (--strict): encoded surrogate [ED A0 80] at byte 1\n")
  }

  @Test func aMissingFileExitsWith2AndOneClearLine() throws {
    let result = try UStrBinary.run(["inspect", "--file", "/nonexistent/ustr-test.txt"])
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrText == "ustr: cannot read '/nonexistent/ustr-test.txt': No such file or directory\n")
  }

  @Test func usageErrorsExitWith64() throws {
    let result = try UStrBinary.run(["inspect", "--format", "xml", "a"])
    #expect(result.exitCode == 64)
    let both = try UStrBinary.run(["inspect", "--file", "x", "a"])
    #expect(both.exitCode == 64)
  }

  @Test func largeInputShowsASummaryAndTheFirstRowsUnlessAllIsAsked() throws {
    let text = Data(String(repeating: "ab\u{301}", count: 5_000).utf8)
    let limited = try UStrBinary.run(["inspect", "--limit", "3"], input: text)
    #expect(limited.stdoutText.contains("showing the first 3 of 10000 clusters; use --all"))
    #expect(limited.stdoutText.split(separator: "\n").count < 60)
    let all = try UStrBinary.run(["inspect", "--all"], input: text)
    #expect(!all.stdoutText.contains("showing the first"))
    #expect(all.stdoutText.split(separator: "\n").count > 15_000)
  }

  @Test func aHugeClusterIsCutVisibly() throws {
    let text = "a" + String(repeating: "\u{301}", count: 10_000)
    let result = try UStrBinary.run(["inspect"], input: Data(text.utf8))
    #expect(result.stdoutText.contains("9969 more scalars in this cluster"))
    #expect(result.stdoutText.hasPrefix("1 grapheme, 10001 scalars"))
  }
}

@Suite("Error messages, end to end")
struct ErrorMessageTests {
  @Test func anUnknownOptionWithAnEscapeCharacterIsShownSafely() throws {
    let result = try UStrBinary.run(["inspect", "--\u{1B}[31m", "a"])
    #expect(result.exitCode == 64)
    #expect(!result.stderr.contains(0x1B))
    #expect(result.stderrText.contains("␛[31m"))
  }

  @Test func aMalformedEscapeQuotingAControlCharacterIsShownSafely() throws {
    let result = try UStrBinary.run(["inspect", "--escapes", "a\\u{\u{1B}}"])
    #expect(result.exitCode == 2)
    #expect(!result.stderr.contains(0x1B))
    #expect(result.stderrText.hasPrefix("ustr: argument: malformed escape"))
  }

  @Test func helpGoesToStdoutWithExitCode0() throws {
    let result = try UStrBinary.run(["--help"])
    #expect(result.exitCode == 0)
    #expect(result.stdoutText.contains("SUBCOMMANDS:"))
    #expect(result.stderrText.isEmpty)
  }
}

@Suite("Audit regressions, end to end")
struct AuditRegressionTests {
  @Test func escapesDoNotHideInvalidBytesTypedAroundThem() throws {
    let result = try UStrBinary.runShell(#""$USTR" inspect --format json --escapes "$(printf '\377')\\u{301}""#)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let invalid = try #require(json["invalidUTF8"] as? [[String: Any]])
    #expect(invalid.map { $0["bytes"] as? [String] } == [["FF"]])
  }

  @Test func bytesLevelComparesTheInputBytesNotTheRepairedText() throws {
    let different = try UStrBinary.runShell(#""$USTR" compare --level bytes "$(printf '\377')" "$(printf '\376')""#)
    #expect(different.exitCode == 1)
    let same = try UStrBinary.runShell(#""$USTR" compare --level bytes "$(printf 'a\377')" "$(printf 'a\377')""#)
    #expect(same.exitCode == 0)
  }

  @Test(arguments: [["offset", "--unit", "utf8", "1"], ["slice", "--unit", "utf8", "--range", "0..<1"]])
  func offsetAndSliceSayTheInputWasRepaired(arguments: [String]) throws {
    let result = try UStrBinary.run(arguments, input: Data([0x61, 0xFF, 0x62]))
    #expect(result.stderrText.contains("byte never valid in UTF-8 [FF] at byte 1"))
    #expect(result.stderrText.contains("offsets count the repaired text"))
  }

  @Test func lengthsJSONListsEveryInvalidSequence() throws {
    let result = try UStrBinary.run(["lengths", "--format", "json"], input: Data([0x61, 0xC0, 0xAF]))
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let invalid = try #require(json["invalidUTF8"] as? [[String: Any]])
    #expect(invalid.first?["kind"] as? String == "overlongEncoding")
    #expect(try UStrBinary.run(["lengths", "--unit", "utf8", "a"]).exitCode == 64)
  }

  @Test(arguments: ["grapheme", "word", "line"])
  func breaksOnALargeInputKeepsItsMarkedLineBounded(kind: String) throws {
    let text = Data(String(repeating: "ab cd ", count: 3_000).utf8)
    let result = try UStrBinary.run(["breaks", "--kind", kind], input: text)
    #expect(result.exitCode == 0)
    let longest = result.stdoutText.split(separator: "\n").map { $0.unicodeScalars.count }.max() ?? 0
    #expect(longest < 600, "a line of \(longest) scalars")
  }

  @Test func aHugeClusterDoesNotFloodTheNormalizationTable() throws {
    let text = "a" + String(repeating: "\u{301}", count: 50_000)
    let result = try UStrBinary.run(["inspect"], input: Data(text.utf8))
    #expect(result.exitCode == 0)
    #expect(result.stdout.count < 20_000, "\(result.stdout.count) bytes for one cluster")
  }
}

@Suite("Inspect limits by format, end to end")
struct InspectLimitTests {
  @Test func jsonListsEveryClusterByDefaultAndHonoursAnExplicitLimit() throws {
    let text = Data(String(repeating: "ab", count: 700).utf8)
    let all = try UStrBinary.run(["inspect", "--format", "json"], input: text)
    let json = try #require(try JSONSerialization.jsonObject(with: all.stdout) as? [String: Any])
    #expect((json["graphemes"] as? [Any])?.count == 1400)
    #expect(json["isTruncated"] as? Bool == false)
    let limited = try UStrBinary.run(["inspect", "--format", "json", "--limit", "5"], input: text)
    let few = try #require(try JSONSerialization.jsonObject(with: limited.stdout) as? [String: Any])
    #expect((few["graphemes"] as? [Any])?.count == 5)
    #expect(few["isTruncated"] as? Bool == true)
  }

  @Test(arguments: [["lengths", "a"], ["offset", "--unit", "utf8", "0", "a"]])
  func tablesNameTheEnginesAndTheirUnicodeVersions(arguments: [String]) throws {
    let result = try UStrBinary.run(arguments)
    #expect(result.stdoutText.contains("engines: Swift standard library (Unicode \(StandardLibraryUnicode.version))"))
    #expect(result.stdoutText.contains("ICU \(ICU.version) (Unicode \(ICU.unicodeVersion))"))
  }

  @Test(arguments: [["slice", "--unit", "utf8", "--range", "0..<1", "--format", "json", "a"],
                    ["escape", "--lang", "swift", "--format", "json", "a"]])
  func jsonReportsCarryEngines(arguments: [String]) throws {
    let result = try UStrBinary.run(arguments)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect((json["engines"] as? [String: Any])?["icu"] != nil)
  }
}

@Suite("Raw file paths, end to end")
struct RawPathTests {
  @Test func aFileWhoseNameIsNotUTF8IsOpenedByItsRawBytes() throws {
    let directory = FileManager.default.temporaryDirectory.path
    let script = #"""
      cd "$1" && printf 'hi' > "$(printf 'ustr-\377.txt')" && "$USTR" lengths --format json --file "$(printf 'ustr-\377.txt')"; rc=$?; rm -f "$(printf 'ustr-\377.txt')"; exit $rc
      """#
    var environment = ProcessInfo.processInfo.environment
    environment["USTR"] = UStrBinary.path
    let result = try ProcessOutput.run("/bin/sh", ["-c", script, "sh", directory], environment: environment)
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect((json["counts"] as? [String: Int])?["utf8"] == 2)
  }
}

extension String {
  fileprivate func leftPadding(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
