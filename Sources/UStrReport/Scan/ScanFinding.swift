public import UStrCore
public import UStrICU

/// One thing `ustr scan` found: where (path, line, column in every unit, byte offset), which
/// rule, how severe, the code points involved and a message.
///
///     // "a\u{202E}b" on line 3 of x.swift:
///     // path "x.swift", lineNumber 3, columnNumber (utf8 2, utf16 2, scalar 2, grapheme 2), utf8Offset 41,
///     // rule .bidiControl, severity .error, codePoints [U+202E],
///     // message "U+202E RIGHT-TO-LEFT OVERRIDE (RLO): reverses what follows it on screen"
///
/// JSON keys: `path`, `lineNumber`, `columnNumber` (`utf8`, `utf16`, `scalar`, `grapheme`), `utf8Offset`,
/// `rule`, `severity`, `codePoints` (`"U+202E"`), `message`, `decoded` (the ASCII that tag
/// characters spell, else null), `displayed` (a bidi finding's line as a screen displays it, else
/// null); an `invalid-utf8` finding also has `invalidUTF8Count` (1) and `invalidUTF8[]` (the
/// sequence, as every command reports one); a finding in a file converted from another
/// encoding also has `encoding` ("UTF-16LE") and `inputOffset` (its offset in the file's bytes;
/// `utf8Offset` is then in the decoded text), and an `invalid-input` finding `invalidInputCount`
/// (1) and `invalidInput[]` (`inputOffset`, `bytes`, `kind`, as in every command's `input`); a `mojibake` finding also has `repaired` (the text
/// it was before it was misread) and `steps[]` (each `{"action": "encode"|"decode",
/// "encoding": NAME}`, as `inspect`'s mojibake warning gives them).
public struct ScanFinding: Hashable, Sendable {
  /// The file as it was named (a path given or listed by git), `-` for standard input.
  public var path: String
  /// The line's number, from 1 (lines end at LF, as `grep -n` and compilers count them): a
  /// `…Number` counts from 1 in every model type and JSON key, where `line` and `column` (as in
  /// `inspect` and `offset`) count from 0.
  public var lineNumber: Int
  /// The column's number in every unit, each from 1 (unlike a `LineColumns` named `column`
  /// elsewhere, which counts from 0): UTF-8 bytes, UTF-16 code units, scalars and grapheme
  /// clusters before the finding on its line, plus one.
  public var columnNumber: LineColumns
  /// The offset of the finding's first byte in the file, from 0; `nil` when scanning a diff.
  public var utf8Offset: Int?
  /// The rule that found it.
  public var rule: ScanRule
  /// How severe it is, after the profile, `--allow` and `--deny`.
  public var severity: ScanSeverity
  /// The code points involved, in order (at most 16 of a long run).
  public var codePoints: [Unicode.Scalar]
  /// What was found, for a person.
  public var message: String
  /// The ASCII text tag characters spell, for `tag-characters`.
  public var decoded: String?
  /// For a bidi finding, the line as the Unicode Bidirectional Algorithm displays it (ICU
  /// `ubidi`), bidi controls removed.
  public var displayed: String?
  /// For `invalid-utf8`, the sequence, its offsets counted in the whole file (`utf8Offset` in
  /// its bytes, `repairedUTF8Offset` in the text with every ill-formed sequence repaired).
  public var invalidUTF8: InvalidUTF8Sequence?
  /// For `mojibake`, what the run was before it was misread, and the steps that undo it.
  public var mojibake: ScanMojibake?
  /// In a file converted from another encoding (a UTF-16 or UTF-32 byte order mark,
  /// `--encoding`): the encoding's name ("UTF-16LE"); `nil` for a UTF-8 file.
  public var encoding: String?
  /// In a converted file, the offset of the finding's first byte in the file's own bytes (then
  /// `utf8Offset` is in the decoded text's UTF-8); `nil` for a UTF-8 file, where they are one.
  public var inputOffset: Int?
  /// For `invalid-input`, the sequence the encoding could not decode (offset in the file).
  public var invalidInput: InvalidInputSequence?
  /// The line around the finding, for a diagnostic; not in JSON.
  public var excerpt: ScanExcerpt?

  /// Creates a finding.
  public init(
    path: String, lineNumber: Int, columnNumber: LineColumns, utf8Offset: Int?, rule: ScanRule,
    severity: ScanSeverity, codePoints: [Unicode.Scalar], message: String,
    decoded: String? = nil, displayed: String? = nil, invalidUTF8: InvalidUTF8Sequence? = nil,
    mojibake: ScanMojibake? = nil, excerpt: ScanExcerpt? = nil
  ) {
    self.mojibake = mojibake
    self.invalidUTF8 = invalidUTF8
    self.path = path
    self.lineNumber = lineNumber
    self.columnNumber = columnNumber
    self.utf8Offset = utf8Offset
    self.rule = rule
    self.severity = severity
    self.codePoints = codePoints
    self.message = message
    self.decoded = decoded
    self.displayed = displayed
    self.excerpt = excerpt
  }
}

extension ScanFinding: Encodable {
  enum CodingKeys: String, CodingKey {
    case path, lineNumber, columnNumber, utf8Offset, rule, severity, codePoints, message, decoded, displayed
    case invalidUTF8Count, invalidUTF8, repaired, steps, encoding, inputOffset
    case invalidInputCount, invalidInput
  }

  /// Encodes the finding with the keys of the JSON contract; code points as `"U+202E"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(lineNumber, forKey: .lineNumber)
    try container.encode(columnNumber, forKey: .columnNumber)
    try container.encode(utf8Offset, forKey: .utf8Offset)
    try container.encode(rule, forKey: .rule)
    try container.encode(severity, forKey: .severity)
    try container.encode(codePoints.map(Hex.codePoint), forKey: .codePoints)
    try container.encode(message, forKey: .message)
    try container.encode(decoded, forKey: .decoded)
    try container.encode(displayed, forKey: .displayed)
    // Invalid input is reported as everywhere else: a count and the sequences.
    if let invalidUTF8 {
      try container.encode(1, forKey: .invalidUTF8Count)
      try container.encode([invalidUTF8], forKey: .invalidUTF8)
    }
    if let mojibake {
      try container.encode(mojibake.repaired, forKey: .repaired)
      try container.encode(mojibake.steps, forKey: .steps)
    }
    // A converted file's findings say so, with the offset in the file's own bytes.
    if let encoding {
      try container.encode(encoding, forKey: .encoding)
      try container.encode(inputOffset, forKey: .inputOffset)
    }
    if let invalidInput {
      try container.encode(1, forKey: .invalidInputCount)
      try container.encode([invalidInput], forKey: .invalidInput)
    }
  }
}

/// What a `mojibake` finding's run was before it was misread, and how to undo it.
///
///     // "PokÃ©mon": repaired "é", steps [encode ISO-8859-1, decode UTF-8]
public struct ScanMojibake: Hashable, Sendable {
  /// The run as it was ("é" for "Ã©").
  public var repaired: String
  /// The steps that undo the misreading, in order.
  public var steps: [MojibakeStep]

  /// Creates a repair.
  public init(repaired: String, steps: [MojibakeStep]) {
    self.repaired = repaired
    self.steps = steps
  }
}

/// A finding's line (or, on a long line, a window of it) for a diagnostic with a caret.
public struct ScanExcerpt: Hashable, Sendable {
  /// The text, without its line terminator; may hold any character (render it safely).
  public var text: String
  /// The scalars in `text` before the finding.
  public var scalarOffset: Int
  /// The scalars the finding covers (at least 1, except at the end of the line).
  public var scalarCount: Int
  /// Whether `text` starts after the line's start, and ends before its end.
  public var isCutAtStart: Bool
  public var isCutAtEnd: Bool

  /// Creates an excerpt.
  public init(
    text: String, scalarOffset: Int, scalarCount: Int, isCutAtStart: Bool = false,
    isCutAtEnd: Bool = false
  ) {
    self.text = text
    self.scalarOffset = scalarOffset
    self.scalarCount = scalarCount
    self.isCutAtStart = isCutAtStart
    self.isCutAtEnd = isCutAtEnd
  }
}
