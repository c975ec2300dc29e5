import UStrCore

/// One form's share of a ``NormalizationStream``: finds what the form changes in each window and
/// keeps the report.
///
/// A window is cut into stretches by ICU's quick check (`unorm2_spanQuickCheckYes`): what it
/// vouches for is unchanged and costs nothing more; each stretch it does not, up to the next
/// normalization boundary, is normalized on its own and compared. Only the stretches that change
/// cost more: their counts in scalars, UTF-16 and UTF-8 are the difference of their code units;
/// their clusters are counted, as they are and normalized, in a ``GraphemeRegion`` between two
/// ``ClusterAnchors``; the clusters of the original that overlap them are checked one by one for
/// `changedClusters`.
///
/// Windows must start and end at grapheme cluster boundaries that are also normalization
/// boundaries of every form (``NormalizationStream`` says which scalars start one).
struct FormStream {
  let normalizer: Normalizer
  let textLimit: Int
  var report: FormReport
  /// The normalized text's counts minus the original's, so far (each may be negative).
  var delta = ViewCounts.zero
  /// While no region is open: how many UTF-8 bytes at the end of the last window are the
  /// original text since the last place where a region may start (an anchor, the end of the
  /// last region, a window's start), where the next region starts when no anchor comes between
  /// it and the next change. ``NormalizationStream`` holds that text once for all forms (the
  /// `carried` text handed to `append`), so a long cluster is not copied once per form.
  var carryUTF8Count = 0
  /// The region that goes on into the next window, if any.
  var region: GraphemeRegion?
  /// Listed changes whose grapheme offsets wait for the window's clusters to be counted: the
  /// change's index, and the UTF-8 offset in the window of the cluster boundary its offset
  /// counts from.
  var unresolved: [(change: Int, utf8Offset: Int)] = []

  /// For each scalar met as a change of its own: whether its normalization is one cluster that
  /// meets every neighbour as it does (see `isClusterEquivalent`).
  var equivalentScalars = ScalarMemo<Bool>()
  /// The scalars of the BMP found equivalent since ``NormalizationStream`` last asked, for it to
  /// count their later occurrences itself (`PassableUnits.markScalarChange(_:form:)`).
  var newlyEquivalentScalars: [UInt32] = []

  /// A stretch the form changes. Plain values only (its normalized text sits in
  /// `changeUnits`), so that passing changes around costs no reference counting: most changes
  /// of real text are single accented letters or syllables, millions of them in a large file.
  struct Change {
    /// Where, in UTF-16 code units of the window.
    var utf16Range: Range<Int>
    /// Where what the form makes of it sits in `changeUnits`.
    var normalizedRange: Range<Int>
    /// The scalars and UTF-8 bytes the form adds (negative: removes).
    var scalarDelta: Int
    var utf8Delta: Int
    /// The UTF-16 code units the form adds (negative: removes).
    var utf16Delta: Int { normalizedRange.count - utf16Range.count }
  }

  /// The normalized UTF-16 of the current window's changes, one after another.
  var changeUnits: [UInt16] = []

  /// What the form makes of a stretch: its quick check, its normalized UTF-16 (`nil` when the
  /// form leaves it), and the scalars and UTF-8 bytes the form adds.
  struct StretchForm {
    var quickCheck: QuickCheckResult
    var normalized: [UInt16]?
    var scalarDelta: Int
    var utf8Delta: Int
  }

  /// What the form makes of one scalar standing as a stretch of its own (most stretches are),
  /// as remembered: its normalized UTF-16 sits in `scalarFormUnits`.
  struct ScalarForm {
    var quickCheck: QuickCheckResult
    /// Where the scalar normalized sits in `scalarFormUnits`, or `nil` when the form leaves it.
    var normalizedRange: Range<Int>?
    var scalarDelta: Int
    var utf8Delta: Int
  }

  /// The scalars met as stretches of their own, and what the form makes of each; at most a few
  /// thousand in real text (one entry per distinct accented letter, syllable...).
  var scalarForms = ScalarMemo<ScalarForm>()
  /// The normalized UTF-16 of every remembered scalar form, one after another.
  var scalarFormUnits: [UInt16] = []

  init(_ form: NormalizationForm, textLimit: Int) throws(ICUError) {
    normalizer = try Normalizer(form)
    self.textLimit = textLimit
    report = FormReport(
      form: form, text: textLimit > 0 ? "" : nil, isNormalized: true, quickCheck: .yes, counts: .zero,
      changedClusters: [], changedClusterCount: 0, longRunCount: 0)
  }

  /// Takes the next window, whose UTF-16 is `units` and which starts at `start`; outside
  /// `runs` every scalar is passable in this form (``PassableUnits``), and `boundaries` says
  /// where it has a normalization boundary (``PassableUnits/boundaryMasks``, bit `formBit`).
  /// `carried` is the end of the last window, at least ``carryUTF8Count`` bytes of it.
  mutating func append(
    _ units: UnsafeBufferPointer<UInt16>, runs: [Range<Int>], boundaries: [UInt8], formBit: UInt8,
    startingAt start: ViewCounts, carried: Substring, changeLimit: Int, anchors: inout ClusterAnchors,
    pieceTexts: inout SharedPieceTexts
  ) throws(ICUError) {
    let changes = try findChanges(
      in: units, runs: runs, boundaries: (masks: boundaries, bit: formBit), startingAt: start)
    if !changes.isEmpty { report.isNormalized = false }
    keepText(units, changes: changes)
    for change in changes {
      delta.scalars += change.scalarDelta
      delta.utf16 += change.utf16Delta
      delta.utf8 += change.utf8Delta
    }
    try trackClusters(
      units, changes: changes, startingAt: start, carried: carried, changeLimit: changeLimit, anchors: &anchors,
      pieceTexts: &pieceTexts)
    // Nothing reads the window's changes after it: four forms need not hold them until the next.
    changeUnits = []
  }

  /// Ends the text, whose counts are `counts`.
  mutating func finish(counts: ViewCounts) {
    if var open = region {
      delta.graphemes += open.finish(original: "", normalized: "")
      region = nil
    }
    report.counts = counts + delta
  }

  /// The stretches of `units` that the form changes, in order; records the quick check and the
  /// long combining runs on the way. Only `runs` are looked at: outside them every scalar is
  /// passable (it passes the quick check and starts a segment, so ICU's quick check of the
  /// whole window would pass it and stop nowhere near it).
  ///
  /// With `boundaries` (a mask per BMP unit, and this form's bit), a scalar of the BMP with a
  /// normalization boundary before it and before what follows it is a stretch of its own, and
  /// what the form makes of it is remembered (``scalarForm(of:_:)``): no call to ICU for a
  /// Hangul syllable in NFD or an "é" between letters, which ICU's quick check would stop at
  /// and send to the same place. Without, every stretch is found by ICU.
  ///
  /// - Complexity: O(n): ICU's quick check over the runs, and normalization of the stretches
  ///   it does not vouch for.
  mutating func findChanges(
    in units: UnsafeBufferPointer<UInt16>, runs: [Range<Int>], boundaries: (masks: [UInt8], bit: UInt8)? = nil,
    startingAt start: ViewCounts
  ) throws(ICUError) -> [Change] {
    var changes: [Change] = []
    // Most runs of real text hold one change or none (an accented letter, a syllable).
    changes.reserveCapacity(runs.count)
    var position = 0
    let instance = normalizer.instance
    let masks = boundaries?.masks ?? []
    let bit = boundaries?.bit ?? 0
    for run in runs {
      position = max(position, run.lowerBound)
      // `position` is always at a boundary: a run starts at a passable scalar or the window's
      // start, and each stretch ends at one.
      while position < run.upperBound {
        let next = position + 1
        // What follows the run is passable or the window's end: a boundary either way.
        if bit != 0, masks[Int(units[position])] & bit != 0,
          next == run.upperBound || masks[Int(units[next])] & bit != 0
        {
          try findChange(in: units, stretch: position..<next, startingAt: start, into: &changes)
          position = next
          continue
        }
        let span = try instance.spanQuickCheckYes(UnsafeBufferPointer(rebasing: units[position..<run.upperBound]))
        let p = position + span
        guard p < run.upperBound else { break }
        // A stretch ends at the latest before the passable scalar that ends the run.
        let q = instance.nextBoundary(in: units, after: p)
        try findChange(in: units, stretch: p..<q, startingAt: start, into: &changes)
        position = q
      }
    }
    return changes
  }

  /// Adds the change of the stretch `range` of `units` (from one boundary to the next; ICU's
  /// quick check does not vouch for it), if the form changes it, and records its quick check.
  private mutating func findChange(
    in units: UnsafeBufferPointer<UInt16>, stretch range: Range<Int>, startingAt start: ViewCounts,
    into changes: inout [Change]
  ) throws(ICUError) {
    let (p, q) = (range.lowerBound, range.upperBound)
    let stretch = UnsafeBufferPointer(rebasing: units[p..<q])
    let (value, width) = decodeScalar(units, at: p)
    let quickCheck: QuickCheckResult
    let changeStart = changeUnits.count
    let scalarDelta: Int
    let utf8Delta: Int
    if width == stretch.count {
      let form = try scalarForm(of: value, stretch)
      quickCheck = form.quickCheck
      guard let normalizedRange = form.normalizedRange else { return noteQuickCheck(quickCheck) }
      for index in normalizedRange { changeUnits.append(scalarFormUnits[index]) }
      (scalarDelta, utf8Delta) = (form.scalarDelta, form.utf8Delta)
    } else {
      let form = try stretchForm(of: stretch)
      quickCheck = form.quickCheck
      guard let normalized = form.normalized else { return noteQuickCheck(quickCheck) }
      // The first change of a window (a long cluster's, often) is taken, not copied.
      if changeUnits.isEmpty { changeUnits = normalized } else { changeUnits += normalized }
      (scalarDelta, utf8Delta) = (form.scalarDelta, form.utf8Delta)
    }
    noteQuickCheck(quickCheck)
    changes.append(
      Change(
        utf16Range: p..<q, normalizedRange: changeStart..<changeUnits.count, scalarDelta: scalarDelta,
        utf8Delta: utf8Delta))
  }

  /// Lowers the report's quick check to `quickCheck` when that is worse.
  private mutating func noteQuickCheck(_ quickCheck: QuickCheckResult) {
    if quickCheck == .no || (quickCheck == .maybe && report.quickCheck == .yes) {
      report.quickCheck = quickCheck
    }
  }

  /// What the form makes of the scalar `value`, whose UTF-16 is `units`; remembered.
  mutating func scalarForm(of value: UInt32, _ units: UnsafeBufferPointer<UInt16>) throws(ICUError) -> ScalarForm {
    if let known = scalarForms[value] { return known }
    // One scalar is no long combining run.
    let form = try stretchForm(of: units)
    var normalizedRange: Range<Int>?
    if let normalized = form.normalized {
      normalizedRange = scalarFormUnits.count..<(scalarFormUnits.count + normalized.count)
      scalarFormUnits += normalized
    }
    let remembered = ScalarForm(
      quickCheck: form.quickCheck, normalizedRange: normalizedRange, scalarDelta: form.scalarDelta,
      utf8Delta: form.utf8Delta)
    scalarForms[value] = remembered
    return remembered
  }

  /// What the form makes of a stretch; counts its long combining runs.
  mutating func stretchForm(of units: UnsafeBufferPointer<UInt16>) throws(ICUError) -> StretchForm {
    let (normalized, runs) = try normalizer.instance.normalizeStretch(units)
    report.longRunCount += runs.count
    let check = try normalizer.instance.quickCheck(units)
    guard !normalized.elementsEqual(units) else {
      return StretchForm(quickCheck: check, normalized: nil, scalarDelta: 0, utf8Delta: 0)
    }
    let before = Self.counts(of: units)
    let after = normalized.withUnsafeBufferPointer { Self.counts(of: $0) }
    return StretchForm(
      quickCheck: check, normalized: normalized, scalarDelta: after.scalars - before.scalars,
      utf8Delta: after.utf8 - before.utf8)
  }

  /// Adds the window's normalized text to the report's, while it stays under the limit.
  mutating func keepText(_ units: UnsafeBufferPointer<UInt16>, changes: [Change]) {
    guard let kept = report.text else { return }
    let length = changes.reduce(units.count) { $0 + $1.utf16Delta }
    // A scalar takes at least as many UTF-8 bytes as UTF-16 units.
    guard kept.utf8.count + length <= textLimit else { return report.text = nil }
    var normalized: [UInt16] = []
    normalized.reserveCapacity(length)
    var position = 0
    for change in changes {
      normalized += units[position..<change.utf16Range.lowerBound]
      normalized += changeUnits[change.normalizedRange]
      position = change.utf16Range.upperBound
    }
    normalized += units[position...]
    let text = UTF16Transcoding.string(normalized)
    report.text = kept.utf8.count + text.utf8.count <= textLimit ? kept + text : nil
  }

  /// The scalars and UTF-8 bytes of well-formed UTF-16.
  static func counts(of units: UnsafeBufferPointer<UInt16>) -> (scalars: Int, utf8: Int) {
    var scalars = 0
    var utf8 = 0
    for unit in units {
      if UTF16.isTrailSurrogate(unit) { continue }
      scalars += 1
      utf8 += unit < 0x80 ? 1 : unit < 0x800 ? 2 : UTF16.isLeadSurrogate(unit) ? 4 : 3
    }
    return (scalars, utf8)
  }
}
