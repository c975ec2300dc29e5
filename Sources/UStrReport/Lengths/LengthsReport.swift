public import UStrCore
public import UStrICU

/// Everything `ustr lengths` reports about a text, as a Codable value whose keys are the JSON
/// contract (`ReportSchema`, see DESIGN.md).
///
/// For "Poke\u{301}mon" (e + U+0301):
///
///     let report = LengthsReport(decoding: UTF8Decoding(bytes: Array("Poke\u{301}mon".utf8)))
///     report.lengths.first { $0.id == "java.length" }?.value  // 8
///     report.swiftJavaDifference.clusters[0].codePoints      // ["U+0065", "U+0301"]
public struct LengthsReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines that produced the answers and their Unicode versions.
  public var engines: Engines
  /// The length of the text in the four views.
  public var counts: ViewCounts
  /// The length as each runtime reports it, one row per `LengthTable.ids` entry.
  public var lengths: [RuntimeLength]
  /// The clusters that make Swift's `count` differ from Java's `length()`.
  public var swiftJavaDifference: LengthDifferenceReport
  /// The whole text checked against `--max`; `nil` without `--max` or with `--each-line`.
  public var check: LengthCheckReport?
  /// Each line checked against `--max`; `nil` without `--each-line`.
  public var lineChecks: LineChecksReport?
  /// How many ill-formed UTF-8 sequences the input had (each replaced by U+FFFD, which the
  /// lengths count).
  public var invalidUTF8Count: Int
  /// Every ill-formed UTF-8 sequence: its byte offset in the input, its bytes and its kind.
  public var invalidUTF8: [InvalidUTF8Sequence]
}

/// Why two lengths of a text differ: the distinct clusters whose own lengths differ.
public struct LengthDifferenceReport: Codable, Hashable, Sendable {
  /// The id of the first length: "swift.count".
  public var base: String
  /// The id of the second length: "java.length".
  public var other: String
  /// The text's `base` length.
  public var baseLength: Int
  /// The text's `other` length.
  public var otherLength: Int
  /// How many distinct clusters differ; `clusters` lists the first `clusterLimit` of them.
  /// A lower bound when `distinctClusterCountIsExact` is `false`.
  public var distinctClusterCount: Int
  /// Whether `distinctClusterCount` is exact: `false` only when the text has more distinct
  /// differing clusters than a stream remembers (`LengthDifferenceStream.rememberedClusterLimit`
  /// clusters, `rememberedUTF8Limit` bytes); the count is then the clusters remembered.
  public var distinctClusterCountIsExact: Bool
  /// The distinct clusters, in order of first appearance (at most `clusterLimit`).
  public var clusters: [ClusterLengthsReport]
}

/// One distinct cluster with its length in every view and where it first occurs.
public struct ClusterLengthsReport: Codable, Hashable, Sendable {
  /// The cluster's text (JSON writes it ASCII-safe).
  public var text: String
  /// Its scalars: ["U+1F44D", "U+1F3FD"].
  public var codePoints: [String]
  /// The length of one occurrence in each view (`graphemes` is 1).
  public var counts: ViewCounts
  /// How many times it occurs.
  public var occurrences: Int
  /// How much all its occurrences add to `otherLength − baseLength`.
  public var contribution: Int
  /// Where it first occurs, in clusters, UTF-16 units and UTF-8 bytes from the start.
  public var firstGraphemeOffset: Int
  public var firstUTF16Offset: Int
  public var firstUTF8Offset: Int
}

/// A text checked against a maximum length.
public struct LengthCheckReport: Codable, Hashable, Sendable {
  /// The largest length that fits.
  public var maximum: Int
  /// The unit `maximum` counts.
  public var unit: TextView
  /// The text's length in `unit`.
  public var length: Int
  /// Whether `length <= maximum`.
  public var fits: Bool
  /// By how much the text exceeds the limit: 0 when it fits.
  public var excess: Int
  /// The first cluster that does not fit entirely, with offsets in every view; `nil` when it
  /// fits.
  public var firstClusterPastLimit: GraphemeReport?
}

/// Each line of a text checked against a maximum length (`--each-line`).
public struct LineChecksReport: Codable, Hashable, Sendable {
  /// The largest length that fits.
  public var maximum: Int
  /// The unit `maximum` counts.
  public var unit: TextView
  /// How many lines the text has ("\n" or "\r\n" end a line; a final terminator starts none).
  public var lineCount: Int
  /// Whether every line fits.
  public var fits: Bool
  /// How many lines are over the limit; `linesOver` lists the first of them.
  public var linesOverCount: Int
  /// The lines over the limit, in order: all of them, or the first `LengthsReport.lineLimit`
  /// (the first N asked for).
  public var linesOver: [LineCheckReport]
}

/// One line over the limit.
public struct LineCheckReport: Codable, Hashable, Sendable {
  /// The line's number as an editor shows it: the first line is 1.
  public var lineNumber: Int
  /// Where the line starts in the whole text, in UTF-8 bytes.
  public var utf8Offset: Int
  /// The line's length in the unit, without its terminator.
  public var length: Int
  /// By how much it exceeds the limit.
  public var excess: Int
  /// The first cluster past the limit; its offsets count from the start of the line.
  public var firstClusterPastLimit: GraphemeReport?
}
