public import UStrCore
public import UStrICU

/// `ustr normalize --check` as a stream: text arrives in chunks of any size (whole scalars), each
/// changed cluster is handed over as soon as it is known, and the report comes at the end, in
/// memory that does not grow with the text (one window, or the longest normalization segment:
/// see `NormalizationWindows`) nor, when a handler takes them, with the changes listed.
///
///     var stream = try NormalizationCheckStream(form: .nfc, changeLimit: nil)
///     for chunk in decodedChunks {                       // whole scalars, any size
///       try stream.append(chunk) { form, change in print(form, change.utf8Offset) }
///     }
///     let report = try stream.finish(invalid: InvalidUTF8List(decoding.invalid)) { form, change in … }
///     report.isNormalized
///
/// Changes are handed over a window at a time in the text's order: by UTF-8 offset, and at one
/// offset in the order nfc, nfd, nfkc, nfkd, so the order does not depend on how the text was
/// chunked. Each form lists its first `changeLimit` changes and counts them all. Without a
/// handler (``append(_:)``, ``finish(invalid:)-([InvalidUTF8Sequence])``) the listed changes are
/// kept in the report instead, whose forms' `changedClusters` then hold them.
///
/// Kept in the report, the changes and the rest are exactly
/// ``NormalizationCheckReport/init(decoding:form:changeLimit:)``'s of the whole text, which is built
/// by this stream; handed over, the report's forms list none and the rest is the same.
///
/// - Complexity: O(n) in the text's length, per form.
public struct NormalizationCheckStream {
  /// The form asked about.
  public let form: NormalizationForm
  /// The most changed clusters listed per form (`nil`: all); all are counted.
  public let changeLimit: Int?
  var normalization: NormalizationStream
  var windows: NormalizationWindows
  /// The counts of the windows checked so far.
  var counts = ViewCounts.zero
  /// The listed changes no handler took, per form (nfc, nfd, nfkc, nfkd): the report's.
  var kept: [[ClusterChange]] = Array(repeating: [], count: NormalizationForm.allCases.count)

  /// A stream with nothing checked.
  ///
  /// - Parameters:
  ///   - form: The form asked about.
  ///   - changeLimit: The most changed clusters listed per form (`nil`: all); all are counted.
  /// - Throws: `ICUError` when ICU cannot load its normalization data.
  public init(form: NormalizationForm, changeLimit: Int? = nil) throws(ICUError) {
    self.form = form
    self.changeLimit = changeLimit
    normalization = try NormalizationStream(changeLimit: changeLimit ?? Int.max, textLimit: 0)
    windows = NormalizationWindows(for: normalization)
  }

  /// Takes the next stretch of text (whole scalars; a chunk of decoded input), handing `take`
  /// each listed changed cluster of the windows it completes, with its form, in order.
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: Amortized O(m) in the stretch's length.
  public mutating func append(
    _ text: String, handingChangesTo take: (NormalizationForm, ClusterChange) -> Void
  ) throws(ICUError) {
    for window in windows.append(text) { Self.handInOrder(try check(window), to: take) }
  }

  /// ``append(_:handingChangesTo:)`` that keeps the listed changes for the report.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func append(_ text: String) throws(ICUError) {
    for window in windows.append(text) { keep(try check(window)) }
  }

  /// Ends the text and returns the report, handing `take` the changes of the last window first;
  /// `invalid` are the input's ill-formed sequences (the first `InvalidUTF8List.listLimit`
  /// listed, all counted), which the text holds repaired. The report's forms list the changes
  /// kept by ``append(_:)``, if any: none when every stretch went to a handler.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(
    invalid: InvalidUTF8List, handingChangesTo take: (NormalizationForm, ClusterChange) -> Void
  ) throws(ICUError) -> NormalizationCheckReport {
    Self.handInOrder(try check(windows.finish()), to: take)
    return try report(invalid: invalid)
  }

  /// Ends the text and returns the report with every listed change in it.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(invalid: InvalidUTF8List) throws(ICUError) -> NormalizationCheckReport {
    keep(try check(windows.finish()))
    return try report(invalid: invalid)
  }

  /// ``finish(invalid:)-(InvalidUTF8List)`` for the ill-formed sequences of a whole input.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(invalid: [InvalidUTF8Sequence]) throws(ICUError) -> NormalizationCheckReport {
    try finish(invalid: InvalidUTF8List(invalid))
  }

  /// The report once the last window is checked, with the changes kept, if any.
  mutating func report(invalid: InvalidUTF8List) throws(ICUError) -> NormalizationCheckReport {
    var normalization = try self.normalization.finish(counts: counts)
    for form in NormalizationForm.allCases {
      normalization[form].changedClusters = kept[form.index]
    }
    return NormalizationCheckReport(
      schemaVersion: ReportSchema.version, engines: .current, form: form,
      isNormalized: normalization[form].isNormalized, counts: counts, normalization: normalization,
      invalidUTF8Count: invalid.count, invalidUTF8: invalid.listed)
  }

  /// Checks one window of whole clusters that ends at a boundary of every form; returns the
  /// changes it lists, `[nfc, nfd, nfkc, nfkd]`.
  mutating func check(_ window: String) throws(ICUError) -> [[ClusterChange]] {
    guard !window.isEmpty else { return [] }
    try normalization.append(window, startingAt: counts)
    counts += ViewCounts(of: window)
    return normalization.takeChangedClusters()
  }

  /// Keeps a window's changes for the report.
  mutating func keep(_ changes: [[ClusterChange]]) {
    for index in changes.indices { kept[index] += changes[index] }
  }

  /// Hands `take` a window's changes in the text's order: each form's are in order already, so
  /// they merge by offset, then form (the first form with the smallest offset goes first).
  ///
  /// - Complexity: O(n) in the changes (four lists at most).
  static func handInOrder(_ changes: [[ClusterChange]], to take: (NormalizationForm, ClusterChange) -> Void) {
    let forms = NormalizationForm.allCases
    var next = changes.map(\.startIndex)
    while true {
      var chosen: Int?
      for index in changes.indices where next[index] < changes[index].endIndex {
        if let best = chosen, changes[best][next[best]].utf8Offset <= changes[index][next[index]].utf8Offset { continue }
        chosen = index
      }
      guard let index = chosen else { return }
      take(forms[index], changes[index][next[index]])
      next[index] += 1
    }
  }
}

extension NormalizationForm {
  /// The form's place in `allCases`: nfc 0, nfd 1, nfkc 2, nfkd 3.
  var index: Int { NormalizationForm.allCases.firstIndex(of: self)! }
}
