public import UStrCore

extension LengthsReport {
  /// The most distinct clusters a report lists; the rest are counted.
  public static let clusterLimit = 100

  /// The most lines over the limit a report lists by default (all are counted in
  /// `LineChecks/linesOverCount`), so the report stays small on any input.
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
