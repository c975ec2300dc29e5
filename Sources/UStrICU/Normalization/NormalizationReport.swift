public import UStrCore

/// A text in each of the four normalization forms, with what changed: the data behind
/// `ustr normalize --check` and the forms side by side in `ustr inspect`, and their
/// `normalization` key in JSON (`{"nfc": {...}, "nfd": ..., "nfkc": ..., "nfkd": ...}`).
///
///     let report = try NormalizationReport(of: "ﬁ Poke\u{301}mon")
///     report[.nfc].isNormalized          // false
///     report[.nfc].counts.scalars        // 9 (U+0065 U+0301 became U+00E9)
///     report[.nfkc].changedClusters.map(\.graphemeOffset)  // [0, 5]: "ﬁ" → "fi", "é"
public struct NormalizationReport: Hashable, Sendable {
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
  ///     is `nil` and a large input is not held in memory four more times.
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

  /// A report from its forms, in `NormalizationForm.allCases` order (a ``NormalizationStream``
  /// makes it).
  init(forms: [FormReport]) {
    self.forms = forms
  }

  /// The report for `form`.
  public subscript(form: NormalizationForm) -> FormReport {
    get { forms[Self.index(of: form)] }
    set { forms[Self.index(of: form)] = newValue }
  }

  /// The report for NFC: `self[.nfc]`.
  public var nfc: FormReport {
    get { self[.nfc] }
    set { self[.nfc] = newValue }
  }
  /// The report for NFD: `self[.nfd]`.
  public var nfd: FormReport {
    get { self[.nfd] }
    set { self[.nfd] = newValue }
  }
  /// The report for NFKC: `self[.nfkc]`.
  public var nfkc: FormReport {
    get { self[.nfkc] }
    set { self[.nfkc] = newValue }
  }
  /// The report for NFKD: `self[.nfkd]`.
  public var nfkd: FormReport {
    get { self[.nfkd] }
    set { self[.nfkd] = newValue }
  }

  static func index(of form: NormalizationForm) -> Int {
    switch form {
    case .nfc: 0
    case .nfd: 1
    case .nfkc: 2
    case .nfkd: 3
    }
  }
}

/// A text in one normalization form and what changed.
public struct FormReport: Hashable, Sendable {
  /// The form.
  public var form: NormalizationForm
  /// The text in that form; `nil` when the report leaves it out (longer than asked to keep, a
  /// check, a truncated inspection).
  public var text: String?
  /// Whether the original was already in that form.
  public var isNormalized: Bool
  /// ICU's quick check of the original: `.yes`, `.no` or `.maybe` (only the composing forms say
  /// maybe); JSON writes "yes", "no", "maybe".
  public var quickCheck: QuickCheckResult
  /// The normalized text's counts in the four views.
  public var counts: ViewCounts
  /// The clusters of the original that the form changes, each normalized alone, in order; at
  /// most the `changeLimit` given.
  public var changedClusters: [ClusterChange]
  /// How many clusters change in all (can exceed `changedClusters.count`).
  public var changedClusterCount: Int
  /// How many combining runs longer than 30 non-starters (the UAX #15 stream-safe limit) were
  /// put in canonical order by ustr itself, in linear time, to spare ICU its quadratic sort
  /// (``StreamingNormalizer/longRuns`` lists where they are).
  public var longRunCount: Int

  /// The grapheme offsets of `changedClusters`.
  public var changedGraphemeOffsets: [Int] { changedClusters.map(\.graphemeOffset) }
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
