public import UStrCore
public import UStrICU

/// `ustr normalize --check` as a stream: text arrives in chunks of any size (whole scalars), the
/// report comes at the end, in memory that does not grow with the text (one window, or the
/// longest normalization segment: see `NormalizationWindows`).
///
///     var stream = try NormalizationCheckStream(form: .nfc)
///     for chunk in decodedChunks { try stream.append(chunk) }   // whole scalars, any size
///     let report = try stream.finish(invalid: decoding.invalid)
///     report.isNormalized
///
/// The report is exactly ``NormalizationCheckReport/init(decoding:form:)``'s of the whole text,
/// which is built by this stream.
///
/// - Complexity: O(n) in the text's length, per form.
public struct NormalizationCheckStream {
  /// The form asked about.
  public let form: NormalizationForm
  var normalization: NormalizationStream
  var windows: NormalizationWindows
  /// The counts of the windows checked so far.
  var counts = ViewCounts.zero

  /// A stream with nothing checked.
  ///
  /// - Throws: `ICUError` when ICU cannot load its normalization data.
  public init(form: NormalizationForm) throws(ICUError) {
    self.form = form
    normalization = try NormalizationStream(changeLimit: NormalizationCheckReport.changeLimit, textLimit: 0)
    windows = NormalizationWindows(for: normalization)
  }

  /// Takes the next stretch of text (whole scalars; a chunk of decoded input).
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: Amortized O(m) in the stretch's length.
  public mutating func append(_ text: String) throws(ICUError) {
    for window in windows.append(text) { try check(window) }
  }

  /// Ends the text and returns the report; `invalid` are the input's ill-formed sequences, which
  /// the text holds repaired.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(invalid: [InvalidUTF8Sequence]) throws(ICUError) -> NormalizationCheckReport {
    try finish(invalid: InvalidUTF8List(invalid))
  }

  /// ``finish(invalid:)-([InvalidUTF8Sequence])`` for the ill-formed sequences of a streamed
  /// input, the first `InvalidUTF8List.listLimit` listed and all counted.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(invalid: InvalidUTF8List) throws(ICUError) -> NormalizationCheckReport {
    try check(windows.finish())
    let normalization = NormalizationSummary(try self.normalization.finish(counts: counts))
    return NormalizationCheckReport(
      schemaVersion: ReportSchema.version, engines: .current, form: form,
      isNormalized: normalization[form].isNormalized, counts: counts, normalization: normalization,
      invalidUTF8Count: invalid.count, invalidUTF8: invalid.listed)
  }

  /// Checks one window of whole clusters that ends at a boundary of every form.
  mutating func check(_ window: String) throws(ICUError) {
    guard !window.isEmpty else { return }
    try normalization.append(window, startingAt: counts)
    counts += ViewCounts(of: window)
  }
}
