import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

@Suite("ustr normalize, end to end")
struct NormalizeCommandTests {
  @Test(arguments: [
    ("nfc", "Poke\u{301}mon", "Pok\u{E9}mon"),
    ("nfd", "Pok\u{E9}mon", "Poke\u{301}mon"),
    ("nfkc", "\u{FB01} \u{2460} \u{FF76}\u{FF9E}", "fi 1 \u{30AC}"),
    ("nfkd", "\u{2126}\u{E9}", "\u{3A9}e\u{301}"),
  ])
  func anArgumentIsWrittenInTheFormWithANewline(form: String, input: String, output: String) throws {
    let result = try UStrBinary.run(["normalize", "--form", form, input])
    #expect(result.exitCode == 0)
    #expect(result.stderrText == "")
    #expect(result.stdout == Data((output + "\n").utf8))
  }

  @Test func standardInputIsWrittenByteForByteWithoutANewline() throws {
    let result = try UStrBinary.run(["normalize"], input: Data("Poke\u{301}mon\r\n\tx".utf8))
    #expect(result.exitCode == 0)
    #expect(result.stdout == Data("Pok\u{E9}mon\r\n\tx".utf8))
  }

  @Test func invalidUTF8IsRepairedWithAWarningNamingItsOffsets() throws {
    let input = Data([0x61, 0xFF, 0x62, 0xC0, 0xAF])  // a FF b C0 AF
    let result = try UStrBinary.run(["normalize"], input: input)
    #expect(result.exitCode == 0)
    #expect(result.stdout == Data("a\u{FFFD}b\u{FFFD}\u{FFFD}".utf8))
    #expect(
      result.stderrText
        == "ustr: warning: standard input is not valid UTF-8: 2 ill-formed sequence(s) replaced by U+FFFD at byte 1 [FF], byte 3 [C0 AF]\n"
    )
    let strict = try UStrBinary.run(["normalize", "--strict"], input: input)
    #expect(strict.exitCode == 2)
    #expect(strict.stderrText == "ustr: standard input is not valid UTF-8 (--strict): byte never valid in UTF-8 [FF] at byte 1\n")
  }

  /// An overlong "/" (C0 AF) cut by the 64 KiB chunk boundary of a file is one sequence, as
  /// `inspect` reports it, not two.
  @Test func anIllFormedSequenceCutByTheChunkBoundaryIsReportedOnce() throws {
    let chunk = 1 << 16
    let bytes = [UInt8](repeating: 0x61, count: chunk - 1) + [0xC0, 0xAF, 0x62]
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-normalize-cut-\(UUID().uuidString).txt")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try UStrBinary.run(["normalize", "--file", url.path])
    #expect(result.exitCode == 0)
    #expect(result.stdout.suffix(7) == Data("\u{FFFD}\u{FFFD}b".utf8))
    #expect(
      result.stderrText
        == "ustr: warning: '\(url.path)' is not valid UTF-8: 1 ill-formed sequence(s) replaced by U+FFFD at byte \(chunk - 1) [C0 AF]\n",
      "got: \(result.stderrText)")
  }

  @Test func aLongCombiningRunIsNormalizedWithAWarning() throws {
    // "a" + 40 × (U+0301 U+0316): one run of 80 non-starters.
    let text = "a" + String(repeating: "\u{301}\u{316}", count: 40)
    let result = try UStrBinary.run(["normalize", "--form", "nfd"], input: Data(text.utf8))
    #expect(result.exitCode == 0)
    #expect(result.stdout == Data(try Normalizer(.nfd).normalize(text).utf8))
    #expect(result.stderrText.hasPrefix("ustr: warning: standard input has 1 run(s) of more than 30 combining marks"))
  }

  @Test func usageErrorsExitWith64() throws {
    #expect(try UStrBinary.run(["normalize", "--form", "nfx", "a"]).exitCode == 64)
    #expect(try UStrBinary.run(["normalize", "--format", "json", "a"]).exitCode == 64)
    #expect(try UStrBinary.run(["normalize", "--file", "/nonexistent/x.txt"]).exitCode == 2)
  }

  // MARK: uconv as an oracle

  /// Every sample of `Corpus/samples` and every text file of `../shared/corpus`.
  static func oracleFiles() -> [URL] {
    var folders = [SharedData.projectRoot.appendingPathComponent("Corpus/samples")]
    switch SharedData.corpusRoot {
    case .success(let root): folders.append(root)
    case .failure(let missing): print("normalize vs uconv: ../shared/corpus skipped: \(missing)")
    }
    return folders.flatMap { folder in
      (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "txt" } ?? [])
    }.sorted { $0.path < $1.path }
  }

  @Test(arguments: NormalizationForm.allCases)
  func outputIsByteIdenticalToUconv(form: NormalizationForm) throws {
    guard case .success(let uconv) = Peer.find("uconv") else {
      print("normalize vs uconv skipped: uconv not found on PATH (install icu-devtools)")
      return
    }
    let files = Self.oracleFiles()
    #expect(files.count > 20)
    for file in files {
      let expected = try uconv.run(
        ["-f", "utf-8", "-t", "utf-8", "-x", "Any-\(form)"], input: Data(contentsOf: file))
      let ours = try UStrBinary.run(["normalize", "--form", form.rawValue, "--file", file.path])
      #expect(ours.exitCode == 0, "\(file.lastPathComponent): \(ours.stderrText)")
      #expect(ours.stdout == expected.stdout, "\(form) \(file.lastPathComponent)")
    }
  }

  // MARK: streaming

  /// About 30 MB of mixed text: NFD and NFC Latin, a ligature, conjoining jamo, marks out of
  /// order, an emoji ZWJ sequence, the ohm sign.
  static func largeText() -> String {
    // "Poke" U+0301 "mon", U+FB01, U+1100 U+1161 U+11A8, "e" U+0301 U+0316,
    // U+1F469 U+1F3FD U+200D U+1F680, U+2126
    let line = "Poke\u{301}mon Pok\u{E9}mon \u{FB01} \u{1100}\u{1161}\u{11A8} e\u{301}\u{316} 👩🏽‍🚀 \u{2126} "
    var text = ""
    var number = 0
    while text.utf8.count < 30_000_000 {
      text += line + String(number) + "\n"
      number += 1
    }
    return text
  }

  @Test func aLargeStandardInputIsNormalizedExactlyInBoundedMemory() throws {
    let text = Self.largeText()
    let input = Data(text.utf8)
    let form = NormalizationForm.nfkc
    let expected = Data(try Normalizer(form).normalize(text).utf8)
    guard case .success(let time) = Peer.find("time") else {
      let result = try UStrBinary.run(["normalize", "--form", form.rawValue], input: input)
      #expect(result.stdout == expected)
      print("normalize memory check skipped: /usr/bin/time not found")
      return
    }
    // GNU time prints the peak resident set size in KiB on the last line of stderr.
    func run(_ input: Data) throws -> (ProcessOutput, Int) {
      let result = try time.run(
        ["-f", "%M", UStrBinary.path, "normalize", "--form", form.rawValue], input: input)
      let kibibytes = Int(result.stderrText.split(separator: "\n").last ?? "") ?? 0
      return (result, kibibytes)
    }
    let (large, largePeak) = try run(input)
    let (_, smallPeak) = try run(Data("x".utf8))
    #expect(large.exitCode == 0)
    #expect(large.stdout == expected)
    // Holding the input alone would take 30 MB; streaming stays within a few chunks.
    #expect(largePeak - smallPeak < 10_000, "peak \(largePeak) KiB vs \(smallPeak) KiB for 1 byte")
  }

  // MARK: --check

  @Test func checkOfNFCTextIsExactlyAsDocumented() throws {
    let result = try UStrBinary.run(["normalize", "--check", "Pok\u{E9}mon"])
    #expect(result.exitCode == 0)
    let expected = """
      in NFC: yes

        form  quick check  in form  changes  first change                grapheme  scalar  utf16  utf8
        NFC   yes          yes            0
        NFD   no           no             1  é U+00E9 → é U+0065 U+0301         3       3      3     3
        NFKC  yes          yes            0
        NFKD  no           no             1  é U+00E9 → é U+0065 U+0301         3       3      3     3
      normalization: ICU \(ICU.version) (Unicode \(ICU.unicodeVersion))

      """
    #expect(result.stdoutText == expected, "got:\n\(result.stdoutText)")
  }

  @Test(arguments: [
    ("Pok\u{E9}mon", [0, 1, 0, 1]),
    ("Poke\u{301}mon", [1, 0, 1, 0]),
    ("\u{FB01}", [0, 0, 1, 1]),
    ("ascii", [0, 0, 0, 0]),
  ])
  func checkExitCodeSaysWhetherTheTextIsInTheForm(text: String, codes: [Int32]) throws {
    for (form, code) in zip(NormalizationForm.allCases, codes) {
      let result = try UStrBinary.run(["normalize", "--check", "--form", form.rawValue, text])
      #expect(result.exitCode == code, "\(text) in \(form)")
    }
  }

  @Test func checkJSONNamesEachFormAndItsFirstChange() throws {
    let result = try UStrBinary.run(["normalize", "--check", "--format", "json", "Poke\u{301}mon"])
    #expect(result.exitCode == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    #expect(json["form"] as? String == "nfc")
    #expect(json["isNormalized"] as? Bool == false)
    let forms = try #require(json["normalization"] as? [String: [String: Any]])
    #expect(Set(forms.keys) == ["nfc", "nfd", "nfkc", "nfkd"])
    #expect(forms["nfc"]?["quickCheck"] as? String == "maybe")
    #expect(forms["nfd"]?["isNormalized"] as? Bool == true)
    #expect(forms["nfc"]?["changedClusterCount"] as? Int == 1)
    let change = try #require((forms["nfc"]?["changedClusters"] as? [[String: Any]])?.first)
    #expect(change["graphemeOffset"] as? Int == 3)
    #expect(change["utf8Offset"] as? Int == 3)
    #expect(change["before"] as? String == "e\u{301}")
    #expect(change["after"] as? String == "\u{E9}")
  }

  /// JSON Lines of a check: a header, a message per changed cluster naming its form, and a
  /// summary; put back together they are the JSON document, key for key. Both list every
  /// change.
  @Test func checkJSONLinesCarriesTheDocumentsChangedClustersOneMessageEach() throws {
    let text = String(repeating: "Poke\u{301}mon \u{1FF} \u{FB01} \u{AC00}\u{11A8} ", count: 30)
    let document = try UStrBinary.run(["normalize", "--check", "--format", "json", text])
    let lines = try UStrBinary.run(["normalize", "--check", "--format", "jsonl", text])
    #expect(lines.exitCode == 1)
    var expected = try #require(try JSONSerialization.jsonObject(with: document.stdout) as? [String: Any])
    let messages = try lines.stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(messages.first?["type"] as? String == "header")
    #expect(messages.last?["type"] as? String == "summary")
    var rebuilt = try #require(messages.first?["data"] as? [String: Any])
    rebuilt.merge(try #require(messages.last?["data"] as? [String: Any])) { first, _ in first }
    var forms = try #require(rebuilt["normalization"] as? [String: [String: Any]])
    for (name, form) in forms {
      #expect((form["changedClusters"] as? [Any])?.isEmpty == true, "\(name): rows only in messages")
      #expect((form["changedGraphemeOffsets"] as? [Any])?.isEmpty == true, "\(name): rows only in messages")
      let changes = messages.filter {
        $0["type"] as? String == "changedCluster" && $0["form"] as? String == name
      }.map { $0["data"]! }
      forms[name]?["changedClusters"] = changes
      forms[name]?["changedGraphemeOffsets"] = changes.map { ($0 as? [String: Any])?["graphemeOffset"] as Any }
    }
    rebuilt["normalization"] = forms
    let rows = messages.filter { $0["type"] as? String == "changedCluster" }
    let documentForms = try #require(expected["normalization"] as? [String: [String: Any]])
    let changeCount = documentForms.values.compactMap { $0["changedClusterCount"] as? Int }.reduce(0, +)
    #expect(changeCount == 300)
    // JSON and JSON Lines list every change.
    let listed = documentForms.values.compactMap { ($0["changedClusters"] as? [Any])?.count }.reduce(0, +)
    #expect(listed == changeCount)
    #expect(rows.count == listed)
    expected["input"] = rebuilt["input"]
    let canonical = { (value: [String: Any]) in try JSONSerialization.data(withJSONObject: value, options: .sortedKeys) }
    #expect(try canonical(rebuilt) == canonical(expected))
  }

  @Test(arguments: ["table", "json"])
  func noRawControlCharacterFromTheInputReachesStdoutInACheck(format: String) throws {
    let result = try UStrBinary.run(
      ["normalize", "--check", "--format", format],
      input: Data((InspectCommandTests.dangerousText + "e\u{301}\u{1B}\u{301}").utf8))
    #expect(result.exitCode == 1)
    let output = [UInt8](result.stdout)
    for bytes in InspectCommandTests.dangerousBytes {
      #expect(!output.contains(bytes), "raw \(bytes) reached stdout in \(format)")
    }
    #expect(!output.contains { $0 < 0x20 && $0 != 0x0A })
  }
}
