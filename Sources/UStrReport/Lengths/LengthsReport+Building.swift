public import UStrCore

extension LengthsReport {
  /// The most distinct clusters a report lists; the rest are counted.
  public static let clusterLimit = 100

  /// The most lines over the limit a report lists by default (all are counted in
  /// ``LineChecksReport/linesOverCount``), so the report stays small on any input.
  public static let lineLimit = 1_000

  /// The lengths of decoded input, checked against `limit` when one is given.
  ///
  /// - Parameters:
  ///   - decoding: The input, decoded with its invalid sequences reported.
  ///   - limit: The maximum length to check, or `nil` for no check.
  ///   - eachLine: Whether to check each line instead of the whole text.
  ///   - lineLimit: The most lines over the limit listed (all are counted); `nil` lists all.
  /// - Complexity: O(n) in the UTF-8 length: one ``LengthsStream`` over the text.
  public init(
    decoding: UTF8Decoding, limit: LengthLimit? = nil, eachLine: Bool = false,
    lineLimit: Int? = LengthsReport.lineLimit
  ) {
    var stream = LengthsStream(limit: limit, eachLine: eachLine, lineLimit: lineLimit)
    stream.append(decoding.text)
    self = stream.finish(invalid: decoding.invalid)
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
      distinctClusterCount: difference.clusters.count, distinctClusterCountIsExact: true,
      clusters: difference.clusters.prefix(LengthsReport.clusterLimit).map(
        ClusterLengthsReport.init))
  }

  /// The report of a streamed difference, naming its two lengths by their row ids.
  public init(_ difference: LengthDifferenceStream, base: String, other: String) {
    self.init(
      base: base, other: other, baseLength: difference.lengths.base,
      otherLength: difference.lengths.other,
      distinctClusterCount: difference.distinctClusterCount,
      distinctClusterCountIsExact: difference.isDistinctClusterCountExact,
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
      maximum: check.limit.maximum, unit: check.limit.unit, length: check.length,
      fits: check.fits, excess: check.excess,
      firstClusterPastLimit: check.firstClusterPastLimit.map { GraphemeReport($0) })
  }
}

extension LineChecksReport {
  /// Checks every line of `text` against `limit`, keeping the lines over it (all of them).
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public init(limit: LengthLimit, text: String) {
    var stream = LineCheckStream(limit: limit)
    stream.append(text)
    stream.finish()
    self.init(stream)
  }

  /// The report of a streamed line check.
  public init(_ stream: LineCheckStream) {
    self.init(
      maximum: stream.limit.maximum, unit: stream.limit.unit, lineCount: stream.lineCount,
      fits: stream.linesOverCount == 0, linesOverCount: stream.linesOverCount,
      linesOver: stream.linesOver.map(LineCheckReport.init))
  }
}

extension LineCheckReport {
  /// The report of one line over the limit.
  public init(_ line: LineOverLimit) {
    self.init(
      lineNumber: line.lineOffset + 1, utf8Offset: line.utf8Offset, length: line.check.length,
      excess: line.check.excess,
      firstClusterPastLimit: line.check.firstClusterPastLimit.map { GraphemeReport($0) })
  }
}
