public import UStrCore
public import UStrICU

extension Inspection {
  /// The most clusters an inspection keeps by default; the rest are counted, not listed.
  public static let defaultGraphemeLimit = 1_000

  /// Inspects decoded input.
  ///
  /// - Parameters:
  ///   - decoding: The input, decoded with its invalid sequences reported.
  ///   - graphemeLimit: The most clusters to list; `nil` lists all.
  /// - Throws: `ICUError` when ICU fails to normalize.
  /// - Complexity: O(n) in the text's length, plus ICU's normalization.
  public init(decoding: UTF8Decoding, graphemeLimit: Int? = Inspection.defaultGraphemeLimit)
    throws(ICUError)
  {
    let text = decoding.text
    let breakdown = TextBreakdown(of: text, graphemeLimit: graphemeLimit)
    let normalization = try NormalizationSummary(
      of: text, counts: breakdown.counts, changeLimit: graphemeLimit ?? Int.max,
      includeText: !breakdown.isTruncated)
    self.init(
      schemaVersion: 1,
      engines: .current,
      counts: breakdown.counts,
      graphemes: breakdown.graphemes.map(GraphemeReport.init),
      isTruncated: breakdown.isTruncated,
      normalization: normalization,
      lengths: LengthRow.rows(counts: breakdown.counts, of: text),
      invalidUTF8: decoding.invalid.map(InvalidUTF8Report.init),
      warnings: Warning.warnings(
        for: text, breakdown: breakdown, normalization: normalization, invalid: decoding.invalid))
  }

  /// Inspects a string (which is always valid Unicode).
  public init(text: String, graphemeLimit: Int? = Inspection.defaultGraphemeLimit) throws(ICUError) {
    try self.init(decoding: UTF8Decoding(bytes: Array(text.utf8)), graphemeLimit: graphemeLimit)
  }
}

extension GraphemeReport {
  /// The report of one cluster of a breakdown.
  public init(_ cluster: GraphemeCluster) {
    self.init(
      graphemeOffset: cluster.graphemeOffset,
      text: String(cluster.character),
      scalarRange: [cluster.scalarRange.lowerBound, cluster.scalarRange.upperBound],
      utf16Range: [cluster.utf16Range.lowerBound, cluster.utf16Range.upperBound],
      utf8Range: [cluster.utf8Range.lowerBound, cluster.utf8Range.upperBound],
      scalars: cluster.scalars.map(ScalarReport.init),
      swiftLiteral: StringLiteral(String(cluster.character), language: .swift).source,
      javaLiteral: StringLiteral(String(cluster.character), language: .java).source)
  }
}

extension ScalarReport {
  /// The report of one scalar.
  public init(_ position: ScalarPosition) {
    self.init(
      codePoint: Hex.codePoint(position.scalar),
      name: ScalarName.of(position.scalar),
      generalCategory: GeneralCategoryCode.of(position.scalar.properties.generalCategory),
      scalarOffset: position.scalarOffset,
      utf16Offset: position.utf16Offset,
      utf8Offset: position.utf8Offset,
      utf16: Hex.units(position.utf16),
      utf8: Hex.bytes(position.utf8))
  }
}
