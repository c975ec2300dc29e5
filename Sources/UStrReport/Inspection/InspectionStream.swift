public import UStrCore
public import UStrICU

/// `ustr inspect` as a stream: the header at once, each cluster's row as soon as the cluster is
/// whole, and the summary at the end, in memory that does not grow with the text (only the
/// clusters listed and the first places of each finding are kept).
///
///     var stream = try InspectionStream(graphemeLimit: 1000)
///     for chunk in decodedChunks {                  // whole scalars, any size
///       try stream.append(chunk) { cluster in print(cluster.character) }
///     }
///     let summary = try stream.finish(invalid: decoding.invalid) { print($0.character) }
///
/// The rows and the summary are exactly those of ``Inspection`` over the whole text: the text is
/// cut into windows of whole clusters (`ClusterWindows`), and each engine that needs more
/// context carries it to the next window (normalization to its next boundary, ICU's clusters to
/// its next certain boundary).
///
/// - Complexity: O(n) in the text's length.
public struct InspectionStream {
  /// The most clusters listed; `nil` lists all.
  public let graphemeLimit: Int?
  /// The most changed clusters the summary lists per form when every cluster is listed (all are
  /// counted): the list is part of the summary, which is held until the end.
  public static let defaultChangeLimit = 1_000
  /// The longest normalized text, in UTF-8 bytes, that the summary carries for each form.
  public static let normalizedTextLimit = 1 << 16

  /// Windows of whole clusters that end where every normalization form has a boundary.
  var windows: NormalizationWindows
  /// The counts of the windows taken apart so far.
  var counts = ViewCounts.zero
  var listed = 0
  var normalization: NormalizationStream
  /// ICU's clusters: counted in the walk that counts the standard library's past the listed
  /// clusters (`pairedGraphemes`), or, when the reference has no table for one of the engines'
  /// versions, by a counter of their own (`icuGraphemes`).
  var pairedGraphemes: PairedGraphemeCounter?
  var icuGraphemes: ICUGraphemeCounter?
  var scan = ScalarScan()
  var firstScalar: Unicode.Scalar?

  /// A stream that lists the first `graphemeLimit` clusters (all when `nil`).
  ///
  /// - Throws: `ICUError` when ICU cannot load its normalization data.
  public init(graphemeLimit: Int?) throws(ICUError) {
    self.graphemeLimit = graphemeLimit
    normalization = try NormalizationStream(
      changeLimit: graphemeLimit ?? Self.defaultChangeLimit, textLimit: Self.normalizedTextLimit)
    windows = NormalizationWindows(for: normalization)
    pairedGraphemes = try? PairedGraphemeCounter()
    if pairedGraphemes == nil { icuGraphemes = try? ICUGraphemeCounter() }
  }

  /// Whether the stream has listed as many clusters as its limit allows (never without one).
  public var hasListedAll: Bool { graphemeLimit.map { listed >= $0 } ?? false }

  /// Whether the text so far has clusters past the listed ones: no row follows, and the
  /// summary's `isTruncated` will be `true`. A table can draw its rows now rather than at the
  /// end of the text.
  public var isTruncated: Bool { listed < counts.graphemes }

  /// What is known before any text: the schema version and the engines.
  public var header: InspectionHeader { InspectionHeader(schemaVersion: ReportSchema.version, engines: .current) }

  /// Takes the next stretch of text (whole scalars; a chunk of decoded input) and hands `row`
  /// each cluster it completes, while under the limit.
  public mutating func append(
    _ text: String, row: (GraphemeCluster) throws -> Void
  ) throws {
    for window in windows.append(text) { try inspect(window, row: row) }
  }

  /// Ends the text, hands `row` the last clusters, and returns the summary; `invalid` are the
  /// input's ill-formed sequences, which the text holds repaired.
  public mutating func finish(
    invalid: [InvalidUTF8Sequence], row: (GraphemeCluster) throws -> Void
  ) throws -> InspectionSummary {
    try finish(invalid: InvalidUTF8List(invalid), row: row)
  }

  /// ``finish(invalid:row:)-([InvalidUTF8Sequence],_)`` for the ill-formed sequences of a
  /// streamed input, the first `InvalidUTF8List.listLimit` listed and all counted.
  public mutating func finish(
    invalid: InvalidUTF8List, row: (GraphemeCluster) throws -> Void
  ) throws -> InspectionSummary {
    try inspect(windows.finish(), row: row)
    let summary = try normalization.finish(counts: counts)
    let icuCount = try pairedGraphemes != nil ? pairedGraphemes!.finish() : icuGraphemes?.finish()
    return InspectionSummary(
      isTruncated: listed < counts.graphemes,
      counts: counts,
      normalization: summary,
      lengths: LengthTable(counts: counts, icuGraphemes: icuCount).rows,
      invalidUTF8Count: invalid.count, invalidUTF8: invalid.listed,
      warnings: Warning.warnings(
        scan: scan, firstScalar: firstScalar, normalization: summary, invalid: invalid))
  }

  /// Takes apart one window of whole clusters.
  mutating func inspect(_ window: String, row: (GraphemeCluster) throws -> Void) throws {
    guard !window.isEmpty else { return }
    if firstScalar == nil { firstScalar = window.unicodeScalars.first }
    var window = window
    let offsets = try normalization.append(window: window, startingAt: counts)
    let remaining = graphemeLimit.map { max($0 - listed, 0) }
    let windowCounts: ViewCounts
    if remaining == 0, offsets.isEmpty, pairedGraphemes != nil {
      // No row to list and no change to place: one walk counts both engines' clusters.
      windowCounts = try window.withUTF8 { utf8 in
        Result { () throws(ICUError) in
          let clusters = try pairedGraphemes!.append(window: utf8, countsSwift: true)
          let units = UTF8CodeUnitCounts(validUTF8: utf8)
          return ViewCounts(graphemes: clusters, scalars: units.scalars, utf16: units.utf16, utf8: units.utf8)
        }
      }.get()
    } else {
      windowCounts = try listClusters(of: window, limit: remaining, resolving: offsets, row: row)
      if pairedGraphemes != nil {
        _ = try window.withUTF8 { utf8 in
          Result { () throws(ICUError) in try pairedGraphemes!.append(window: utf8, countsSwift: false) }
        }.get()
      } else {
        // ICU sees only the text around non-ASCII scalars (inside ASCII runs every version breaks).
        try icuGraphemes?.append(window)
      }
    }
    scan.run(over: window, startingAt: counts.scalars)
    counts += windowCounts
  }

  /// Hands `row` the window's clusters up to `limit`, places the listed changes of the window
  /// at their `offsets`, and returns the window's counts.
  mutating func listClusters(
    of window: String, limit: Int?, resolving offsets: [Int], row: (GraphemeCluster) throws -> Void
  ) throws -> ViewCounts {
    var listedHere = 0
    let (windowCounts, clustersBefore) = try TextBreakdown.forEachCluster(
      of: window, limit: limit, startingAt: counts, resolving: offsets
    ) {
      try row($0)
      listedHere += 1
    }
    listed += listedHere
    normalization.resolve(offsets: offsets, clustersBefore: clustersBefore)
    return windowCounts
  }
}

/// The part of an inspection known before the text: the first object of a stream.
public struct InspectionHeader: Codable, Hashable, Sendable {
  /// The JSON contract's version.
  public var schemaVersion: Int
  /// The engines that produce the answers and their Unicode versions.
  public var engines: Engines
  /// The policy of each row's `width` (`ustr inspect --width-policy`); `nil` for rows without.
  public var widthPolicy: WidthPolicy? = nil
  /// The properties each scalar row carries (`ustr inspect --properties`), each with the engine
  /// and Unicode version that answers it; empty when none was asked for.
  public var properties: [PropertySource] = []
}

/// The part of an inspection known at the end of the text.
public struct InspectionSummary: Codable, Hashable, Sendable {
  /// Whether clusters past the limit were counted but not listed.
  public var isTruncated: Bool
  /// The length of the text in the four views.
  public var counts: ViewCounts
  /// The four normalization forms of the text.
  public var normalization: NormalizationReport
  /// The length as each runtime reports it.
  public var lengths: [RuntimeLength]
  /// How many ill-formed UTF-8 sequences the input had.
  public var invalidUTF8Count: Int
  /// Every ill-formed UTF-8 sequence in the input, replaced by U+FFFD in the rows.
  public var invalidUTF8: [InvalidUTF8Sequence]
  /// Things a person should know: not NFC, controls, bidi controls, invisible characters...
  public var warnings: [Warning]
}
