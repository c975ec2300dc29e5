import Foundation
import Testing
import UStrTestSupport

/// `offset --unit input N` on ISO-2022-JP, HZ and UTF-7, stateful encodings: escape sequences
/// (ESC sequences; HZ's `~{`, `~}`; UTF-7's `+` and `-` around base64) take input bytes but
/// decode to no scalar. Each scalar's offset and length, and each escape sequence, come from
/// Python's incremental encoder (`iso2022_jp`, `hz`, `utf_7`): every byte that starts a scalar resolves to it; every other byte exits 2 naming the
/// scalar starts around it and saying whether it is inside a character or in an escape
/// sequence.
@Suite("Input byte offsets in ISO-2022-JP, HZ and UTF-7, against Python")
struct InputOffsetEscapeCommandTests {
  static let python = try? Peer.find("python3").get()

  /// The text's bytes, each scalar's first byte and the end of its own bytes, and the escape
  /// sequences (each one's range), as Python writes them.
  struct Encoded {
    var bytes: [UInt8]
    var starts: [Int]
    var ends: [Int]
    var escapes: [Range<Int>]
  }

  /// A Python codec, the regular expression of its escape sequences, and ICU's name for it.
  struct Codec {
    var python: String
    var escape: String
    var icu: String
  }

  static let iso2022JP = Codec(python: "iso2022_jp", escape: #"\x1b[\x20-\x2f]+[\x30-\x7e]"#, icu: "ISO-2022-JP")
  static let hz = Codec(python: "hz", escape: #"~[{}\n]"#, icu: "HZ-GB-2312")
  static let utf7 = Codec(python: "utf_7", escape: #"\+(?!-)"#, icu: "UTF-7")

  static func encode(_ text: String, in codec: Codec) throws -> Encoded {
    let python = try #require(Self.python)
    // The incremental encoder writes each character with the escape that switches to its
    // character set in front; the last escape (back to ASCII) comes with `final`. The whole
    // must be what encoding the text at once gives, and every prefix's encoding must start
    // with the pieces before it.
    let script = #"""
      import codecs, json, re, sys
      text = sys.stdin.buffer.read().decode('utf-8')
      codec, pattern = sys.argv[1], sys.argv[2].encode()
      utf7 = codec == 'utf_7'
      escape = re.compile(pattern)
      encoder = codecs.getincrementalencoder(codec)()
      data, starts, ends, escapes = b'', [], [], []
      for index, ch in enumerate(text):
          piece = encoder.encode(ch)
          at = 0
          while (m := escape.match(piece, at)):
              escapes.append([len(data) + at, len(data) + m.end()])
              at = m.end()
          starts.append(len(data) + at)
          if utf7 and at > 0:
              # Python's incremental UTF-7 encoder closes each character's run with a "-"
              # (the whole text's encoding joins the runs): the pieces joined are still UTF-7.
              assert piece.endswith(b'-')
              escapes.append([len(data) + len(piece) - 1, len(data) + len(piece)])
              ends.append(len(data) + len(piece) - 1)
          else:
              ends.append(len(data) + len(piece))
          assert utf7 or text[:index + 1].encode(codec).startswith(data + piece)
          data += piece
      tail = encoder.encode('', final=True)
      if tail:
          escapes.append([len(data), len(data) + len(tail)])
          data += tail
      assert data == text.encode(codec) or (utf7 and data.decode(codec) == text)
      print(json.dumps({'bytes': list(data), 'starts': starts, 'ends': ends, 'escapes': escapes}))
      """#
    let result = try python.run(["-c", script, codec.python, codec.escape], input: Data(text.utf8))
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let escapes = try #require(object["escapes"] as? [[Int]]).map { $0[0]..<$0[1] }
    return Encoded(
      bytes: try #require(object["bytes"] as? [Int]).map(UInt8.init),
      starts: try #require(object["starts"] as? [Int]), ends: try #require(object["ends"] as? [Int]),
      escapes: escapes)
  }

  /// ASCII, kanji (JIS X 0208, `ESC $ B`), the yen sign (JIS X 0201 Roman, `ESC ( J`), a
  /// second line; one text starts with an escape, one with ASCII; the third has over 64
  /// scalars (`offset` keeps a checkpoint every 64).
  static let texts = [
    "a日本b ¥x\n漢字",
    "日本語のテキスト abc\n２行目 ¥100",
    String(repeating: "ｘ日本 ok ¥5\n", count: 7),
  ]

  /// HZ: ASCII, GB2312 hanzi (`~{` ... `~}`), `~~` for a tilde, a second line; one text starts
  /// with a shift, one with ASCII; the third has over 64 scalars.
  static let hzTexts = [
    "a汉字b ~x\n中文",
    "中文的文本 abc\n第二行 ~~ 完",
    String(repeating: "中 ok ~5\n", count: 9),
  ]

  /// UTF-7: ASCII, "+" (written "+-"), runs of base64 for CJK, an emoji (a surrogate pair in
  /// one run) and a "-" right after a run; the third text has over 64 scalars.
  static let utf7Texts = [
    "a日本b +x\n漢字 😀-z",
    "日本語 a+b=c ~\\ end",
    String(repeating: "中 ok +5 é\n", count: 8),
  ]

  /// Each codec (by ICU's name) with its texts.
  static let cases: [String: (codec: Codec, texts: [String])] = [
    "ISO-2022-JP": (iso2022JP, texts), "HZ-GB-2312": (hz, hzTexts), "UTF-7": (utf7, utf7Texts),
  ]

  @Test(.enabled(if: python != nil, "needs python3"), arguments: ["ISO-2022-JP", "HZ-GB-2312", "UTF-7"], 0..<3)
  func everyByteAnswersAsPythonPlacesTheScalarsAndShifts(_ encoding: String, _ index: Int) throws {
    let (codec, texts) = try #require(Self.cases[encoding])
    try Self.expectEveryByteAnswers(texts[index], in: codec)
  }

  static func expectEveryByteAnswers(_ text: String, in codec: Codec) throws {
    let encoded = try Self.encode(text, in: codec)
    let arguments = ["--encoding", codec.icu]
    #expect(!encoded.escapes.isEmpty)
    for (scalarOffset, inputOffset) in encoded.starts.enumerated() {
      let result = try UStrBinary.run(
        ["offset", "--unit", "input", String(inputOffset), "--format", "json"] + arguments, input: Data(encoded.bytes))
      #expect(result.exitCode == 0, "input \(inputOffset): \(result.stderrText)")
      let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      #expect((object["position"] as? [String: Any])?["scalarOffset"] as? Int == scalarOffset, "input \(inputOffset)")
      #expect((object["position"] as? [String: Any])?["inputOffset"] as? Int == inputOffset)
    }
    let end = try UStrBinary.run(
      ["offset", "--unit", "input", String(encoded.bytes.count), "--format", "json"] + arguments,
      input: Data(encoded.bytes))
    let endObject = try #require(try JSONSerialization.jsonObject(with: end.stdout) as? [String: Any])
    #expect((endObject["position"] as? [String: Any])?["scalarOffset"] as? Int == encoded.starts.count)
    let starts = Set(encoded.starts)
    for inputOffset in 0..<encoded.bytes.count where !starts.contains(inputOffset) {
      let result = try UStrBinary.run(
        ["offset", "--unit", "input", String(inputOffset)] + arguments, input: Data(encoded.bytes))
      let message = "input \(inputOffset): \(result.stderrText)"
      #expect(result.exitCode == 2, "\(message)")
      let upper = encoded.starts.first { $0 > inputOffset } ?? encoded.bytes.count
      guard let below = encoded.starts.lastIndex(where: { $0 < inputOffset }) else {
        // Before the first scalar: the escape that chooses its character set.
        #expect(encoded.escapes.contains { $0.contains(inputOffset) }, "\(message)")
        #expect(result.stderrText.contains("input bytes 0..<\(upper) come before the text (escape sequences"), "\(message)")
        continue
      }
      let lower = encoded.starts[below]
      #expect(result.stderrText.contains("nearest scalar starts are \(lower) (U+"), "\(message)")
      #expect(result.stderrText.contains(" and \(upper) ("), "\(message)")
      if inputOffset < encoded.ends[below] {
        #expect(result.stderrText.contains("inside the input bytes \(lower)..<\(encoded.ends[below]) of U+"), "\(message)")
      } else {
        #expect(encoded.escapes.contains { $0.contains(inputOffset) }, "\(message)")
        #expect(
          result.stderrText.contains("in an escape sequence or shift (input bytes \(encoded.ends[below])..<\(upper), after U+"),
          "\(message)")
      }
    }
  }
}
