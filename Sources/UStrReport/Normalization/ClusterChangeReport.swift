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

  /// The reports of `changes` (in order of `graphemeOffset`, as `FormReport` lists them), with
  /// their offsets found by one walk over `text`.
  ///
  /// - Complexity: O(m) in the length of `text` up to the last change.
  public static func reports(for changes: [ClusterChange], in text: String) -> [ClusterChangeReport] {
    var reports: [ClusterChangeReport] = []
    var pending = changes[...]
    var offsets = (grapheme: 0, scalar: 0, utf16: 0, utf8: 0)
    for character in text {
      guard let next = pending.first else { break }
      if next.graphemeOffset == offsets.grapheme {
        pending.removeFirst()
        reports.append(
          ClusterChangeReport(
            graphemeOffset: offsets.grapheme, scalarOffset: offsets.scalar,
            utf16Offset: offsets.utf16, utf8Offset: offsets.utf8, before: String(next.before),
            beforeCodePoints: next.before.unicodeScalars.map(Hex.codePoint),
            after: next.after, afterCodePoints: next.after.unicodeScalars.map(Hex.codePoint)))
      }
      offsets.grapheme += 1
      offsets.scalar += character.unicodeScalars.count
      offsets.utf16 += character.utf16.count
      offsets.utf8 += character.utf8.count
    }
    return reports
  }
}
