/// Which characters a literal writes as escapes.
///
/// Either way, what the language requires is escaped: the quote, the backslash, control
/// characters; URL encoding always escapes everything but unreserved ASCII.
///
///     StringLiteral("café", language: .swift).source                      // "caf\u{E9}"
///     StringLiteral("café", language: .swift, escaping: .minimal).source  // "café"
public enum LiteralEscaping: String, CaseIterable, Codable, Hashable, Sendable {
  /// Escape every scalar outside printable ASCII: the literal is plain ASCII, safe in any file.
  case nonASCII
  /// Escape only what is invisible or unsafe to paste: controls (Cc), format characters (Cf,
  /// including bidi controls and U+200B), U+2028/U+2029, spaces other than U+0020, private use,
  /// unassigned code points, and a combining mark at the very start. Everything else stays.
  case minimal
}
