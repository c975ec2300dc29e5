import UStrCore
package import UStrICU

/// The end of a `ustr scan` report: what was scanned, what could not be, and the counts.
///
/// JSON keys: `files` (scanned), `binaryFiles` (skipped for a NUL), `unreadable[]` (each `path`,
/// `message`), `inputs[]` (each file not read as UTF-8 without a byte order mark: `path`,
/// `encoding`, `encodingSource`, `confidence`), `binaryLikelyText[]` (the binary files that look
/// like UTF-16 without a byte order mark, the same keys), `failOn`, `findings`, `listed`, `byRule`,
/// `bySeverity`.
package struct ScanSummary: Sendable, Encodable {
  /// The files scanned (binary ones not included).
  package var files = 0
  /// The paths skipped as binary.
  package var binaryFiles: [String] = []
  /// The paths that could not be read, with why.
  package var unreadable: [UnreadablePath] = []
  /// The files scanned that were not UTF-8 without a byte order mark, with their encodings.
  package var inputs: [ScanInput] = []
  /// The files skipped as binary that look like UTF-16 text without a byte order mark.
  package var binaryLikelyText: [ScanInput] = []
  /// The lowest severity that makes the scan fail (`nil`: never).
  package var failOn: ScanSeverity?
  /// The counts.
  package var tally = ScanTally()

  /// An empty summary.
  package init(failOn: ScanSeverity?) { self.failOn = failOn }

  /// A path that could not be read.
  package struct UnreadablePath: Sendable, Encodable, Hashable {
    package var path: String
    package var message: String
    package init(path: String, message: String) {
      self.path = path
      self.message = message
    }
  }

  /// Whether a finding is at or above `failOn`.
  package var failed: Bool { failOn.map { tally.hasFindings(atOrAbove: $0) } ?? false }

  /// Encodes the summary, the tally's keys spread into it.
  package func encode(to encoder: any Encoder) throws {
    typealias Key = ScanTally.Keys
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(files, forKey: Key(stringValue: "files"))
    try container.encode(binaryFiles, forKey: Key(stringValue: "binaryFiles"))
    try container.encode(unreadable, forKey: Key(stringValue: "unreadable"))
    try container.encode(inputs, forKey: Key(stringValue: "inputs"))
    try container.encode(binaryLikelyText, forKey: Key(stringValue: "binaryLikelyText"))
    try container.encodeIfPresent(failOn, forKey: Key(stringValue: "failOn"))
    try tally.encodeCounts(into: &container)
    try container.encode(tally.byRule[.invalidUTF8] ?? 0, forKey: Key(stringValue: "invalidUTF8Count"))
  }
}

/// The start of a `ustr scan` JSON report: `schemaVersion`, `engines`, `profile` (null when
/// chosen per file), `columnUnit`.
package struct ScanHeader: Sendable, Encodable {
  package var schemaVersion = ReportSchema.version
  package var engines: Engines
  package var profile: ScanProfile?
  package init(engines: Engines, profile: ScanProfile?) {
    self.engines = engines
    self.profile = profile
  }

  enum CodingKeys: String, CodingKey { case schemaVersion, engines, profile }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(engines, forKey: .engines)
    if let profile { try container.encode(profile, forKey: .profile) } else {
      try container.encodeNil(forKey: .profile)
    }
  }
}
