/// A text written as a literal in a programming language (or as HTML or URL text), with the
/// traps to know about.
///
///     StringLiteral("😀", language: .java).source    // "\uD83D\uDE00"  (quotes included)
///     StringLiteral("😀", language: .python).source  // "\U0001F600"
///     StringLiteral("a\"b\n", language: .swift).source  // "a\"b\n"
///     StringLiteral("😀", language: .java).warnings.map(\.trap)  // [.javaFourDigitUnicodeEscape]
///
/// Printable ASCII (U+0020–U+007E) stays as it is, except what the language requires escaped
/// (the quote and the backslash; `&<>"'` in HTML; all but unreserved characters in a URL).
/// Controls always become escapes: a named one (`\n`) when the language has it, else numeric.
/// The numeric escapes have fixed lengths, so a following character never joins one.
public struct StringLiteral: Hashable, Sendable, CustomStringConvertible {
  /// The language the literal is written in.
  public var language: LiteralLanguage
  /// The literal as it goes into source: with its quotes (`"`, `u8"`), none for HTML and URL.
  public var source: String
  /// The traps that apply to this text in this language; empty when none do.
  public var warnings: [LiteralWarning]

  /// Writes `text` as a `language` literal.
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  public init(_ text: String, language: LiteralLanguage, escaping: LiteralEscaping = .nonASCII) {
    self.language = language
    self.source = Self.source(of: text, language: language, escaping: escaping)
    self.warnings = LiteralWarning.warnings(for: text, in: language)
  }

  /// Only the literal's source: ``source`` without working out the warnings.
  ///
  ///     StringLiteral.source(of: "é", language: .java)  // "\u00E9" with its quotes
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  public static func source(
    of text: String, language: LiteralLanguage, escaping: LiteralEscaping = .nonASCII
  ) -> String {
    var writer = LiteralWriter(language: language, escaping: escaping)
    return writer.opening + writer.append(text) + writer.closing
  }

  public var description: String { source }

}
