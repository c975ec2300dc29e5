import UStrICU
import UStrReport

/// A cluster a normalization form changes, written for a terminal: "é U+00E9 → é U+0065 U+0301".
enum ClusterChangeText {
  /// The most code points written for one side; the rest are "…".
  static let codePointLimit = 8

  /// "é U+00E9".
  static func side(_ text: String) -> String {
    let shown = text.isEmpty ? "(nothing)" : TerminalText.cluster(text, scalarLimit: codePointLimit)
    // Only the code points written are made: a side can hold a million scalars.
    let scalars = text.unicodeScalars
    let codePoints = scalars.prefix(codePointLimit + 1).map(Hex.codePoint)
    return ([shown] + codePoints.prefix(codePointLimit)).joined(separator: " ")
      + (codePoints.count > codePointLimit ? " …" : "")
  }

  /// "é U+00E9 → é U+0065 U+0301".
  static func describe(_ change: ClusterChange) -> String {
    side(String(change.before)) + " → " + side(change.after)
  }
}
