public import UStrCore
public import UStrICU

/// The report of `ustr breaks` for a text that arrives in windows, holding one window and the
/// rows listed: each window is cut where every engine breaks whatever surrounds it
/// (``windowEnd(in:kind:)``), segmented on its own, and its rows and counts join the report's
/// with their offsets moved to the whole text.
///
///     var stream = BreaksStream(kind: .word, limit: 10)
///     try stream.append(window: utf8)       // text up to a windowEnd, again and again
///     let report = try stream.finish(invalid: list)
///
/// The report is the one `BreaksReport(decoding:kind:engines:referenceVersion:explain:limit:)`
/// makes of the whole text. With `explain`, one reference cursor goes on from window to window
/// (`PositionWalk`), so each position's rule sees the scalars before it across the cut.
///
/// - Complexity: O(n) per engine over all windows; memory O(window + limit).
public struct BreaksStream {
  let plan: BreaksPlan
  var report: BreaksReport
  /// Where the next window starts in the whole text.
  var origin = TextPosition.zero
  var segmentCounts: [Int]
  /// The rows listed (kept, or handed over) so far, per engine and of disagreements.
  var listedBoundaries: [Int]
  var listedSegments: [Int]
  var listedDisagreements = 0
  /// The engines grouped by identical boundaries in every window so far.
  var identical: [[BreakEngine]]?
  var isEmpty = true
  /// With `explain` (grapheme clusters only): the reference's decision at every position.
  var positions: PositionWalk?

  /// A stream for `kind` that lists at most `limit` rows of each list (all when `nil`); with
  /// `explain` (grapheme clusters only), also the reference's rule at every position.
  public init(
    kind: BreakKind, engines: [BreakEngine] = BreakEngine.allCases, referenceVersion: UnicodeVersion? = nil,
    explain: Bool = false, limit: Int? = nil
  ) {
    let plan = BreaksPlan(
      kind: kind, engines: engines, referenceVersion: referenceVersion, explain: explain, limit: limit)
    var report = plan.header(invalid: [], count: 0)
    report.segmentations = plan.engines.map { plan.segmentationHeader($0, count: 0) }
    if plan.explain {
      positions = PositionWalk(referenceVersion: plan.referenceVersion, limit: limit)
      report.positions = []
    }
    self.plan = plan
    self.report = report
    segmentCounts = Array(repeating: 0, count: plan.engines.count)
    listedBoundaries = segmentCounts
    listedSegments = segmentCounts
  }

  /// Each engine's segmentation as far as the text has gone, in the order of the report: its
  /// engine, library, Unicode version and count (rows handed over are not in it).
  public var segmentations: [SegmentationReport] { report.segmentations }

  /// The report as far as the text has gone, without the rows handed over: its first members
  /// (schema version, kind, engines, reference version) are final from the start, what a
  /// document written as the text is read opens with.
  public var header: BreaksReport { report }

  /// Segments the next window: well-formed UTF-8 that starts where the last one ended and ends
  /// at a ``windowEnd(in:kind:)`` (or at the end of the text). With `rows`, the window's
  /// boundaries and segments (engine by engine), disagreements and positions, at most `limit`
  /// of each in all (boundaries and positions: one more), go there as they are found instead of
  /// into the report, which then keeps only counts.
  ///
  /// - Throws: `ICUError` when ICU cannot open a break iterator.
  public mutating func append(
    window utf8: UnsafeBufferPointer<UInt8>, rows: BreaksRows? = nil
  ) throws(ICUError) {
    try append(window: utf8, text: nil, rows: rows)
  }

  /// ``append(window:rows:)-(UnsafeBufferPointer<UInt8>,_)`` for a window held as a `String`: a segment that is the whole
  /// window (one cluster, word or sentence of megabytes, which a window holds whole) shares its
  /// text instead of copying it.
  ///
  ///     try stream.append(window: "👩‍👩‍👧‍👦", rows: rows)   // the segment's text is this string
  ///
  /// - Throws: `ICUError` when ICU cannot open a break iterator.
  public mutating func append(window text: String, rows: BreaksRows? = nil) throws(ICUError) {
    var text = text
    let shared = text
    // (`withUTF8` rethrows untyped errors: the typed one goes out as a result.)
    try text.withUTF8 { utf8 in
      Result { () throws(ICUError) in try append(window: utf8, text: shared, rows: rows) }
    }.get()
  }

  mutating func append(
    window utf8: UnsafeBufferPointer<UInt8>, text windowText: String?, rows: BreaksRows?
  ) throws(ICUError) {
    let limit = self.plan.limit ?? .max
    // The window lists only what the lists still have room for (a boundary more: its first is
    // the last window's end), so once they are full a window costs its counts alone.
    func planListing(_ room: Int) -> BreaksPlan {
      var listing = BreaksPlan(
        kind: self.plan.kind, engines: self.plan.engines, referenceVersion: self.plan.referenceVersion,
        explain: false, limit: self.plan.limit.map { _ in max(room, 0) })
      listing.iterators = self.plan.iterators
      return listing
    }
    // (Handed over, boundaries are one more than segments, from the same walk.)
    let segmentsListed =
      zip(listedBoundaries, listedSegments).map { rows == nil ? min($0 - 1, $1) : $1 }.min() ?? 0
    let segmentPlan = planListing(limit == .max ? limit : limit - segmentsListed)
    var disagreements: [DisagreementReport] = []
    let summary = try planListing(limit - listedDisagreements).summary(utf8: utf8) {
      disagreements.append($0)
    }
    // A long segment the engines agree on is one text for all of them, not one each (a
    // cluster of megabytes would otherwise be held once per engine by a table); one that is the
    // whole window is the window's own text when the caller holds it as a string.
    var sharedTexts: [Range<Int>: String] = [:]
    let segmentText: ((Range<Int>) -> String)? =
      self.plan.engines.count < 2 && windowText == nil ? nil : { range in
        if let windowText, range == 0..<utf8.count { return windowText }
        let make = { String(decoding: UnsafeBufferPointer(rebasing: utf8[range]), as: UTF8.self) }
        guard range.count >= Self.sharedSegmentUTF8Count else { return make() }
        if let shared = sharedTexts[range] { return shared }
        let made = make()
        sharedTexts[range] = made
        return made
      }
    for (index, engine) in self.plan.engines.enumerated() {
      if rows == nil {
        var boundaries: [BreakBoundary] = []
        try segmentPlan.forEachBoundary(engine, utf8: utf8) { boundaries.append($0) }
        // A window's first boundary is the last one's end, already listed.
        for boundary in boundaries.dropFirst(isEmpty ? 0 : 1) where listedBoundaries[index] <= limit {
          report.segmentations[index].boundaries.append(boundary.moved(by: origin))
          listedBoundaries[index] += 1
        }
      }
      // Handed over, boundaries come from the walk that makes the segments.
      var boundariesListed = listedBoundaries[index]
      var isWindowStart = true
      let isFirstWindow = isEmpty
      let takeBoundary = rows.map { rows in
        { (boundary: BreakBoundary) in
          // A window's first boundary is the last one's end, already handed over.
          defer { isWindowStart = false }
          guard isFirstWindow || !isWindowStart, boundariesListed <= limit else { return }
          boundariesListed += 1
          rows.boundary(engine, boundary)
        }
      }
      try segmentPlan.forEachSegment(
        engine, utf8: utf8, origin: origin, firstSegmentOffset: segmentCounts[index], boundary: takeBoundary,
        text: segmentText
      ) { segment in
        guard listedSegments[index] < limit else { return }
        listedSegments[index] += 1
        if let rows {
          rows.segment(engine, segment)
        } else {
          report.segmentations[index].segments.append(segment)
        }
      }
      if rows != nil { listedBoundaries[index] = boundariesListed }
      segmentCounts[index] += summary.segmentCounts[engine] ?? 0
      report.segmentations[index].segmentCount = segmentCounts[index]
    }
    for disagreement in disagreements where listedDisagreements < limit {
      listedDisagreements += 1
      let moved = disagreement.moved(by: origin)
      if let rows { rows.disagreement(moved) } else { report.disagreements.append(moved) }
    }
    report.disagreementCount += summary.disagreementCount
    takePositions(rows: rows) { walk, take in walk.append(window: utf8, take) }
    let groups = summary.identicalGroups
    identical = identical.map { Self.refine($0, by: groups) } ?? groups
    origin = origin.advancedPast(utf8)
    isEmpty = false
  }

  /// The shortest segment, in UTF-8 bytes, whose text the engines share in a window: 64 KiB, so
  /// what is shared is at most a window's text in a few dozen segments.
  static let sharedSegmentUTF8Count = 1 << 16

  /// The report, once every window is in; `invalid` are the input's ill-formed sequences. With
  /// `rows`, the position at the end of the text (with `explain`) goes there, as in
  /// ``append(window:rows:)-(UnsafeBufferPointer<UInt8>,_)``.
  ///
  /// - Throws: `ICUError` when ICU cannot open a break iterator (for an empty text).
  public mutating func finish(invalid: InvalidUTF8List, rows: BreaksRows? = nil) throws(ICUError) -> BreaksReport {
    if isEmpty {
      let empty: [UInt8] = []
      try empty.withUnsafeBufferPointer { (utf8) throws(ICUError) in try append(window: utf8, rows: rows) }
    }
    takePositions(rows: rows) { walk, take in walk.finish(take) }
    if let walk = positions {
      report.positionCount = walk.count
      positions = nil
    }
    var finished = report
    finished.identicalEngines = identical ?? []
    finished.invalidUTF8Count = invalid.count
    finished.invalidUTF8 = invalid.listed
    return finished
  }

  /// With `explain`: moves the position walk on by `step`, handing the positions it makes to
  /// `rows`, or listing them in the report without.
  private mutating func takePositions(
    rows: BreaksRows?, _ step: (inout PositionWalk, (GraphemeBreakDecision) -> Void) -> Void
  ) {
    guard var walk = positions else { return }
    if let rows {
      step(&walk, rows.position)
    } else {
      var listed = report.positions ?? []
      step(&walk) { listed.append($0) }
      report.positions = listed
    }
    positions = walk
  }

  /// The groups of `groups` split so that each also lies within one group of `other`: the
  /// engines identical over two stretches of text are those identical over each.
  static func refine(_ groups: [[BreakEngine]], by other: [[BreakEngine]]) -> [[BreakEngine]] {
    groups.flatMap { group in
      var split: [(key: Int?, engines: [BreakEngine])] = []
      for engine in group {
        let key = other.firstIndex { $0.contains(engine) }
        if let at = split.firstIndex(where: { $0.key == key }) {
          split[at].engines.append(engine)
        } else {
          split.append((key, [engine]))
        }
      }
      return split.map(\.engines)
    }
  }
}

/// Where ``BreaksStream`` hands the rows of a text read in windows, in the whole text's
/// offsets, as it finds them.
public struct BreaksRows {
  /// Takes a boundary of one engine's segmentation, before the segment it ends (the first is
  /// the start of the text).
  public var boundary: (BreakEngine, BreakBoundary) -> Void
  /// Takes a segment of one engine's segmentation.
  public var segment: (BreakEngine, SegmentReport) -> Void
  /// Takes a position where the grapheme engines disagree.
  public var disagreement: (DisagreementReport) -> Void
  /// Takes the reference's decision at a position (with `explain`).
  public var position: (GraphemeBreakDecision) -> Void

  /// Rows handed to `boundary`, `segment`, `disagreement` and `position` as they are found.
  ///
  /// - Parameters:
  ///   - boundary: Takes a boundary of one engine's segmentation (at most `limit` + 1 of each
  ///     engine), before the segment it ends; by default boundaries are not wanted.
  ///   - segment: Takes a segment of one engine's segmentation.
  ///   - disagreement: Takes a position where the grapheme engines disagree.
  ///   - position: Takes the reference's decision at a position (with `explain`).
  public init(
    boundary: @escaping (BreakEngine, BreakBoundary) -> Void = { _, _ in },
    segment: @escaping (BreakEngine, SegmentReport) -> Void, disagreement: @escaping (DisagreementReport) -> Void,
    position: @escaping (GraphemeBreakDecision) -> Void = { _ in }
  ) {
    self.boundary = boundary
    self.segment = segment
    self.disagreement = disagreement
    self.position = position
  }
}

/// A row that sits at one place of the text, in all three offsets: what a window's rows are
/// moved by to stand in the whole text.
protocol TextPlaced {
  var position: TextPosition { get set }
}

extension TextPlaced {
  /// This row of a window that starts at `origin`, in the whole text.
  func moved(by origin: TextPosition) -> Self {
    var moved = self
    moved.position.utf8Offset += origin.utf8Offset
    moved.position.utf16Offset += origin.utf16Offset
    moved.position.scalarOffset += origin.scalarOffset
    return moved
  }
}

extension BreakBoundary: TextPlaced {}
extension DisagreementReport: TextPlaced {}

extension TextPosition {
  /// The position just past `window`, a stretch of well-formed UTF-8 that starts here.
  func advancedPast(_ window: UnsafeBufferPointer<UInt8>) -> TextPosition {
    let end = TextPosition.zero.advanced(inUTF8: window, to: window.count)
    return TextPosition(
      utf8Offset: utf8Offset + end.utf8Offset, utf16Offset: utf16Offset + end.utf16Offset,
      scalarOffset: scalarOffset + end.scalarOffset)
  }
}
