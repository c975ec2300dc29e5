import Testing
import UStrCore
import UStrReport
import UStrTestSupport

/// The rule engine over bytes, without the CLI: which rule finds what, at which line and columns.
@Suite("Scan rules")
struct FileScannerTests {
  /// Scans `text` as a file named `path`; returns its findings.
  static func scan(
    _ text: String, path: String = "x.swift", policy: ScanPolicy = ScanPolicy()
  ) throws -> [ScanFinding] {
    try scan(Array(text.utf8), path: path, policy: policy)
  }

  static func scan(
    _ bytes: [UInt8], path: String = "x.swift", policy: ScanPolicy = ScanPolicy(),
    chunk: Int = 1 << 16
  ) throws -> [ScanFinding] {
    let scanner = try FileScanner(path: path, policy: policy)
    feed(bytes, to: scanner, chunk: chunk)
    return scanner.findings
  }

  /// Feeds `bytes` to `scanner` `chunk` bytes at a time, then finishes it.
  static func feed(_ bytes: [UInt8], to scanner: FileScanner, chunk: Int) {
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + chunk)
      bytes[start..<end].withUnsafeBufferPointer { scanner.feed($0) }
      start = end
    }
    scanner.finish()
  }

  /// A line that leaves thousands of overrides open names the first 16 and counts the rest;
  /// an `--allow` that covers every scalar it opened, past the 16th too, still silences it.
  @Test func manyOpenOverridesAreNamedSixteenAtATime() throws {
    let line = String(repeating: "a\u{202E}", count: 5_000) + "b\u{2066}c\n"
    let finding = try #require(try Self.scan(line).first { $0.rule == .bidiUnterminated })
    #expect(finding.message.contains(" and 4985 more still open"))
    #expect(finding.codePoints == Array(repeating: "\u{202E}", count: 16))
    var allowing = ScanPolicy()
    allowing.allowed = [try #require(ScanSelector("U+202E"))]
    #expect(try Self.scan(line, policy: allowing).contains { $0.rule == .bidiUnterminated })
    allowing.allowed = [try #require(ScanSelector("U+202A-U+2069"))]
    #expect(try !Self.scan(line, policy: allowing).contains { $0.rule == .bidiUnterminated })
  }

  @Test func cleanASCIIHasNoFindings() throws {
    #expect(try Self.scan("let a = 1\n\tlet b = \"x\"\n").isEmpty)
  }

  @Test func rightToLeftOverrideLeftOpenIsTrojanSource() throws {
    // Line 2: "s = \"a" U+202E "b\"", the override never closed on its line.
    let findings = try Self.scan("x\ns = \"a\u{202E}b\"\n")
    let rules = findings.map(\.rule)
    #expect(rules == [.bidiControl, .bidiUnterminated])
    let first = try #require(findings.first)
    #expect(first.lineNumber == 2)
    #expect(first.columnNumber == LineColumns(utf8: 7, utf16: 7, scalar: 7, grapheme: 7))
    #expect(first.utf8Offset == 8)
    #expect(first.severity == .error)
    #expect(first.codePoints == ["\u{202E}"])
    // ICU's ubidi displays the rest of the line reversed.
    #expect(first.displayed == "s = \"a\"b")
  }

  @Test func closedIsolateIsReportedButNotUnterminated() throws {
    let findings = try Self.scan("a \u{2067}b\u{2069} c\n")
    #expect(findings.map(\.rule) == [.bidiControl, .bidiControl])
  }

  @Test func proseProfileMakesMarksNotes() throws {
    // Hebrew with an RLM: a note in a text file, a warning in code.
    let text = "\u{5E9}\u{5DC}\u{5D5}\u{5DD}\u{200F} (1)\n"
    #expect(try Self.scan(text, path: "a.md").map(\.severity) == [.note])
    #expect(try Self.scan(text, path: "a.swift").map(\.severity) == [.warning])
  }

  @Test func tagCharactersAreDecoded() throws {
    // "hi" + tags spelling "run rm" (U+E0072 U+E0075 U+E006E U+E0020 U+E0072 U+E006D).
    let tags = "run rm".unicodeScalars.map { String(Unicode.Scalar($0.value + 0xE0000)!) }.joined()
    let findings = try Self.scan("hi\(tags)\n", path: "prompt.txt")
    let finding = try #require(findings.first)
    #expect(finding.rule == .tagCharacters)
    #expect(finding.decoded == "run rm")
    #expect(finding.severity == .error)
    #expect(finding.columnNumber.scalar == 3)
    #expect(finding.columnNumber.utf16 == 3)
  }

  @Test func emojiTagSequenceFlagIsFine() throws {
    // 🏴 Scotland: U+1F3F4 U+E0067 U+E0062 U+E0073 U+E0063 U+E0074 U+E007F.
    let flag = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(try Self.scan("go \(flag)!\n").isEmpty)
  }

  @Test func joinersAreFineWhereScriptsAndEmojiNeedThem() throws {
    // 👩‍🚀 = U+1F469 U+200D U+1F680; Persian "می‌خواهم" with ZWNJ; Sinhala virama + ZWJ.
    #expect(try Self.scan("\u{1F469}\u{200D}\u{1F680}\n").isEmpty)
    #expect(try Self.scan("\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}\n").isEmpty)
    #expect(try Self.scan("\u{DCA}\u{200D}\u{DBB}\n").isEmpty)
    let latin = try Self.scan("ab\u{200D}cd\n")
    #expect(latin.map(\.rule) == [.joiner])
    #expect(latin.first?.columnNumber.scalar == 3)
  }

  @Test func zeroWidthSpaceInIdentifierIsAnError() throws {
    let findings = try Self.scan("let is\u{200B}Admin = true\n")
    #expect(findings.map(\.rule) == [.invisible])
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.columnNumber.scalar == 7)
  }

  @Test func hangulFillerIdentifierIsFound() throws {
    // JavaScript's invisible identifier: U+3164 HANGUL FILLER.
    let findings = try Self.scan("const \u{3164} = 1;\n", path: "a.js")
    #expect(findings.contains { $0.rule == .hangulFiller && $0.columnNumber.scalar == 7 })
  }

  @Test func invalidUTF8IsReportedWithFileOffsets() throws {
    // "ok\n" then "a" FF "b": FF at file offset 4, line 2 column 2.
    let findings = try Self.scan([0x6F, 0x6B, 0x0A, 0x61, 0xFF, 0x62, 0x0A])
    let finding = try #require(findings.first)
    #expect(finding.rule == .invalidUTF8)
    #expect(finding.lineNumber == 2)
    #expect(finding.columnNumber.utf8 == 2)
    #expect(finding.utf8Offset == 4)
    #expect(finding.invalidUTF8?.utf8Offset == 4)
    #expect(finding.invalidUTF8?.kind == .invalidByte)
  }

  @Test func nulEarlyMakesTheFileBinary() throws {
    let scanner = try FileScanner(path: "a.bin", policy: ScanPolicy())
    let bytes: [UInt8] = [0x61, 0x00, 0x62] + Array("\u{202E}".utf8)
    bytes.withUnsafeBufferPointer { scanner.feed($0) }
    scanner.finish()
    #expect(scanner.isBinary)
    #expect(scanner.findings.isEmpty)
  }

  @Test func mixedLineEndingsAndLoneCR() throws {
    let findings = try Self.scan("a\r\nb\r\nc\nd\re\n")
    #expect(findings.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [.loneCR, .mixedLineEndings])
    let mixed = try #require(findings.first { $0.rule == .mixedLineEndings })
    #expect(mixed.lineNumber == 3)
    let lone = try #require(findings.first { $0.rule == .loneCR })
    #expect(lone.lineNumber == 4)
    #expect(lone.columnNumber.scalar == 2)
  }

  @Test func controlsPrivateUseUnassignedNoncharacter() throws {
    let findings = try Self.scan("a\u{1B}[0m \u{E000} \u{FFFF} \u{0378}\n")
    #expect(findings.map(\.rule) == [.control, .privateUse, .noncharacter, .unassigned])
  }

  @Test func byteOrderMarkOnlyAtTheStart() throws {
    let findings = try Self.scan("\u{FEFF}a\nb\u{FEFF}c\n")
    #expect(findings.count == 1)
    #expect(findings.first?.rule == .byteOrderMark)
    #expect(findings.first?.lineNumber == 2)
    #expect(findings.first?.columnNumber.scalar == 2)
  }

  @Test func notNFCPointsAtTheFirstChangedCluster() throws {
    // "abc e" + U+0301: the cluster é at scalar column 5.
    let findings = try Self.scan("abc e\u{301}\n", path: "a.txt")
    let finding = try #require(findings.first)
    #expect(finding.rule == .notNFC)
    #expect(finding.columnNumber.scalar == 5)
    #expect(finding.columnNumber.grapheme == 5)
    #expect(finding.codePoints == ["e", "\u{301}"])
  }

  @Test func compositionExclusionsAndSingletonsAreNotNFC() throws {
    // U+095E DEVANAGARI LETTER FA (NFC: U+092B U+093C), U+212B ANGSTROM SIGN (NFC: U+00C5).
    #expect(try Self.scan("\u{915} \u{95E}\n", path: "a.txt").map(\.rule) == [.notNFC])
    #expect(try Self.scan("1 \u{212B}\n", path: "a.txt").map(\.rule) == [.notNFC])
    #expect(try Self.scan("\u{1100}\u{1161}\n", path: "a.txt").map(\.rule) == [.notNFC])
  }

  @Test func marksOutOfCanonicalOrderAreNotNFC() throws {
    // Hebrew alef + HIRIQ (ccc 14) + SHEVA (ccc 10): both NFC_QC=Yes, but out of order.
    let findings = try Self.scan("\u{5D0}\u{5B4}\u{5B0} x\n", path: "a.txt")
    #expect(findings.map(\.rule) == [.notNFC])
    #expect(try Self.scan("\u{5D0}\u{5B0}\u{5B4} x\n", path: "a.txt").isEmpty)
  }

  @Test func variationSelectorOnPlainLetter() throws {
    #expect(try Self.scan("\u{2764}\u{FE0F}\n").isEmpty)
    let findings = try Self.scan("a\u{FE0F}\u{FE0E}\n")
    #expect(findings.map(\.rule) == [.variationSelector])
    #expect(findings.first?.codePoints.count == 2)
  }

  @Test func mixedScriptIdentifierLookingLikeASCII() throws {
    // "pаypal" with U+0430 CYRILLIC SMALL LETTER A.
    let findings = try Self.scan("func p\u{430}ypal() {}\n")
    let finding = try #require(findings.first)
    #expect(finding.rule == .confusableIdentifier)
    #expect(finding.columnNumber.scalar == 6)
    #expect(finding.message.contains("\"paypal\""))
  }

  @Test func inlineMarkerAndAllowOptionSilence() throws {
    #expect(try Self.scan("a\u{200B}b // ustr:allow U+200B\n").isEmpty)
    #expect(try Self.scan("a\u{200B}b // ustr:allow invisible\n").isEmpty)
    var policy = ScanPolicy()
    policy.allowed = [try #require(ScanSelector("U+200B"))]
    #expect(try Self.scan("a\u{200B}b\n", policy: policy).isEmpty)
    policy = ScanPolicy()
    policy.denied = [try #require(ScanSelector("bidi-mark"))]
    #expect(try Self.scan("\u{5D0}\u{200F}\n", path: "a.txt", policy: policy).first?.severity == .error)
  }

  @Test func longLineIsScannedInPiecesWithExactColumns() throws {
    // 3 MB of "ab " then U+202E: found past the pieces, at its exact column.
    let prefix = String(repeating: "ab ", count: 1_000_000)
    let findings = try Self.scan(Array((prefix + "\u{202E}x\n").utf8), chunk: 1 << 16)
    let finding = try #require(findings.first)
    #expect(finding.rule == .bidiControl)
    #expect(finding.columnNumber.scalar == 3_000_001)
    #expect(finding.columnNumber.grapheme == 3_000_001)
    #expect(finding.utf8Offset == 3_000_000)
    #expect(findings.contains { $0.rule == .bidiUnterminated })
  }

  @Test func chunkBoundariesDoNotChangeFindings() throws {
    let text = "x = 1\nlet s = \"\u{202E}\" // \u{E0041}\na\u{301}\u{200B}\n"
    let whole = try Self.scan(Array(text.utf8))
    for chunk in [1, 2, 3, 7] {
      let pieces = try Self.scan(Array(text.utf8), chunk: chunk)
      #expect(pieces.map(\.rule) == whole.map(\.rule), "chunk \(chunk)")
      #expect(pieces.map(\.columnNumber) == whole.map(\.columnNumber), "chunk \(chunk)")
    }
  }

  @Test func unifiedDiffGivesNewFileLineNumbers() {
    let diff = """
      diff --git a/x.swift b/x.swift
      --- a/x.swift
      +++ b/x.swift
      @@ -1,3 +1,4 @@
       one
      -two
      +deux
      +trois
       four
      @@ -10,2 +11,2 @@
       ten
      +eleven

      """
    let added = UnifiedDiff.addedLines(in: Array(diff.utf8))
    #expect(added.map(\.line) == [2, 3, 12])
    #expect(added.map(\.path) == ["x.swift", "x.swift", "x.swift"])
    #expect(added.map { String(decoding: $0.bytes, as: UTF8.self) } == ["deux", "trois", "eleven"])
  }

  @Test func selectorsParse() {
    #expect(ScanSelector("U+200D") == .codePoints(0x200D...0x200D))
    #expect(ScanSelector("U+E0000-U+E007F") == .codePoints(0xE0000...0xE007F))
    #expect(ScanSelector("bidi-control") == .rule(.bidiControl))
    #expect(ScanSelector("nonsense") == nil)
    #expect(ScanSelector.inlineAllowed(in: "x // ustr:allow U+200D, bidi-mark") == [
      .codePoints(0x200D...0x200D), .rule(.bidiMark),
    ])
  }

  /// The marker is found byte by byte wherever it stands: after non-ASCII text, after a false
  /// start, at the very end; a partial marker is none.
  @Test func inlineMarkersAreFoundAnywhereInTheLine() {
    let zwj: [ScanSelector] = [.codePoints(0x200D...0x200D)]
    #expect(ScanSelector.inlineAllowed(in: "ustr:allow U+200D") == zwj)
    #expect(ScanSelector.inlineAllowed(in: "漢字 e\u{301} 👍🏽 // ustr:allow U+200D") == zwj)
    #expect(ScanSelector.inlineAllowed(in: "ustr: ustr:allo uustr:allow U+200D") == zwj)
    #expect(ScanSelector.inlineAllowed(in: "x ustr:allow U+200D ustr:allow bidi-mark") == zwj)
    #expect(ScanSelector.inlineAllowed(in: "x // ustr:allow").isEmpty)
    #expect(ScanSelector.inlineAllowed(in: "x // ustr:allo").isEmpty)
    #expect(ScanSelector.inlineAllowed(in: "").isEmpty)
    #expect(ScanSelector.inlineAllowed(in: "x // USTR:ALLOW U+200D").isEmpty)
  }
}

/// A file lists its first findings and counts the rest: the same findings, and the same counts
/// by rule and severity, as when every finding is listed, whatever the limit; a piece with more
/// findings than the limit (bad bytes, private use, a long line in pieces) holds only those.
@Suite("Scan findings past the list limit")
struct ScanListLimitTests {
  /// Lines of findings of every kind: bad bytes, private use (grouped and not), bidi controls,
  /// tags, a line whose private use is allowed inline, and a long line scanned in pieces.
  static var bytes: [UInt8] {
    var bytes: [UInt8] = []
    var generator = SeededGenerator(seed: 0x5CA1_1157)
    let pieces: [[UInt8]] = [
      [0xFF], [0xC0, 0xAF], Array("\u{E000}".utf8), Array("*\u{F000}".utf8), Array("\u{202E}".utf8),
      Array("\u{E0041}\u{E0042}".utf8), Array("abc ".utf8), Array("\u{200B}".utf8), [0x0A],
    ]
    for _ in 0..<3_000 { bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
    bytes += Array("x = \"\u{E000}\" // ustr:allow U+E000\n".utf8)
    let long = Array("a\u{F000}\u{FF}".utf8)
    for _ in 0..<(FileScanner.maximumPieceLength / long.count + 10_000) { bytes += long }
    bytes += [0xFE, 0x0A]
    return bytes
  }

  static func scan(
    _ bytes: [UInt8], listLimit: Int?, policy: ScanPolicy = ScanPolicy(), encoding: ScanEncoding = .byteOrderMark
  ) throws -> FileScanner {
    let scanner = try FileScanner(path: "x.txt", policy: policy, listLimit: listLimit, encoding: encoding)
    bytes.withUnsafeBufferPointer { scanner.feed($0) }
    scanner.finish()
    return scanner
  }

  @Test(arguments: [0, 1, 7, 1000, 5000])
  func theFirstFindingsAreListedAndEveryOneCounted(limit: Int) throws {
    let bytes = Self.bytes
    var allowingBadBytes = ScanPolicy()
    allowingBadBytes.allowed = [try #require(ScanSelector("invalid-utf8"))]
    for policy in [ScanPolicy(), allowingBadBytes] {
      let every = try Self.scan(bytes, listLimit: nil, policy: policy)
      let limited = try Self.scan(bytes, listLimit: limit, policy: policy)
      #expect(every.findings.count > 5000)
      #expect(limited.findings == Array(every.findings.prefix(limit)))
      #expect(limited.tally.findings == every.tally.findings)
      #expect(limited.tally.byRule == every.tally.byRule)
      #expect(limited.tally.bySeverity == every.tally.bySeverity)
      #expect(limited.tally.listed == min(limit, every.tally.findings))
    }
  }

  /// The same in a file in another encoding, whose bytes that do not decode are findings too.
  @Test(arguments: [0, 3, 1000])
  func bytesThatDoNotDecodeAreListedFirstAndCounted(limit: Int) throws {
    // UTF-16LE with a BOM: "a", a lone high surrogate, U+E000, a line feed now and then.
    var bytes: [UInt8] = [0xFF, 0xFE]
    for index in 0..<30_000 {
      bytes += [0x61, 0x00, 0x00, 0xD8, 0x00, 0xE0]
      if index % 97 == 0 { bytes += [0x0A, 0x00] }
    }
    let every = try Self.scan(bytes, listLimit: nil)
    let limited = try Self.scan(bytes, listLimit: limit)
    #expect(every.tally.byRule[.invalidInput] == 30_000)
    #expect(limited.findings == Array(every.findings.prefix(limit)))
    #expect(limited.tally.byRule == every.tally.byRule)
    #expect(limited.tally.bySeverity == every.tally.bySeverity)
    #expect(limited.tally.listed == limit)
  }
}
