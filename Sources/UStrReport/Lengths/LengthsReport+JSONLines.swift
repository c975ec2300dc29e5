import UStrCore

extension LengthsReport {
  /// The `summary` message of `lengths --format jsonl`: the report's keys after the header's
  /// (`schemaVersion`, `engines`), with `lineChecks` less its `linesOver[]`, which are the
  /// `line` messages before it.
  ///
  ///     {"type":"summary","data":{"counts":{...},"lengths":[...],...,"lineChecks":{"maximum":3,
  ///      "unit":"grapheme","lineCount":2,"fits":false,"linesOverCount":1},...}}
  package var jsonLinesSummary: JSONLinesSummary { JSONLinesSummary(report: self) }

  /// See ``LengthsReport/jsonLinesSummary``.
  package struct JSONLinesSummary: Encodable {
    var report: LengthsReport

    enum CodingKeys: String, CodingKey {
      case counts, lengths, swiftJavaDifference, check, lineChecks, invalidUTF8Count, invalidUTF8
    }

    enum LineCheckKeys: String, CodingKey {
      case maximum, unit, lineCount, fits, linesOverCount
    }

    /// Writes the summary's keys in the report's order.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What `encoder` throws.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(report.counts, forKey: .counts)
      try container.encode(report.lengths, forKey: .lengths)
      try container.encode(report.swiftJavaDifference, forKey: .swiftJavaDifference)
      try container.encodeIfPresent(report.check, forKey: .check)
      if let checks = report.lineChecks {
        var lines = container.nestedContainer(keyedBy: LineCheckKeys.self, forKey: .lineChecks)
        try lines.encode(checks.limit, maximum: .maximum, unit: .unit)
        try lines.encode(checks.lineCount, forKey: .lineCount)
        try lines.encode(checks.fits, forKey: .fits)
        try lines.encode(checks.linesOverCount, forKey: .linesOverCount)
      } else {
        try container.encodeNil(forKey: .lineChecks)
      }
      try container.encode(report.invalidUTF8Count, forKey: .invalidUTF8Count)
      try container.encode(report.invalidUTF8, forKey: .invalidUTF8)
    }
  }
}
