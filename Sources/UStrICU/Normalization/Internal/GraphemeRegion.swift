import UStrCore

/// A stretch of text between two ``ClusterAnchors`` that holds changes of one normalization
/// form, counted in grapheme clusters both as it is and as normalized: the difference is what
/// the form changes in the cluster count. Outside such stretches both texts are the same and so
/// are their clusters, which is how a form's cluster count is known without segmenting the whole
/// normalized text.
///
/// A stretch that ends in the window where it starts is counted at once; one that goes on into
/// later windows is counted as it comes, through ``ClusterWindows``, in memory that does not grow
/// with it.
struct GraphemeRegion {
  var original = ClusterWindows()
  var normalized = ClusterWindows()
  var originalCount = 0
  var normalizedCount = 0
  /// Whether part of the stretch has been counted already (it began in an earlier window).
  var isStreaming = false
  /// Whether the form changes anything in the stretch (one opened on a long stretch without an
  /// anchor holds none until a change comes).
  var hasChange = false

  /// A stretch that starts with `text`, the same in both forms (text since the last anchor).
  init(startingWith text: String = "") {
    if !text.isEmpty {
      append(original: text, normalized: text)
    }
  }

  /// Counts the next part of the stretch, as it is and normalized.
  mutating func append(original: String, normalized: String) {
    isStreaming = true
    originalCount += ViewCounts(of: self.original.append(original)).graphemes
    normalizedCount += ViewCounts(of: self.normalized.append(normalized)).graphemes
  }

  /// Ends the stretch with its last part; returns the normalized text's clusters minus the
  /// original's.
  mutating func finish(original: String, normalized: String) -> Int {
    guard hasChange else { return 0 }
    guard isStreaming else {
      return ViewCounts(of: normalized).graphemes - ViewCounts(of: original).graphemes
    }
    append(original: original, normalized: normalized)
    return normalizedCount + ViewCounts(of: self.normalized.finish()).graphemes - originalCount
      - ViewCounts(of: self.original.finish()).graphemes
  }
}
