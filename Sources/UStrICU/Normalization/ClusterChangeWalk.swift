import UStrCore

/// Finds the clusters each normalization form changes, for all forms in one walk over a
/// window's clusters: the `changedClusters` of a `NormalizationReport`.
///
/// A cluster "changes" under a form when normalizing it alone gives other code units. Clusters
/// inside the prefix ICU vouches for cannot change, and all-ASCII clusters never do (ASCII is
/// inert in every form); the others are checked on their own code units, slices of the window's
/// single UTF-16 copy, without making a string of each cluster.
enum ClusterChangeWalk {
  /// What one form still needs during the walk.
  struct Pending {
    var formIndex: Int
    var normalizer: Normalizer
    /// The length, in UTF-16 code units, of the window's prefix ICU vouches for.
    var unchangedUTF16: Int
  }

  /// Records in `forms` the clusters of the window `text` that each form changes.
  ///
  /// - Parameters:
  ///   - units: `text`'s UTF-16 code units.
  ///   - start: Where the window starts in the whole text.
  ///   - skipping: For each form, whether the window is already in it (no cluster changes).
  ///   - changeLimit: The most changed clusters listed per form; all are counted.
  /// - Complexity: O(n) in the window's length, plus ICU's check of each non-ASCII cluster after
  ///   a form's normalized prefix.
  static func run(
    over text: String, units: UnsafeBufferPointer<UInt16>, startingAt start: ViewCounts,
    forms: inout [FormStream], skipping: [Bool], changeLimit: Int
  ) throws(ICUError) {
    var pending: [Pending] = []
    for (formIndex, form) in forms.enumerated() where !skipping[formIndex] {
      let unchangedUTF16 = try form.normalizer.instance.spanQuickCheckYes(units)
      pending.append(
        Pending(formIndex: formIndex, normalizer: form.normalizer, unchangedUTF16: unchangedUTF16))
    }
    guard let firstChangeable = pending.map(\.unchangedUTF16).min() else { return }
    var (scalarOffset, utf16Offset, utf8Offset) = (0, 0, 0)
    var graphemeOffset = start.graphemes
    for cluster in text {
      defer { graphemeOffset += 1 }
      let clusterStart = (scalar: scalarOffset, utf16: utf16Offset, utf8: utf8Offset)
      var isASCII = true
      for scalar in cluster.unicodeScalars {
        scalarOffset += 1
        utf16Offset += UTF16.width(scalar)
        utf8Offset += UTF8.width(scalar)
        if !scalar.isASCII { isASCII = false }
      }
      guard !isASCII, utf16Offset > firstChangeable else { continue }
      let clusterUnits = UnsafeBufferPointer(rebasing: units[clusterStart.utf16..<utf16Offset])
      for form in pending where utf16Offset > form.unchangedUTF16 {
        guard try !form.normalizer.instance.isNormalized(clusterUnits) else { continue }
        forms[form.formIndex].report.changedClusterCount += 1
        guard forms[form.formIndex].report.changedClusters.count < changeLimit else { continue }
        // Not normalized, so ICU gives new code units.
        let after = try form.normalizer.instance.normalize(clusterUnits).units ?? []
        forms[form.formIndex].report.changedClusters.append(
          ClusterChange(
            graphemeOffset: graphemeOffset, scalarOffset: start.scalars + clusterStart.scalar,
            utf16Offset: start.utf16 + clusterStart.utf16, utf8Offset: start.utf8 + clusterStart.utf8,
            before: cluster, after: UTF16Transcoding.string(after)))
      }
    }
  }
}
