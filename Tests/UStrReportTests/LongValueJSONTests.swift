import Testing
import UStrCore
import UStrReport

/// A value of megabytes in a JSON document (the text of a cluster of a million marks, its code
/// points) goes out as it is written, never whole in the output's buffer.
@Suite("Long values in streamed JSON")
struct LongValueJSONTests {
  struct Row: Encodable {
    var text: String
    var scalars: [Unicode.Scalar]

    enum CodingKeys: String, CodingKey { case text, codePoints }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .text)
      try container.encode(codePoints: scalars, forKey: .codePoints)
    }
  }

  /// The row written by the stream encoder, and the largest piece drained at once.
  static func written(_ row: Row, indentation: Int) throws -> (json: String, largestDrain: Int) {
    var written: [UInt8] = []
    var largest = 0
    let output = ByteOutput { bytes in
      written += bytes
      largest = max(largest, bytes.count)
    }
    try JSONStreamEncoder(output: output, indentation: indentation).encode(row)
    try output.flush()
    return (String(decoding: written, as: UTF8.self), largest)
  }

  @Test func aLongStringIsDrainedAPieceAtATime() throws {
    // 2 MB of text, 6 bytes of JSON ("\u0301") per 2 bytes of it.
    let text = "a" + String(repeating: "\u{301}", count: 1 << 20)
    let (json, largest) = try Self.written(Row(text: text, scalars: []), indentation: 0)
    #expect(largest < 1 << 20)
    #expect(json.hasPrefix(#"{"text":"a\u0301\u0301"#))
    #expect(json.hasSuffix(#"\u0301","codePoints":[]}"#))
    #expect(json.utf8.count == #"{"text":"a","codePoints":[]}"#.utf8.count + 6 * (1 << 20))
  }

  @Test(arguments: [0, 2])
  func codePointsAreWrittenAsTheArrayOfTheirNotation(indentation: Int) throws {
    for scalars in [[], ["e", "\u{301}"], Array(String(repeating: "\u{FB2}\u{F71}", count: 500).unicodeScalars)]
      as [[Unicode.Scalar]]
    {
      let (json, _) = try Self.written(Row(text: "", scalars: scalars), indentation: indentation)
      // The same document with the array made first.
      struct Plain: Encodable {
        var text: String
        var codePoints: [String]
      }
      let (plain, _) = try {
        var written: [UInt8] = []
        let output = ByteOutput { written += $0 }
        try JSONStreamEncoder(output: output, indentation: indentation)
          .encode(Plain(text: "", codePoints: scalars.map(\.codePoint)))
        try output.flush()
        return (String(decoding: written, as: UTF8.self), 0)
      }()
      #expect(json == plain)
    }
  }
}
