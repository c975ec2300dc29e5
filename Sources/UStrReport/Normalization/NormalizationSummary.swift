public import UStrCore
public import UStrICU

/// Whether the text is already in each normalization form, its counts in each, and the clusters
/// each form changes: the `normalization` key of `inspect` and `normalize --check`.
public struct NormalizationSummary: Codable, Hashable, Sendable {
  public var nfc: FormSummary
  public var nfd: FormSummary
  public var nfkc: FormSummary
  public var nfkd: FormSummary

  /// The summary of `form`.
  public subscript(form: NormalizationForm) -> FormSummary {
    get {
      switch form {
      case .nfc: nfc
      case .nfd: nfd
      case .nfkc: nfkc
      case .nfkd: nfkd
      }
    }
    set {
      switch form {
      case .nfc: nfc = newValue
      case .nfd: nfd = newValue
      case .nfkc: nfkc = newValue
      case .nfkd: nfkd = newValue
      }
    }
  }
}

/// The text in one normalization form.
public struct FormSummary: Codable, Hashable, Sendable {
  /// Whether the text is already in this form.
  public var isNormalized: Bool
  /// The normalized text's length in the four views.
  public var counts: ViewCounts
  /// The normalized text; `nil` when the report leaves it out (a truncated inspection, a check).
  public var text: String?
  /// The offsets of the clusters this form changes (each cluster normalized on its own); the
  /// same clusters as `changedClusters`.
  public var changedGraphemeOffsets: [Int]
  /// ICU's quick check of the text: `.yes`, `.no` or `.maybe` (only the composing forms say
  /// maybe); JSON writes "yes", "no", "maybe".
  public var quickCheck: QuickCheckResult
  /// How many clusters this form changes in all (can exceed `changedClusters.count`).
  public var changedClusterCount: Int
  /// The clusters this form changes, in order, each before and after; at most the limit asked.
  public var changedClusters: [ClusterChange]
  /// How many combining runs longer than 30 non-starters (the UAX #15 stream-safe limit) ustr
  /// put in canonical order itself, in linear time, to spare ICU its quadratic sort.
  public var longRunCount: Int
}

extension NormalizationSummary {
  /// Normalizes `text` into each form through ICU (`NormalizationReport`).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - changeLimit: The most changed clusters listed per form; all are counted.
  ///   - includeText: Whether to keep each normalized text.
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) per form, plus the walk to the last listed change.
  public init(of text: String, changeLimit: Int, includeText: Bool) throws(ICUError) {
    try self.init(
      of: text, counts: ViewCounts(of: text), changeLimit: changeLimit, includeText: includeText)
  }

  /// Normalizes `text`, whose counts the caller already has (from a `TextBreakdown`), into each
  /// form.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - counts: `text`'s counts, as `ViewCounts(of: text)` gives them.
  ///   - changeLimit: The most changed clusters listed per form; all are counted.
  ///   - includeText: Whether to keep each normalized text.
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) per form.
  public init(of text: String, counts: ViewCounts, changeLimit: Int, includeText: Bool)
    throws(ICUError)
  {
    let report = try NormalizationReport(
      of: text, counts: counts, changeLimit: changeLimit, keepsText: includeText)
    self.init(report)
  }

  /// The summary of a report (a `NormalizationStream`'s, or a whole text's).
  public init(_ report: NormalizationReport) {
    func summary(_ form: NormalizationForm) -> FormSummary {
      let formReport = report[form]
      let changes = formReport.changedClusters
      return FormSummary(
        isNormalized: formReport.isNormalized, counts: formReport.counts,
        text: formReport.text,
        changedGraphemeOffsets: changes.map(\.graphemeOffset),
        quickCheck: formReport.quickCheck,
        changedClusterCount: formReport.changedClusterCount, changedClusters: changes,
        longRunCount: formReport.longRuns.count)
    }
    self.init(nfc: summary(.nfc), nfd: summary(.nfd), nfkc: summary(.nfkc), nfkd: summary(.nfkd))
  }
}
