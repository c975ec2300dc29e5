public import UStrCore
public import UStrICU

/// What `ustr selftest` found: every conformance file of the Unicode data run against each
/// engine at the Unicode version it implements, with pass and fail counts and the known
/// deviations. The keys are part of the JSON contract (`ReportSchema`).
///
///     let report = try SelftestReport(data: data) { file in try read(file.path) }
///     report.passed                        // true when every failure is a known deviation
///     report.runs.map(\.unexpectedFailures) // [0, 0, ...]
///
/// A known deviation that no longer occurs is reported (`knownDeviations[].occurred` false,
/// the run's `fixedDeviations`) but does not fail the self-test: the engine got better, which is
/// not a broken build. The project's own conformance tests do fail on it, so the list is kept
/// true.
public struct SelftestReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines tested and their versions.
  public var engines: Engines
  /// The folder the data came from.
  public var dataDirectory: String
  /// The Unicode versions found there, oldest first: ["15.0", "16.0", "17.0"].
  public var dataVersions: [String]
  /// One entry per engine, version and file run.
  public var runs: [ConformanceRunReport]
  /// Runs that could not be made, and why (no data for an engine's version).
  public var skipped: [SkippedRunReport]
  /// The listed deviations of the runs made, and whether each occurred.
  public var knownDeviations: [KnownDeviationStatus]
  /// Whether every run passed: no failure outside the known list.
  public var passed: Bool
}

/// One conformance file run against one engine at one Unicode version.
public struct ConformanceRunReport: Codable, Hashable, Sendable {
  /// The engine run (JSON: "swift", "icu" or "reference").
  public var engine: BreakEngine
  /// "Swift standard library", "ICU 72.1", "ustr reference (UAX #29)".
  public var library: String
  /// The Unicode version the engine implements (for the reference, the version tested).
  public var unicodeVersion: UnicodeVersion
  /// The file (JSON: "GraphemeBreakTest.txt", "WordBreakTest.txt", "NormalizationTest.txt",
  /// "emoji-test.txt").
  public var testFile: ConformanceFile
  /// The version of the data file.
  public var dataVersion: String
  /// What was checked: "breaks", "breaks and rules", "NFC NFD NFKC NFKD of all five columns",
  /// "fully-qualified lines are one cluster (E15.0 or older)".
  public var checks: String
  /// Lines tested.
  public var lines: Int
  /// Lines that passed.
  public var passedLines: Int
  /// Failing lines that the known list explains.
  public var knownFailures: Int
  /// Failing lines that nothing explains: each one fails the self-test.
  public var unexpectedFailures: Int
  /// Known deviations of this engine, version and file that pass now.
  public var fixedDeviations: Int
  /// The first unexpected failures (at most `SelftestReport.failureDetailLimit`).
  public var failures: [ConformanceFailure]
  /// Whether the run has no unexpected failure.
  public var passed: Bool
}

/// A test line an engine fails, with what the file expects and what the engine did.
public struct ConformanceFailure: Codable, Hashable, Sendable {
  /// The line's number in its file, from 1.
  public var lineNumber: Int
  /// The line before its comment.
  public var pattern: String
  /// What the file expects: "÷ 0061 × 0301 ÷", "NFC(c3) = 1E0A".
  public var expected: String
  /// What the engine gave, in the same notation.
  public var actual: String
}

/// A run the data did not allow.
public struct SkippedRunReport: Codable, Hashable, Sendable {
  public var engine: BreakEngine
  public var unicodeVersion: UnicodeVersion
  public var testFile: ConformanceFile
  /// "no 15.1/GraphemeBreakTest.txt under DIR".
  public var reason: String
}

/// A listed deviation (`KnownBreakDeviation`) and whether the run saw it.
public struct KnownDeviationStatus: Codable, Hashable, Sendable {
  public var engine: BreakEngine
  public var unicodeVersion: UnicodeVersion
  public var testFile: ConformanceFile
  /// The test line, before its comment.
  public var pattern: String
  public var reason: String
  /// Whether the line is in the test file run (a doctored or partial file may lack it).
  public var inTestFile: Bool
  /// Whether the line still fails; `false` means the engine now passes it (or it is not in the
  /// file).
  public var occurred: Bool
}
