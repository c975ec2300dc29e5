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
  let numeric: NumericEscape
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
    numeric: NumericEscape, escapesAllNonASCII: Bool = false
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
    case .swift: quoted(#"\0\\\t\n\r\"\'"#, numeric: .braced)
    case .rust: quoted(#"\0\\\t\n\r\""#, numeric: .braced)
    case .java: quoted(#"\b\t\n\f\r\"\\"#, numeric: .utf16Units)
    // No \0: "\0" followed by a digit is a legacy octal escape, an error in strict mode.
    case .js: quoted(#"\b\t\n\v\f\r\"\\"#, numeric: .utf16Units)
    case .json: quoted(#"\b\t\n\f\r\"\\"#, numeric: .utf16Units)
    case .python: quoted(#"\\\t\n\r\""#, numeric: .python)
    case .c: quoted(#"\a\b\t\n\v\f\r\"\\"#, numeric: .c, open: #"u8""#)
    case .csharp: quoted(#"\0\a\b\t\n\v\f\r\"\\"#, numeric: .fixedLength)
    case .html: HTMLSyntax.syntax
    case .url: percentEncoding
    }
  }

  /// A double-quoted literal whose named escapes are `\` and a letter, listed as in source.
  private static func quoted(
    _ escapes: String, numeric: NumericEscape, open: String = "\""
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

  /// RFC 3986: every byte but the unreserved ASCII letters, digits and `-._~` as `%XX`.
  private static var percentEncoding: LiteralSyntax {
    var named: [Unicode.Scalar: String] = [:]
    for value in UInt8(0x20)...0x7E {
      let scalar = Unicode.Scalar(value)
      let unreserved =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)
      if !unreserved { named[scalar] = NumericEscape.percentEncoded.string(scalar) }
    }
    return LiteralSyntax(
      open: "", close: "", named: named, numeric: .percentEncoded, escapesAllNonASCII: true)
  }
}
