public import UStrCore
import UStrICU

/// Everything `ustr inspect` reports about a text, as a Codable value whose keys are the JSON
/// contract (`ReportSchema`, see DESIGN.md). Renderers print it; library users read it.
///
///     let inspection = try Inspection(decoding: UTF8Decoding(bytes: Array("Pokémon".utf8)))
///     inspection.counts        // graphemes 7, scalars 7, utf16 7, utf8 8
///     inspection.graphemes[3].scalars[0].codePoint  // "U+00E9"
public struct Inspection: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines that produced the answers and their Unicode versions.
  public var engines: Engines
  /// The policy of each cluster's `width`; `nil` (and no `width`) when none was asked for.
  public var widthPolicy: WidthPolicy? = nil
  /// The properties each scalar carries (`inspect --properties`), each with its engine and
  /// Unicode version; empty when none was asked for.
  public var properties: [PropertySource] = []
  /// The grapheme clusters, in order; the first `graphemeLimit` when `isTruncated`.
  public var graphemes: [GraphemeReport]
  /// Whether clusters past the limit were counted but left out of `graphemes`.
  public var isTruncated: Bool
  /// The length of the text in the four views.
  public var counts: ViewCounts
  /// The four normalization forms of the text.
  public var normalization: NormalizationReport
  /// The length as each runtime reports it.
  public var lengths: [RuntimeLength]
  /// How many ill-formed UTF-8 sequences the input had.
  public var invalidUTF8Count: Int
  /// Every ill-formed UTF-8 sequence in the input, replaced by U+FFFD in `graphemes`.
  public var invalidUTF8: [InvalidUTF8Sequence]
  /// Things a person should know: not NFC, controls, bidi controls, invisible characters...
  public var warnings: [Warning]
}

/// One grapheme cluster of a report: the model's cluster (its text, its ranges in every view and
/// its scalars) with what the report adds: its cells, its line and columns, and each scalar's
/// name, category and asked properties (``ScalarReport``). Its JSON writes the cluster's fields
/// flat, ranges as `[start, end]`, with the cluster as Swift and Java string literals.
///
///     let row = GraphemeReport(TextBreakdown(of: "Poke\u{301}mon").graphemes[3])
///     row.cluster.utf8Range        // 3..<6
///     row.scalars[1].name          // "COMBINING ACUTE ACCENT"
///     row.javaLiteral              // "e\u0301" in double quotes
public struct GraphemeReport: Hashable, Sendable {
  /// The cluster, with its place in every view and its scalars'.
  public var cluster: GraphemeCluster
  /// The terminal cells it takes under the report's `widthPolicy`; `nil` when the report has
  /// none.
  public var width: Int? = nil
  /// The line the cluster starts on, from 0, with LSP's terminators (LF, CR LF, CR); `nil`
  /// where a report lists a cluster out of its text (a length check's first cluster past the
  /// limit).
  public var line: Int? = nil
  /// The cluster's columns on that line in every view, from 0, as `ustr offset` gives
  /// `position.column`.
  public var column: LineColumns? = nil
  /// Its scalars, each with what the report adds (in the cluster's order).
  public var scalars: [ScalarReport]
}

/// One scalar of a report: the model's scalar with its offsets, and the properties `inspect
/// --properties` asked for. Its name and general category are read from the scalar (so a JSON
/// row's `name` and `generalCategory` are never out of step with its `codePoint`).
public struct ScalarReport: Hashable, Sendable {
  /// The scalar and its offsets in the scalar, UTF-16 and UTF-8 views.
  public var position: ScalarPosition
  /// The properties `inspect --properties` asked for, each a key of the scalar's object after
  /// `utf8` (`"script": "Latn"`), then `disagreements`; `nil` (no keys) when none was asked.
  /// Encoded by ScalarReport+Coding.swift.
  public var properties: ScalarPropertyValues? = nil
}

/// Something about the text a person should know.
public struct Warning: Codable, Hashable, Sendable {
  /// What a warning is about: a stable id, its raw value in JSON ("notNFC", "bidiControl").
  public enum ID: String, CaseIterable, Codable, Hashable, Sendable {
    /// Ill-formed UTF-8 was replaced by U+FFFD.
    case invalidUTF8
    /// The text is not in NFC.
    case notNFC
    /// Bidirectional controls (Trojan Source).
    case bidiControl
    /// Control characters other than tab, LF and CR.
    case control
    /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR.
    case lineSeparator
    /// Default-ignorable characters outside a sequence they belong to.
    case invisible
    /// Whitespace other than space, tab, LF and CR.
    case unusualWhitespace
    /// Private-use characters.
    case privateUse
    /// Noncharacters.
    case noncharacter
    /// Code points unassigned in the standard library's Unicode version.
    case unassigned
    /// Scalars newer than one engine's Unicode version.
    case engineVersionsDiffer
    /// The text starts with a combining mark.
    case leadingCombiningMark
    /// The text starts with U+FEFF.
    case byteOrderMark
    /// UTF-8 misread as another encoding.
    case mojibake
  }

  /// The family a warning with extra members belongs to (JSON `kind`).
  public enum Kind: String, CaseIterable, Codable, Hashable, Sendable {
    /// Mojibake: the warning has `repaired` and `steps`.
    case mojibake
  }

  /// A stable id: `.notNFC`, `.bidiControl`, `.control`, `.invisible`, `.invalidUTF8`, ...
  public var id: ID
  /// One sentence, terminal-safe (it names characters by code point, never raw).
  public var message: String
  /// Where it applies, in scalars (the first 100 places at most).
  public var scalarOffsets: [Int]
  /// `.mojibake` for text that is UTF-8 misread as another encoding; `nil` for other warnings.
  public var kind: Kind? = nil
  /// For mojibake: the text repaired (`nil` when the input is over 1 MiB).
  public var repaired: String? = nil
  /// For mojibake: how to undo it, each `encode` and `decode` with an encoding's name.
  public var steps: [MojibakeStep]? = nil
}
