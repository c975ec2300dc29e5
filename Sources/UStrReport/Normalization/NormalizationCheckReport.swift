public import UStrCore
public import UStrICU

/// What `ustr normalize --check` reports: which of the four forms a text is already in (ICU's
/// quick check and the exact answer), and the clusters each form changes.
///
///     let check = try NormalizationCheckReport(decoding: UTF8Decoding(bytes: Array("ﬁ".utf8)), form: .nfc)
///     check.isNormalized                              // true: "ﬁ" is in NFC
///     check.normalization.nfkc.changedClusters[0].after  // "fi"
public struct NormalizationCheckReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines and their Unicode versions (ICU's governs normalization).
  public var engines: Engines
  /// The form asked about (JSON: "nfc", "nfd", "nfkc" or "nfkd").
  public var form: NormalizationForm
  /// Whether the text is in the form asked about (the exit code: 0 yes, 1 no).
  public var isNormalized: Bool
  /// The text's length in the four views.
  public var counts: ViewCounts
  /// Each form: in it or not, quick check, counts after, the clusters it changes.
  public var normalization: NormalizationReport
  /// How many ill-formed UTF-8 sequences the input had.
  public var invalidUTF8Count: Int
  /// The ill-formed UTF-8 sequences of the input, repaired with U+FFFD before checking.
  public var invalidUTF8: [InvalidUTF8Sequence]
}

extension NormalizationCheckReport {
  /// Checks decoded input against every form (a ``NormalizationCheckStream`` given the whole
  /// text).
  ///
  /// - Parameters:
  ///   - decoding: The decoded input.
  ///   - form: The form asked about.
  ///   - changeLimit: The most changed clusters listed per form (`nil`: all); all are counted.
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) per form.
  public init(decoding: UTF8Decoding, form: NormalizationForm, changeLimit: Int? = nil) throws(ICUError) {
    var stream = try NormalizationCheckStream(form: form, changeLimit: changeLimit)
    try stream.append(decoding.text)
    self = try stream.finish(invalid: decoding.invalid)
  }
}
