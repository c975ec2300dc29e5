import Testing
import UStrTestSupport
import UStrCore

/// An escaped text and the bytes it stands for.
struct EscapeExample: CustomTestStringConvertible, Sendable {
  var escaped: String
  var bytes: [UInt8]
  init(_ escaped: String, _ bytes: [UInt8]) {
    self.escaped = escaped
    self.bytes = bytes
  }
  init(_ escaped: String, _ text: String) { self.init(escaped, Array(text.utf8)) }
  var testDescription: String { escaped }
}

/// A malformed escaped text and the error it must raise.
struct MalformedEscape: CustomTestStringConvertible, Sendable {
  var escaped: String
  var escape: String
  var utf8Offset: Int
  var kind: EscapeError.Kind
  var testDescription: String { escaped }
}

@Suite("Escape decoding")
struct EscapeDecodingTests {
  static let forms: [EscapeExample] = [
    .init(#"Poke\u{301}mon"#, "Poke\u{301}mon"),
    .init(#"\u{1F600}"#, "\u{1F600}"),
    .init(#"\u{0}\u{10FFFF}"#, "\u{0}\u{10FFFF}"),
    .init(#"\u00E9"#, "\u{E9}"),
    .init(#"\u00e9"#, "\u{E9}"),
    // An escaped surrogate pair joins into one scalar: U+D83D U+DE00 → U+1F600.
    .init(#"\uD83D\uDE00"#, "\u{1F600}"),
    .init(#"\ud83d\ude00!"#, "\u{1F600}!"),
    .init(#"\U0001F600"#, "\u{1F600}"),
    .init(#"\x{301}"#, "\u{301}"),
    .init(#"\x{1F1EF}\x{1F1F5}"#, "🇯🇵"),
    // \xHH is one raw byte: C3 A9 is "é", FF is invalid UTF-8 on purpose.
    .init(#"\xC3\xA9"#, "é"),
    .init(#"a\xFFb"#, [0x61, 0xFF, 0x62]),
    .init("U+0301", "\u{301}"),
    .init("e U+0301", "e \u{301}"),
    .init("U+1F600", "\u{1F600}"),
    .init("U+10FFFF", "\u{10FFFF}"),
    .init("&#x301;", "\u{301}"),
    .init("&#X1F600;", "\u{1F600}"),
    .init("&#769;", "\u{301}"),
    .init("&#000769;", "\u{301}"),
    .init(#"\\ \n \r \t \0 \" \'"#, "\\ \n \r \t \0 \" '"),
    // \0 is NUL alone, never octal.
    .init(#"\012"#, "\0" + "12"),
    .init("plain text, é and 😀", "plain text, é and 😀"),
    .init("", ""),
    // Only the start of an escape, kept as written.
    .init("U+", "U+"),
    .init("U+12 and C++", "U+12 and C++"),
    .init("u+0301", "u+0301"),
    .init("U+GHIJ", "U+GHIJ"),
    .init("AT&T &amp; &#; &#foo", "AT&T &amp; &#; &#foo"),
  ]

  @Test(arguments: forms)
  func decodesEveryForm(_ example: EscapeExample) throws {
    #expect(try EscapeDecoding.decode(example.escaped) == example.bytes)
  }

  static let malformed: [MalformedEscape] = [
    .init(escaped: #"\u{}"#, escape: #"\u{}"#, utf8Offset: 0, kind: .badDigits),
    .init(escaped: #"ab\u{110000}"#, escape: #"\u{110000}"#, utf8Offset: 2, kind: .aboveMaximum),
    .init(escaped: #"\u{1234567}"#, escape: #"\u{1234567"#, utf8Offset: 0, kind: .badDigits),
    .init(escaped: #"\u{12G}"#, escape: #"\u{12G"#, utf8Offset: 0, kind: .badDigits),
    .init(escaped: #"\u{41"#, escape: #"\u{41"#, utf8Offset: 0, kind: .unterminated),
    .init(escaped: #"\u{D800}"#, escape: #"\u{D800}"#, utf8Offset: 0, kind: .loneSurrogate),
    .init(escaped: #"x\uZZZZ"#, escape: #"\uZZZZ"#, utf8Offset: 1, kind: .badDigits),
    .init(escaped: #"\u12"#, escape: #"\u12"#, utf8Offset: 0, kind: .badDigits),
    // "é" is 2 bytes, so the escape after it starts at byte 2.
    .init(escaped: #"é\uD800"#, escape: #"\uD800"#, utf8Offset: 2, kind: .loneSurrogate),
    .init(escaped: #"\uD83Dx"#, escape: #"\uD83D"#, utf8Offset: 0, kind: .loneSurrogate),
    .init(escaped: #"\uD83D\uD83D"#, escape: #"\uD83D"#, utf8Offset: 0, kind: .loneSurrogate),
    .init(escaped: #"\uD83D\u{DE00}"#, escape: #"\uD83D"#, utf8Offset: 0, kind: .loneSurrogate),
    .init(escaped: #"😀\uDE00"#, escape: #"\uDE00"#, utf8Offset: 4, kind: .loneSurrogate),
    .init(escaped: #"\U0000D800"#, escape: #"\U0000D800"#, utf8Offset: 0, kind: .loneSurrogate),
    .init(escaped: #"\U00110000"#, escape: #"\U00110000"#, utf8Offset: 0, kind: .aboveMaximum),
    .init(escaped: #"\U1F600"#, escape: #"\U1F600"#, utf8Offset: 0, kind: .badDigits),
    .init(escaped: #"\xG1"#, escape: #"\xG1"#, utf8Offset: 0, kind: .badDigits),
    .init(escaped: #"\x{}"#, escape: #"\x{}"#, utf8Offset: 0, kind: .badDigits),
    .init(escaped: #"a\q"#, escape: #"\q"#, utf8Offset: 1, kind: .unknownEscape),
    .init(escaped: #"\é"#, escape: #"\é"#, utf8Offset: 0, kind: .unknownEscape),
    .init(escaped: #"abc\"#, escape: #"\"#, utf8Offset: 3, kind: .trailingBackslash),
    .init(escaped: "U+110000", escape: "U+110000", utf8Offset: 0, kind: .aboveMaximum),
    .init(escaped: "U+D800", escape: "U+D800", utf8Offset: 0, kind: .loneSurrogate),
    .init(escaped: "U+1234567", escape: "U+1234567", utf8Offset: 0, kind: .badDigits),
    .init(escaped: "&#xD800;", escape: "&#xD800;", utf8Offset: 0, kind: .loneSurrogate),
    .init(escaped: "&#1114112;", escape: "&#1114112;", utf8Offset: 0, kind: .aboveMaximum),
    .init(escaped: "&#x301", escape: "&#x301", utf8Offset: 0, kind: .unterminated),
    .init(escaped: "&#769 ", escape: "&#769", utf8Offset: 0, kind: .unterminated),
    .init(escaped: "&#x;", escape: "&#x;", utf8Offset: 0, kind: .badDigits),
  ]

  @Test(arguments: malformed)
  func rejectsMalformedEscapesWithTheirPosition(_ example: MalformedEscape) {
    #expect {
      try EscapeDecoding.decode(example.escaped)
    } throws: { error in
      guard let error = error as? EscapeError else { return false }
      return error.escape == example.escape && error.utf8Offset == example.utf8Offset
        && error.kind == example.kind && !error.reason.isEmpty
    }
  }

  @Test func errorDescriptionNamesTheEscapeItsOffsetAndTheReason() {
    do {
      _ = try EscapeDecoding.decode(#"ok \uD800 ok"#)
      Issue.record("a lone surrogate was accepted")
    } catch {
      #expect(error.description.hasPrefix(#"malformed escape \uD800 at byte 3: lone high surrogate"#))
    }
  }

  @Test func decodedEscapesMatchTheStandardLibrarysOwnForRandomScalars() throws {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<2_000 {
      let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10_FFFF, using: &generator)) ?? "a"
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let utf16 = String(scalar).utf16.map { unit in
        #"\u"# + String(repeating: "0", count: 4 - String(unit, radix: 16).count)
          + String(unit, radix: 16)
      }.joined()
      let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      let escaped = [#"\u{\#(hex)}"#, utf16, #"\x{\#(hex)}"#, "U+\(padded)", "&#x\(hex);",
        "&#\(scalar.value);"]
      for form in escaped {
        #expect(try EscapeDecoding.decode(form) == Array(String(scalar).utf8), "\(form)")
      }
    }
  }
}
