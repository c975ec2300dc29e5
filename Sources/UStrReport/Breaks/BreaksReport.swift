public import UStrCore
public import UStrICU

/// Everything `ustr breaks` reports about a text: the boundaries of one kind by each engine,
/// where the engines disagree and why, and (explained) the UAX #29 rule at every position. The
/// keys are the JSON contract (`ReportSchema`, see DESIGN.md).
///
/// Rows (boundaries, segments, disagreements, positions) are listed up to `limit` per list; the
/// counts after them (`segmentCount`, `disagreementCount`, `positionCount`) cover the whole
/// text. `BreaksReport.writeJSON` writes the same document row by row, for any number of rows.
///
///     // "क्ष" = U+0915 U+094D U+0937
///     let report = try BreaksReport(text: "क्ष", kind: .character, explain: true)
///     report.segmentations.map(\.engine)       // ["swift", "icu", "reference"]
///     report.disagreements[0].scalarOffset     // 2: ICU 72 (Unicode 15.0) breaks, 17.0 does not
///     report.positions?.map(\.rule.rawValue)   // ["GB1", "GB9", "GB9c", "GB2"] at 17.0
public struct BreaksReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// What the text is divided into; JSON writes its raw value ("grapheme", "word", "sentence",
  /// "line").
  public var kind: BreakKind
  /// The engines this program runs with and their Unicode versions.
  public var engines: Engines
  /// The reference segmentation's Unicode version ("17.0"); `nil` for kinds other than grapheme,
  /// which only ICU answers.
  public var referenceVersion: UnicodeVersion?
  /// The boundaries by each engine asked for, in the order swift, icu, reference.
  public var segmentations: [SegmentationReport]
  /// Every position where the engines do not all say the same, in text order.
  public var disagreements: [DisagreementReport]
  /// With `explain`: the reference's decision at every scalar position, from before the first
  /// scalar to after the last; `nil` when not asked for.
  public var positions: [GraphemeBreakDecision]?
  /// How many ill-formed UTF-8 sequences the input had.
  public var invalidUTF8Count: Int
  /// Every ill-formed UTF-8 sequence of the input, replaced by U+FFFD before segmenting.
  public var invalidUTF8: [InvalidUTF8Sequence]
  /// Facts a reader needs about where the answers come from ("word boundaries come from ICU
  /// only"); terminal-safe.
  public var notes: [String]
  /// The number of positions where the engines disagree in the whole text (grapheme clusters;
  /// 0 for other kinds).
  public var disagreementCount: Int
  /// With `explain`, the number of positions in the whole text (scalars + 1); `nil` otherwise.
  public var positionCount: Int?
  /// The engines reported, grouped by identical boundaries over the whole text:
  /// `[["swift", "reference"], ["icu"]]`.
  public var identicalEngines: [[BreakEngine]]
  /// The most rows listed: `limit` segments (and disagreements), `limit` + 1 boundaries (and
  /// positions); `nil` when every row is listed.
  public var limit: Int?
}

/// One engine's boundaries and the segments between them.
public struct SegmentationReport: Codable, Hashable, Sendable {
  /// The engine; JSON writes its raw value ("swift", "icu", "reference").
  public var engine: BreakEngine
  /// The library behind it: "Swift standard library", "ICU 72.1", "ustr reference (UAX #29)".
  public var library: String
  /// The Unicode version the engine implements (for the reference, the version chosen).
  public var unicodeVersion: UnicodeVersion
  /// Every boundary, both ends included.
  public var boundaries: [BreakBoundary]
  /// The text between consecutive boundaries.
  public var segments: [SegmentReport]
  /// The number of segments in the whole text (boundaries − 1).
  public var segmentCount: Int
}

/// The text between two boundaries.
public struct SegmentReport: Codable, Hashable, Sendable {
  /// Its position, in segments from the start.
  public var segmentOffset: Int
  /// The segment's text.
  public var text: String
  /// Where it is, in scalars from the start; JSON writes a range as `[start, end]`.
  public var scalarRange: Range<Int>
  /// Where it is, in UTF-16 code units from the start.
  public var utf16Range: Range<Int>
  /// Where it is, in UTF-8 bytes from the start.
  public var utf8Range: Range<Int>
  /// What the segment is, from ICU's rule status at its end; `nil` for grapheme clusters.
  public var category: SegmentCategory?
}

/// What a segment is, from ICU's rule status at its end; the raw values are the JSON's
/// `category`.
public enum SegmentCategory: String, Codable, CaseIterable, Hashable, Sendable {
  /// A word that is not a number, kana or ideographs (`WordCategory.letter`).
  case letter
  /// A number (`WordCategory.number`).
  case number
  /// Kana (`WordCategory.kana`).
  case kana
  /// Ideographs (`WordCategory.ideographic`).
  case ideographic
  /// Spaces, punctuation, symbols between words (`WordCategory.nonWord`).
  case nonWord
  /// A line that ends in a mandatory break.
  case hard
  /// A line that ends where a break is allowed.
  case soft
  /// A sentence that ends in a terminator such as "." or "?".
  case terminator
  /// A sentence that ends in a separator (a paragraph's end) without a terminator.
  case separator

  /// The category of a word segment.
  public init(_ word: WordCategory) {
    switch word {
    case .letter: self = .letter
    case .number: self = .number
    case .kana: self = .kana
    case .ideographic: self = .ideographic
    case .nonWord: self = .nonWord
    }
  }
}

/// A position where the engines asked for disagree, with each answer and why: the comparison's
/// `GraphemeDisagreement` among those engines, with its cause and explanation. Its JSON writes
/// the position's three offsets flat, then the rule, its summary, the answers, the cause, the
/// known deviation (or `null`) and the explanation.
public struct DisagreementReport: Hashable, Sendable {
  /// Where the engines disagree.
  public var position: TextPosition
  /// The rule of UAX #29 that decides here at the report's reference version: `.gb9c`.
  public var rule: GraphemeBreakRule
  /// What each engine says here.
  public var answers: [GraphemeDisagreement.Verdict]
  /// Why the engines disagree.
  public var cause: DisagreementCause
  /// The listed deviation that explains it; `nil` unless `cause` is `.knownDeviation`.
  public var knownDeviation: KnownBreakDeviation?
  /// One sentence saying why; terminal-safe.
  public var explanation: String
}

/// Why grapheme engines disagree at a position; the raw values are the JSON's `cause`.
public enum DisagreementCause: String, CaseIterable, Hashable, Sendable {
  /// Each engine follows UAX #29 at its own Unicode version.
  case versions
  /// An engine departs from its version, as the one explained list says
  /// (`KnownBreakDeviation`).
  case knownDeviation
  /// An engine departs from its version and nothing on the list explains it.
  case deviation
}
