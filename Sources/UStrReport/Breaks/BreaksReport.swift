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
///     report.positions?.map(\.rule)            // ["GB1", "GB9", "GB9c", "GB2"] at 17.0
public struct BreaksReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// "grapheme", "word", "sentence" or "line" (`BreakKind`'s raw values).
  public var kind: String
  /// The engines this program runs with and their Unicode versions.
  public var engines: Engines
  /// The reference segmentation's Unicode version ("17.0"); `nil` for kinds other than grapheme,
  /// which only ICU answers.
  public var referenceVersion: String?
  /// The boundaries by each engine asked for, in the order swift, icu, reference.
  public var segmentations: [SegmentationReport]
  /// Every position where the engines do not all say the same, in text order.
  public var disagreements: [DisagreementReport]
  /// With `explain`: the reference's decision at every scalar position, from before the first
  /// scalar to after the last; `nil` when not asked for.
  public var positions: [PositionReport]?
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
  public var identicalEngines: [[String]]
  /// The most rows listed: `limit` segments (and disagreements), `limit` + 1 boundaries (and
  /// positions); `nil` when every row is listed.
  public var limit: Int?
}

/// One engine's boundaries and the segments between them.
public struct SegmentationReport: Codable, Hashable, Sendable {
  /// "swift", "icu" or "reference" (`BreakEngine`'s raw values).
  public var engine: String
  /// The library behind it: "Swift standard library", "ICU 72.1", "ustr reference (UAX #29)".
  public var library: String
  /// The Unicode version the engine implements (for the reference, the version chosen).
  public var unicodeVersion: String
  /// Every boundary, both ends included.
  public var boundaries: [BoundaryReport]
  /// The text between consecutive boundaries.
  public var segments: [SegmentReport]
  /// The number of segments in the whole text (boundaries − 1).
  public var segmentCount: Int
}

/// A boundary, in every code-unit view.
public struct BoundaryReport: Codable, Hashable, Sendable {
  public var utf8Offset: Int
  public var utf16Offset: Int
  public var scalarOffset: Int
  /// ICU's rule status at the boundary (see `BreakBoundary.ruleStatus`); `nil` for other engines.
  public var ruleStatus: Int?
}

/// The text between two boundaries.
public struct SegmentReport: Codable, Hashable, Sendable {
  /// Its position, in segments from the start.
  public var segmentOffset: Int
  /// The segment's text.
  public var text: String
  /// Half-open ranges `[start, end]` in each view.
  public var scalarRange: [Int]
  public var utf16Range: [Int]
  public var utf8Range: [Int]
  /// For words: "letter", "number", "kana", "ideographic" or "nonWord" (`WordCategory`), from
  /// ICU's rule status at its end; for lines: "hard" or "soft"; for sentences: "terminator" or
  /// "separator"; `nil` for grapheme clusters.
  public var category: String?
}

/// A position where the engines disagree, with each answer and why.
public struct DisagreementReport: Codable, Hashable, Sendable {
  public var utf8Offset: Int
  public var utf16Offset: Int
  public var scalarOffset: Int
  /// The rule of UAX #29 that decides here at the report's reference version: "GB9c".
  public var rule: String
  /// The rule in the annex's notation: "InCB=Consonant … × InCB=Consonant".
  public var summary: String
  /// What each engine says here.
  public var answers: [AnswerReport]
  /// "versions" (each engine follows UAX #29 at its own Unicode version), "knownDeviation" (an
  /// engine departs from its version, as listed with a reason) or "deviation" (an engine departs
  /// from its version and nothing on the list explains it).
  public var cause: String
  /// The listed deviation that explains it; `nil` unless `cause` is "knownDeviation".
  public var knownDeviation: KnownDeviationReport?
  /// One sentence saying why; terminal-safe.
  public var explanation: String
}

/// One engine's answer at a disagreement, beside what UAX #29 says at that engine's version.
public struct AnswerReport: Codable, Hashable, Sendable {
  /// "swift", "icu" or "reference".
  public var engine: String
  /// The Unicode version the engine implements.
  public var unicodeVersion: String
  /// Whether the engine puts a boundary here.
  public var isBreak: Bool
  /// The reference version that judges the engine: the closest supported one not newer than the
  /// engine's; `nil` when the engine is older than every supported version.
  public var referenceVersion: String?
  /// The rule that decides here at `referenceVersion`.
  public var referenceRule: String?
  /// Whether the engine does what UAX #29 says at its version; `nil` when unknown.
  public var followsItsVersion: Bool?
}

/// A deviation from the one explained list (`KnownBreakDeviation`).
public struct KnownDeviationReport: Codable, Hashable, Sendable {
  /// The engine that deviates.
  public var engine: String
  /// The Unicode version it reports.
  public var unicodeVersion: String
  /// The test file whose lines it fails: "GraphemeBreakTest.txt".
  public var testFile: String
  /// Why.
  public var reason: String

  /// The report of `deviation`.
  public init(_ deviation: KnownBreakDeviation) {
    engine = deviation.engine.rawValue
    unicodeVersion = deviation.unicodeVersion.description
    testFile = deviation.testFile
    reason = deviation.reason
  }
}

/// The reference's decision at one position: break or not, and the rule of UAX #29 behind it.
public struct PositionReport: Codable, Hashable, Sendable {
  public var utf8Offset: Int
  public var utf16Offset: Int
  public var scalarOffset: Int
  /// Whether a grapheme cluster boundary is here (÷) or not (×).
  public var isBreak: Bool
  /// The rule's name in UAX #29: "GB3", "GB9c", "GB11", "GB999".
  public var rule: String
  /// The rule in the annex's notation: "CR × LF".
  public var summary: String
  /// The scalar before the position and its properties; `nil` at the start.
  public var before: ScalarBreakProperties?
  /// The scalar after the position and its properties; `nil` at the end.
  public var after: ScalarBreakProperties?
}

/// A scalar and the properties the grapheme rules read.
public struct ScalarBreakProperties: Codable, Hashable, Sendable {
  /// "U+094D".
  public var codePoint: String
  /// Grapheme_Cluster_Break, as the UCD's short name: "Extend", "ZWJ", "RI", "XX".
  public var graphemeClusterBreak: String
  /// Extended_Pictographic.
  public var extendedPictographic: Bool
  /// Indic_Conjunct_Break: "None", "Consonant", "Extend", "Linker".
  public var indicConjunctBreak: String
  /// All of them as one short line: "GCB=Extend InCB=Linker".
  public var summary: String

  /// The report of `scalar` with `properties`.
  public init(_ scalar: Unicode.Scalar, _ properties: GraphemeBreakProperties) {
    codePoint = Hex.codePoint(scalar)
    graphemeClusterBreak = properties.graphemeClusterBreak.description
    extendedPictographic = properties.isExtendedPictographic
    indicConjunctBreak = properties.indicConjunctBreak.description
    summary = properties.description
  }
}
