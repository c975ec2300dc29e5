import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

@Suite("ustr compare, end to end")
struct CompareCommandTests {
  /// The last line of every table: the engines and their Unicode versions.
  static var enginesLine: String {
    "engines: Swift standard library (Unicode \(StandardLibraryUnicode.version)), ICU \(ICU.version) (Unicode \(ICU.unicodeVersion))"
  }

  @Test func pokemonNFCAgainstNFDIsExactlyAsDocumented() throws {
    // B = "Poke" U+0301 "mon"
    let result = try UStrBinary.run(["compare", "Pok\u{E9}mon", "Poke\u{301}mon"])
    #expect(result.exitCode == 0)
    #expect(result.stderrText == "")
    let expected = """
         text     graphemes  scalars  UTF-16  UTF-8
      A  Pokémon          7        7       7      8
      B  Pokémon          7        8       8      9

      equal at canonical: equal
        ✗  utf8           same UTF-8 bytes
        ✗  scalar         same Unicode scalars
        ✓  swift          equal for Swift ==
        ✓  canonical      canonically equivalent (ICU NFD)              ← --level
        ✓  compatibility  compatibility equivalent (ICU NFKD)
        ✓  casefold       equal after case folding (ICU NFKC_Casefold)

      first difference: precomposed vs decomposed
           around  code point  name                             grapheme  scalar  utf16  utf8
        A  k⟦é⟧m   U+00E9      LATIN SMALL LETTER E WITH ACUTE         3       3      3     3
        B  k⟦é⟧m   U+0065      LATIN SMALL LETTER E                    3       3      3     3
                   U+0301      COMBINING ACUTE ACCENT

      order
        Swift < and ==                               A = B
        UTF-16 units (Java compareTo, JavaScript <)  A > B
        code points = UTF-8 bytes (Rust, Go)         A > B
        ! Swift's < compares
      """
    #expect(result.stdoutText.hasPrefix(expected), "got:\n\(result.stdoutText)")
    // Two pairs of orders disagree for one cause: it is explained once.
    #expect(result.stdoutText.components(separatedBy: "Swift's < compares").count == 2)
    #expect(result.stdoutText.hasSuffix("\n\n" + Self.enginesLine + "\n"))
  }

  @Test func aLigatureIsEqualOnlyByCompatibility() throws {
    let result = try UStrBinary.run(["compare", "\u{FB01}", "fi"])
    #expect(result.exitCode == 1)
    let expected = """
         text  graphemes  scalars  UTF-16  UTF-8
      A  ﬁ             1        1       1      3
      B  fi            2        2       2      2

      equal at canonical: not equal
        ✗  utf8           same UTF-8 bytes
        ✗  scalar         same Unicode scalars
        ✗  swift          equal for Swift ==
        ✗  canonical      canonically equivalent (ICU NFD)              ← --level
        ✓  compatibility  compatibility equivalent (ICU NFKD)
        ✓  casefold       equal after case folding (ICU NFKC_Casefold)

      first difference: a compatibility character
           around  code point  name                     grapheme  scalar  utf16  utf8
        A  ⟦ﬁ⟧     U+FB01      LATIN SMALL LIGATURE FI         0       0      0     0
        B  ⟦f⟧i    U+0066      LATIN SMALL LETTER F            0       0      0     0

      order
        Swift < and ==                               A > B
        UTF-16 units (Java compareTo, JavaScript <)  A > B
        code points = UTF-8 bytes (Rust, Go)         A > B

      \(Self.enginesLine)

      """
    #expect(result.stdoutText == expected, "got:\n\(result.stdoutText)")
  }

  @Test func ohmSignAndOmegaAreCanonicalSingletons() throws {
    let result = try UStrBinary.run(["compare", "--escapes", "\\u{2126}", "\\u{3A9}"])
    #expect(result.exitCode == 0)
    let expected = """
      first difference: canonically equivalent characters (singleton)
           around  code point  name                        grapheme  scalar  utf16  utf8
        A  ⟦Ω⟧     U+2126      OHM SIGN                           0       0      0     0
        B  ⟦Ω⟧     U+03A9      GREEK CAPITAL LETTER OMEGA         0       0      0     0
      """
    #expect(result.stdoutText.contains(expected), "got:\n\(result.stdoutText)")
  }

  @Test func strasseAndSTRASSEDifferOnlyInCase() throws {
    let result = try UStrBinary.run(["compare", "Stra\u{DF}e", "STRASSE", "--level", "casefold"])
    #expect(result.exitCode == 0)
    let expected = """
      equal at casefold: equal
        ✗  utf8           same UTF-8 bytes
        ✗  scalar         same Unicode scalars
        ✗  swift          equal for Swift ==
        ✗  canonical      canonically equivalent (ICU NFD)
        ✗  compatibility  compatibility equivalent (ICU NFKD)
        ✓  casefold       equal after case folding (ICU NFKC_Casefold)  ← --level

      first difference: letter case only
           around  code point  name                    grapheme  scalar  utf16  utf8
        A  S⟦t⟧r   U+0074      LATIN SMALL LETTER T           1       1      1     1
        B  S⟦T⟧R   U+0054      LATIN CAPITAL LETTER T         1       1      1     1
      """
    #expect(result.stdoutText.contains(expected), "got:\n\(result.stdoutText)")
  }

  @Test func anInsertedZeroWidthSpaceIsShownAndNamed() throws {
    let result = try UStrBinary.run(["compare", "ab", "a\u{200B}b"])
    #expect(result.exitCode == 1)
    let expected = """
         text        graphemes  scalars  UTF-16  UTF-8
      A  ab                  2        2       2      2
      B  a⟨U+200B⟩b          3        3       3      5
      """
    #expect(result.stdoutText.hasPrefix(expected), "got:\n\(result.stdoutText)")
    let difference = """
      first difference: an invisible or default-ignorable character
           around        code point  name                  grapheme  scalar  utf16  utf8
        A  a⟦b⟧          U+0062      LATIN SMALL LETTER B         1       1      1     1
        B  a⟦⟨U+200B⟩⟧b  U+200B      ZERO WIDTH SPACE             1       1      1     1
      """
    #expect(result.stdoutText.contains(difference), "got:\n\(result.stdoutText)")
    #expect(!result.stdout.contains(Data([0xE2, 0x80, 0x8B])), "raw U+200B on stdout")
  }

  @Test func aTextThatEndsFirstIsShownAsEnding() throws {
    let result = try UStrBinary.run(["compare", "abc", "abcd"])
    #expect(result.exitCode == 1)
    #expect(result.stdoutText.contains("first difference: one text ends here\n"))
    #expect(result.stdoutText.contains("  A  c⟦⟧                 (A ends here)  "), "\(result.stdoutText)")
  }

  /// Pairs and the exit code at each level, in `EqualityLevel` order:
  /// bytes, scalars, swift, canonical, compatibility, casefold.
  static let exitCodes: [(a: String, b: String, codes: [Int32])] = [
    ("Pok\u{E9}mon", "Poke\u{301}mon", [1, 1, 0, 0, 0, 0]),
    ("\u{FB01}", "fi", [1, 1, 1, 1, 0, 0]),
    ("\u{2126}", "\u{3A9}", [1, 1, 0, 0, 0, 0]),
    ("Stra\u{DF}e", "STRASSE", [1, 1, 1, 1, 1, 0]),
    ("same", "same", [0, 0, 0, 0, 0, 0]),
  ]

  @Test(arguments: exitCodes.indices)
  func exitCodeFollowsTheLevel(pair: Int) throws {
    let (a, b, codes) = Self.exitCodes[pair]
    for (level, code) in zip(EqualityLevel.allCases, codes) {
      let result = try UStrBinary.run(["compare", a, b, "--level", level.rawValue])
      #expect(result.exitCode == code, "\(a) vs \(b) at \(level.rawValue)")
    }
  }

  @Test func badInputExits2AndUsageErrors64() throws {
    let strict = try UStrBinary.runShell(#""$USTR" compare --strict a "$(printf 'b\377')""#)
    #expect(strict.exitCode == 2)
    #expect(strict.stderrText == "ustr: B is not valid UTF-8 (--strict): byte never valid in UTF-8 [FF] at byte 1\n")
    let missing = try UStrBinary.run(["compare", "--file-a", "/nonexistent/a.txt", "b"])
    #expect(missing.exitCode == 2)
    #expect(try UStrBinary.run(["compare", "a", "b", "--level", "nfc"]).exitCode == 64)
    #expect(try UStrBinary.run(["compare", "a"]).exitCode == 64)
    #expect(try UStrBinary.run(["compare", "--escapes", "\\u{D800}", "a"]).exitCode == 2)
  }

  @Test func filesAreComparedLikeArguments() throws {
    let folder = FileManager.default.temporaryDirectory
    let a = folder.appendingPathComponent("ustr-compare-a-\(UUID()).txt")
    let b = folder.appendingPathComponent("ustr-compare-b-\(UUID()).txt")
    try Data("Pok\u{E9}mon".utf8).write(to: a)
    try Data("Poke\u{301}mon".utf8).write(to: b)
    defer {
      try? FileManager.default.removeItem(at: a)
      try? FileManager.default.removeItem(at: b)
    }
    let result = try UStrBinary.run(
      ["compare", "--file-a", a.path, "--file-b", b.path, "--level", "bytes"])
    #expect(result.exitCode == 1)
    #expect(result.stdoutText.contains("first difference: precomposed vs decomposed"))
  }

  @Test func jsonCarriesTheContractKeys() throws {
    let result = try UStrBinary.run(["compare", "--format", "json", "Pok\u{E9}mon", "Poke\u{301}mon"])
    #expect(result.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    let equal = try #require(json["equal"] as? [String: Bool])
    #expect(
      equal == [
        "utf8": false, "scalar": false, "swift": true, "canonical": true, "compatibility": true,
        "casefold": true,
      ])
    let order = try #require(json["order"] as? [String: Any])
    #expect(order["swift"] as? Int == 0)
    #expect(order["utf16"] as? Int == 1)
    #expect(order["scalar"] as? Int == 1)
    let difference = try #require(json["firstDifference"] as? [String: Any])
    #expect(difference["kind"] as? String == "composition")
    for side in ["a", "b"] {
      let offsets = try #require(difference[side] as? [String: Any])
      for key in ["graphemeOffset", "scalarOffset", "utf16Offset", "utf8Offset"] {
        #expect(offsets[key] as? Int == 3, "firstDifference.\(side).\(key)")
      }
    }
    let b = try #require(difference["b"] as? [String: Any])
    #expect((b["cluster"] as? [String: Any])?["codePoints"] as? [String] == ["U+0065", "U+0301"])
    #expect((b["clusterBefore"] as? [String: Any])?["text"] as? String == "k")
    let inputB = try #require(json["b"] as? [String: Any])
    #expect(inputB["counts"] as? [String: Int] == ["grapheme": 7, "scalar": 8, "utf16": 8, "utf8": 9])
    #expect(inputB["invalidUTF8Count"] as? Int == 0)
    #expect(json["engineDisagreement"] is NSNull)
    #expect((json["engines"] as? [String: Any])?["icu"] != nil)
  }

  @Test func equalTextsHaveANullFirstDifference() throws {
    let result = try UStrBinary.run(["compare", "--format", "json", "same", "same"])
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["firstDifference"] is NSNull)
  }

  @Test(arguments: ["table", "json"])
  func noRawControlCharacterFromTheInputReachesStdout(format: String) throws {
    let result = try UStrBinary.run(
      ["compare", "--format", format, InspectCommandTests.dangerousText, "a\u{1B}[32mb"])
    #expect(result.exitCode == 1)
    let output = [UInt8](result.stdout)
    for bytes in InspectCommandTests.dangerousBytes {
      #expect(!output.contains(bytes), "raw \(bytes) reached stdout in \(format)")
    }
    #expect(!output.contains { $0 < 0x20 && $0 != 0x0A })
  }
}
