public import UStrCore
public import UStrICU

/// What `ustr slice` reports: the substring a range of one view's offsets cuts, and where it
/// ends up in every view once rounded (JSON contract: `ReportSchema`).
///
///     let report = try SliceReport(map: OffsetMap("👩🏽‍🚀!"), range: 1..<8, unit: .utf16, rounding: .outward)
///     report.text                    // "👩🏽‍🚀!"
///     report.roundedRange.utf16      // [0, 8]
///     report.roundedRange.grapheme   // [0, 2]
public struct SliceReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines and their Unicode versions (clusters are the standard library's).
  public var engines: Engines
  /// The view the range counts in: "utf8", "utf16", "scalar" or "grapheme".
  public var unit: TextView
  /// The range as given, half-open: `[lower, upper]`.
  public var range: Range<Int>
  /// What was done with ends inside a cluster: "refuse", "outward" or "inward".
  public var rounding: SliceRounding
  /// The range actually cut (at grapheme cluster boundaries), half-open, in every view.
  public var roundedRange: ViewRanges
  /// The substring.
  public var text: String
  /// How many ill-formed UTF-8 sequences the input had (offsets count the repaired text).
  public var invalidUTF8Count: Int
  /// The input's ill-formed UTF-8 sequences, each replaced by U+FFFD in the text sliced.
  public var invalidUTF8: [InvalidUTF8Sequence]

  /// Slices `map`'s text by `range` in `unit`, or throws the refusal (an end out of range, or
  /// inside a cluster when `rounding` is `.refuse`); `invalid` are the input's ill-formed
  /// sequences, which the text holds repaired.
  ///
  /// - Complexity: as `OffsetMap/substring(_:in:rounding:)`, plus the substring's length.
  public init(
    map: OffsetMap, range: Range<Int>, unit: TextView, rounding: SliceRounding,
    invalid: [InvalidUTF8Sequence] = []
  ) throws(SliceRefusal) {
    let substring = try map.substring(range, in: unit, rounding: rounding).get()
    let utf8 = map.text.utf8
    let start = map.position(utf8.distance(from: utf8.startIndex, to: substring.startIndex), in: .utf8)!
    let end = map.position(utf8.distance(from: utf8.startIndex, to: substring.endIndex), in: .utf8)!
    schemaVersion = ReportSchema.version
    engines = .current
    self.unit = unit
    self.range = range
    self.rounding = rounding
    roundedRange = ViewRanges(from: start.roundedDown, to: end.roundedDown)
    text = String(substring)
    invalidUTF8Count = invalid.count
    invalidUTF8 = invalid
  }
}

/// A range between two grapheme cluster boundaries, half-open, in every view (JSON writes each
/// as `[start, end]`).
public struct ViewRanges: Codable, Hashable, Sendable {
  /// The range in UTF-8 bytes.
  public var utf8: Range<Int>
  /// The range in UTF-16 code units.
  public var utf16: Range<Int>
  /// The range in scalars.
  public var scalar: Range<Int>
  /// The range in grapheme clusters.
  public var grapheme: Range<Int>

  /// The range from `lower` to `upper`.
  public init(from lower: BoundaryOffsets, to upper: BoundaryOffsets) {
    utf8 = lower.utf8Offset..<upper.utf8Offset
    utf16 = lower.utf16Offset..<upper.utf16Offset
    scalar = lower.scalarOffset..<upper.scalarOffset
    grapheme = lower.graphemeOffset..<upper.graphemeOffset
  }

  /// The range in `view`.
  public subscript(view: TextView) -> Range<Int> {
    switch view {
    case .utf8: utf8
    case .utf16: utf16
    case .scalar: scalar
    case .grapheme: grapheme
    }
  }
}
