import Foundation
import Testing
import UStrCore
import UStrTestSupport

/// `--encoding`, byte order marks, detection hints and `ustr encodings`, end to end.
@Suite("Input encodings, end to end")
struct EncodingCommandTests {
  /// "Pokémon 😀" in UTF-16LE with its BOM: FF FE, then 2 bytes a unit (😀 = D83D DE00).
  static let utf16WithBOM: [UInt8] =
    [0xFF, 0xFE] + Array("Pokémon 😀".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }

  static func json(_ arguments: [String], input: [UInt8]) throws -> (object: [String: Any], stderr: String, exitCode: Int32) {
    let result = try UStrBinary.run(arguments + ["--format", "json"], input: Data(input))
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    return (object, result.stderrText, result.exitCode)
  }

  static func input(_ object: [String: Any]) throws -> [String: Any] {
    try #require(object["input"] as? [String: Any])
  }

  @Test func utf16ByteOrderMarkIsHonouredAndNamed() throws {
    let result = try Self.json(["lengths"], input: Self.utf16WithBOM)
    #expect(result.exitCode == 0)
    let input = try Self.input(result.object)
    #expect(input["encoding"] as? String == "UTF-16LE")
    #expect(input["encodingSource"] as? String == "bom")
    #expect(input["confidence"] is NSNull)
    #expect(input["byteCount"] as? Int == 22)
    #expect(input["invalidInputCount"] as? Int == 0)
    let lengths = try #require(result.object["lengths"] as? [[String: Any]])
    #expect(lengths.first { $0["id"] as? String == "swift.count" }?["value"] as? Int == 9)
    #expect(result.stderr.contains("read as UTF-16LE (from its byte order mark)"))
  }

  @Test func encodingUTF8ForcesUTF8OverAByteOrderMark() throws {
    let result = try Self.json(["lengths", "--encoding", "utf-8"], input: Self.utf16WithBOM)
    let input = try Self.input(result.object)
    #expect(input["encoding"] as? String == "UTF-8")
    #expect(input["encodingSource"] as? String == "option")
    #expect(result.object["invalidUTF8Count"] as? Int ?? 0 > 0)
  }

  @Test func utf8ByteOrderMarkIsNamedAndKeptAsText() throws {
    // EF BB BF, "a", FF: UTF-8 is read byte for byte, so U+FEFF stays and FF is byte 4.
    let result = try Self.json(["inspect"], input: [0xEF, 0xBB, 0xBF, 0x61, 0xFF])
    let input = try Self.input(result.object)
    #expect(input["encoding"] as? String == "UTF-8")
    #expect(input["encodingSource"] as? String == "bom")
    let counts = try #require(result.object["counts"] as? [String: Int])
    #expect(counts["scalar"] == 3)
    let invalid = try #require(result.object["invalidUTF8"] as? [[String: Any]])
    #expect(invalid.first?["utf8Offset"] as? Int == 4)
  }

  @Test func unmappableBytesAreReportedAtTheirInputOffset() throws {
    // FF is no Shift_JIS character (ICU calls it unmappable).
    let bytes: [UInt8] = [0x93, 0xFA, 0x96, 0x7B, 0xFF, 0x41]  // 日本, FF, A
    let result = try Self.json(["inspect", "--encoding", "sjis"], input: bytes)
    #expect(result.exitCode == 0)
    let input = try Self.input(result.object)
    #expect(input["encoding"] as? String == "Shift_JIS")
    #expect(input["encodingSource"] as? String == "option")
    let invalid = try #require(input["invalidInput"] as? [[String: Any]])
    #expect(invalid.count == 1)
    #expect(invalid.first?["inputOffset"] as? Int == 4)
    #expect(invalid.first?["bytes"] as? [String] == ["FF"])
    #expect(result.stderr.contains("is not valid Shift_JIS: 1 sequence(s) replaced by U+FFFD"))
  }

  @Test func strictRefusesUndecodableInput() throws {
    let result = try UStrBinary.run(["lengths", "--encoding", "sjis", "--strict"], input: Data([0x41, 0xFF]))
    #expect(result.exitCode == 2)
    #expect(result.stderrText.contains("is not valid Shift_JIS (--strict): unmappable sequence [FF] at byte 1"))
  }

  @Test func unknownEncodingIsRefused() throws {
    let result = try UStrBinary.run(["lengths", "--encoding", "klingon"], input: Data("a".utf8))
    #expect(result.exitCode == 2)
    #expect(result.stderrText.contains("unknown encoding 'klingon'"))
  }

  @Test func invalidUTF8GetsAHintNamingTheLikelyEncoding() throws {
    // Shift_JIS text, long enough for ICU's detector.
    let text = String(repeating: "日本語のテキストです。これはテストの文章で、十分な長さがあります。", count: 5)
    let bytes = try #require(Self.encode(text, as: "Shift_JIS"))
    let result = try Self.json(["lengths"], input: bytes)
    #expect(result.stderr.contains("ICU's detector suggests Shift_JIS (confidence 100)"))
    let input = try Self.input(result.object)
    let likely = try #require(input["likelyEncodings"] as? [[String: Any]])
    #expect(likely.first?["name"] as? String == "Shift_JIS")
    let auto = try Self.json(["lengths", "--encoding", "auto"], input: bytes)
    let chosen = try Self.input(auto.object)
    #expect(chosen["encoding"] as? String == "Shift_JIS")
    #expect(chosen["encodingSource"] as? String == "detected")
    #expect(chosen["confidence"] as? Int == 100)
    #expect(auto.object["invalidUTF8Count"] as? Int == 0)
  }

  @Test func utf16WithoutAByteOrderMarkIsRecognisedByItsNULs() throws {
    let bytes = Array(String(repeating: "Hello world, a plain text file.\n", count: 5).utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let result = try Self.json(["lengths"], input: bytes)
    #expect(result.stderr.contains("suggests UTF-16LE"))
    let auto = try Self.json(["lengths", "--encoding", "auto"], input: bytes)
    #expect(try Self.input(auto.object)["encoding"] as? String == "UTF-16LE")
  }

  @Test func validUTF8GetsNoHint() throws {
    let result = try Self.json(["lengths"], input: Array("Pokémon 日本".utf8))
    #expect(result.stderr == "")
    let input = try Self.input(result.object)
    #expect(input["encoding"] as? String == "UTF-8")
    #expect(input["encodingSource"] as? String == "default")
    #expect((input["likelyEncodings"] as? [Any])?.isEmpty == true)
  }

  @Test func compareNamesEachSidesEncoding() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-enc-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = directory.appendingPathComponent("a.txt")
    try Data(Self.utf16WithBOM).write(to: a)
    let result = try Self.json(["compare", "--file-a", a.path, "Pokémon 😀"], input: [])
    #expect((result.object["equal"] as? [String: Bool])?["scalar"] == true)
    let input = try Self.input(result.object)
    #expect((input["a"] as? [String: Any])?["encoding"] as? String == "UTF-16LE")
    #expect((input["b"] as? [String: Any])?["encodingSource"] as? String == "default")
  }

  @Test(arguments: [["normalize"], ["slice", "--unit", "scalar", "--range", "0..<9"]])
  func filtersWriteTheDecodedTextAsUTF8(_ arguments: [String]) throws {
    let result = try UStrBinary.run(arguments, input: Data(Self.utf16WithBOM))
    #expect(result.exitCode == 0)
    #expect(result.stdoutText.hasPrefix("Pokémon 😀"))
  }

  @Test func encodingsListsConvertersWithAliasesAndASCIICompatibility() throws {
    let result = try UStrBinary.run(["encodings", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let encodings = try #require(object["encodings"] as? [[String: Any]])
    #expect(encodings.count > 200)
    let latin1 = try #require(encodings.first { $0["name"] as? String == "ISO-8859-1" })
    #expect((latin1["aliases"] as? [String])?.contains("latin1") == true)
    #expect(latin1["asciiCompatible"] as? Bool == true)
    let utf16 = try #require(encodings.first { $0["name"] as? String == "UTF-16LE" })
    #expect(utf16["asciiCompatible"] as? Bool == false)
    let table = try UStrBinary.run(["encodings", "koi8"]).stdoutText
    #expect(table.contains("KOI8-R"))
    #expect(table.hasPrefix("name"))
  }

  @Test func inspectRowsGiveEachScalarsOffsetInTheInput() throws {
    let result = try Self.json(["inspect"], input: Self.utf16WithBOM)
    let graphemes = try #require(result.object["graphemes"] as? [[String: Any]])
    let scalars = graphemes.flatMap { ($0["scalars"] as? [[String: Any]]) ?? [] }
    // After the 2-byte BOM, 2 bytes a scalar; 😀 (a surrogate pair) last, at 2 + 2 × 8.
    #expect(scalars.map { $0["inputOffset"] as? Int } == (0..<9).map { 2 + 2 * $0 })
    let utf8 = try Self.json(["inspect"], input: Array("é".utf8))
    let row = try #require((utf8.object["graphemes"] as? [[String: Any]])?.first?["scalars"] as? [[String: Any]])
    #expect(row.first?["inputOffset"] == nil)
  }

  @Test func aLongRepairedStretchIsNamedByItsFirstCodePointsOnStandardError() throws {
    // One stretch of 2000 × "Ã©": 4000 scalars repaired into 2000, named by 16 each.
    let result = try UStrBinary.run(["demojibake"], input: Data(String(repeating: "Ã©", count: 2000).utf8))
    #expect(result.exitCode == 0)
    #expect(result.stdoutText == String(repeating: "é", count: 2000))
    let lines = result.stderrText.split(separator: "\n")
    #expect(!lines.isEmpty && lines.allSatisfy { $0.utf8.count < 400 }, "\(lines.map(\.utf8.count).max() ?? 0) bytes")
    #expect(
      lines.contains {
        $0.contains(" … and 3984 more -> U+00E9") && $0.hasSuffix(" … and 1984 more (encode ISO-8859-1, decode UTF-8)")
      }, "\(lines.first ?? "")")
  }

  @Test func demojibakeRepairsMojibakeKeepsTheRestAndReportsEachChange() throws {
    let result = try UStrBinary.run(["demojibake"], input: Data("PokÃ©mon in São Paulo\n".utf8))
    #expect(result.exitCode == 0)
    #expect(result.stdoutText == "Pokémon in São Paulo\n")
    #expect(
      result.stderrText
        == "ustr: repaired utf8 3..<7: U+00C3 U+00A9 -> U+00E9 (encode ISO-8859-1, decode UTF-8)\n")
    let json = try Self.json(["demojibake"], input: Array("PokÃƒÂ©mon".utf8))
    #expect(json.object["repaired"] as? String == "Pokémon")
    let change = try #require((json.object["changes"] as? [[String: Any]])?.first)
    let steps = try #require(change["steps"] as? [[String: String]])
    #expect(steps.map { $0["encoding"] } == ["windows-1252", "UTF-8", "ISO-8859-1", "UTF-8"])
  }

  /// Tens of thousands of changes (more than the spool holds in memory, so they wait in a
  /// temporary file) are all listed after the repaired text, in order, laid out as the
  /// document's other elements, and are the changes the table reports on standard error; JSON
  /// Lines lists the same. With no directory for the temporary file, the write fails: exit 74.
  @Test func demojibakeListsEveryChangeOfALongTextAfterTheText() throws {
    let line = "x Pok\u{C3}\u{A9}mon y\n"
    let count = 40_000
    let input = Data(String(repeating: line, count: count).utf8)
    let table = try UStrBinary.run(["demojibake"], input: input)
    #expect(table.stdoutText == String(repeating: "x Pokémon y\n", count: count))
    let reported = table.stderrText.split(separator: "\n").map { String($0.split(separator: " ")[3].dropLast()) }
    #expect(reported.count == count)
    let pretty = try UStrBinary.run(["demojibake", "--format", "json"], input: input)
    #expect(pretty.exitCode == 0)
    #expect(pretty.stdoutText.contains("\n  \"changes\": [\n    {\n      \"utf8Range\": [5, 9],\n"))
    #expect(pretty.stdoutText.contains("\n    }\n  ],\n  \"invalidUTF8Count\": 0,\n"))
    let object = try #require(try JSONSerialization.jsonObject(with: pretty.stdout) as? [String: Any])
    #expect(object["repaired"] as? String == table.stdoutText)
    #expect(object["changeCount"] as? Int == count)
    let changes = try #require(object["changes"] as? [[String: Any]])
    let ranges = changes.map { ($0["utf8Range"] as? [Int]).map { "\($0[0])..<\($0[1])" } ?? "" }
    #expect(ranges == reported)
    let lineLength = line.utf8.count
    #expect(changes.indices.allSatisfy { (changes[$0]["utf8Range"] as? [Int]) == [$0 * lineLength + 5, $0 * lineLength + 9] })
    // JSON Lines: a `change` message per change, the pieces of the text in `repaired` messages.
    let lines = try UStrBinary.run(["demojibake", "--format", "jsonl"], input: input)
    let messages = try lines.stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let changeMessages = messages.filter { $0["type"] as? String == "change" }.compactMap { $0["data"] }
    let sameChanges = try JSONSerialization.data(withJSONObject: changeMessages, options: [.sortedKeys])
    #expect(sameChanges == (try JSONSerialization.data(withJSONObject: changes, options: [.sortedKeys])))
    let pieces = messages.filter { $0["type"] as? String == "repaired" }
      .map { ($0["data"] as? [String: Any])?["text"] as? String ?? "" }
    #expect(pieces.joined() == table.stdoutText)
    #expect((messages.last?["data"] as? [String: Any])?["changeCount"] as? Int == count)
    let noDirectory = try UStrBinary.runShell(
      #"TMPDIR=/nonexistent/ustr "$USTR" demojibake --format json"#, input: input)
    #expect(noDirectory.exitCode == 74)
    #expect(noDirectory.stderrText.contains("cannot write a temporary file in '/nonexistent/ustr'"))
  }

  @Test func inspectAndCompareTellMojibake() throws {
    let inspect = try Self.json(["inspect"], input: Array("PokÃ©mon".utf8))
    let warning = try #require(
      (inspect.object["warnings"] as? [[String: Any]])?.first { $0["kind"] as? String == "mojibake" })
    #expect(warning["repaired"] as? String == "Pokémon")
    let portuguese = try Self.json(["inspect"], input: Array("SÃO PAULO e Ðórður".utf8))
    #expect((portuguese.object["warnings"] as? [[String: Any]])?.contains { $0["kind"] as? String == "mojibake" } == false)
    let compare = try Self.json(["compare", "Pokémon", "PokÃ©mon"], input: [])
    let relation = try #require(compare.object["mojibake"] as? [String: Any])
    #expect(relation["side"] as? String == "b")
    #expect(relation["repaired"] as? String == "Pokémon")
  }

  /// `text` encoded by ICU's `uconv`, or Python when uconv is absent; `nil` when neither is.
  static func encode(_ text: String, as encoding: String) -> [UInt8]? {
    if let uconv = try? Peer.find("uconv").get(),
      let result = try? uconv.run(["-f", "utf-8", "-t", encoding], input: Data(text.utf8)),
      result.exitCode == 0
    {
      return Array(result.stdout)
    }
    return nil
  }
}
