public import UStrCore

/// `ustr char` as a stream: the header at once, each grapheme cluster's row as soon as the
/// cluster is whole followed by a row per scalar of it that gets a card, and the summary at the
/// end, in memory that does not grow with the text (one window of whole clusters).
///
///     var stream = CharStream(scalarLimit: 100)
///     for chunk in decodedChunks {                        // whole scalars, any size
///       stream.append(chunk) { row in print(row) }       // .grapheme(...), .scalar(U+0065, 0)...
///     }
///     let summary = stream.finish(invalid: InvalidUTF8List()) { print($0) }
///     summary.count                                       // every scalar, also past the limit
///
/// The rows are those of ``CharReport`` over the whole text: clusters come whole from
/// `ClusterWindows` and are segmented as the standard library segments the whole text. A
/// cluster is listed when it starts before the limit; its scalars get a card up to the limit.
/// Past the limit the text is only counted, a vector at a time, with no segmentation.
///
/// - Complexity: O(n) in the text's length.
public struct CharStream {
  /// The most scalars that get a card; `nil` gives every scalar one.
  public let scalarLimit: Int?
  var windows = ClusterWindows()
  var graphemeOffset = 0
  /// The scalars met so far, listed or counted.
  var scalarCount = 0
  /// Whether the limit is reached: the rest of the text is only counted.
  var isCounting = false

  /// One row of the stream, in the order of the text: a cluster, then its scalars.
  public enum Row: Hashable, Sendable {
    /// A grapheme cluster (an element of the JSON document's `graphemes`).
    case grapheme(CharReport.Cluster)
    /// A scalar that gets a card (an element of `scalars`), at its scalar offset in the text.
    case scalar(Unicode.Scalar, scalarOffset: Int)
  }

  /// A stream that gives the first `scalarLimit` scalars a card (all when `nil`).
  public init(scalarLimit: Int?) {
    self.scalarLimit = scalarLimit
    isCounting = scalarLimit == 0
  }

  /// What is known before any text: the schema version and the engines.
  public var header: CharHeader { CharHeader(schemaVersion: ReportSchema.version, engines: .current) }

  /// Takes the next stretch of text (whole scalars; a chunk of decoded input) and hands `row`
  /// the rows of each cluster it completes, while under the limit.
  ///
  /// - Complexity: Amortized O(m) in the stretch's length.
  public mutating func append(_ text: String, row: (Row) throws -> Void) rethrows {
    guard !isCounting else { return scalarCount += UTF8CodeUnitCounts(of: text).scalars }
    try list(windows.append(text), row: row)
  }

  /// Ends the text, hands `row` the last rows, and returns the summary; `invalid` are the input's
  /// ill-formed sequences, which the text holds repaired.
  public mutating func finish(invalid: InvalidUTF8List, row: (Row) throws -> Void) rethrows -> CharSummary {
    if !isCounting { try list(windows.finish(), row: row) }
    return CharSummary(count: scalarCount, invalidUTF8Count: invalid.count, invalidUTF8: invalid.listed)
  }

  /// Hands out the rows of one window of whole clusters; at the limit, counts the rest of the
  /// window and what the windows hold, and stops segmenting.
  mutating func list(_ window: String, row: (Row) throws -> Void) rethrows {
    let limit = scalarLimit ?? .max
    var index = window.startIndex
    while index < window.endIndex {
      guard scalarCount < limit else {
        scalarCount += UTF8CodeUnitCounts(of: window[index...]).scalars
        scalarCount += UTF8CodeUnitCounts(of: windows.finish()).scalars
        isCounting = true
        return
      }
      let next = window.index(after: index)
      // A window that is one cluster (a long cluster comes alone) lends its own scalars: a
      // `Character` or an array of them would copy a cluster of a million marks.
      let scalars = index == window.startIndex && next == window.endIndex
        ? window.unicodeScalars : window[index].unicodeScalars
      let start = scalarCount
      let count = scalars.count
      try row(
        .grapheme(
          CharReport.Cluster(
            graphemeOffset: graphemeOffset, scalarRange: start..<(start + count), codePoints: scalars,
            width: ClusterWidths(scalars: scalars))))
      for (offset, scalar) in zip(start..<min(start + count, max(limit, start)), scalars) {
        try row(.scalar(scalar, scalarOffset: offset))
      }
      scalarCount += count
      graphemeOffset += 1
      index = next
    }
  }
}

/// The part of `ustr char`'s report known before the text: the first object of its stream.
public struct CharHeader: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines and their Unicode versions.
  public var engines: CharacterEngines
}

/// The part of `ustr char`'s report known at the end of the text.
public struct CharSummary: Codable, Hashable, Sendable {
  /// How many scalars the text has (also beyond the limit).
  public var count: Int
  /// How many ill-formed UTF-8 sequences the input had (each shown as U+FFFD).
  public var invalidUTF8Count: Int
  /// The input's ill-formed UTF-8 sequences (the first `InvalidUTF8List.listLimit`).
  public var invalidUTF8: [InvalidUTF8Sequence]
}
