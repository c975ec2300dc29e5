public import UStrCore
public import UStrICU

/// What `ustr offset` reports: one position given in one view, described in every view (JSON
/// contract: `ReportSchema`, see DESIGN.md).
///
///     let report = OffsetReport(map: OffsetMap("👩🏽‍🚀"), offset: 1, in: .utf16)!
///     report.isBoundary.scalar          // false: between the two UTF-16 units of U+1F469
///     report.position.utf8Offset        // nil
///     report.roundedUp.utf16Offset      // 7
///     report.containingScalar?.scalar     // U+1F469
///     report.position.line              // 0
///     report.position.column.utf16      // 1
///
/// The scalars and clusters are held as model values; their hex strings, names and literals are
/// made only when the report is encoded (a cluster can hold a million scalars, and the table
/// shows a few of them).
public struct OffsetReport: Encodable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines behind the answer (cluster boundaries are the Swift standard library's).
  public var engines: Engines
  /// The unit the offset counts: `utf8`, `utf16`, `scalar` or `grapheme`.
  public var unit: TextView
  /// The offset as given, in `unit`s.
  public var offset: Int
  /// The text's length in every view.
  public var counts: ViewCounts
  /// Whether the position is a boundary between units of each view.
  public var isBoundary: ViewFlags
  /// The position in each view; `null` where it is not a boundary of that view; with its line
  /// and its column in each view.
  public var position: PositionOffsets
  /// The nearest grapheme cluster boundary at or before the position.
  public var roundedDown: BoundaryOffsets
  /// The nearest grapheme cluster boundary at or after the position.
  public var roundedUp: BoundaryOffsets
  /// The scalar the position falls strictly inside of; `null` at a scalar boundary.
  /// Encoded as `inspect` encodes a scalar.
  public var containingScalar: ScalarPosition?
  /// The cluster the position falls strictly inside of; `null` at a cluster boundary.
  /// Encoded as `inspect` encodes a cluster, every scalar listed.
  public var containingCluster: GraphemeCluster?
  /// The whole cluster that ends at `roundedDown` (`null` at the start of the text).
  public var clusterBefore: GraphemeCluster?
  /// The whole cluster that starts at `roundedUp` (`null` at the end of the text).
  public var clusterAfter: GraphemeCluster?
  /// The line and column the position was asked for (`ustr offset --line L --column C`), or
  /// `nil` when it was asked for by an offset.
  public var lineColumn: LineColumnRequest?
  /// The byte offset in the input the position was asked for by (`ustr offset --unit input
  /// N`), or `nil`. The report then describes the scalar offset it resolved to.
  public var inputOffsetRequest: Int?
  /// How many ill-formed UTF-8 sequences the input had (offsets count the repaired text).
  public var invalidUTF8Count: Int
  /// The input's ill-formed UTF-8 sequences, each replaced by U+FFFD in the text measured.
  public var invalidUTF8: [InvalidUTF8Sequence]

  /// Describes the position `offset` units into `view` of `map`'s text, or `nil` when `offset`
  /// is outside `0...map.counts[view]`; `invalid` are the input's ill-formed sequences, which
  /// the text holds repaired. `lines` is the text's line index (built when not given);
  /// `lineColumn` what the position was asked for as, if a line and column.
  ///
  /// - Complexity: as `OffsetMap/position(_:in:)`, plus the clusters around it (and O(n) to
  ///   build the line index when `lines` is `nil`).
  ///
  /// `inputOffset`, for input converted from another encoding, gives the byte offset in the
  /// input of the scalar at a scalar offset (and of the text's end, at `counts.scalar`): the
  /// position's `inputOffset`.
  public init?(
    map: OffsetMap, lines: LineIndex? = nil, offset: Int, in view: TextView,
    lineColumn: LineColumnRequest? = nil, invalid: [InvalidUTF8Sequence] = [],
    inputOffset: ((_ scalarOffset: Int) -> Int?)? = nil
  ) {
    guard let lookup = map.position(offset, in: view) else { return nil }
    let lines = lines ?? LineIndex(map.text)
    schemaVersion = ReportSchema.version
    engines = .current
    unit = view
    self.offset = offset
    counts = map.counts
    isBoundary = ViewFlags(
      utf8: lookup.isBoundary(in: .utf8), utf16: lookup.isBoundary(in: .utf16),
      scalar: lookup.isBoundary(in: .scalar), grapheme: lookup.isBoundary(in: .grapheme))
    // The line of the position, or of the scalar it splits (a UTF-16 offset between surrogates).
    let anchor = lookup.utf8Offset ?? lookup.containingScalar!.utf8Offset
    let line = lines.line(containingUTF8Offset: anchor)!
    // A line starts after a terminator: a boundary in every view.
    let lineStart = map.position(lines.utf8Offset(ofLine: line)!, in: .utf8)!.roundedDown
    func column(_ view: TextView) -> Int? { lookup.offset(in: view).map { $0 - lineStart[view] } }
    position = PositionOffsets(
      utf8Offset: lookup.utf8Offset, utf16Offset: lookup.utf16Offset,
      scalarOffset: lookup.scalarOffset, graphemeOffset: lookup.graphemeOffset, line: line,
      column: LineColumns(utf8: column(.utf8), utf16: column(.utf16), scalar: column(.scalar), grapheme: column(.grapheme)))
    if let inputOffset {
      position.isInputConverted = true
      position.inputOffset = lookup.scalarOffset.flatMap(inputOffset)
    }
    self.lineColumn = lineColumn
    roundedDown = lookup.roundedDown
    roundedUp = lookup.roundedUp
    containingScalar = lookup.containingScalar
    containingCluster = lookup.containingCluster
    clusterBefore = map.cluster(at: lookup.roundedDown.graphemeOffset - 1)
    clusterAfter = map.cluster(at: lookup.roundedUp.graphemeOffset)
    invalidUTF8Count = invalid.count
    invalidUTF8 = invalid
  }

  enum CodingKeys: String, CodingKey {
    case schemaVersion, engines, unit, offset, counts, isBoundary, position, roundedDown, roundedUp
    case containingScalar, containingCluster, clusterBefore, clusterAfter, lineColumn, inputOffsetRequest
    case invalidUTF8Count
    case invalidUTF8
  }

  /// Encodes the JSON contract: scalars and clusters as `inspect` encodes them
  /// (`ScalarReport`, `GraphemeReport`), `null` where absent.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(engines, forKey: .engines)
    try container.encode(unit, forKey: .unit)
    try container.encode(offset, forKey: .offset)
    try container.encode(counts, forKey: .counts)
    try container.encode(isBoundary, forKey: .isBoundary)
    try container.encode(position, forKey: .position)
    try container.encode(roundedDown, forKey: .roundedDown)
    try container.encode(roundedUp, forKey: .roundedUp)
    try container.encodeIfPresent(containingScalar.map(ScalarReport.init), forKey: .containingScalar)
    try container.encodeIfPresent(containingCluster.map { GraphemeReport($0) }, forKey: .containingCluster)
    try container.encodeIfPresent(clusterBefore.map { GraphemeReport($0) }, forKey: .clusterBefore)
    try container.encodeIfPresent(clusterAfter.map { GraphemeReport($0) }, forKey: .clusterAfter)
    try container.encodeIfPresent(lineColumn, forKey: .lineColumn)
    try container.encodeIfPresent(inputOffsetRequest, forKey: .inputOffsetRequest)
    try container.encode(invalidUTF8Count, forKey: .invalidUTF8Count)
    try container.encode(invalidUTF8, forKey: .invalidUTF8)
  }
}

/// One yes-or-no answer per view.
public struct ViewFlags: Codable, Hashable, Sendable {
  public var utf8: Bool
  public var utf16: Bool
  public var scalar: Bool
  public var grapheme: Bool

  /// The answer for `view`.
  public subscript(view: TextView) -> Bool {
    switch view {
    case .utf8: utf8
    case .utf16: utf16
    case .scalar: scalar
    case .grapheme: grapheme
    }
  }
}

/// A position's offset in every view, `null` where it is not a boundary of that view; its line
/// and its column in every view (0-based, as LSP counts them).
public struct PositionOffsets: Codable, Hashable, Sendable {
  public var utf8Offset: Int?
  public var utf16Offset: Int?
  public var scalarOffset: Int?
  public var graphemeOffset: Int?
  /// The line the position is on (of the scalar it splits, between surrogates), from 0.
  public var line: Int
  /// The position's column in each view from its line's start; `null` where it is not a
  /// boundary of that view.
  public var column: LineColumns
  /// Where the position sat in the input, in bytes, when the input was converted from another
  /// encoding (`isInputConverted`): the input offset of the scalar that starts there, or the
  /// input's length at the end; `null` inside a scalar. Not encoded for UTF-8 input.
  public var inputOffset: Int?
  /// Whether the input was converted from another encoding, or the position was asked for by
  /// an input offset, so that `inputOffset` is encoded.
  public var isInputConverted = false

  enum CodingKeys: String, CodingKey {
    case utf8Offset, utf16Offset, scalarOffset, graphemeOffset, line, column, inputOffset
  }

  /// The offsets, line and column; `inputOffset` (`null` inside a scalar) only for input that
  /// was converted.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(utf8Offset, forKey: .utf8Offset)
    try container.encode(utf16Offset, forKey: .utf16Offset)
    try container.encode(scalarOffset, forKey: .scalarOffset)
    try container.encode(graphemeOffset, forKey: .graphemeOffset)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    if isInputConverted { try container.encode(inputOffset, forKey: .inputOffset) }
  }

  /// The offset in `view`.
  public subscript(view: TextView) -> Int? {
    switch view {
    case .utf8: utf8Offset
    case .utf16: utf16Offset
    case .scalar: scalarOffset
    case .grapheme: graphemeOffset
    }
  }
}

/// A position asked for as a line and a column (JSON `lineColumn`), 0-based.
public struct LineColumnRequest: Codable, Hashable, Sendable {
  /// The line, from 0.
  public var line: Int
  /// The column asked for, from 0, in `unit`s.
  public var column: Int
  /// The unit the column counts.
  public var unit: TextView
  /// Whether the column was past the line's end and taken as its end (`position.column`).
  public var isClamped: Bool

  public init(line: Int, column: Int, unit: TextView, isClamped: Bool) {
    self.line = line
    self.column = column
    self.unit = unit
    self.isClamped = isClamped
  }
}
