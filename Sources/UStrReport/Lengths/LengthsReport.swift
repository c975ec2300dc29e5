public import UStrCore
public import UStrICU

/// Everything `ustr lengths` reports about a text, as a Codable value whose keys are the JSON
/// contract (`ReportSchema`, see DESIGN.md).
///
/// For "Poke\u{301}mon" (e + U+0301):
///
///     let report = LengthsReport(decoding: UTF8Decoding(bytes: Array("Poke\u{301}mon".utf8)))
///     report.lengths.first { $0.id == "java.length" }?.value  // 8
///     report.swiftJavaDifference.clusters[0].character     // "é" (U+0065 U+0301)
public struct LengthsReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines that produced the answers and their Unicode versions.
  public var engines: Engines
  /// The length of the text in the four views.
  public var counts: ViewCounts
  /// The length as each runtime reports it, one row per `LengthTable.ids` entry.
  public var lengths: [RuntimeLength]
  /// The clusters that make Swift's `count` differ from Java's `length()` (the first
  /// ``clusterLimit`` listed).
  public var swiftJavaDifference: LengthDifference
  /// The whole text checked against `--max`; `nil` without `--max` or with `--each-line`.
  public var check: LengthCheck?
  /// Each line checked against `--max`; `nil` without `--each-line`.
  public var lineChecks: LineChecks?
  /// How many ill-formed UTF-8 sequences the input had (each replaced by U+FFFD, which the
  /// lengths count).
  public var invalidUTF8Count: Int
  /// Every ill-formed UTF-8 sequence: its byte offset in the input, its bytes and its kind.
  public var invalidUTF8: [InvalidUTF8Sequence]
}
