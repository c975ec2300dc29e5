public import UStrCore
public import UStrICU

/// What `ustr escape` reports: a text written as one language's literal, with the traps to know.
///
///     let report = EscapeReport(text: "😀", language: .java, escaping: .nonASCII)
///     report.literal               // "\"\\uD83D\\uDE00\""
///     report.warnings.map(\.trap)  // [.javaFourDigitUnicodeEscape] (JSON: "id")
public struct EscapeReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines and their Unicode versions (the scalars are the standard library's).
  public var engines: Engines
  /// The language (JSON: "swift", "java", "js", "json", "python", "rust", "c", "csharp", "html",
  /// "url").
  public var language: LiteralLanguage
  /// `.nonASCII` (everything outside printable ASCII escaped) or `.minimal`.
  public var escaping: LiteralEscaping
  /// The literal as it goes into source, quotes included (none for html and url).
  public var literal: String
  /// The traps that apply to this text in this language.
  public var warnings: [LiteralWarning]
  /// How many ill-formed UTF-8 sequences the input had (each written as U+FFFD's escape).
  public var invalidUTF8Count: Int
  /// The input's ill-formed UTF-8 sequences, which the literal holds repaired.
  public var invalidUTF8: [InvalidUTF8Sequence]

  /// Writes `text` as a `language` literal.
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  public init(
    text: String, language: LiteralLanguage, escaping: LiteralEscaping,
    invalid: [InvalidUTF8Sequence] = []
  ) {
    let literal = StringLiteral(text, language: language, escaping: escaping)
    schemaVersion = ReportSchema.version
    engines = .current
    self.language = language
    self.escaping = escaping
    self.literal = literal.source
    warnings = literal.warnings
    invalidUTF8Count = invalid.count
    invalidUTF8 = invalid
  }
}

