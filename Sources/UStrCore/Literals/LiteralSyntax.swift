/// How one language writes a string literal: its delimiters, its named escapes and how it
/// writes any other scalar as an escape.
struct LiteralSyntax: Sendable {
  /// What opens the literal: `"`, `u8"`, or nothing (HTML, URL).
  let open: String
  /// What closes it.
  let close: String
  /// Scalars that always need an escape, and the escape: `"` → `\"`, `&` → `&amp;`.
  let named: [Unicode.Scalar: String]
  /// The escape for any other scalar.
  let numeric: @Sendable (Unicode.Scalar) -> String
  /// Whether every scalar outside printable ASCII is escaped whatever the escaping asked (URL).
  let escapesAllNonASCII: Bool
  /// The named escapes of ASCII scalars, by value (`nil`: none): most scalars of most texts
  /// are ASCII, and an array is read without hashing. Made with the syntax, once per
  /// language, not once per literal (a writer is made for every cluster of `inspect`'s rows).
  let asciiNamed: [String?]
  /// Whether some scalar beyond ASCII has a named escape (so the dictionary must be asked).
  let namesBeyondASCII: Bool

  init(
    open: String, close: String, named: [Unicode.Scalar: String],
    numeric: @escaping @Sendable (Unicode.Scalar) -> String, escapesAllNonASCII: Bool = false
  ) {
    self.open = open
    self.close = close
    self.named = named
    self.numeric = numeric
    self.escapesAllNonASCII = escapesAllNonASCII
    var asciiNamed = [String?](repeating: nil, count: 0x80)
    for (scalar, escape) in named where scalar.isASCII { asciiNamed[Int(scalar.value)] = escape }
    self.asciiNamed = asciiNamed
    namesBeyondASCII = named.keys.contains { !$0.isASCII }
  }

  /// The syntax of `language`, built once per language.
  static func of(_ language: LiteralLanguage) -> LiteralSyntax {
    switch language {
    case .swift: swift
    case .rust: rust
    case .java: java
    case .js: js
    case .json: json
    case .python: python
    case .c: c
    case .csharp: csharp
    case .html: html
    case .url: url
    }
  }

  private static let swift = build(.swift)
  private static let rust = build(.rust)
  private static let java = build(.java)
  private static let js = build(.js)
  private static let json = build(.json)
  private static let python = build(.python)
  private static let c = build(.c)
  private static let csharp = build(.csharp)
  private static let html = build(.html)
  private static let url = build(.url)

  private static func build(_ language: LiteralLanguage) -> LiteralSyntax {
    switch language {
    case .swift: quoted(#"\0\\\t\n\r\"\'"#, numeric: braced)
    case .rust: quoted(#"\0\\\t\n\r\""#, numeric: braced)
    case .java: quoted(#"\b\t\n\f\r\"\\"#, numeric: utf16Units)
    // No \0: "\0" followed by a digit is a legacy octal escape, an error in strict mode.
    case .js: quoted(#"\b\t\n\v\f\r\"\\"#, numeric: utf16Units)
    case .json: quoted(#"\b\t\n\f\r\"\\"#, numeric: utf16Units)
    case .python: quoted(#"\\\t\n\r\""#, numeric: python)
    case .c: quoted(#"\a\b\t\n\v\f\r\"\\"#, numeric: c, open: #"u8""#)
    case .csharp: quoted(#"\0\a\b\t\n\v\f\r\"\\"#, numeric: fixedLength)
    case .html: HTMLSyntax.syntax
    case .url: percentEncoding
    }
  }

  /// A double-quoted literal whose named escapes are `\` and a letter, listed as in source.
  private static func quoted(
    _ escapes: String, numeric: @escaping @Sendable (Unicode.Scalar) -> String, open: String = "\""
  ) -> LiteralSyntax {
    var named: [Unicode.Scalar: String] = [:]
    for escape in escapes.split(separator: "\\", omittingEmptySubsequences: true) {
      named[meaningOfLetter[escape.unicodeScalars.first!]!] = "\\" + escape
    }
    named["\\"] = #"\\"#
    return LiteralSyntax(open: open, close: "\"", named: named, numeric: numeric)
  }

  /// The scalar each one-letter escape stands for.
  private static let meaningOfLetter: [Unicode.Scalar: Unicode.Scalar] = [
    "0": "\0", "a": "\u{7}", "b": "\u{8}", "t": "\t", "n": "\n", "v": "\u{B}", "f": "\u{C}",
    "r": "\r", "\"": "\"", "'": "'",
  ]

  /// Swift and Rust: `\u{1F600}`.
  private static func braced(_ scalar: Unicode.Scalar) -> String {
    #"\u{"# + scalar.value.hex(digits: 1) + "}"
  }

  /// Java, JavaScript, JSON: `\uXXXX` per UTF-16 code unit, a surrogate pair above U+FFFF.
  private static func utf16Units(_ scalar: Unicode.Scalar) -> String {
    UTF16.encode(scalar)!.map { #"\u"# + $0.hex(digits: 4) }.joined()
  }

  /// C#: `\uXXXX` or `\UXXXXXXXX`, never the variable-length `\x`.
  private static func fixedLength(_ scalar: Unicode.Scalar) -> String {
    scalar.value > 0xFFFF
      ? #"\U"# + scalar.value.hex(digits: 8) : #"\u"# + scalar.value.hex(digits: 4)
  }

  /// Python 3: `\x1B` for ASCII controls, then `\u00E9` and `\U0001F600`.
  private static func python(_ scalar: Unicode.Scalar) -> String {
    scalar.isASCII ? #"\x"# + scalar.value.hex(digits: 2) : fixedLength(scalar)
  }

  /// C and C++: universal character names may not name controls or C1 controls (below U+00A0),
  /// so those are written as their UTF-8 bytes in three-digit octal (fixed length, unlike `\x`).
  private static func c(_ scalar: Unicode.Scalar) -> String {
    guard scalar.value < 0xA0 else { return fixedLength(scalar) }
    return UTF8.encode(scalar)!.map { byte in
      let octal = String(byte, radix: 8)
      return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
    }.joined()
  }

  /// RFC 3986: every byte but the unreserved ASCII letters, digits and `-._~` as `%XX`.
  private static var percentEncoding: LiteralSyntax {
    var named: [Unicode.Scalar: String] = [:]
    for value in UInt8(0x20)...0x7E {
      let scalar = Unicode.Scalar(value)
      let unreserved =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)
      if !unreserved { named[scalar] = percentEncoded(scalar) }
    }
    return LiteralSyntax(
      open: "", close: "", named: named, numeric: percentEncoded, escapesAllNonASCII: true)
  }

  private static func percentEncoded(_ scalar: Unicode.Scalar) -> String {
    UTF8.encode(scalar)!.map { "%" + $0.hex(digits: 2) }.joined()
  }
}
