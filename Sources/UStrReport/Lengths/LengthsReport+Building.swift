public import UStrCore

extension LengthsReport {
  /// The most distinct clusters a report lists; the rest are counted.
  public static let clusterLimit = 100

  /// The lengths of decoded input, checked against `limit` when one is given.
  ///
  /// - Parameters:
  ///   - decoding: The input, decoded with its invalid sequences reported.
  ///   - limit: The maximum length to check, or `nil` for no check.
  ///   - eachLine: Whether to check each line instead of the whole text.
  /// - Complexity: O(n) in the UTF-8 length: one pass over the clusters, plus one per check.
  ///   Only the clusters that differ are kept, never an array per scalar.
  public init(decoding: UTF8Decoding, limit: LengthLimit? = nil, eachLine: Bool = false) {
    let text = decoding.text
    let difference = LengthDifference(of: text)
    self.init(
      schemaVersion: 1,
      engines: .current,
      counts: difference.counts,
      lengths: LengthRow.rows(counts: difference.counts, of: text),
      swiftJavaDifference: LengthDifferenceReport(difference, base: "swift.count", other: "java.length"),
      check: eachLine ? nil : limit.map { LengthCheckReport($0.check(text)) },
      lineChecks: eachLine ? limit.map { LineChecksReport(limit: $0, text: text) } : nil,
      invalidUTF8Count: decoding.invalid.count,
      invalidUTF8: decoding.invalid.map(InvalidUTF8Report.init))
  }

  /// Whether the check (of the text or of every line) passed; `true` when nothing was checked.
  public var fits: Bool {
    (check?.fits ?? true) && (lineChecks?.fits ?? true)
  }
}

extension LengthDifferenceReport {
  /// The report of `difference`, naming its two lengths by their row ids.
  public init(_ difference: LengthDifference, base: String, other: String) {
    self.init(
      base: base, other: other, baseLength: difference.lengths.base,
      otherLength: difference.lengths.other,
      distinctClusterCount: difference.clusters.count,
      clusters: difference.clusters.prefix(LengthsReport.clusterLimit).map(
        ClusterLengthsReport.init))
  }
}

extension ClusterLengthsReport {
  /// The report of one cluster of a `LengthDifference`.
  public init(_ cluster: ClusterLengths) {
    self.init(
      text: String(cluster.character),
      codePoints: cluster.character.unicodeScalars.map(Hex.codePoint),
      counts: cluster.counts, occurrences: cluster.occurrences,
      contribution: cluster.contribution, firstGraphemeOffset: cluster.firstGraphemeOffset,
      firstUTF16Offset: cluster.firstUTF16Offset, firstUTF8Offset: cluster.firstUTF8Offset)
  }
}

extension LengthCheckReport {
  /// The report of `check`.
  public init(_ check: LengthCheck) {
    self.init(
      maximum: check.limit.maximum, unit: check.limit.unit.rawValue, length: check.length,
      fits: check.fits, excess: check.excess,
      firstClusterPastLimit: check.firstClusterPastLimit.map(GraphemeReport.init))
  }
}

extension LineChecksReport {
  /// Checks every line of `text` against `limit`, keeping the lines over it.
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public init(limit: LengthLimit, text: String) {
    let checks = limit.checkEachLine(text)
    let over = checks.filter { !$0.check.fits }.map { line in
      LineCheckReport(
        lineNumber: line.line.lineOffset + 1, utf8Offset: line.line.utf8Offset,
        length: line.check.length, excess: line.check.excess,
        firstClusterPastLimit: line.check.firstClusterPastLimit.map(GraphemeReport.init))
    }
    self.init(
      maximum: limit.maximum, unit: limit.unit.rawValue, lineCount: checks.count,
      fits: over.isEmpty, linesOver: over)
  }
}
