public import UStrCore
public import UStrICU

extension CompareReport {
  /// Compares two decoded inputs at every level.
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n + m), plus ICU's normalization of both texts.
  public init(a: UTF8Decoding, b: UTF8Decoding) throws(ICUError) {
    let (textA, textB) = (a.text, b.text)
    let equality = try TextEquality(textA, textB)
    let orders = OrdersReport(textA, textB)
    var equal = equality
    // The repaired texts and where each ill-formed sequence was (and what it held) together
    // give back the input bytes: "\xFF" and "\xFE" both repair to U+FFFD but are not the same
    // bytes.
    equal.utf8 =
      equal.utf8
      && a.invalid.map { [$0.utf8Offset] + $0.bytes.map(Int.init) }
        == b.invalid.map { [$0.utf8Offset] + $0.bytes.map(Int.init) }
    self.init(
      schemaVersion: ReportSchema.version,
      engines: .current,
      equal: equal,
      order: orders.order,
      orderDisagreements: orders.disagreements,
      firstDifference: try FirstDifference(textA, textB),
      engineDisagreement: equality.engineDisagreement,
      a: CompareInput(counts: ViewCounts(of: textA), invalid: a.invalid),
      b: CompareInput(counts: ViewCounts(of: textB), invalid: b.invalid))
  }

  /// Compares two strings (always valid Unicode) at every level.
  public init(a: String, b: String) throws(ICUError) {
    try self.init(a: UTF8Decoding(bytes: Array(a.utf8)), b: UTF8Decoding(bytes: Array(b.utf8)))
  }
}
