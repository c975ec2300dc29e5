public import UStrCore

/// Normalizes a text that arrives a window at a time into all four forms at once, keeping only
/// what a report needs: whether the text is already in each form, the normalized text's counts,
/// the quick check, the clusters each form changes (the first `changeLimit`, all counted) and the
/// long combining runs. The data behind `ustr inspect`'s normalization section in bounded memory.
///
///     var stream = try NormalizationStream(changeLimit: 10)
///     try stream.append("Poke\u{301}mon", startingAt: .zero)
///     let report = try stream.finish(counts: ViewCounts(of: "Poke\u{301}mon"))
///
/// Each window must start and end at a grapheme cluster boundary that is also a normalization
/// boundary of every form (``NormalizationWindows`` cuts a streamed text so), so each form
/// normalizes each window on its own and the changed clusters lie in it.
///
/// Most text is already in most forms: ICU's quick check vouches for it and nothing more is done.
/// Only the stretches a form changes are normalized again, counted and segmented (see
/// `FormStream`), so the stream runs at the speed of the quick check on such text.
///
/// - Complexity: O(n) over the whole stream per form.
public struct NormalizationStream {
  /// The most changed clusters listed per form, in all: those taken out
  /// (``takeChangedClusters()``) count.
  public let changeLimit: Int
  /// The longest normalized text, in UTF-8 bytes, that each form keeps; a longer one is
  /// dropped (its report's `text` is `nil`), so memory stays bounded.
  public let textLimit: Int
  var forms: [FormStream]
  var anchors = ClusterAnchors()
  /// A long piece's texts, made once for the forms of a window.
  var pieceTexts = SharedPieceTexts()
  /// The scalars every form passes over without ICU.
  var passable: PassableUnits
  /// The end of the last window that some form carries into the next
  /// (`FormStream.carryUTF8Count`): held once for all forms, and a part of the window's own text
  /// where the stream was given it (``append(window:startingAt:)``), so a long cluster that no
  /// form changes is not copied.
  var carried: Substring = ""
  /// The windows, in UTF-8 bytes, from which a window is first checked a piece at a time
  /// (``appendUnchanged(_:startingAt:)``): only a cluster so long makes one.
  var longWindowUTF8Count = 1 << 20
  /// The longest piece of a long window checked at once, in UTF-8 bytes.
  var unchangedPieceUTF8Count = 1 << 16

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
    passable = PassableUnits(instances: forms.map(\.normalizer.instance))
  }

  /// Normalizes the next window: `text`, which starts at `start` in the whole text.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func append(_ text: String, startingAt start: ViewCounts) throws(ICUError) {
    let offsets = try append(window: text, startingAt: start)
    guard !offsets.isEmpty else { return }
    let clusters = TextBreakdown.forEachCluster(of: text, limit: 0, resolving: offsets) { _ in }
    resolve(offsets: offsets, clustersBefore: clusters.graphemeOffsets)
  }

  /// ``append(_:startingAt:)`` for a caller that counts the window's clusters itself: returns
  /// the UTF-8 offsets in the window (in increasing order) whose cluster counts the listed
  /// changes need; hand them to ``resolve(offsets:clustersBefore:)``.
  ///
  /// What a form carries into the next window is kept as a part of `text`, not copied; a long
  /// window that no form changes (one cluster of a million emoji joined by U+200D) is taken a
  /// piece at a time, so its UTF-16 is never held whole.
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) in the window, per form.
  public mutating func append(window text: String, startingAt start: ViewCounts) throws(ICUError) -> [Int] {
    guard !text.isEmpty else { return [] }
    if text.utf8.count >= longWindowUTF8Count, try appendUnchanged(text, startingAt: start) { return [] }
    var text = text
    // A piece that is the whole window (one long cluster) is the window's text, not a copy.
    pieceTexts.window = text
    defer { pieceTexts.window = nil }
    // `withUTF8` rethrows untyped errors: carry ICU's out in a result.
    let offsets = try text.withUTF8 { utf8 in
      Result { () throws(ICUError) in try append(transcoding: utf8, startingAt: start) }
    }.get()
    carried = text[...].suffix(utf8Count: longestCarry)
    return offsets
  }

  /// Takes a window given as its UTF-8: its UTF-16 and the runs each form looks at are found in
  /// one pass over it. The caller keeps the carry (``carried``).
  mutating func append(
    transcoding utf8: UnsafeBufferPointer<UInt8>, startingAt start: ViewCounts
  ) throws(ICUError) -> [Int] {
    // A form that neither lists more changed clusters nor keeps its text needs only the count
    // of the scalar changes it takes on their own: the transcoding counts them.
    var countedForms: UInt8 = 0
    for index in forms.indices
    where forms[index].report.text == nil && forms[index].report.changedClusterCount >= changeLimit {
      countedForms |= 1 << UInt8(index)
    }
    let (units, runs) = passable.transcode(utf8, countingScalarChangesIn: countedForms, anchors: &anchors)
    for counted in passable.takeCountedChanges() {
      forms[counted.form].countScalarChanges(of: counted.value, count: counted.count)
    }
    let offsets = try units.withUnsafeBufferPointer { (units) throws(ICUError) in
      try append(units: units, runs: runs, startingAt: start)
    }
    for index in forms.indices where !forms[index].newlyEquivalentScalars.isEmpty {
      for value in forms[index].newlyEquivalentScalars { passable.markScalarChange(value, form: index) }
      forms[index].newlyEquivalentScalars = []
    }
    return offsets
  }

  /// Hands each form the window's UTF-16 `units` and its runs, `runs[f]` for `forms[f]`
  /// (`PassableUnits`).
  mutating func append(
    units: UnsafeBufferPointer<UInt16>, runs: [[Range<Int>]], startingAt start: ViewCounts
  ) throws(ICUError) -> [Int] {
    var offsets: [Int] = []
    // Where each form's changes of this window start in its list.
    var firstChanges: [Int] = []
    for index in forms.indices {
      firstChanges.append(forms[index].report.changedClusters.count)
      try forms[index].append(
        units, runs: runs[index], boundaries: passable.boundaryMasks, formBit: 1 << UInt8(index), startingAt: start,
        carried: carried, changeLimit: changeLimit, anchors: &anchors, pieceTexts: &pieceTexts)
      offsets += forms[index].unresolved.map(\.utf8Offset)
      shareLongChangeTexts(ofForm: index, firstChanges: firstChanges)
    }
    pieceTexts.reset()
    return offsets.isEmpty ? [] : Array(Set(offsets)).sorted()
  }

  /// The most UTF-8 bytes at the end of the last window that a form carries into the next.
  var longestCarry: Int { forms.lazy.map(\.carryUTF8Count).max() ?? 0 }

  /// The shortest cluster, in UTF-8 bytes, whose texts the forms that list it share.
  static let sharedChangeUTF8Length = 1 << 12

  /// Makes the long clusters that form `index` changed in this window share their text with
  /// an earlier form's change of the same cluster, and their normalized text where the two
  /// forms agree: a cluster of a million marks that NFC and NFKC both change is held once until
  /// the summary, not once per form (and its normalized text once, not twice). `firstChanges[f]`
  /// is where form `f`'s changes of this window start.
  ///
  /// - Complexity: O(k) per long change, k the earlier forms' changes of the window, plus a
  ///   comparison of the normalized texts.
  mutating func shareLongChangeTexts(ofForm index: Int, firstChanges: [Int]) {
    guard index > 0 else { return }
    let changes = forms[index].report.changedClusters
    for position in changes.indices.dropFirst(firstChanges[index]) {
      let change = changes[position]
      guard change.before.utf8.count >= Self.sharedChangeUTF8Length else { continue }
      for earlier in 0..<index {
        let listed = forms[earlier].report.changedClusters.dropFirst(firstChanges[earlier])
        // The same offset is the same cluster of the original.
        guard let shared = listed.first(where: { $0.utf8Offset == change.utf8Offset }) else { continue }
        forms[index].report.changedClusters[position].before = shared.before
        if shared.after.utf8.count == change.after.utf8.count, shared.after.utf8.elementsEqual(change.after.utf8) {
          forms[index].report.changedClusters[position].after = shared.after
        }
        break
      }
    }
  }

  /// Completes the listed changes of the last window: `clustersBefore[i]` is the number of the
  /// window's clusters before `offsets[i]`.
  public mutating func resolve(offsets: [Int], clustersBefore: [Int]) {
    guard !offsets.isEmpty else { return }
    let counts = Dictionary(uniqueKeysWithValues: zip(offsets, clustersBefore))
    for index in forms.indices { forms[index].resolve(clustersBefore: counts) }
  }

  /// Takes out the changed clusters each form listed so far, `[nfc, nfd, nfkc, nfkd]`, each in
  /// the text's order and complete (resolved): a caller that writes them as the text streams
  /// calls this after each window (``append(_:startingAt:)`` or ``resolve(offsets:clustersBefore:)``),
  /// so they are not held. The forms go on counting; the first `changeLimit` of each form are
  /// listed in all, taken or not.
  ///
  ///     try stream.append(window, startingAt: counts)
  ///     for (form, changes) in zip(NormalizationForm.allCases, stream.takeChangedClusters()) { … }
  ///
  /// - Complexity: O(1) per form.
  public mutating func takeChangedClusters() -> [[ClusterChange]] {
    forms.indices.map { index in
      precondition(forms[index].unresolved.isEmpty, "changes taken before their window was resolved")
      defer { forms[index].report.changedClusters = [] }
      return forms[index].report.changedClusters
    }
  }

  /// Ends the text and returns the report; `counts` are the whole text's counts.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(counts: ViewCounts) throws(ICUError) -> NormalizationReport {
    var reports: [FormReport] = []
    for index in forms.indices {
      forms[index].finish(counts: counts)
      reports.append(forms[index].report)
    }
    return NormalizationReport(forms: reports)
  }
}

extension Substring {
  /// The last `utf8Count` bytes of the text, which start at a scalar boundary.
  ///
  /// - Complexity: O(1) on native text.
  func suffix(utf8Count: Int) -> Substring {
    self[utf8.index(utf8.endIndex, offsetBy: -utf8Count)...]
  }
}
