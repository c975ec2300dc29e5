/// A known trap in writing a language's literal for a text: a way a developer who writes or
/// edits the literal by hand gets a different string than they meant.
public enum LiteralTrap: String, CaseIterable, Codable, Hashable, Sendable {
  /// Java's `\u` takes exactly four hex digits: `"\u10000"` is U+1000 followed by "0".
  case javaFourDigitUnicodeEscape
  /// Java translates `\uXXXX` before lexing, in strings and comments alike: `\u000A` ends the
  /// line, `\u0022` ends the string.
  case javaUnicodeEscapePreprocessing
  /// JavaScript's `\u{1F600}` needs ES2015; older engines need the surrogate pair.
  case jsCodePointEscapeNeedsES2015
  /// In a Python 3 `str`, `\xE9` is the code point U+00E9, not the byte E9.
  case pythonHexEscapeIsCodePoint
  /// C's `\x` reads every hex digit that follows it: `"\xE9e"` is one escape, not é then e.
  case cHexEscapeIsGreedy
  /// C#'s `\x` reads one to four hex digits: `"\x1F600"` is U+1F60 followed by "0".
  case csharpHexEscapeIsVariableLength
  /// HTML reads `&#x80;`–`&#x9F;` as Windows-1252 (`&#x80;` is €), `&#x0;` as U+FFFD, and other
  /// control references are parse errors.
  case htmlControlReference
}

/// A trap that applies to one literal, with what to know about it. JSON writes the trap's raw
/// value under `id`: `{"id": "javaFourDigitUnicodeEscape", "message": "..."}`.
public struct LiteralWarning: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The trap.
  public var trap: LiteralTrap
  /// One or two sentences for a person.
  public var message: String

  public var description: String { message }

  enum CodingKeys: String, CodingKey {
    case trap = "id"
    case message
  }

  /// The traps that apply to writing `text` in `language`.
  static func warnings(for text: String, in language: LiteralLanguage) -> [LiteralWarning] {
    var scan = LiteralTrapScan()
    for scalar in text.unicodeScalars { scan.note(scalar) }
    return scan.warnings(in: language)
  }
}

/// What a text holds that some language's traps depend on, noted a scalar at a time (so a text
/// may arrive in pieces: ``LiteralWriter``).
struct LiteralTrapScan: Sendable {
  var hasAstral = false
  var hasNonASCII = false
  /// A C0 or C1 control (general category Cc).
  var hasControl = false
  /// LF, CR, `"` or `\`, which Java's `\u` preprocessing turns into code.
  var hasJavaPreprocessed = false
  /// U+0080...U+00FF, which Python's `\x` names as code points.
  var hasLatin1Supplement = false
  var hasDiscouragedHTMLControl = false

  /// Notes one scalar of the text.
  @inline(__always)
  mutating func note(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F {
      if value == 0x22 || value == 0x5C { hasJavaPreprocessed = true }
      return
    }
    if value > 0xFFFF { hasAstral = true }
    if value > 0x7F { hasNonASCII = true }
    // The controls (General_Category Cc, a set Unicode's stability policy fixes): only they
    // need their category looked at for HTML.
    if value < 0x20 || (0x7F...0x9F).contains(value) {
      hasControl = true
      if HTMLSyntax.isDiscouragedControl(scalar) { hasDiscouragedHTMLControl = true }
    }
    if value == 0x0A || value == 0x0D { hasJavaPreprocessed = true }
    if (0x80...0xFF).contains(value) { hasLatin1Supplement = true }
  }

  /// The traps that apply, in `language`, to the text noted.
  func warnings(in language: LiteralLanguage) -> [LiteralWarning] {
    var traps: [LiteralTrap] = []
    switch language {
    case .java:
      if hasAstral { traps.append(.javaFourDigitUnicodeEscape) }
      if hasJavaPreprocessed { traps.append(.javaUnicodeEscapePreprocessing) }
    case .js where hasAstral: traps.append(.jsCodePointEscapeNeedsES2015)
    case .python where hasLatin1Supplement: traps.append(.pythonHexEscapeIsCodePoint)
    case .c where hasNonASCII || hasControl: traps.append(.cHexEscapeIsGreedy)
    case .csharp where hasNonASCII || hasControl: traps.append(.csharpHexEscapeIsVariableLength)
    case .html where hasDiscouragedHTMLControl: traps.append(.htmlControlReference)
    default: break
    }
    return traps.map { LiteralWarning(trap: $0, message: $0.message) }
  }
}

extension LiteralTrap {
  /// What to know about the trap, in a sentence or two.
  public var message: String {
    switch self {
    case .javaFourDigitUnicodeEscape:
      #"Java's \u takes exactly four hex digits: "\u10000" is U+1000 followed by "0". A scalar "#
        + #"above U+FFFF is written as its surrogate pair: U+1F600 is \uD83D\uDE00."#
    case .javaUnicodeEscapePreprocessing:
      #"Java translates \uXXXX escapes before it reads the source, in comments too: \u000A ends "#
        + #"the line and \u0022 ends the string. This literal writes them as \n and \"."#
    case .jsCodePointEscapeNeedsES2015:
      #"\u{1F600} needs ES2015 or later; this literal uses the surrogate pair \uD83D\uDE00, "#
        + #"which every engine reads (and which .length counts as 2)."#
    case .pythonHexEscapeIsCodePoint:
      #"In a Python 3 str, \xE9 is the code point U+00E9, not the byte E9: its UTF-8 is "#
        + #"b"\xC3\xA9". Use a bytes literal or .encode() for bytes."#
    case .cHexEscapeIsGreedy:
      #"C's \x reads every hex digit that follows: "\xE9e" is one escape (0xE9E), not é then "#
        + #"e. This literal uses \u, \U and three-digit octal escapes, whose lengths are fixed."#
    case .csharpHexEscapeIsVariableLength:
      #"C#'s \x reads one to four hex digits: "\x1F600" is U+1F60 followed by "0". This literal "#
        + #"uses \u and \U, whose lengths are fixed."#
    case .htmlControlReference:
      "HTML reads &#x80;–&#x9F; as Windows-1252 (&#x80; is €) and &#x0; as U+FFFD; other "
        + "control character references are parse errors. Controls cannot be written in HTML."
    }
  }
}
