public import UStrCore

extension LengthRow {
  /// The report of one row of a ``LengthTable``.
  public init(_ length: RuntimeLength) {
    self.init(
      id: length.id, expression: length.expression, unit: length.unit.rawValue,
      value: length.value)
  }

  /// The length of a text in every runtime's terms, in ``LengthTable/ids`` order.
  ///
  /// - Parameters:
  ///   - counts: The text's counts in the four views.
  ///   - text: The text, for ICU's grapheme count.
  /// - Complexity: O(1), plus ICU's count of `text`'s clusters.
  public static func rows(counts: ViewCounts, of text: String) -> [LengthRow] {
    LengthTable(counts: counts, icuGraphemes: icuGraphemeCount(of: text)).rows.map(LengthRow.init)
  }
}
