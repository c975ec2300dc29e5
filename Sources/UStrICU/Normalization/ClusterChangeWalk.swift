/// Finds the clusters each normalization form changes, for all forms in one walk over the text's
/// clusters: the `changedClusters` of a `NormalizationReport`.
///
/// A cluster "changes" under a form when normalizing it alone gives other code units. Clusters
/// inside the prefix ICU vouches for cannot change, and all-ASCII clusters never do (ASCII is
/// inert in every form); the others are checked on their own code units, slices of the text's
/// single UTF-16 copy, without making a string of each cluster.
enum ClusterChangeWalk {
  /// What one form still needs during the walk.
  struct Pending {
    /// The form's index in the report's `forms`.
    var formIndex: Int
    var normalizer: Normalizer
    /// The length, in UTF-16 code units, of the prefix ICU vouches for.
    var unchangedUTF16: Int
  }

  /// Records in `forms` the clusters of `text` that each form not yet normalized changes.
  ///
  /// - Parameters:
  ///   - units: `text`'s UTF-16 code units.
  ///   - normalizers: One per form, in the order of `forms`.
  ///   - changeLimit: The most changed clusters listed per form; all are counted.
  /// - Complexity: O(n) in the text's length, plus ICU's check of each non-ASCII cluster after
  ///   a form's normalized prefix.
  static func run(
    over text: String, units: UnsafeBufferPointer<UInt16>, normalizers: [Normalizer],
    into forms: inout [FormReport], changeLimit: Int
  ) throws(ICUError) {
    var pending: [Pending] = []
    for (formIndex, normalizer) in normalizers.enumerated() where !forms[formIndex].isNormalized {
      let unchangedUTF16 = try normalizer.instance.spanQuickCheckYes(units)
      pending.append(
        Pending(formIndex: formIndex, normalizer: normalizer, unchangedUTF16: unchangedUTF16))
    }
    guard let firstChangeable = pending.map(\.unchangedUTF16).min() else { return }
    var (scalarOffset, utf16Offset, utf8Offset) = (0, 0, 0)
    for (graphemeOffset, cluster) in text.enumerated() {
      let start = (scalar: scalarOffset, utf16: utf16Offset, utf8: utf8Offset)
      var isASCII = true
      for scalar in cluster.unicodeScalars {
        scalarOffset += 1
        utf16Offset += UTF16.width(scalar)
        utf8Offset += UTF8.width(scalar)
        if !scalar.isASCII { isASCII = false }
      }
      guard !isASCII, utf16Offset > firstChangeable else { continue }
      let clusterUnits = UnsafeBufferPointer(rebasing: units[start.utf16..<utf16Offset])
      for form in pending where utf16Offset > form.unchangedUTF16 {
        guard try !form.normalizer.instance.isNormalized(clusterUnits) else { continue }
        forms[form.formIndex].changedClusterCount += 1
        guard forms[form.formIndex].changedClusters.count < changeLimit else { continue }
        // Not normalized, so ICU gives new code units.
        let after = try form.normalizer.instance.normalize(clusterUnits).units ?? []
        forms[form.formIndex].changedClusters.append(
          ClusterChange(
            graphemeOffset: graphemeOffset, scalarOffset: start.scalar, utf16Offset: start.utf16,
            utf8Offset: start.utf8, before: cluster, after: UTF16Transcoding.string(after)))
      }
    }
  }
}
