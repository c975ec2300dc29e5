public import UStrCore

/// A text in each of the four normalization forms, with what changed: the data behind
/// `ustr normalize --check` and the forms side by side in `ustr inspect`.
///
///     let report = try NormalizationReport(of: "ﬁ Poke\u{301}mon")
///     report[.nfc].isNormalized          // false
///     report[.nfc].counts.scalars        // 9 (U+0065 U+0301 became U+00E9)
///     report[.nfkc].changedClusters.map(\.graphemeOffset)  // [0, 5]: "ﬁ" → "fi", "é"
public struct NormalizationReport: Sendable {
  /// The original text's counts.
  public var counts: ViewCounts
  /// NFC, NFD, NFKC, NFKD, in that order.
  public var forms: [FormReport]

  /// Normalizes `text` to every form.
  ///
  /// - Parameter text: The text.
  /// - Parameter changeLimit: The most changed clusters listed per form; all are counted.
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) per form; clusters after the normalized prefix are each checked alone.
  public init(of text: String, changeLimit: Int = 1000) throws(ICUError) {
    try self.init(of: text, counts: ViewCounts(of: text), changeLimit: changeLimit)
  }

  /// Normalizes `text`, whose counts the caller already has (from a `TextBreakdown`), to every
  /// form.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - counts: `text`'s counts, as `ViewCounts(of: text)` gives them.
  ///   - changeLimit: The most changed clusters listed per form; all are counted.
  ///   - keepsText: Whether each form keeps its normalized text; when `false`, each form's `text`
  ///     is "" and a large input is not held in memory four more times.
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) per form, with one UTF-16 copy of `text` for all of ICU's work, and one
  ///   walk over the clusters for the changes in every form.
  public init(
    of text: String, counts: ViewCounts, changeLimit: Int = 1000, keepsText: Bool = true
  ) throws(ICUError) {
    var stream = try NormalizationStream(changeLimit: changeLimit, textLimit: keepsText ? Int.max : 0)
    try stream.append(text, startingAt: .zero)
    self = try stream.finish(counts: counts)
  }

  /// A report from its parts (a ``NormalizationStream`` makes it).
  init(counts: ViewCounts, forms: [FormReport]) {
    self.counts = counts
    self.forms = forms
  }

  /// The report for `form`.
  public subscript(form: NormalizationForm) -> FormReport {
    forms.first { $0.form == form }!
  }
}

/// A text in one normalization form and what changed.
public struct FormReport: Sendable {
  /// The form.
  public var form: NormalizationForm
  /// The text in that form; `nil` when the report leaves it out (longer than asked to keep).
  public var text: String?
  /// Whether the original was already in that form.
  public var isNormalized: Bool
  /// ICU's quick check of the original.
  public var quickCheck: QuickCheckResult
  /// The normalized text's counts in the four views.
  public var counts: ViewCounts
  /// The clusters of the original that the form changes, each normalized alone, in order; at
  /// most the `changeLimit` given.
  public var changedClusters: [ClusterChange]
  /// How many clusters change in all (can exceed `changedClusters.count`).
  public var changedClusterCount: Int
  /// Combining runs longer than the stream-safe limit, normalized in linear time.
  public var longRuns: [CombiningRun]
}

/// One grapheme cluster a normalization form changes.
///
///     // "ﬁ" under NFKC
///     ClusterChange(graphemeOffset: 0, before: "ﬁ", after: "fi")
public struct ClusterChange: Hashable, Sendable {
  /// The cluster's offset in the original text, in grapheme clusters.
  public var graphemeOffset: Int
  /// The offset of its first scalar in the original text, in scalars.
  public var scalarOffset: Int
  /// The offset of its first code unit in the original text, in UTF-16 code units.
  public var utf16Offset: Int
  /// The offset of its first byte in the original text, in UTF-8 bytes.
  public var utf8Offset: Int
  /// The cluster as it is in the original.
  public var before: Character
  /// The cluster normalized alone (may be several clusters, or none).
  public var after: String
}
