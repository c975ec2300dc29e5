public import UStrCore

/// What `ustr char` reports: a card per scalar of the text (``CharacterCard``) and a line per
/// grapheme cluster naming the scalars it holds.
///
///     let report = CharReport(text: "e\u{301}")   // "é" = U+0065 U+0301
///     report.graphemes[0].scalarRange            // 0..<2
///     report.scalars.map(\.codePoint)            // ["U+0065", "U+0301"]
public struct CharReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines and their Unicode versions.
  public var engines: CharacterEngines
  /// The grapheme clusters, up to the limit of scalars shown.
  public var graphemes: [Cluster]
  /// A card per scalar, up to `limit`.
  public var scalars: [CharacterCard]
  /// How many scalars the text has (also beyond the limit).
  public var count: Int
  /// How many ill-formed UTF-8 sequences the input had (each shown as U+FFFD).
  public var invalidUTF8Count: Int
  /// The input's ill-formed UTF-8 sequences.
  public var invalidUTF8: [InvalidUTF8Sequence]

  /// One grapheme cluster of the text.
  public struct Cluster: Codable, Hashable, Sendable {
    /// Its position among the clusters.
    public var graphemeOffset: Int
    /// The scalars it holds, as scalar offsets (half-open, encoded `[start, end]`).
    public var scalarRange: Range<Int>
    /// Its code points.
    public var codePoints: [String]
    /// Its cells under each width policy.
    public var width: ClusterWidths
  }

  /// Builds the report of `text`, with cards for its first `limit` scalars.
  ///
  /// - Complexity: O(n) in the scalars shown (each card does table lookups and small ICU calls).
  public init(text: String, limit: Int = .max, invalid: [InvalidUTF8Sequence] = []) {
    schemaVersion = ReportSchema.version
    engines = .current
    let engines = engines
    var graphemes: [Cluster] = []
    var scalars: [CharacterCard] = []
    var scalarOffset = 0
    for (graphemeOffset, character) in text.enumerated() {
      guard scalarOffset < limit else { break }
      let start = scalarOffset
      for scalar in character.unicodeScalars {
        if scalarOffset < limit { scalars.append(CharacterCard(scalar, engines: engines)) }
        scalarOffset += 1
      }
      graphemes.append(
        Cluster(
          graphemeOffset: graphemeOffset, scalarRange: start..<scalarOffset,
          codePoints: character.unicodeScalars.map(Hex.codePoint),
          width: ClusterWidths(character)))
    }
    self.graphemes = graphemes
    self.scalars = scalars
    count = text.unicodeScalars.count
    invalidUTF8Count = invalid.count
    invalidUTF8 = invalid
  }
}
