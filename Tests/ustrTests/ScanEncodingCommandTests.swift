import Foundation
import Testing
import UStrTestSupport

/// `ustr scan` on files not in UTF-8, end to end: byte order marks, `--encoding`, findings at
/// the offsets Python's codecs report, and how each output format names the encoding.
@Suite("ustr scan of other encodings, end to end")
struct ScanEncodingCommandTests {
  static let python = try? Peer.find("python3").get()

  /// A fresh directory holding `files` (name → bytes).
  static func directory(_ files: [String: [UInt8]]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-scan-encoding-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, bytes) in files {
      try Data(bytes).write(to: directory.appendingPathComponent(name))
    }
    return directory
  }

  /// `text` encoded by Python's codec `codec` with `bad` (raw bytes) between `text` and `tail`,
  /// and where Python's decoder says the first undecodable byte is (`UnicodeDecodeError.start`).
  static func pythonBytes(_ text: String, bad: [UInt8], tail: String, codec: String) throws
    -> (bytes: [UInt8], errorStart: Int)
  {
    let python = try #require(Self.python)
    // The bytes on standard output, where Python's decoder stops on standard error.
    let script = """
      import sys
      codec, text, bad, tail = sys.argv[1], sys.argv[2], bytes.fromhex(sys.argv[3]), sys.argv[4]
      data = text.encode(codec) + bad + tail.encode(codec)
      try:
          data.decode(codec)
          start = -1
      except UnicodeDecodeError as error:
          start = error.start
      sys.stdout.buffer.write(data)
      sys.stderr.write(str(start))
      """
    let hex = bad.map { String(format: "%02X", $0) }.joined()
    let result = try python.run(["-c", script, codec, text, hex, tail])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    return ([UInt8](result.stdout), try #require(Int(result.stderrText)))
  }

  /// (Python codec, ustr's name, text before, the undecodable bytes, text after, the rule ustr
  /// reports there). ICU maps windows-1252's 81 to the C1 control U+0081, which Python leaves
  /// undefined: a `control` finding at the same offset.
  static let unmappable: [(String, String, String, [UInt8], String, String)] = [
    ("shift_jis", "Shift_JIS", "日本語のテキスト\n二行目 ", [0x85, 0x40], " end\n", "invalid-input"),
    ("cp1253", "windows-1253", "Καλημέρα\nκόσμε ", [0xD2], " τέλος\n", "invalid-input"),
    ("cp1252", "windows-1252", "café\nnaïve ", [0x81], " x\n", "control"),
  ]

  @Test(.enabled(if: python != nil, "needs python3 (its codecs are the oracle)"), arguments: 0..<3)
  func undecodableByteIsFoundWherePythonsCodecReportsIt(index: Int) throws {
    let (codec, name, text, bad, tail, rule) = Self.unmappable[index]
    let (bytes, errorStart) = try Self.pythonBytes(text, bad: bad, tail: tail, codec: codec)
    #expect(errorStart >= 0)
    let directory = try Self.directory(["legacy.txt": bytes])
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("legacy.txt").path
    let (findings, summary, result) = try ScanCommandTests.findings(
      ["--encoding", codec, "--profile", "code", file])
    #expect(result.exitCode == 1, "\(result.stderrText)")
    let finding = try #require(findings.first { $0["rule"] as? String == rule })
    #expect(finding["inputOffset"] as? Int == errorStart)
    #expect(finding["encoding"] as? String == name)
    #expect(finding["lineNumber"] as? Int == 2)
    // The column counts the decoded line's scalars before it: "二行目 ", "κόσμε ", "naïve ".
    #expect((finding["columnNumber"] as? [String: Int])?["scalar"] == text.split(separator: "\n").last!.unicodeScalars.count + 1)
    if rule == "invalid-input" {
      let sequence = try #require((finding["invalidInput"] as? [[String: Any]])?.first)
      #expect(sequence["inputOffset"] as? Int == errorStart)
      #expect(sequence["bytes"] as? [String] == bad.map { String(format: "%02X", $0) })
      #expect(finding["invalidInputCount"] as? Int == 1)
    }
    let inputs = try #require(summary["inputs"] as? [[String: Any]])
    #expect(inputs.map { $0["encoding"] as? String } == [name])
    #expect(inputs.map { $0["encodingSource"] as? String } == ["option"])
    #expect(inputs.map { $0["byteCount"] as? Int } == [bytes.count])
  }

  /// "if admin RLO { // x" and a tag character in UTF-16LE with its BOM, and the same text as
  /// UTF-8 and as UTF-16LE without a BOM.
  static let text = "let a = 1\nif admin \u{202E} { // x\nsee \u{E0041}\u{E0042}\n"

  static func utf16LE(_ text: String) -> [UInt8] {
    text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }

  @Test func utf16FileWithByteOrderMarkIsScannedAndNamedInEveryFormat() throws {
    let directory = try Self.directory([
      "a.txt": Array(Self.text.utf8), "b.txt": [0xFF, 0xFE] + Self.utf16LE(Self.text),
      "c.txt": Self.utf16LE(Self.text),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let (findings, summary, result) = try ScanCommandTests.findings(["--profile", "code", directory.path])
    #expect(result.exitCode == 1)
    let a = findings.filter { ($0["path"] as? String)?.hasSuffix("a.txt") == true }
    let b = findings.filter { ($0["path"] as? String)?.hasSuffix("b.txt") == true }
    #expect(!a.isEmpty)
    #expect(b.map { $0["rule"] as? String } == a.map { $0["rule"] as? String })
    #expect(b.map { $0["lineNumber"] as? Int } == a.map { $0["lineNumber"] as? Int })
    #expect(b.map { $0["columnNumber"] as? [String: Int] } == a.map { $0["columnNumber"] as? [String: Int] })
    // UTF-16LE: the BOM's 2 bytes, then 2 bytes a UTF-16 unit before the finding.
    #expect(b.map { $0["inputOffset"] as? Int } == [40, 40, 66])
    #expect(a.allSatisfy { $0["inputOffset"] == nil && $0["encoding"] == nil })
    let binary = try #require(summary["binaryFiles"] as? [String])
    #expect(binary.count == 1 && binary[0].hasSuffix("c.txt"))
    let likely = try #require(summary["binaryLikelyText"] as? [[String: Any]])
    #expect(likely.map { $0["encoding"] as? String } == ["UTF-16LE"])
    #expect(likely.map { ($0["path"] as? String)?.hasSuffix("c.txt") } == [true])
    let inputs = try #require(summary["inputs"] as? [[String: Any]])
    #expect(inputs.count == 1)
    #expect(inputs.first?["encoding"] as? String == "UTF-16LE")
    #expect(inputs.first?["encodingSource"] as? String == "bom")
    #expect(inputs.first?["byteCount"] as? Int == 2 + Self.utf16LE(Self.text).count)
    // A file skipped as binary was not read through.
    #expect(likely.first?["byteCount"] is NSNull)

    let human = try UStrBinary.run(["scan", "--profile", "code", directory.path])
    #expect(human.stdoutText.contains("read 1 file as UTF-16LE (byte order mark): "))
    #expect(human.stdoutText.contains("skipped 1 binary file (--binary scans them)"))
    #expect(human.stdoutText.contains(
      "c.txt looks like UTF-16LE text without a byte order mark: --encoding UTF-16LE (or auto) scans it"))
    let github = try UStrBinary.run(["scan", "--format", "github", directory.path])
    #expect(github.stdoutText.split(separator: "\n").filter { $0.contains("b.txt,line=2,col=10") }.count == 2)
  }

  @Test(.enabled(if: ScanCommandTests.hasJSONSchema && FileManager.default.fileExists(atPath: ScanCommandTests.sarifSchema), "needs python3 with jsonschema and ../shared/schemas"))
  func sarifNamesTheArtifactsEncodingAndItsByteOffsets() throws {
    let directory = try Self.directory([
      "a.txt": Array(Self.text.utf8), "b.txt": [0xFF, 0xFE] + Self.utf16LE(Self.text),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try UStrBinary.run(["scan", "--format", "sarif", directory.path])
    try ScanCommandTests.expectValidSARIF(result.stdout, in: directory, name: "out.sarif")
    let sarif = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let artifacts = try #require(run["artifacts"] as? [[String: Any]])
    #expect(artifacts.count == 1)
    #expect(artifacts.first?["encoding"] as? String == "UTF-16LE")
    #expect(((artifacts.first?["location"] as? [String: Any])?["uri"] as? String)?.hasSuffix("b.txt") == true)
    let results = try #require(run["results"] as? [[String: Any]])
    let places = results.compactMap { result -> (uri: String, index: Int?, byteOffset: Int?)? in
      guard let physical = ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any],
        let artifact = physical["artifactLocation"] as? [String: Any], let uri = artifact["uri"] as? String
      else { return nil }
      return (uri, artifact["index"] as? Int, (physical["region"] as? [String: Any])?["byteOffset"] as? Int)
    }
    let b = places.filter { $0.uri.hasSuffix("b.txt") }
    #expect(b.map(\.index) == [0, 0, 0])
    #expect(b.map(\.byteOffset) == [40, 40, 66])
    #expect(places.filter { $0.uri.hasSuffix("a.txt") }.allSatisfy { $0.index == nil })
  }

  @Test func lookAlikeIdentifiersInAUTF16FileCarryTheirFileOffsets() throws {
    // "let paypal = 1\nlet pаypal = 2\n" with a Cyrillic а (U+0430), UTF-16LE with a BOM.
    let text = "let paypal = 1\nlet p\u{430}ypal = 2\n"
    let directory = try Self.directory(["id.swift": [0xFF, 0xFE] + Self.utf16LE(text)])
    defer { try? FileManager.default.removeItem(at: directory) }
    let (findings, _, _) = try ScanCommandTests.findings([directory.path])
    let rules = findings.map { $0["rule"] as? String }
    #expect(rules == ["confusable-identifier", "skeleton-collision"])
    // The BOM, then 19 UTF-16 units ("let paypal = 1\nlet ") of 2 bytes.
    #expect(findings.map { $0["inputOffset"] as? Int } == [40, 40])
    #expect(findings.map { $0["encoding"] as? String } == ["UTF-16LE", "UTF-16LE"])
    #expect(findings.map { $0["utf8Offset"] as? Int } == [19, 19])
  }

  @Test func encodingOptionIsCheckedAndDiffStaysUTF8() throws {
    let unknown = try UStrBinary.run(["scan", "--encoding", "no-such-thing", "x"])
    #expect(unknown.exitCode == 64)
    #expect(unknown.stderrText.contains("unknown encoding 'no-such-thing'"))
    let diff = try UStrBinary.run(["scan", "--diff", "--encoding", "UTF-16LE"])
    #expect(diff.exitCode == 64)
    #expect(diff.stderrText.contains("--diff reads a unified diff as UTF-8"))
  }

  @Test func encodingAutoDecidesPerFile() throws {
    let directory = try Self.directory([
      "utf8.txt": Array(Self.text.utf8), "nobom.txt": Self.utf16LE(Self.text),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let (findings, summary, _) = try ScanCommandTests.findings(["--encoding", "auto", directory.path])
    let inputs = try #require(summary["inputs"] as? [[String: Any]])
    #expect(inputs.map { $0["encoding"] as? String } == ["UTF-16LE"])
    #expect(inputs.map { $0["encodingSource"] as? String } == ["detected"])
    #expect((summary["binaryFiles"] as? [String])?.isEmpty == true)
    let nobom = findings.filter { ($0["path"] as? String)?.hasSuffix("nobom.txt") == true }
    #expect(nobom.map { $0["inputOffset"] as? Int } == [38, 38, 64])
  }
}
