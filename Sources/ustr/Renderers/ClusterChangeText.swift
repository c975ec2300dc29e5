import UStrReport

/// A cluster a normalization form changes, written for a terminal: "é U+00E9 → é U+0065 U+0301".
enum ClusterChangeText {
  /// The most code points written for one side; the rest are "…".
  static let codePointLimit = 8

  /// "é U+00E9".
  static func side(_ text: String, _ codePoints: [String]) -> String {
    let shown = text.isEmpty ? "(nothing)" : TerminalText.cluster(text, scalarLimit: codePointLimit)
    return ([shown] + codePoints.prefix(codePointLimit)).joined(separator: " ")
      + (codePoints.count > codePointLimit ? " …" : "")
  }

  /// "é U+00E9 → é U+0065 U+0301".
  static func describe(_ change: ClusterChangeReport) -> String {
    side(change.before, change.beforeCodePoints) + " → " + side(change.after, change.afterCodePoints)
  }
}
