import Foundation
import Testing
import UStrTestSupport

/// `inspect`'s "input" column and JSON `inputOffset`, and `offset`'s `position.inputOffset`,
/// for input that is not UTF-8, checked against the offsets Python's codecs give.
@Suite("Input byte offsets, end to end, against Python")
struct InputOffsetCommandTests {
  static let python = try? Peer.find("python3").get()

  /// A text in an encoding: its bytes and each scalar's byte offset in them, then the end,
  /// as Python encodes it (a BOM, when the encoding name asks for one, counted in).
  struct Encoded {
    var bytes: [UInt8]
    /// One offset a scalar, then the input's length.
    var scalarOffsets: [Int]
  }

  static func encode(_ text: String, as codec: String, bom: Bool) throws -> Encoded {
    let python = try #require(Self.python)
    let script = """
      import sys, json
      text = sys.stdin.buffer.read().decode('utf-8')
      codec, bom = sys.argv[1], sys.argv[2] == '1'
      prefix = '\\ufeff'.encode(codec) if bom else b''
      offsets, at = [], len(prefix)
      for ch in text:
          offsets.append(at)
          at += len(ch.encode(codec))
      offsets.append(at)
      print(json.dumps({'bytes': list(prefix + text.encode(codec)), 'offsets': offsets}))
      """
    let result = try python.run(["-c", script, codec, bom ? "1" : "0"], input: Data(text.utf8))
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    return Encoded(
      bytes: try #require(object["bytes"] as? [Int]).map(UInt8.init),
      scalarOffsets: try #require(object["offsets"] as? [Int]))
  }

  /// "Pokémon" with e + U+0301, CJK, an emoji (a surrogate pair), a second line.
  static let utf16Text = "Pokémon e\u{301} 日本 😀\nline 2"
  /// Kanji (2 bytes), ASCII and half-width katakana (1 byte each), a full-width digit.
  static let shiftJISText = "日本語のテキスト abc ｶﾀｶﾅ\n２行目"

  /// The inputs: UTF-16LE with its BOM (read by the BOM), Shift_JIS (by --encoding).
  static let cases: [(codec: String, text: String, bom: Bool, arguments: [String])] = [
    ("utf-16-le", utf16Text, true, []),
    ("shift_jis", shiftJISText, false, ["--encoding", "Shift_JIS"]),
    // Over 64 scalars: `offset` keeps a checkpoint every 64 and steps from it.
    ("shift_jis", String(repeating: shiftJISText + "\n", count: 12), false, ["--encoding", "sjis"]),
  ]

  @Test(.enabled(if: python != nil, "needs python3"), arguments: 0..<3)
  func inspectRowsGiveTheOffsetsPythonGives(_ index: Int) throws {
    let input = Self.cases[index]
    let encoded = try Self.encode(input.text, as: input.codec, bom: input.bom)
    let json = try UStrBinary.run(["inspect", "--format", "json"] + input.arguments, input: Data(encoded.bytes))
    #expect(json.exitCode == 0, "\(json.stderrText)")
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    let scalars = try #require(object["graphemes"] as? [[String: Any]]).flatMap {
      ($0["scalars"] as? [[String: Any]]) ?? []
    }
    #expect(scalars.map { $0["inputOffset"] as? Int } == encoded.scalarOffsets.dropLast().map { $0 })
    // The table's "input" column shows the same offsets, one row a scalar.
    let table = try UStrBinary.run(
      ["inspect", "--columns", "code-point,input"] + input.arguments, input: Data(encoded.bytes))
    let rows = table.stdoutText.split(separator: "\n").filter { $0.hasPrefix("U+") }
    #expect(rows.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } } == Array(encoded.scalarOffsets.dropLast()))
    #expect(table.stdoutText.hasPrefix("code point  input\n") || table.stdoutText.contains("\ncode point  input\n"))
  }

  @Test(.enabled(if: python != nil, "needs python3"), arguments: 0..<3)
  func offsetGivesThePositionsOffsetInTheInput(_ index: Int) throws {
    let input = Self.cases[index]
    let encoded = try Self.encode(input.text, as: input.codec, bom: input.bom)
    let scalarCount = encoded.scalarOffsets.count - 1
    for scalarOffset in [0, 1, 4, scalarCount - 3, scalarCount] {
      let result = try UStrBinary.run(
        ["offset", "--unit", "scalar", String(scalarOffset), "--format", "json"] + input.arguments,
        input: Data(encoded.bytes))
      #expect(result.exitCode == 0, "\(result.stderrText)")
      let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let position = try #require(object["position"] as? [String: Any])
      #expect(position["inputOffset"] as? Int == encoded.scalarOffsets[scalarOffset], "scalar \(scalarOffset)")
      let table = try UStrBinary.run(
        ["offset", "--unit", "scalar", String(scalarOffset)] + input.arguments, input: Data(encoded.bytes))
      let row = table.stdoutText.split(separator: "\n").first { $0.hasPrefix("input ") }
      #expect(row?.split(separator: " ").dropFirst().first == "\(encoded.scalarOffsets[scalarOffset])"[...])
    }
  }

  @Test func offsetInsideAScalarHasNoInputOffset() throws {
    // "a😀" in UTF-16BE with its BOM: UTF-16 offset 2 falls between 😀's surrogates.
    let bytes: [UInt8] = [0xFE, 0xFF, 0x00, 0x61, 0xD8, 0x3D, 0xDE, 0x00]
    let result = try UStrBinary.run(["offset", "--unit", "utf16", "2", "--format", "json"], input: Data(bytes))
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let position = try #require(object["position"] as? [String: Any])
    #expect(position["inputOffset"] is NSNull)
    let boundary = try UStrBinary.run(["offset", "--unit", "utf16", "1", "--format", "json"], input: Data(bytes))
    let at = try #require(try JSONSerialization.jsonObject(with: boundary.stdout) as? [String: Any])
    #expect((at["position"] as? [String: Any])?["inputOffset"] as? Int == 4)
  }

  @Test func utf8InputHasNoInputOffsetsAnywhere() throws {
    let offset = try UStrBinary.run(["offset", "--unit", "scalar", "1", "--format", "json", "né"])
    let object = try #require(try JSONSerialization.jsonObject(with: offset.stdout) as? [String: Any])
    #expect((object["position"] as? [String: Any])?.keys.contains("inputOffset") == false)
    #expect(!(try UStrBinary.run(["offset", "--unit", "scalar", "1", "né"])).stdoutText.contains("\ninput "))
    let inspect = try UStrBinary.run(["inspect", "né"])
    #expect(!inspect.stdoutText.contains(" input"))
  }

  /// `offset --unit input N`: UTF-16 with a BOM (found by the BOM, or read by ICU's "UTF-16"
  /// converter, which drops it too), Shift_JIS, UTF-32BE, each as Python encodes it.
  static let fromInputCases: [(codec: String, text: String, bom: Bool, arguments: [String])] = [
    ("utf-16-le", utf16Text, true, []),
    ("shift_jis", shiftJISText, false, ["--encoding", "Shift_JIS"]),
    ("utf-32-be", "Pokémon 😀 日本\nx", false, ["--encoding", "UTF-32BE"]),
    ("utf-16-be", utf16Text, true, []),
    ("utf-16-be", utf16Text, true, ["--encoding", "UTF-16"]),
    ("utf-16-le", utf16Text, true, ["--encoding", "utf16"]),
  ]

  @Test(.enabled(if: python != nil, "needs python3"), arguments: 0..<6)
  func offsetFromInputFindsEveryScalarWherePythonPutsIt(_ index: Int) throws {
    let input = Self.fromInputCases[index]
    let encoded = try Self.encode(input.text, as: input.codec, bom: input.bom)
    #expect(encoded.scalarOffsets.last == encoded.bytes.count)
    for (scalarOffset, inputOffset) in encoded.scalarOffsets.enumerated() {
      let result = try UStrBinary.run(
        ["offset", "--unit", "input", String(inputOffset), "--format", "json"] + input.arguments,
        input: Data(encoded.bytes))
      #expect(result.exitCode == 0, "input \(inputOffset): \(result.stderrText)")
      let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let position = try #require(object["position"] as? [String: Any])
      #expect(position["scalarOffset"] as? Int == scalarOffset, "input \(inputOffset)")
      #expect(position["inputOffset"] as? Int == inputOffset)
      #expect(object["inputOffsetRequest"] as? Int == inputOffset)
      #expect(object["unit"] as? String == "scalar")
    }
    // Every other byte starts no scalar: refused, naming the scalar starts around it.
    let starts = Set(encoded.scalarOffsets)
    for inputOffset in 0..<encoded.bytes.count where !starts.contains(inputOffset) {
      let result = try UStrBinary.run(
        ["offset", "--unit", "input", String(inputOffset)] + input.arguments, input: Data(encoded.bytes))
      #expect(result.exitCode == 2, "input \(inputOffset)")
      let upper = try #require(encoded.scalarOffsets.first { $0 > inputOffset })
      if let lower = encoded.scalarOffsets.last(where: { $0 < inputOffset }) {
        #expect(
          result.stderrText.contains("nearest scalar starts are \(lower) (U+")
            && result.stderrText.contains(" and \(upper) ("), "input \(inputOffset): \(result.stderrText)")
      } else {
        #expect(result.stderrText.contains("byte order mark"), "\(result.stderrText)")
        #expect(result.stderrText.contains("the text starts at input offset \(upper) (U+"))
      }
    }
    let past = try UStrBinary.run(
      ["offset", "--unit", "input", String(encoded.bytes.count + 1)] + input.arguments, input: Data(encoded.bytes))
    #expect(past.exitCode == 2)
    #expect(past.stderrText.contains("input offsets go from 0 to \(encoded.bytes.count)"))
  }

  @Test func aBOMReadWithAnEndianEncodingIsTheFirstScalar() throws {
    // UTF-16BE named outright reads FE FF as U+FEFF (ICU's UTF-16BE converter keeps it), so the
    // text starts at input offset 0.
    let bytes: [UInt8] = [0xFE, 0xFF, 0x00, 0x61, 0xD8, 0x3D, 0xDE, 0x00]
    for (inputOffset, scalarOffset) in [(0, 0), (2, 1), (4, 2), (8, 3)] {
      let result = try UStrBinary.run(
        ["offset", "--unit", "input", String(inputOffset), "--encoding", "UTF-16BE", "--format", "json"],
        input: Data(bytes))
      #expect(result.exitCode == 0, "\(result.stderrText)")
      let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      #expect((object["position"] as? [String: Any])?["scalarOffset"] as? Int == scalarOffset)
    }
    let inside = try UStrBinary.run(["offset", "--unit", "input", "1", "--encoding", "UTF-16BE"], input: Data(bytes))
    #expect(inside.exitCode == 2)
    #expect(inside.stderrText.contains("inside the input bytes 0..<2 of U+FEFF, scalar 0"), "\(inside.stderrText)")
  }

  @Test func offsetFromInputOfUTF8CountsTheInputsBytesThroughIllFormedOnes() throws {
    // a FF b 日 C3: FF and the cut-short C3 are each one U+FFFD (3 bytes) in the text.
    let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE6, 0x97, 0xA5, 0xC3]
    let expected: [Int: (scalar: Int, utf8: Int)] = [0: (0, 0), 1: (1, 1), 2: (2, 4), 3: (3, 5), 6: (4, 8), 7: (5, 11)]
    for inputOffset in 0...7 {
      let result = try UStrBinary.run(
        ["offset", "--unit", "input", String(inputOffset), "--format", "json"], input: Data(bytes))
      guard let want = expected[inputOffset] else {
        #expect(result.exitCode == 2)
        #expect(result.stderrText.contains("inside the input bytes 3..<6 of U+65E5"), "\(result.stderrText)")
        continue
      }
      #expect(result.exitCode == 0, "\(result.stderrText)")
      let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let position = try #require(object["position"] as? [String: Any])
      #expect(position["scalarOffset"] as? Int == want.scalar, "input \(inputOffset)")
      #expect(position["utf8Offset"] as? Int == want.utf8, "input \(inputOffset)")
      #expect(position["inputOffset"] as? Int == inputOffset)
    }
    // A UTF-8 BOM stays in the text as U+FEFF, so input offsets are the UTF-8 offsets.
    let marked = try UStrBinary.run(
      ["offset", "--unit", "input", "3", "--format", "json"], input: Data([0xEF, 0xBB, 0xBF, 0x61, 0x62]))
    let object = try #require(try JSONSerialization.jsonObject(with: marked.stdout) as? [String: Any])
    #expect((object["position"] as? [String: Any])?["utf8Offset"] as? Int == 3)
    // The table names the request.
    let table = try UStrBinary.run(["offset", "--unit", "input", "1", "né"])
    #expect(table.stdoutText.hasPrefix("input offset 1 = scalar offset 1 of 2: "))
  }
}
