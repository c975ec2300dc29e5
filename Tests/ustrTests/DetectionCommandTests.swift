import Foundation
import Testing
import UStrTestSupport

/// `--encoding auto` on corpus text encoded by Python's codecs: what ICU's detector gets right,
/// and, where it is wrong, what ustr says (so a change in ICU or in ustr shows). And
/// `--detect-bytes`, which lets detection read past the first 64 KiB.
@Suite("Encoding detection, end to end")
struct DetectionCommandTests {
  static let python = try? Peer.find("python3").get()
  static let corpus = try? SharedData.corpusRoot.get()

  /// The first 6000 characters of a corpus text, encoded by Python (characters the codec lacks
  /// dropped).
  static func encoded(_ language: String, codec: String) throws -> [UInt8] {
    let python = try #require(Self.python)
    let path = try #require(Self.corpus).appendingPathComponent("wikipedia_mars/\(language).utf8.txt").path
    let script = """
      import sys
      text = open(sys.argv[1], encoding='utf-8').read()[:6000]
      sys.stdout.buffer.write(text.encode(sys.argv[2], 'ignore'))
      """
    let result = try python.run(["-c", script, path, codec])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    return [UInt8](result.stdout)
  }

  static func detected(_ bytes: [UInt8], _ arguments: [String] = []) throws -> (encoding: String?, confidence: Int?) {
    let result = try UStrBinary.run(["lengths", "--encoding", "auto", "--format", "json"] + arguments, input: Data(bytes))
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let input = try #require(object["input"] as? [String: Any])
    #expect(input["encodingSource"] as? String == "detected")
    return (input["encoding"] as? String, input["confidence"] as? Int)
  }

  /// (corpus text, Python codec, what ustr names, the least confidence expected).
  static let rightCases: [(String, String, String, Int)] = [
    ("french", "cp1252", "windows-1252", 30), ("german", "cp1252", "windows-1252", 30),
    ("turkish", "cp1254", "windows-1254", 20),
    // Cyrillic is named right, with little confidence (14 on these texts).
    ("russian", "iso8859_5", "ISO-8859-5", 10), ("russian", "koi8_r", "KOI8-R", 10),
    ("russian", "cp1251", "windows-1251", 10),
    ("japanese", "euc_jp", "EUC-JP", 90), ("japanese", "shift_jis", "Shift_JIS", 90),
    ("japanese", "iso2022_jp", "ISO-2022-JP", 90), ("chinese", "gb18030", "GB18030", 80),
    ("chinese", "big5", "Big5", 80), ("korean", "euc_kr", "EUC-KR", 90),
    // Without a BOM: ustr's own NUL count for UTF-16, ICU's detector for UTF-32.
    ("french", "utf-16-be", "UTF-16BE", 80), ("japanese", "utf-16-le", "UTF-16LE", 60),
    ("french", "utf-32-le", "UTF-32LE", 90), ("french", "utf-32-be", "UTF-32BE", 90),
    // ICU ranks ISO-8859-2 (35) and ISO-8859-1 above ISO-8859-7 (14) on the Greek page, and
    // ISO-8859-1 (26) above ISO-8859-8-I (21) on the Hebrew one: in those, the Greek and Hebrew
    // words read as accented Latin letters only, which the re-ranking counts against them.
    ("greek", "iso8859_7", "ISO-8859-7", 10), ("hebrew", "iso8859_8", "ISO-8859-8", 10),
    ("hebrew", "cp1255", "windows-1255", 10),
  ]

  @Test(
    .enabled(if: python != nil && corpus != nil, "needs python3 and the shared corpus"),
    arguments: rightCases.indices)
  func detectionNamesTheEncoding(_ index: Int) throws {
    let (language, codec, name, least) = Self.rightCases[index]
    let found = try Self.detected(try Self.encoded(language, codec: codec))
    #expect(found.encoding == name, "\(language) in \(codec)")
    #expect((found.confidence ?? 0) >= least, "\(language) in \(codec): \(found.confidence ?? -1)")
  }

  @Test(.enabled(if: python != nil && corpus != nil, "needs python3 and the shared corpus"))
  func arabicIsNoLongerTakenForLatin1() throws {
    // ICU ranks ISO-8859-1 first on Arabic windows-1256; its Latin-1 text has capitals inside
    // words, so the windows-1256 candidate (whose text reads well) comes first.
    let found = try Self.detected(try Self.encoded("arabic", codec: "cp1256"))
    #expect(found.encoding == "windows-1256")
  }

  /// Greek windows-1253 without a byte in 80–9F differs from ISO-8859-7 only where its "Ά" is
  /// A2 (ISO-8859-7's B6): ICU's detector names ISO-8859-7, and nothing in the decoded text
  /// tells them apart ("Άρης" reads "’ρης"). ustr says what it chose and how sure ICU was;
  /// `--encoding windows-1253` is the way out.
  @Test(.enabled(if: python != nil && corpus != nil, "needs python3 and the shared corpus"))
  func greekWindows1253IsReadAsISO8859_7AndSaysSo() throws {
    let bytes = try Self.encoded("greek", codec: "cp1253")
    let found = try Self.detected(bytes)
    #expect(found.encoding == "ISO-8859-7")
    let result = try UStrBinary.run(["lengths", "--encoding", "auto"], input: Data(bytes))
    #expect(
      result.stderrText.contains("read as ISO-8859-7 (from detection, confidence \(found.confidence ?? 0))"),
      "\(result.stderrText)")
  }

  @Test(.enabled(if: python != nil && corpus != nil, "needs python3 and the shared corpus"))
  func detectBytesReadsPastTheFirst64KiB() throws {
    // 70 000 bytes of ASCII, then Shift_JIS: the first 64 KiB say nothing of it.
    let bytes = [UInt8](repeating: 0x61, count: 69_999) + [0x0A] + (try Self.encoded("japanese", codec: "shift_jis"))
    let head = try Self.detected(bytes)
    #expect(head.encoding != "Shift_JIS")
    for limit in ["all", "200000"] {
      #expect(try Self.detected(bytes, ["--detect-bytes", limit]).encoding == "Shift_JIS", "\(limit)")
    }
    // The whole-text path (a file read at once) and the streamed one (standard input) agree.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-detect-\(UUID().uuidString).txt")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    for command in ["lengths", "normalize"] {
      let result = try UStrBinary.run([command, "--encoding", "auto", "--detect-bytes", "all", "--file", file.path])
      #expect(result.stderrText.contains("read as Shift_JIS (from detection"), "\(command): \(result.stderrText)")
    }
    let refused = try UStrBinary.run(["lengths", "--detect-bytes", "0", "x"])
    #expect(refused.exitCode == 64)
  }
}

/// Short texts, encoded by Python's codecs: the hint names the right encoding first, marked
/// "low" when ICU's own confidence is 10 or less.
@Suite("Encoding hints on short text, end to end")
struct ShortTextDetectionCommandTests {
  static let python = DetectionCommandTests.python

  /// 580 bytes of `text` in Python's `codec`.
  static func encoded(_ text: String, codec: String) throws -> [UInt8] {
    let python = try #require(Self.python)
    let script = "import sys; sys.stdout.buffer.write(sys.argv[1].encode(sys.argv[2])[:580])"
    let result = try python.run(["-c", script, text, codec])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    return [UInt8](result.stdout)
  }

  // A Russian pangram and a Japanese sentence, repeated.
  static let cases: [(String, String, String)] = [
    (String(repeating: "Съешь же ещё этих мягких французских булок, да выпей чаю. ", count: 12), "koi8_r", "KOI8-R"),
    (String(repeating: "Съешь же ещё этих мягких французских булок, да выпей чаю. ", count: 12), "cp1251", "windows-1251"),
    (String(repeating: "日本語のテキストです。これは短い文章で、検出の試験に使います。", count: 12), "shift_jis", "Shift_JIS"),
  ]

  @Test(.enabled(if: python != nil, "needs python3 (its codecs write the samples)"), arguments: 0..<3)
  func shortTextGetsAHintNamingItsEncoding(_ index: Int) throws {
    let (text, codec, name) = Self.cases[index]
    let bytes = try Self.encoded(text, codec: codec)
    let result = try UStrBinary.run(["lengths", "--format", "json"], input: Data(bytes))
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let likely = try #require((object["input"] as? [String: Any])?["likelyEncodings"] as? [[String: Any]])
    let first = try #require(likely.first)
    #expect(first["name"] as? String == name, "\(likely)")
    let confidence = try #require(first["confidence"] as? Int)
    let label = confidence <= 10 ? "\(name) (confidence \(confidence), low)" : "\(name) (confidence \(confidence))"
    #expect(result.stderrText.contains("ICU's detector suggests \(label)"), "\(result.stderrText)")
    let auto = try UStrBinary.run(["lengths", "--encoding", "auto"], input: Data(bytes))
    #expect(auto.stderrText.contains("read as \(name) (from detection, confidence \(confidence))"), "\(auto.stderrText)")
  }

  @Test(.enabled(if: python != nil && DetectionCommandTests.corpus != nil, "needs python3 and the shared corpus"))
  func russianLipsumInKOI8RIsNotTakenForGreek() throws {
    let python = try #require(Self.python)
    let path = try #require(DetectionCommandTests.corpus).appendingPathComponent("lipsum/Russian-Lipsum.utf8.txt").path
    let script = "import sys; sys.stdout.buffer.write(open(sys.argv[1], encoding='utf-8').read().encode('koi8_r', 'ignore'))"
    let result = try python.run(["-c", script, path])
    let bytes = [UInt8](result.stdout)
    // The whole text, and 580-byte windows of it.
    for start in [0, 1000, 5000, 20_000, 40_000] where start < bytes.count {
      let window = start == 0 ? bytes : Array(bytes[start..<min(bytes.count, start + 580)])
      let auto = try UStrBinary.run(["lengths", "--encoding", "auto"], input: Data(window))
      #expect(auto.stderrText.contains("read as KOI8-R (from detection"), "at \(start): \(auto.stderrText)")
    }
  }
}
