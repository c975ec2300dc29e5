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
  /// A card per scalar, up to `limit`. Before `graphemes` in JSON: the command streams the
  /// cards and holds the (smaller) clusters until they are written.
  public var scalars: [CharacterCard]
  /// The grapheme clusters that start before the limit of scalars shown.
  public var graphemes: [Cluster]
  /// How many scalars the text has (also beyond the limit).
  public var count: Int
  /// How many ill-formed UTF-8 sequences the input had (each shown as U+FFFD).
  public var invalidUTF8Count: Int
  /// The input's ill-formed UTF-8 sequences.
  public var invalidUTF8: [InvalidUTF8Sequence]

  /// One grapheme cluster of the text.
  ///
  /// JSON: `{"graphemeOffset": 0, "scalarRange": [0, 2], "codePoints": ["U+0065", "U+0301"],
  /// "width": {...}}`.
  public struct Cluster: Codable, Hashable, Sendable {
    /// Its position among the clusters.
    public var graphemeOffset: Int
    /// The scalars it holds, as scalar offsets (half-open, encoded `[start, end]`).
    public var scalarRange: Range<Int>
    /// Its scalars, encoded in code point notation ("U+0301"): the cluster's text as scalars,
    /// whose storage a stream shares with the window it was cut from (a cluster of a million
    /// marks is its 2 MB of UTF-8, not also an array of 4-byte scalars).
    public var codePoints: String.UnicodeScalarView
    /// Its cells under each width policy.
    public var width: ClusterWidths

    enum CodingKeys: String, CodingKey {
      case graphemeOffset, scalarRange, codePoints, width
    }

    /// A cluster from its parts.
    public init(
      graphemeOffset: Int, scalarRange: Range<Int>, codePoints: String.UnicodeScalarView, width: ClusterWidths
    ) {
      self.graphemeOffset = graphemeOffset
      self.scalarRange = scalarRange
      self.codePoints = codePoints
      self.width = width
    }

    /// A cluster from its parts, its scalars given one by one.
    public init(graphemeOffset: Int, scalarRange: Range<Int>, codePoints: [Unicode.Scalar], width: ClusterWidths) {
      self.init(
        graphemeOffset: graphemeOffset, scalarRange: scalarRange, codePoints: String.UnicodeScalarView(codePoints),
        width: width)
    }

    /// Whether two clusters have the same offsets, scalars (compared one by one, not by
    /// canonical equivalence) and widths.
    ///
    /// - Complexity: O(s) in the clusters' scalars.
    public static func == (a: Self, b: Self) -> Bool {
      a.graphemeOffset == b.graphemeOffset && a.scalarRange == b.scalarRange && a.width == b.width
        && a.codePoints.elementsEqual(b.codePoints)
    }

    /// Hashes the offsets, the scalars one by one and the widths.
    ///
    /// - Complexity: O(s) in the cluster's scalars.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(graphemeOffset)
      hasher.combine(scalarRange)
      for scalar in codePoints { hasher.combine(scalar) }
      hasher.combine(width)
    }

    /// Reads a cluster from its JSON.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a key is missing or a code point is not a scalar.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        graphemeOffset: try container.decode(Int.self, forKey: .graphemeOffset),
        scalarRange: try container.decode(Range<Int>.self, forKey: .scalarRange),
        codePoints: try container.decodeCodePoints(forKey: .codePoints),
        width: try container.decode(ClusterWidths.self, forKey: .width))
    }

    /// Writes the offset, the scalar range as `[start, end]`, the code points, the widths.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What `encoder` throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(graphemeOffset, forKey: .graphemeOffset)
      try container.encode(scalarRange, forKey: .scalarRange)
      try container.encode(codePoints: codePoints, forKey: .codePoints)
      try container.encode(width, forKey: .width)
    }
  }

  /// Builds the report of `text`, with cards for its first `limit` scalars: the rows of a
  /// ``CharStream`` collected.
  ///
  /// - Complexity: O(n) in the text, plus the cards shown (each card does table lookups and
  ///   small ICU calls).
  public init(text: String, limit: Int = .max, invalid: [InvalidUTF8Sequence] = []) {
    schemaVersion = ReportSchema.version
    engines = .current
    let engines = engines
    var graphemes: [Cluster] = []
    var scalars: [CharacterCard] = []
    func collect(_ row: CharStream.Row) {
      switch row {
      case .grapheme(let cluster): graphemes.append(cluster)
      case .scalar(let scalar, _): scalars.append(CharacterCard(scalar, engines: engines))
      }
    }
    var stream = CharStream(scalarLimit: limit == .max ? nil : limit)
    stream.append(text, row: collect)
    let summary = stream.finish(invalid: InvalidUTF8List(invalid), row: collect)
    self.graphemes = graphemes
    self.scalars = scalars
    count = summary.count
    invalidUTF8Count = summary.invalidUTF8Count
    invalidUTF8 = invalid
  }
}
