/// Reads escape sequences in text typed on a command line into the bytes they stand for.
///
/// Every other byte of the text is copied unchanged. The forms:
///
/// | form          | digits               | stands for                       | example         | gives           |
/// |---------------|----------------------|----------------------------------|-----------------|-----------------|
/// | `\u{H…}`      | 1–6 hex              | a scalar (Swift, JavaScript ES6) | `e\u{301}`      | e + U+0301      |
/// | `\uHHHH`      | exactly 4 hex        | a UTF-16 unit (Java, JSON, JS)   | `\u00E9`        | U+00E9          |
/// |               |                      | a pair of them joins             | `\uD83D\uDE00`  | U+1F600 😀      |
/// | `\UHHHHHHHH`  | exactly 8 hex        | a scalar (Python, C)             | `\U0001F600`    | U+1F600 😀      |
/// | `\x{H…}`      | 1–6 hex              | a scalar (Perl, PCRE)            | `\x{1F600}`     | U+1F600 😀      |
/// | `\xHH`        | exactly 2 hex        | one raw byte, even invalid UTF-8 | `\xC3\xA9`      | bytes C3 A9 (é) |
/// | `U+HHHH`      | 4–6 hex, greedy      | a scalar (Unicode's notation)    | `U+1F600`       | U+1F600 😀      |
/// | `&#xH…;`      | hex, `x` or `X`      | a scalar (HTML, XML)             | `&#x301;`       | U+0301          |
/// | `&#D…;`       | decimal              | a scalar (HTML, XML)             | `&#769;`        | U+0301          |
/// | `\\` `\n` `\r` `\t` `\0` `\"` `\'` | — | backslash, LF, CR, tab, NUL, quotes | `a\tb`     | a U+0009 b      |
///
/// Text that only looks like the start of an escape is kept as written:
/// - `U+` followed by fewer than 4 hex digits (`U+`, `U+12`, "C++ and U+ notation") is literal
///   text, so prose about code points survives; `u+` (lower case) is never an escape.
/// - `&#` followed by neither a decimal digit nor `x`/`X` (`&#;`, `&amp;`, `&#foo`) is literal;
///   named references such as `&eacute;` are not read.
///
/// Anything else after a backslash, and any escape that starts but is malformed, throws an
/// `EscapeError` naming the escape as written and its byte offset:
/// `\u{}` (no digits), `\u{110000}` (above U+10FFFF), `\u{1F600` (no `}`), `\uZZZZ`, `\u12`,
/// `\q` (unknown), a trailing lone `\`, `U+1234567` (more than 6 digits), `&#x301` (no `;`),
/// `&#xD800;`, `\U0000D800`, `\u{D800}` and a `\uD800` not followed by a `\uDC00`–`\uDFFF`
/// (surrogates are not scalars; only the `\uHHHH` form pairs them).
///
/// Choices worth knowing: `\0` is NUL alone, never the start of an octal escape (`\012` is NUL,
/// "1", "2"); `U+` reads as many hex digits as follow, so write `\u{41}B` rather than `U+0041B`
/// when a hex digit follows; HTML's remapping of `&#128;`–`&#159;` to Windows-1252 is not done
/// (`&#133;` is U+0085 NEXT LINE, the scalar the number names).
public enum EscapeDecoding {
  /// Decodes the escapes in `text` into bytes: UTF-8, except where `\xHH` writes other bytes.
  ///
  ///     try EscapeDecoding.decode(#"Poke\u{301}mon"#)  // 50 6F 6B 65 CC 81 6D 6F 6E
  ///     try EscapeDecoding.decode(#"\uD83D\uDE00"#)    // F0 9F 98 80 (U+1F600)
  ///     try EscapeDecoding.decode(#"\xFF"#)            // FF (invalid UTF-8, as asked)
  ///     try EscapeDecoding.decode(#"a\uD800"#)         // throws: \uD800 at byte 1, lone surrogate
  ///
  /// - Throws: `EscapeError` for the first malformed escape.
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  public static func decode(_ text: String) throws(EscapeError) -> [UInt8] {
    var reader = EscapeReader(bytes: Array(text.utf8))
    return try reader.decode()
  }
}

/// A malformed escape: which one, where, and why.
public struct EscapeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The escape as written, such as `\uD800`.
  public var escape: String
  /// Where it starts in the escaped text, in UTF-8 bytes.
  public var utf8Offset: Int
  /// Why it cannot be read.
  public var reason: String
  /// What kind of mistake it is, for code that reacts to it; `.malformed` when not said.
  public var kind: Kind

  /// What is wrong with an escape.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// A backslash followed by a character that starts no escape: `\q`.
    case unknownEscape
    /// A backslash at the very end of the text.
    case trailingBackslash
    /// Too few digits, too many, or a character that is not a digit: `\u{}`, `\u12`, `\uZZZZ`.
    case badDigits
    /// A brace or reference left open: `\u{41`, `&#x41`.
    case unterminated
    /// A value above U+10FFFF: `\u{110000}`, `&#1114112;`.
    case aboveMaximum
    /// A surrogate code point (U+D800–U+DFFF) that is not half of an escaped pair.
    case loneSurrogate
    /// Any other mistake.
    case malformed
  }

  /// Creates an error.
  public init(escape: String, utf8Offset: Int, reason: String, kind: Kind = .malformed) {
    self.escape = escape
    self.utf8Offset = utf8Offset
    self.reason = reason
    self.kind = kind
  }

  public var description: String { "malformed escape \(escape) at byte \(utf8Offset): \(reason)" }
}
