import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

@Suite("ustr breaks, end to end")
struct BreaksCommandTests {
  static var enginesLine: String {
    "engines: Swift standard library (Unicode \(StandardLibraryUnicode.version)), ICU \(ICU.version)"
      + " (Unicode \(ICU.unicodeVersion))"
  }
  static var reference: UnicodeVersion { ReferenceGraphemeSegmenter.defaultVersion }

  @Test func pokemonGraphemeTableIsExactlyAsDocumented() throws {
    let result = try UStrBinary.run(["breaks", "Pok\u{E9}mon"])
    #expect(result.exitCode == 0)
    #expect(result.stderrText == "")
    let label = "swift \(StandardLibraryUnicode.version), icu \(ICU.unicodeVersion), reference \(Self.reference)"
    let expected = """
      grapheme clusters
        \(label)  7 clusters  P│o│k│é│m│o│n

      segments
        #  segment  scalars  utf16  utf8
        0  P        0..<1    0..<1  0..<1
        1  o        1..<2    1..<2  1..<2
        2  k        2..<3    2..<3  2..<3
        3  é        3..<4    3..<4  3..<5
        4  m        4..<5    4..<5  5..<6
        5  o        5..<6    5..<6  6..<7
        6  n        6..<7    6..<7  7..<8

      disagreements: none

      \(Self.enginesLine), ustr reference (UAX #29 at Unicode \(Self.reference))

      """
    #expect(result.stdoutText == expected, "got:\n\(result.stdoutText)")
  }

  @Test func wordTableSaysICUOnlyAndNamesEachCategory() throws {
    let result = try UStrBinary.run(["breaks", "--kind", "word", "Hi 42"])
    #expect(result.exitCode == 0)
    let expected = """
      word boundaries
        icu \(ICU.unicodeVersion)  3 segments  Hi│ │42

      segments
        #  segment  scalars  utf16  utf8   category
        0  Hi       0..<2    0..<2  0..<2  letter
        1  ␠        2..<3    2..<3  2..<3  nonWord
        2  42       3..<5    3..<5  3..<5  number

      note: word boundaries come from ICU only (ICU \(ICU.version), Unicode \(ICU.unicodeVersion), root locale); grapheme clusters can be compared across engines

      \(Self.enginesLine)

      """
    #expect(result.stdoutText == expected, "got:\n\(result.stdoutText)")
  }

  @Test func explainTableNamesTheRuleAndPropertiesAtEveryPosition() throws {
    let result = try UStrBinary.run(["breaks", "--engine", "reference", "--explain", "--escapes", "\\r\\n"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdoutText.contains("""
        rules (reference, UAX #29 at Unicode \(Self.reference)): ÷ break, × no break
          scalar  utf16  utf8     rule  summary    before           after
               0      0     0  ÷  GB1   sot ÷ Any                   U+000D ␍ GCB=CR
               1      1     1  ×  GB3   CR × LF    U+000D ␍ GCB=CR  U+000A ␊ GCB=LF
               2      2     2  ÷  GB2   Any ÷ eot  U+000A ␊ GCB=LF
        """), "got:\n\(result.stdoutText)")
  }

  /// The JSON report of `text` (escapes read), with `arguments` added.
  static func json(_ text: String, _ arguments: [String] = []) throws -> [String: Any] {
    let result = try UStrBinary.run(["breaks", "--format", "json", "--escapes"] + arguments + [text])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
  }

  @Test func jsonCarriesTheContractKeys() throws {
    let json = try Self.json("e\\u{301}x", ["--explain"])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    #expect(json["kind"] as? String == "grapheme")
    #expect(json["referenceVersion"] as? String == Self.reference.description)
    let engines = try #require(json["engines"] as? [String: [String: String]])
    #expect(engines["icu"]?["version"] == ICU.version)
    let segmentations = try #require(json["segmentations"] as? [[String: Any]])
    #expect(segmentations.map { $0["engine"] as? String } == ["swift", "icu", "reference"])
    #expect(segmentations.map { $0["unicodeVersion"] as? String } == [
      StandardLibraryUnicode.version.description, ICU.unicodeVersion.description,
      Self.reference.description,
    ])
    for segmentation in segmentations {
      let boundaries = try #require(segmentation["boundaries"] as? [[String: Any]])
      #expect(boundaries.map { $0["utf8Offset"] as? Int } == [0, 3, 4])
      #expect(boundaries.map { $0["utf16Offset"] as? Int } == [0, 2, 3])
      #expect(boundaries.map { $0["scalarOffset"] as? Int } == [0, 2, 3])
    }
    #expect((json["disagreements"] as? [Any])?.isEmpty == true)
    let positions = try #require(json["positions"] as? [[String: Any]])
    #expect(positions.map { $0["utf8Offset"] as? Int } == [0, 1, 3, 4])
    #expect(positions.map { $0["isBreak"] as? Bool } == [true, false, true, true])
    #expect(positions.map { $0["rule"] as? String } == ["GB1", "GB9", "GB999", "GB2"])
    let after = try #require(positions[1]["after"] as? [String: Any])
    #expect(after["codePoint"] as? String == "U+0301")
    #expect(after["graphemeClusterBreak"] as? String == "Extend")
    let plain = try Self.json("a")
    #expect(plain["positions"] is NSNull, "positions is null without --explain")
  }

  struct Explained: Sendable, CustomStringConvertible {
    var escaped: String
    var rules: [String]
    var unicode: String?
    var description: String { escaped }
  }

  @Test(
    "Explanations name the UAX #29 rule at every position",
    arguments: [
      // 👨‍👩‍👧‍👦 = U+1F468 ZWJ U+1F469 ZWJ U+1F467 ZWJ U+1F466: GB9 before each ZWJ, GB11 after it
      Explained(
        escaped: "\\u{1F468}\\u{200D}\\u{1F469}\\u{200D}\\u{1F467}\\u{200D}\\u{1F466}",
        rules: ["GB1", "GB9", "GB11", "GB9", "GB11", "GB9", "GB11", "GB2"]),
      // 🇯🇵🇺🇸 = four regional indicators: a pair from the start of text joins by GB12, and
      // breaks by GB999 between the flags
      Explained(
        escaped: "\\u{1F1EF}\\u{1F1F5}\\u{1F1FA}\\u{1F1F8}",
        rules: ["GB1", "GB12", "GB999", "GB12", "GB2"]),
      // "a🇯🇵": after a non-RI the pair joins by GB13
      Explained(escaped: "a\\u{1F1EF}\\u{1F1F5}", rules: ["GB1", "GB999", "GB13", "GB2"]),
      Explained(escaped: "\\r\\n", rules: ["GB1", "GB3", "GB2"]),
      Explained(escaped: "e\\u{301}", rules: ["GB1", "GB9", "GB2"]),
      // क्ष = U+0915 U+094D U+0937: GB9c joins the conjunct from Unicode 15.1; 15.0 breaks
      Explained(escaped: "\\u{915}\\u{94D}\\u{937}", rules: ["GB1", "GB9", "GB9c", "GB2"], unicode: "17.0"),
      Explained(escaped: "\\u{915}\\u{94D}\\u{937}", rules: ["GB1", "GB9", "GB999", "GB2"], unicode: "15.0"),
    ])
  func explanationRules(_ explained: Explained) throws {
    let json = try Self.json(explained.escaped, ["--explain"] + (explained.unicode.map { ["--unicode", $0] } ?? []))
    let positions = try #require(json["positions"] as? [[String: Any]])
    #expect(positions.map { $0["rule"] as? String } == explained.rules)
    if let unicode = explained.unicode { #expect(json["referenceVersion"] as? String == unicode) }
  }

  /// "က္က" = U+1000 U+1039 U+1000: a Myanmar conjunct, joined by GB9c at Unicode 17.0, which
  /// Swift 6.3 splits (a known deviation).
  @Test(.enabled(if: StandardLibraryUnicode.version == UnicodeVersion(major: 17, minor: 0)))
  func myanmarConjunctShowsSwiftsKnownDeviation() throws {
    let json = try Self.json("\\u{1000}\\u{1039}\\u{1000}", ["--unicode", "17.0"])
    let disagreements = try #require(json["disagreements"] as? [[String: Any]])
    #expect(disagreements.count == 1)
    let disagreement = try #require(disagreements.first)
    #expect(disagreement["scalarOffset"] as? Int == 2)
    #expect(disagreement["utf8Offset"] as? Int == 6)
    #expect(disagreement["rule"] as? String == "GB9c")
    #expect(disagreement["cause"] as? String == "knownDeviation")
    let answers = try #require(disagreement["answers"] as? [[String: Any]])
    let swift = try #require(answers.first { $0["engine"] as? String == "swift" })
    #expect(swift["isBreak"] as? Bool == true)
    #expect(swift["followsItsVersion"] as? Bool == false)
    #expect(swift["referenceRule"] as? String == "GB9c")
    let reference = try #require(answers.first { $0["engine"] as? String == "reference" })
    #expect(reference["isBreak"] as? Bool == false)
    let known = try #require(disagreement["knownDeviation"] as? [String: Any])
    #expect((known["reason"] as? String)?.contains("U+1039") == true)

    let table = try UStrBinary.run(["breaks", "--escapes", "\\u{1000}\\u{1039}\\u{1000}"])
    #expect(table.stdoutText.contains("grapheme clusters: the engines disagree"))
    #expect(table.stdoutText.contains("swift 17.0      ÷     × GB9c (Unicode 17.0)"))
    #expect(table.stdoutText.contains("reference 17.0  ×     × GB9c (Unicode 17.0)"))
    #expect(table.stdoutText.contains("scalar 2: swift 17.0 says ÷ where Unicode 17.0 says × (GB9c): a known deviation"))
  }

  /// "ب" + U+10EFC ARABIC COMBINING ALEF OVERLAY (new in Unicode 16.0): an Extend mark to
  /// Swift and the reference, an unassigned code point to ICU 72 (Unicode 15.0).
  @Test(.enabled(if: ICU.unicodeVersion < UnicodeVersion(major: 16, minor: 0)))
  func aMarkNewerThanICUShowsBothAnswersAndTheVersions() throws {
    let json = try Self.json("\\u{628}\\u{10EFC}")
    let disagreements = try #require(json["disagreements"] as? [[String: Any]])
    let disagreement = try #require(disagreements.first)
    #expect(disagreement["scalarOffset"] as? Int == 1)
    #expect(disagreement["cause"] as? String == "versions")
    let answers = try #require(disagreement["answers"] as? [[String: Any]])
    let icu = try #require(answers.first { $0["engine"] as? String == "icu" })
    #expect(icu["isBreak"] as? Bool == true)
    #expect(icu["referenceRule"] as? String == "GB999")
    #expect(icu["followsItsVersion"] as? Bool == true)
    let swift = try #require(answers.first { $0["engine"] as? String == "swift" })
    #expect(swift["isBreak"] as? Bool == false)
    #expect(swift["referenceRule"] as? String == "GB9")
    let table = try UStrBinary.run(["breaks", "--escapes", "\\u{628}\\u{10EFC}"])
    #expect(table.stdoutText.contains("icu \(ICU.unicodeVersion)                    2 clusters  ب│◌𐻼"))
    #expect(table.stdoutText.contains("each engine follows UAX #29 at its own Unicode version: Unicode \(ICU.unicodeVersion) says ÷ (GB999)"))
  }

  @Test func theSeparatorInTheInputIsEscaped() throws {
    let result = try UStrBinary.run(["breaks", "--engine", "swift", "a\u{2502}b"])
    #expect(result.stdoutText.contains("a│⟨U+2502⟩│b"))
  }

  @Test func usageErrorsExitWith64() throws {
    let unsupported = try UStrBinary.run(["breaks", "--unicode", "14.0", "a"])
    #expect(unsupported.exitCode == 64)
    #expect(unsupported.stderrText.contains("supported: 15.0, 16.0, 17.0"))
    let notANumber = try UStrBinary.run(["breaks", "--unicode", "latest", "a"])
    #expect(notANumber.exitCode == 64)
    let wordsBySwift = try UStrBinary.run(["breaks", "--kind", "word", "--engine", "swift", "a"])
    #expect(wordsBySwift.exitCode == 64)
    #expect(wordsBySwift.stderrText.contains("word boundaries come from ICU only"))
    let explainWords = try UStrBinary.run(["breaks", "--kind", "line", "--explain", "a"])
    #expect(explainWords.exitCode == 64)
    let badKind = try UStrBinary.run(["breaks", "--kind", "paragraph", "a"])
    #expect(badKind.exitCode == 64)
  }

  @Test func invalidUTF8UnderStrictExitsWith2() throws {
    let result = try UStrBinary.runShell(#""$USTR" breaks --strict "a$(printf '\377')""#)
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [["--explain"], ["--kind", "word"], ["--kind", "line", "--format", "json"], ["--explain", "--format", "json"]])
  func noRawControlCharacterFromTheInputReachesStdout(arguments: [String]) throws {
    let result = try UStrBinary.run(
      ["breaks"] + arguments, input: Data(InspectCommandTests.dangerousText.utf8))
    #expect(result.exitCode == 0)
    let output = [UInt8](result.stdout)
    for bytes in InspectCommandTests.dangerousBytes {
      #expect(!output.contains(bytes), "raw \(bytes) reached stdout with \(arguments)")
    }
    #expect(!output.contains { $0 < 0x20 && $0 != 0x0A })
  }

  @Test func largeInputListsTheFirstSegmentsUnlessAllIsAsked() throws {
    let text = Data(String(repeating: "ab", count: 3_000).utf8)
    let limited = try UStrBinary.run(["breaks", "--engine", "swift", "--limit", "5"], input: text)
    #expect(limited.stdoutText.contains("6000 clusters  a│b│a│b│a│…"))
    #expect(limited.stdoutText.contains("showing the first 5 of 6000 segments; use --all"))
    let all = try UStrBinary.run(["breaks", "--engine", "swift", "--all"], input: text)
    #expect(all.stdoutText.split(separator: "\n").count > 6_000)
  }

  /// One sentence of 50 000 clusters (and one of 50 000 spaces): the table shows its start
  /// and "…", not the whole segment; the ranges still span all of it.
  @Test func aHugeSegmentIsShownCut() throws {
    for (text, first) in [(String(repeating: "\u{E000}x", count: 25_000), "\u{E000}x\u{E000}"), (String(repeating: " ", count: 50_000), "\u{2420}\u{2420}")] {
      let result = try UStrBinary.run(["breaks", "--kind", "sentence"], input: Data(text.utf8))
      #expect(result.exitCode == 0)
      let rows = result.stdoutText.split(separator: "\n")
      let row = try #require(rows.first { $0.hasPrefix("  0  ") }, "\(result.stdoutText.prefix(2000))")
      #expect(row.contains(first) && row.contains("…") && row.contains("0..<\(text.unicodeScalars.count)"), "\(row)")
      // No line of the table holds more than the widest column and the ranges.
      #expect(rows.allSatisfy { $0.unicodeScalars.count < 400 }, "\(rows.map(\.count).max()!)")
    }
  }

  @Test func limitCutsDisagreementsAndPositionsInTheTableWithCountsOfAll() throws {
    // 20 Myanmar conjuncts "က္က " (U+1000 U+1039 U+1000 U+0020): ICU 15.0 and Swift split each
    let text = String(repeating: "\u{1000}\u{1039}\u{1000} ", count: 20)
    let result = try UStrBinary.run(["breaks", "--limit", "2", "--explain", text])
    #expect(result.exitCode == 0)
    let out = result.stdoutText
    #expect(out.contains("showing the first 2 of"), "got:\n\(out)")
    #expect(out.contains("disagreements: 20 positions"), "got:\n\(out)")
    #expect(out.contains("… showing the first 2 of 20 disagreements; use --all"), "got:\n\(out)")
    #expect(out.contains("… showing the first 3 of 81 positions; use --all"), "got:\n\(out)")
  }

  @Test func jsonHonoursLimitAndCountsEveryRow() throws {
    let text = String(repeating: "ab ", count: 400)
    let json = try Self.json(text, ["--limit", "3", "--kind", "word"])
    let segmentation = try #require((json["segmentations"] as? [[String: Any]])?.first)
    #expect((segmentation["segments"] as? [Any])?.count == 3)
    #expect((segmentation["boundaries"] as? [Any])?.count == 4)
    #expect(segmentation["segmentCount"] as? Int == 800)
    #expect(json["limit"] as? Int == 3)
    let graphemes = try Self.json(String(repeating: "\u{1000}\u{1039}\u{1000}", count: 10), ["--limit", "2", "--explain"])
    #expect((graphemes["disagreements"] as? [Any])?.count == 2)
    #expect(graphemes["disagreementCount"] as? Int == 10)
    #expect((graphemes["positions"] as? [Any])?.count == 3)
    #expect(graphemes["positionCount"] as? Int == 31)
  }

  @Test func jsonWithoutLimitListsEveryRowAsTheLimitedReportDoes() throws {
    let text = "a\u{1F1E6}\u{1F1E6}\u{1F1E6} \u{1000}\u{1039}\u{1000} e\u{301}\r\n" + String(repeating: "xy", count: 700)
    let all = try Self.json(text, ["--explain"])
    let limited = try Self.json(text, ["--explain", "--limit", "1000000"])
    #expect(all["limit"] is NSNull)
    for key in ["segmentations", "disagreements", "positions", "disagreementCount", "positionCount", "identicalEngines"] {
      let a = try JSONSerialization.data(withJSONObject: ["v": all[key]!], options: .sortedKeys)
      let b = try JSONSerialization.data(withJSONObject: ["v": limited[key]!], options: .sortedKeys)
      #expect(a == b, "\(key) differs")
    }
    let segmentations = try #require(all["segmentations"] as? [[String: Any]])
    for segmentation in segmentations {
      let segments = try #require(segmentation["segments"] as? [Any])
      #expect(segments.count == segmentation["segmentCount"] as? Int)
      #expect(segments.count > 1_400)
    }
  }

  /// The JSON Lines messages of `text` (escapes read), with `arguments` added.
  static func jsonLines(_ text: String, _ arguments: [String] = []) throws -> [[String: Any]] {
    let result = try UStrBinary.run(["breaks", "--format", "jsonl", "--escapes"] + arguments + [text])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    return try result.stdoutText.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  static func sorted(_ value: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: ["v": value], options: .sortedKeys)
  }

  @Test("JSON Lines carries the JSON document's rows, one message each, between a header and a summary")
  func jsonLinesCarriesTheDocumentsRowsOneMessageEach() throws {
    let text = "a\u{1F1E6}\u{1F1E6}\u{1F1E6} \u{1000}\u{1039}\u{1000} e\u{301}\r\n" + String(repeating: "xy", count: 50)
    let document = try Self.json(text, ["--explain"])
    let messages = try Self.jsonLines(text, ["--explain"])
    #expect(messages.first?["type"] as? String == "header")
    #expect(messages.last?["type"] as? String == "summary")
    let segmentations = try #require(document["segmentations"] as? [[String: Any]])
    for segmentation in segmentations {
      let engine = try #require(segmentation["engine"] as? String)
      let rows = messages.filter { $0["type"] as? String == "segment" && $0["engine"] as? String == engine }
      #expect(try Self.sorted(rows.map { $0["data"]! }) == Self.sorted(segmentation["segments"]!), "\(engine)")
    }
    for (type, key) in [("disagreement", "disagreements"), ("position", "positions")] {
      let rows = messages.filter { $0["type"] as? String == type }.map { $0["data"]! }
      #expect(try Self.sorted(rows) == Self.sorted(document[key]!), "\(type)")
    }
    let summary = try #require(messages.last?["data"] as? [String: Any])
    for key in ["disagreementCount", "positionCount", "identicalEngines", "invalidUTF8Count", "notes"] {
      #expect(try Self.sorted(summary[key]!) == Self.sorted(document[key]!), "\(key)")
    }
    let counts = try #require(summary["segmentCounts"] as? [[String: Any]])
    #expect(counts.map { $0["engine"] as? String } == segmentations.map { $0["engine"] as? String })
    #expect(counts.map { $0["segmentCount"] as? Int } == segmentations.map { $0["segmentCount"] as? Int })
  }

  @Test("JSON Lines honours --limit and counts every row in the summary")
  func jsonLinesHonoursLimit() throws {
    let messages = try Self.jsonLines(String(repeating: "ab ", count: 400), ["--limit", "3", "--kind", "word"])
    #expect(messages.filter { $0["type"] as? String == "segment" }.count == 3)
    let summary = try #require(messages.last?["data"] as? [String: Any])
    let counts = try #require(summary["segmentCounts"] as? [[String: Any]])
    #expect(counts.first?["segmentCount"] as? Int == 800)
    #expect(summary["limit"] as? Int == 3)
  }

  /// A file larger than a window is read in windows, once, in every format; standard input
  /// from a pipe is read the same way. Both give the same document, and the same rows in every
  /// format.
  @Test func aFileInWindowsGivesWhatTheWholeTextGives() throws {
    let line = "Dr. Who? The cat sat. ผมกินข้าว 日本語の文章。 e\u{301} 👩‍👩‍👧 🇺🇸🇫🇷\r\n"
    let repeats = (5 << 20) / line.utf8.count
    let text = String(repeating: line, count: repeats)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-breaks-windows-\(UUID()).txt")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let arguments = ["breaks", "--kind", "sentence", "--format", "json"]
    let fromFile = try UStrBinary.run(arguments + ["--file", url.path])
    let fromInput = try UStrBinary.run(arguments, input: Data(text.utf8))
    #expect(fromFile.exitCode == 0)
    #expect(fromFile.stdout == fromInput.stdout)
    func segmentCount(_ output: Data) throws -> Int? {
      let json = try JSONSerialization.jsonObject(with: output) as? [String: Any]
      return (json?["segmentations"] as? [[String: Any]])?.first?["segmentCount"] as? Int
    }
    // A line ends in CR LF, where a sentence must end: the file has its sentences `repeats` times.
    let perLine = try #require(try segmentCount(try UStrBinary.run(arguments, input: Data(line.utf8)).stdout))
    #expect(try segmentCount(fromFile.stdout) == perLine * repeats)
    // JSON Lines of the file, in windows, count the same.
    let lines = try UStrBinary.run(["breaks", "--kind", "sentence", "--format", "jsonl", "--file", url.path])
    let summary = try #require(lines.stdoutText.split(separator: "\n").last)
    #expect(summary.contains("\"segmentCount\":\(perLine * repeats)"))
    #expect(lines.stdoutText.split(separator: "\n").count == perLine * repeats + 2)
  }

  /// The JSON document reads its input once, as every format does: standard input from a
  /// pipe, or redirected from a file, gives the file's document; redirected from a file whose
  /// first bytes another program has read, the rest's. Input over the maximum is refused.
  @Test func standardInputIsReadOnceFromWhereItStands() throws {
    let text = String(repeating: "Dr. Who? The cat sat. 日本語の文章。 e\u{301} 👩‍👩‍👧\n", count: 50)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-breaks-stdin-\(UUID()).txt")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let tail = url.appendingPathExtension("tail")
    try Data(text.utf8.dropFirst(5)).write(to: tail)
    defer { try? FileManager.default.removeItem(at: tail) }
    let command = #""$USTR" breaks --kind word --format json"#
    let fromFile = try UStrBinary.run(["breaks", "--kind", "word", "--format", "json", "--file", url.path])
    #expect(fromFile.exitCode == 0)
    let piped = try UStrBinary.runShell(command, input: Data(text.utf8))
    #expect(piped.stdout == fromFile.stdout)
    let redirected = try UStrBinary.runShell("\(command) < '\(url.path)'")
    #expect(redirected.stdout == fromFile.stdout)
    // Five bytes already read by another program: the document is the rest's.
    let afterFive = try UStrBinary.runShell("(dd bs=1 count=5 of=/dev/null 2>/dev/null; \(command)) < '\(url.path)'")
    let fromTail = try UStrBinary.run(["breaks", "--kind", "word", "--format", "json", "--file", tail.path])
    #expect(afterFive.stdout == fromTail.stdout)
    let tooLarge = try UStrBinary.runShell("USTR_MAX_INPUT_BYTES=100 \(command)", input: Data(text.utf8))
    #expect(tooLarge.exitCode != 0)
    #expect(tooLarge.stderrText.contains("larger than the maximum input"))
  }

  /// A `--file` that is a pipe (/dev/stdin fed by a pipe, a named pipe) is read as a file is:
  /// the same document.
  @Test func aPipeGivenAsFileGivesTheFilesDocument() throws {
    let text = String(repeating: "Dr. Who? The cat sat. 日本語の文章。 e\u{301} 👩‍👩‍👧\n", count: 50)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-breaks-pipe-\(UUID()).txt")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let fromFile = try UStrBinary.run(["breaks", "--kind", "sentence", "--format", "json", "--file", url.path])
    #expect(fromFile.exitCode == 0)
    let devStdin = try UStrBinary.runShell(#""$USTR" breaks --kind sentence --format json --file /dev/stdin"#, input: Data(text.utf8))
    #expect(devStdin.exitCode == 0, "\(devStdin.stderrText)")
    // The input record names the file as given; the lists are the same.
    let lists = { (output: ProcessOutput) in output.stdoutText.replacingOccurrences(of: url.path, with: "/dev/stdin") }
    #expect(lists(devStdin) == lists(fromFile))
    let fifo = url.path + ".fifo"
    let named = try PipeFeed.run(
      ["breaks", "--kind", "sentence", "--format", "json", "--file", fifo], input: Data(text.utf8),
      through: .namedPipe(path: fifo), holdingOpen: false)
    #expect(named.exitCode == 0, "\(named.stderrText)")
    #expect(named.stdoutText.replacingOccurrences(of: fifo, with: url.path) == fromFile.stdoutText)
    let tooLarge = try UStrBinary.runShell(
      #"USTR_MAX_INPUT_BYTES=100 "$USTR" breaks --format json --file /dev/stdin"#, input: Data(text.utf8))
    #expect(tooLarge.exitCode != 0)
    #expect(tooLarge.stderrText.contains("larger than the maximum input"))
  }
}
