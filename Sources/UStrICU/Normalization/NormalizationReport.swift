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
  /// - Parameter changeLimit: The most changed clusters listed per form; all are counted.
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) per form; clusters after the normalized prefix are each checked alone.
  public init(of text: String, changeLimit: Int = 1000) throws(ICUError) {
    counts = ViewCounts(of: text)
    forms = []
    for form in NormalizationForm.allCases {
      forms.append(try FormReport(of: text, in: form, changeLimit: changeLimit))
    }
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
  /// The text in that form.
  public var text: String
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

  init(of text: String, in form: NormalizationForm, changeLimit: Int) throws(ICUError) {
    let normalizer = try Normalizer(form)
    let result = try normalizer.normalizeReportingRuns(text)
    self.form = form
    self.text = result.text
    isNormalized = result.wasNormalized
    quickCheck = try normalizer.quickCheck(text)
    counts = result.wasNormalized ? ViewCounts(of: text) : ViewCounts(of: result.text)
    longRuns = result.longRuns
    changedClusters = []
    changedClusterCount = 0
    guard !isNormalized else { return }
    // Clusters inside the prefix ICU vouches for cannot change.
    let unchangedUTF16 = try normalizer.normalizedPrefixUTF16Length(text)
    var utf16Offset = 0
    for (graphemeOffset, cluster) in text.enumerated() {
      defer { utf16Offset += cluster.utf16.count }
      guard utf16Offset + cluster.utf16.count > unchangedUTF16 else { continue }
      // Most clusters are inert scalars (ASCII, most letters): skip ICU's round trip for them.
      if cluster.unicodeScalars.allSatisfy(normalizer.isInert) { continue }
      let after = try normalizer.normalize(String(cluster))
      guard !after.utf8.elementsEqual(cluster.utf8) else { continue }
      changedClusterCount += 1
      if changedClusters.count < changeLimit {
        changedClusters.append(
          ClusterChange(graphemeOffset: graphemeOffset, before: cluster, after: after))
      }
    }
  }
}

/// One grapheme cluster a normalization form changes.
///
///     // "ﬁ" under NFKC
///     ClusterChange(graphemeOffset: 0, before: "ﬁ", after: "fi")
public struct ClusterChange: Hashable, Sendable {
  /// The cluster's offset in the original text, in grapheme clusters.
  public var graphemeOffset: Int
  /// The cluster as it is in the original.
  public var before: Character
  /// The cluster normalized alone (may be several clusters, or none).
  public var after: String
}
