public import UStrCore

/// Normalizes a text that arrives a window at a time into all four forms at once, keeping only
/// what a report needs: whether the text is already in each form, the normalized text's counts,
/// the quick check, the clusters each form changes (the first `changeLimit`, all counted) and the
/// long combining runs. The data behind `ustr inspect`'s normalization section in bounded memory.
///
///     var stream = try NormalizationStream(changeLimit: 10)
///     var windows = ClusterWindows()
///     try stream.append(windows.append("Poke"), startingAt: .zero)
///     ...
///     let report = try stream.finish(counts: totalCounts)
///
/// Windows must be whole grapheme clusters (``ClusterWindows`` cuts them), since the changed
/// clusters are found cluster by cluster; each form carries the text after its own last
/// normalization boundary to the next window, so the counts are those of normalizing the whole
/// text at once.
///
/// - Complexity: O(n) over the whole stream per form, plus ICU's check of each non-ASCII cluster
///   of a window that a form changes.
public struct NormalizationStream {
  /// The most changed clusters kept per form.
  public let changeLimit: Int
  /// The longest normalized text, in UTF-8 bytes, that each form keeps; a longer one is
  /// dropped (its report's `text` is `nil`), so memory stays bounded.
  public let textLimit: Int
  var forms: [FormStream]

  /// A stream for the four forms.
  ///
  /// - Parameters:
  ///   - changeLimit: The most changed clusters listed per form; all are counted.
  ///   - textLimit: The longest normalized text kept per form, in UTF-8 bytes (0: none).
  /// - Throws: `ICUError` when ICU cannot load its normalization data.
  public init(changeLimit: Int = 1000, textLimit: Int = 0) throws(ICUError) {
    self.changeLimit = changeLimit
    self.textLimit = textLimit
    var forms: [FormStream] = []
    for form in NormalizationForm.allCases { forms.append(try FormStream(form, textLimit: textLimit)) }
    self.forms = forms
  }

  /// Normalizes the next window: `text`, whole clusters, which starts at `start` in the whole
  /// text.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func append(_ text: String, startingAt start: ViewCounts) throws(ICUError) {
    guard !text.isEmpty else { return }
    let units = UTF16Transcoding.units(of: text)
    try units.withUnsafeBufferPointer { (units) throws(ICUError) in
      try append(text, units: units, startingAt: start)
    }
  }

  /// ``append(_:startingAt:)`` for a caller that already has the window's UTF-16.
  public mutating func append(
    _ text: String, units: UnsafeBufferPointer<UInt16>, startingAt start: ViewCounts
  ) throws(ICUError) {
    guard !units.isEmpty else { return }
    var windowIsNormalized: [Bool] = []
    for index in forms.indices {
      windowIsNormalized.append(try forms[index].append(units, of: text, startingAt: start))
    }
    try ClusterChangeWalk.run(
      over: text, units: units, startingAt: start, forms: &forms,
      skipping: windowIsNormalized, changeLimit: changeLimit)
  }

  /// Ends the text and returns the report; `counts` are the whole text's counts.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(counts: ViewCounts) throws(ICUError) -> NormalizationReport {
    var reports: [FormReport] = []
    for index in forms.indices {
      try forms[index].finish(counts: counts)
      reports.append(forms[index].report)
    }
    return NormalizationReport(counts: counts, forms: reports)
  }
}

/// One form's share of a ``NormalizationStream``.
struct FormStream {
  let normalizer: Normalizer
  /// UTF-16 after the last normalization boundary, waiting for the next window.
  var pending: [UInt16] = []
  /// The normalized text's clusters, cut as it arrives.
  var clusters = ClusterWindows()
  /// UTF-16 code units normalized so far, for the long runs' offsets.
  var utf16Consumed = 0
  let textLimit: Int
  var report: FormReport
  /// While the form has changed nothing, its text is the text itself and nothing is counted
  /// again: the counts are the text's. `mirror` keeps the text from the start of the window where
  /// the pending text begins (a cluster boundary of both), to count from there once something
  /// changes; `nil` once something has.
  var mirror: Mirror? = Mirror()

  /// The text since a window start, while the form has changed nothing.
  struct Mirror {
    var text = ""
    /// The counts of everything before `text`.
    var start = ViewCounts.zero
  }

  init(_ form: NormalizationForm, textLimit: Int) throws(ICUError) {
    normalizer = try Normalizer(form)
    self.textLimit = textLimit
    report = FormReport(
      form: form, text: textLimit > 0 ? "" : nil, isNormalized: true, quickCheck: .yes, counts: .zero,
      changedClusters: [], changedClusterCount: 0, longRuns: [])
  }

  /// Takes the next window (`text`, whose UTF-16 is `units`, starting at `start`); returns
  /// whether the window alone is in this form (then no cluster of it changes).
  mutating func append(
    _ units: UnsafeBufferPointer<UInt16>, of text: String, startingAt start: ViewCounts
  ) throws(ICUError) -> Bool {
    if mirror != nil {
      if pending.isEmpty {
        mirror = Mirror(text: text, start: start)
      } else {
        mirror!.text += text
      }
    }
    let quickCheck = try normalizer.instance.quickCheck(units)
    if quickCheck == .no || (quickCheck == .maybe && report.quickCheck == .yes) {
      report.quickCheck = quickCheck
    }
    let windowIsNormalized: Bool
    if quickCheck == .yes {
      windowIsNormalized = true
    } else {
      windowIsNormalized = try normalizer.instance.isNormalized(units)
    }
    // Only units after the last boundary wait; the window's own first scalar may start one.
    let searchedFrom = pending.count
    pending.append(contentsOf: units)
    let cut = normalizer.instance.lastBoundary(in: pending, after: max(searchedFrom - 1, 0))
    if cut > 0 {
      try normalize(pending[..<cut])
      pending.removeSubrange(..<cut)
    }
    // What waits now began in this window: the mirror needs nothing before it.
    if mirror != nil, utf16Consumed >= start.utf16 { mirror = Mirror(text: text, start: start) }
    return windowIsNormalized
  }

  /// Ends the text, whose counts are `counts`.
  mutating func finish(counts: ViewCounts) throws(ICUError) {
    try normalize(pending[...])
    pending = []
    if mirror != nil {
      report.counts = counts
      mirror = nil
    } else {
      count(clusters.finish())
    }
  }

  /// Normalizes text that ends at a boundary and counts the result.
  mutating func normalize(_ units: ArraySlice<UInt16>) throws(ICUError) {
    guard !units.isEmpty else { return }
    let (normalized, runs) = try units.withUnsafeBufferPointer { (buffer) throws(ICUError) in
      try normalizer.instance.normalize(buffer)
    }
    for run in runs {
      let range = (run.utf16Range.lowerBound + utf16Consumed)..<(run.utf16Range.upperBound + utf16Consumed)
      report.longRuns.append(CombiningRun(utf16Range: range, nonStarterCount: run.nonStarterCount))
    }
    let segmentStart = utf16Consumed
    utf16Consumed += units.count
    let isChanged = normalized.map { !$0.elementsEqual(units) } ?? false
    if isChanged { report.isNormalized = false }
    if !isChanged && mirror != nil && report.text == nil { return }
    let text: String
    if let normalized, isChanged {
      text = UTF16Transcoding.string(normalized)
    } else {
      text = units.withUnsafeBufferPointer { UTF16Transcoding.string($0) }
    }
    if let kept = report.text {
      report.text = kept.utf8.count + text.utf8.count <= textLimit ? kept + text : nil
    }
    if let mirror {
      guard isChanged else { return }
      // The first change: until here the form's text is the text itself, whose counts are known
      // up to the mirror's window start; the clusters from there to this segment are counted.
      report.counts = mirror.start
      let utf16 = mirror.text.utf16
      let end = utf16.index(utf16.startIndex, offsetBy: segmentStart - mirror.start.utf16)
      count(clusters.append(String(mirror.text[..<end])))
      self.mirror = nil
    }
    count(clusters.append(text))
  }

  /// Adds the counts of normalized text made of whole clusters.
  mutating func count(_ text: String) {
    guard !text.isEmpty else { return }
    report.counts += ViewCounts(of: text)
  }
}
