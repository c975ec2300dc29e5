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
  /// The cluster normalized alone (several clusters, or none, at times).
  public var after: String

  /// `before`'s scalars: ["U+00E9"]. Made when asked for (or encoded), not stored: a changed
  /// cluster can hold a million scalars, and the table shows eight.
  /// - Complexity: O(s) in the scalars.
  public var beforeCodePoints: [String] { before.unicodeScalars.map(Hex.codePoint) }
  /// `after`'s scalars: ["U+0065", "U+0301"].
  /// - Complexity: O(s) in the scalars.
  public var afterCodePoints: [String] { after.unicodeScalars.map(Hex.codePoint) }

  /// Creates the report of a change at the given offsets.
  public init(
    graphemeOffset: Int, scalarOffset: Int, utf16Offset: Int, utf8Offset: Int, before: String,
    after: String
  ) {
    self.graphemeOffset = graphemeOffset
    self.scalarOffset = scalarOffset
    self.utf16Offset = utf16Offset
    self.utf8Offset = utf8Offset
    self.before = before
    self.after = after
  }

  enum CodingKeys: String, CodingKey {
    case graphemeOffset, scalarOffset, utf16Offset, utf8Offset, before, beforeCodePoints, after
    case afterCodePoints
  }

  /// Reads the report's JSON; the code point lists are not read (they follow from the texts).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      graphemeOffset: try container.decode(Int.self, forKey: .graphemeOffset),
      scalarOffset: try container.decode(Int.self, forKey: .scalarOffset),
      utf16Offset: try container.decode(Int.self, forKey: .utf16Offset),
      utf8Offset: try container.decode(Int.self, forKey: .utf8Offset),
      before: try container.decode(String.self, forKey: .before),
      after: try container.decode(String.self, forKey: .after))
  }

  /// Writes the contract's keys, in the order they always had, code point lists included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(graphemeOffset, forKey: .graphemeOffset)
    try container.encode(scalarOffset, forKey: .scalarOffset)
    try container.encode(utf16Offset, forKey: .utf16Offset)
    try container.encode(utf8Offset, forKey: .utf8Offset)
    try container.encode(before, forKey: .before)
    try container.encode(beforeCodePoints, forKey: .beforeCodePoints)
    try container.encode(after, forKey: .after)
    try container.encode(afterCodePoints, forKey: .afterCodePoints)
  }

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
      before: String(change.before), after: change.after)
  }
}
