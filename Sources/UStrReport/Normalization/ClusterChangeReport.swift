public import UStrICU

/// One grapheme cluster that a normalization form changes, where it is in every view, and what
/// it becomes.
///
///     // "Pok\u{E9}mon" under NFD
///     graphemeOffset 3, scalarOffset 3, utf16Offset 3, utf8Offset 3
///     before "é" ["U+00E9"], after "é" ["U+0065", "U+0301"]
public struct ClusterChangeReport: Codable, Hashable, Sendable {
  public var graphemeOffset: Int
  public var scalarOffset: Int
  public var utf16Offset: Int
  public var utf8Offset: Int
  /// The cluster as it is in the text.
  public var before: String
  /// Its scalars: ["U+00E9"].
  public var beforeCodePoints: [String]
  /// The cluster normalized alone (several clusters, or none, at times).
  public var after: String
  /// Its scalars: ["U+0065", "U+0301"].
  public var afterCodePoints: [String]

  /// The reports of `changes`, as `FormReport` lists them.
  ///
  /// `text` is no longer read: each change carries its offsets in every view.
  ///
  /// - Complexity: O(m) in the number of changes.
  public static func reports(for changes: [ClusterChange], in text: String) -> [ClusterChangeReport] {
    changes.map(ClusterChangeReport.init)
  }
}

extension ClusterChangeReport {
  /// The report of one change, at the offsets the change carries.
  public init(_ change: ClusterChange) {
    self.init(
      graphemeOffset: change.graphemeOffset, scalarOffset: change.scalarOffset,
      utf16Offset: change.utf16Offset, utf8Offset: change.utf8Offset,
      before: String(change.before),
      beforeCodePoints: change.before.unicodeScalars.map(Hex.codePoint),
      after: change.after, afterCodePoints: change.after.unicodeScalars.map(Hex.codePoint))
  }
}
