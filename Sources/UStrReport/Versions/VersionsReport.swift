public import UStrCore
import UStrICU

/// The engines this build of ustr runs with and the Unicode version of each, for
/// `ustr versions`.
///
///     let report = VersionsReport(toolVersion: "0.1.0")
///     report.engines.icu.unicodeVersion  // 15.0 with ICU 72
public struct VersionsReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// ustr's own version.
  public var toolVersion: String
  /// The engines, as every report names them.
  public var engines: Engines
  /// What each engine answers in ustr, one entry per engine.
  public var roles: [EngineRole]
  /// ustr's own UAX #29 grapheme segmentation: the Unicode versions it carries tables for.
  public var reference: ReferenceEngine

  /// The report for this process.
  public init(toolVersion: String) {
    schemaVersion = ReportSchema.version
    self.toolVersion = toolVersion
    engines = .current
    roles = [
      EngineRole(
        engine: .swift, library: "Swift standard library",
        unicodeVersion: engines.swift.unicodeVersion,
        answers: "Character segmentation, ==, <, scalar names and properties, lengths"),
      EngineRole(
        engine: .icu, library: "ICU \(engines.icu.version)",
        unicodeVersion: engines.icu.unicodeVersion,
        answers: "normalization (NFC, NFD, NFKC, NFKD), East Asian width, break iteration"
          + " (grapheme, word, sentence, line)"),
      EngineRole(
        engine: .reference, library: BreakEngine.reference.library,
        unicodeVersion: ReferenceGraphemeSegmenter.defaultVersion,
        answers: "grapheme clusters rule by rule (ustr breaks --explain); Unicode "
          + ReferenceGraphemeSegmenter.supportedVersions.map(\.description).joined(separator: ", ")),
    ]
    reference = ReferenceEngine(
      defaultVersion: ReferenceGraphemeSegmenter.defaultVersion.description,
      supportedVersions: ReferenceGraphemeSegmenter.supportedVersions.map(\.description))
  }
}

/// One engine and what ustr asks of it.
public struct EngineRole: Codable, Hashable, Sendable {
  /// The engine: `.swift`, `.icu`, `.reference`.
  public var engine: BreakEngine
  /// The library and its version, as a person reads it.
  public var library: String
  /// The Unicode version it implements.
  public var unicodeVersion: UnicodeVersion
  /// What ustr uses it for.
  public var answers: String
}

/// ustr's reference implementation of UAX #29 grapheme clusters as an engine.
public struct ReferenceEngine: Codable, Hashable, Sendable {
  /// The version used when none is asked for: the closest supported one not newer than the
  /// standard library's ("17.0" with Swift 6.3).
  public var defaultVersion: String
  /// Every version it has property tables for, oldest first: ["15.0", "16.0", "17.0"].
  public var supportedVersions: [String]
}
