public import UStrCore
public import UStrICU

extension BreaksReport {
  /// Segments decoded input, listing at most `limit` rows of each kind (all when `nil`).
  ///
  /// Grapheme clusters come from every engine asked for (Swift's `Character`, ICU's character
  /// iterator, the reference at `referenceVersion`); words, sentences and line-break
  /// opportunities from ICU only, whatever `engines` says. The engines walk the text in step,
  /// a window or a scalar at a time; only the rows listed are kept, with counts for the rest.
  ///
  /// - Parameters:
  ///   - decoding: The input, decoded with its invalid sequences reported.
  ///   - kind: What to divide the text into.
  ///   - engines: The grapheme engines to report; disagreements are among these.
  ///   - referenceVersion: The reference's Unicode version, one of
  ///     `ReferenceGraphemeSegmenter.supportedVersions`; `nil` for its default.
  ///   - explain: Whether to report the rule at every position (`positions`).
  ///   - limit: The most segments and disagreements listed (boundaries and positions: one more).
  /// - Throws: `ICUError` when ICU cannot open a break iterator.
  /// - Complexity: O(n) per engine; memory O(limit) beside the text.
  public init(
    decoding: UTF8Decoding, kind: BreakKind, engines: [BreakEngine] = BreakEngine.allCases,
    referenceVersion: UnicodeVersion? = nil, explain: Bool = false, limit: Int? = nil
  ) throws(ICUError) {
    var text = decoding.text
    let plan = BreaksPlan(
      kind: kind, engines: engines, referenceVersion: referenceVersion, explain: explain,
      limit: limit)
    let built = text.withUTF8 { utf8 in
      Result { () throws(ICUError) in
        try plan.report(utf8: utf8, invalid: decoding.invalid, invalidCount: decoding.invalidCount)
      }
    }
    self = try built.get()
  }

  /// The report of the text whose UTF-8 is `utf8`.
  fileprivate init(
    plan: BreaksPlan, utf8: UnsafeBufferPointer<UInt8>, invalid: [InvalidUTF8Sequence], invalidCount: Int
  ) throws(ICUError) {
      var report = plan.header(invalid: invalid, count: invalidCount)
      let summary = try plan.summary(utf8: utf8) { report.disagreements.append($0) }
      for engine in plan.engines {
        var segmentation = plan.segmentationHeader(engine, count: summary.segmentCounts[engine] ?? 0)
        try plan.forEachBoundary(engine, utf8: utf8) { segmentation.boundaries.append($0) }
        try plan.forEachSegment(engine, utf8: utf8) { segmentation.segments.append($0) }
        report.segmentations.append(segmentation)
      }
      if plan.explain {
        var positions: [GraphemeBreakDecision] = []
        plan.forEachPosition(utf8: utf8) { positions.append($0) }
        report.positions = positions
      }
      report.apply(summary)
      self = report
  }

  /// Segments a string (which is always valid Unicode).
  public init(
    text: String, kind: BreakKind, engines: [BreakEngine] = BreakEngine.allCases,
    referenceVersion: UnicodeVersion? = nil, explain: Bool = false, limit: Int? = nil
  ) throws(ICUError) {
    try self.init(
      decoding: UTF8Decoding(bytes: Array(text.utf8)), kind: kind, engines: engines,
      referenceVersion: referenceVersion, explain: explain, limit: limit)
  }

  /// Writes the JSON document of the report `init(decoding:...)` makes, row by row, to
  /// `output`: memory does not grow with the rows, so `limit` `nil` lists every one of them.
  /// The counts follow the lists they count. Boundaries and segments, a row per position of the
  /// text, are written by hand (`BreakBoundary/writeJSON(into:depth:indentation:)`); the
  /// rest goes through ``JSONStreamEncoder``; `lastMembers` writes any members the caller adds
  /// at the end (the `input` object). Call `output.flush()` after.
  ///
  /// - Throws: `ICUError` when ICU cannot open a break iterator.
  /// - Complexity: O(n) per engine and list.
  public static func writeJSON(
    decoding: UTF8Decoding, kind: BreakKind, engines: [BreakEngine] = BreakEngine.allCases,
    referenceVersion: UnicodeVersion? = nil, explain: Bool = false, limit: Int? = nil,
    to output: ByteOutput, lastMembers: (JSONStreamEncoder) throws -> Void = { _ in }
  ) throws {
    var text = decoding.text
    let plan = BreaksPlan(
      kind: kind, engines: engines, referenceVersion: referenceVersion, explain: explain,
      limit: limit)
    let header = plan.header(invalid: decoding.invalid, count: decoding.invalidCount)
    let json = JSONStreamEncoder(output: output)
    try text.withUTF8 { utf8 in
      json.openObject()
      try writeOpeningMembers(of: header, into: json)
      // With a limit, the walk that counts runs first and keeps the few disagreements listed.
      // Without one, each segmentation counts the boundaries it lists, and the walk writes the
      // disagreements as it finds them.
      var listedDisagreements: [DisagreementReport] = []
      let counted =
        limit == nil ? nil : try plan.summary(utf8: utf8) { listedDisagreements.append($0) }
      json.openArray(member: "segmentations")
      for engine in plan.engines {
        try openSegmentation(plan.segmentationHeader(engine, count: 0), in: json)
        json.openArray(member: "boundaries")
        var boundaryCount = 0
        try plan.forEachBoundary(engine, utf8: utf8, counting: &boundaryCount) { boundary in
          json.element { boundary.writeJSON(into: &$0, depth: $1, indentation: $2) }
        }
        json.closeContainer()
        json.openArray(member: "segments")
        try plan.forEachSegment(engine, utf8: utf8) { segment in
          json.element { segment.writeJSON(into: &$0, depth: $1, indentation: $2) }
        }
        json.closeContainer()
        try json.member(
          "segmentCount", counted?.segmentCounts[engine] ?? max(boundaryCount - 1, 0))
        json.closeContainer()
      }
      json.closeContainer()
      json.openArray(member: "disagreements")
      var failure: (any Error)?
      let summary: BreaksPlan.Summary
      if let counted {
        for disagreement in listedDisagreements { try json.element(disagreement) }
        summary = counted
      } else {
        summary = try plan.summary(utf8: utf8) {
          do { try json.element($0) } catch { failure = error }
        }
        if let failure { throw failure }
      }
      json.closeContainer()
      if explain {
        json.openArray(member: "positions")
        plan.forEachPosition(utf8: utf8) {
          do { try json.element($0) } catch { failure = error }
        }
        if let failure { throw failure }
        json.closeContainer()
      } else {
        try json.member("positions", [GraphemeBreakDecision]?.none)
      }
      var counts = header
      counts.apply(summary)
      try writeClosingMembers(of: counts, into: json)
      try lastMembers(json)
      json.closeContainer()
      output.write(byte: 0x0A)
    }
  }

  /// Writes the JSON document's first members into `json`'s open object: schema version, kind,
  /// engines, reference version. A document written piece by piece follows them with
  /// `segmentations`, whose elements ``openSegmentation(_:in:)`` opens.
  ///
  /// - Throws: What `json`'s output throws.
  package static func writeOpeningMembers(of header: BreaksReport, into json: JSONStreamEncoder) throws {
    try json.member("schemaVersion", header.schemaVersion)
    try json.member("kind", header.kind)
    try json.member("engines", header.engines)
    try json.member("referenceVersion", header.referenceVersion)
  }

  /// Opens `segmentation`'s object as the next element of the document's open
  /// `segmentations` and writes who segments: engine, library, Unicode version. Its
  /// `boundaries`, `segments` and `segmentCount` follow.
  ///
  /// - Throws: What `json`'s output throws.
  package static func openSegmentation(_ segmentation: SegmentationReport, in json: JSONStreamEncoder) throws {
    json.openObjectElement()
    try json.member("engine", segmentation.engine)
    try json.member("library", segmentation.library)
    try json.member("unicodeVersion", segmentation.unicodeVersion)
  }

  /// Writes the JSON document's members after its lists into `json`'s open object: the invalid
  /// input, the notes, the counts (`report`'s: the header with a walk's counts applied) and the
  /// limit.
  ///
  /// - Throws: What `json`'s output throws.
  package static func writeClosingMembers(of report: BreaksReport, into json: JSONStreamEncoder) throws {
    try json.member("invalidUTF8Count", report.invalidUTF8Count)
    try json.member("invalidUTF8", report.invalidUTF8)
    try json.member("notes", report.notes)
    try json.member("disagreementCount", report.disagreementCount)
    try json.member("positionCount", report.positionCount)
    try json.member("identicalEngines", report.identicalEngines)
    try json.member("limit", report.limit)
  }

  /// Sets the counts a walk found.
  mutating func apply(_ summary: BreaksPlan.Summary) {
    disagreementCount = summary.disagreementCount
    positionCount = summary.positionCount
    identicalEngines = summary.identicalGroups
    for index in segmentations.indices {
      segmentations[index].segmentCount = summary.segmentCounts[segmentations[index].engine] ?? 0
    }
  }
}

/// What `ustr breaks` was asked, and the walks that answer it over a text's UTF-8.
struct BreaksPlan {
  /// The report of the text whose UTF-8 is `utf8`, with `limit` rows.
  func report(
    utf8: UnsafeBufferPointer<UInt8>, invalid: [InvalidUTF8Sequence], invalidCount: Int
  ) throws(ICUError) -> BreaksReport {
    try BreaksReport(plan: self, utf8: utf8, invalid: invalid, invalidCount: invalidCount)
  }

  let kind: BreakKind
  /// The engines reported: ICU only for kinds other than grapheme clusters.
  let engines: [BreakEngine]
  /// ICU's iterator of `kind`, opened once and moved from text to text (a plan's walks run one
  /// after another, never nested).
  var iterators = BreakIterators()
  let referenceVersion: UnicodeVersion
  let explain: Bool
  let limit: Int?

  init(
    kind: BreakKind, engines: [BreakEngine], referenceVersion: UnicodeVersion?, explain: Bool,
    limit: Int?
  ) {
    self.kind = kind
    self.engines =
      kind == .character ? BreakEngine.allCases.filter(engines.contains) : [.icu]
    self.referenceVersion = referenceVersion ?? ReferenceGraphemeSegmenter.defaultVersion
    self.explain = explain && kind == .character
    self.limit = limit
  }

  /// The counts over the whole text.
  struct Summary {
    var segmentCounts: [BreakEngine: Int]
    var disagreementCount: Int
    var positionCount: Int?
    var identicalGroups: [[BreakEngine]]
  }

  /// The report without rows or counts.
  func header(invalid: [InvalidUTF8Sequence], count: Int) -> BreaksReport {
    var notes: [String] = []
    if kind != .character {
      notes.append(
        "\(kind) boundaries come from ICU only (ICU \(ICU.version), Unicode \(ICU.unicodeVersion),"
          + " root locale); grapheme clusters can be compared across engines")
    }
    return BreaksReport(
      schemaVersion: ReportSchema.version, kind: kind, engines: .current,
      referenceVersion: kind == .character ? referenceVersion : nil,
      segmentations: [], disagreements: [], positions: nil,
      invalidUTF8Count: count, invalidUTF8: invalid, notes: notes, disagreementCount: 0,
      positionCount: nil, identicalEngines: [], limit: limit)
  }

  /// A segmentation without rows.
  func segmentationHeader(_ engine: BreakEngine, count: Int) -> SegmentationReport {
    let version: UnicodeVersion =
      switch engine {
      case .swift: StandardLibraryUnicode.version
      case .icu: ICU.unicodeVersion
      case .reference: referenceVersion
      }
    return SegmentationReport(
      engine: engine, library: engine.library, unicodeVersion: version,
      boundaries: [], segments: [], segmentCount: count)
  }

  /// Walks the whole text once: the counts, and the first `limit` disagreements to `body`.
  func summary(
    utf8: UnsafeBufferPointer<UInt8>, _ body: (DisagreementReport) -> Void
  ) throws(ICUError) -> Summary {
    let positionCount = explain ? Self.scalarCount(utf8) + 1 : nil
    guard kind == .character else {
      let count = try iterators.iterator(kind, utf8: utf8).countRemaining()
      return Summary(
        segmentCounts: [.icu: count], disagreementCount: 0, positionCount: positionCount,
        identicalGroups: [[.icu]])
    }
    let walked = try GraphemeComparison.walk(
      utf8: utf8, engines: engines, referenceVersion: referenceVersion, listLimit: limit
    ) { disagreement in
      if let report = DisagreementReport(disagreement, among: engines) { body(report) }
    }
    return Summary(
      segmentCounts: walked.segmentCounts, disagreementCount: walked.disagreementCount,
      positionCount: positionCount, identicalGroups: walked.identicalGroups)
  }

  /// Calls `body` with the first `limit` + 1 boundaries of `engine` (all when `limit` is `nil`),
  /// the start included; `count` ends as the number of boundaries in the whole text when
  /// `limit` is `nil`, and as the number listed otherwise.
  func forEachBoundary(
    _ engine: BreakEngine, utf8: UnsafeBufferPointer<UInt8>, counting count: inout Int,
    _ body: (BreakBoundary) -> Void
  ) throws(ICUError) {
    let most = limit.map { $0 < .max ? $0 + 1 : .max } ?? .max
    var listed = 0
    try forEachBreak(engine, utf8: utf8) { boundary in
      guard listed < most else { return false }
      listed += 1
      body(boundary)
      return true
    }
    count = listed
  }

  func forEachBoundary(
    _ engine: BreakEngine, utf8: UnsafeBufferPointer<UInt8>, _ body: (BreakBoundary) -> Void
  ) throws(ICUError) {
    var count = 0
    try forEachBoundary(engine, utf8: utf8, counting: &count, body)
  }

  /// Calls `body` with the first `limit` segments of `engine` (all when `limit` is `nil`); for
  /// a window of a longer text, `origin` is where it starts and `firstSegmentOffset` the number
  /// of the segments before it, so the segments carry the whole text's offsets. With
  /// `boundary`, the same walk hands it each boundary, moved by `origin`, before the segment
  /// it ends: the start, then the end of each segment listed. With `text`, a segment's text is
  /// what it returns for the segment's range of `utf8` (so engines can share one).
  func forEachSegment(
    _ engine: BreakEngine, utf8: UnsafeBufferPointer<UInt8>, origin: TextPosition = .zero,
    firstSegmentOffset: Int = 0, boundary takeBoundary: ((BreakBoundary) -> Void)? = nil,
    text: ((Range<Int>) -> String)? = nil, _ body: (SegmentReport) -> Void
  ) throws(ICUError) {
    let most = limit ?? .max
    var previous: BreakBoundary?
    var index = 0
    try forEachBreak(engine, utf8: utf8) { boundary in
      defer { previous = boundary }
      takeBoundary?(boundary.moved(by: origin))
      guard let start = previous?.position else { return most > 0 }
      let end = boundary.position
      body(
        SegmentReport(
          segmentOffset: firstSegmentOffset + index,
          text: text?(start.utf8Offset..<end.utf8Offset)
            ?? String(
              decoding: UnsafeBufferPointer(rebasing: utf8[start.utf8Offset..<end.utf8Offset]),
              as: UTF8.self),
          scalarRange: (origin.scalarOffset + start.scalarOffset)..<(origin.scalarOffset + end.scalarOffset),
          utf16Range: (origin.utf16Offset + start.utf16Offset)..<(origin.utf16Offset + end.utf16Offset),
          utf8Range: (origin.utf8Offset + start.utf8Offset)..<(origin.utf8Offset + end.utf8Offset),
          category: SegmentationReport.category(of: boundary, kind: kind)))
      index += 1
      return index < most
    }
  }

  /// Calls `body` with the reference's first `limit` + 1 decisions (all when `nil`).
  func forEachPosition(utf8: UnsafeBufferPointer<UInt8>, _ body: (GraphemeBreakDecision) -> Void) {
    var walk = PositionWalk(referenceVersion: referenceVersion, limit: limit)
    walk.append(window: utf8, body)
    walk.finish(body)
  }

  /// Every boundary of `engine`, the start included, with its position in every view and ICU's
  /// rule status, until `body` returns `false`.
  func forEachBreak(
    _ engine: BreakEngine, utf8: UnsafeBufferPointer<UInt8>, _ body: (BreakBoundary) -> Bool
  ) throws(ICUError) {
    let start = BreakBoundary(
      position: .zero, ruleStatus: engine == .icu ? 0 : nil, wordCategory: kind == .word ? .nonWord : nil)
    guard body(start) else { return }
    switch engine {
    case .reference:
      ReferenceGraphemeSegmenter(unicodeVersion: referenceVersion)!.forEachBoundary(inUTF8: utf8) {
        body(BreakBoundary(position: $0, ruleStatus: nil))
      }
    case .swift:
      var boundaries = StandardLibraryUnicode.CharacterBoundaryIterator(utf8: utf8)
      var position = TextPosition.zero
      while let offset = boundaries.next() {
        position = position.advanced(inUTF8: utf8, to: offset)
        guard body(BreakBoundary(position: position, ruleStatus: nil)) else { return }
      }
    case .icu:
      let iterator = try iterators.iterator(kind, utf8: utf8)
      var position = TextPosition.zero
      while let (offset, status) = iterator.next() {
        position = position.advanced(inUTF8: utf8, to: offset)
        let boundary = BreakBoundary(
          position: position, ruleStatus: status,
          wordCategory: kind == .word ? WordCategory(ruleStatus: status) : nil)
        guard body(boundary) else { return }
      }
    }
  }

  /// The number of scalars in well-formed UTF-8: its lead bytes.
  static func scalarCount(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in utf8 where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }
}

extension BreakEngine {
  /// The library behind the engine, as a person reads it: "ICU 72.1".
  public var library: String {
    switch self {
    case .swift: "Swift standard library"
    case .icu: "ICU \(ICU.version)"
    case .reference: "ustr reference (UAX #29)"
    }
  }
}

extension SegmentationReport {
  /// What ICU's rule status at a segment's end says the segment is.
  static func category(of end: BreakBoundary, kind: BreakKind) -> SegmentCategory? {
    switch kind {
    case .character: nil
    case .word: end.wordCategory.map(SegmentCategory.init)
    case .line: (end.ruleStatus ?? 0) >= 100 ? .hard : .soft
    case .sentence: (end.ruleStatus ?? 0) >= 100 ? .separator : .terminator
    }
  }
}

extension DisagreementReport {
  /// The report of `disagreement` among `engines`, or `nil` when those engines agree there.
  init?(_ disagreement: GraphemeDisagreement, among engines: [BreakEngine]) {
    let verdicts = disagreement.verdicts.filter { engines.contains($0.engine) }
    guard Set(verdicts.map(\.isBreak)).count > 1 else { return nil }
    position = disagreement.position
    rule = disagreement.decision.rule
    answers = verdicts
    let deviating = verdicts.filter { $0.followsItsVersion == false }
    let known = disagreement.knownDeviation.flatMap { known in
      deviating.contains { $0.engine == known.engine } ? known : nil
    }
    knownDeviation = known
    if deviating.isEmpty {
      cause = .versions
      let says = Set(verdicts.compactMap { verdict in
        verdict.referenceVersion.map { "Unicode \($0) says \(breakMark(verdict.isBreak)) (\(verdict.referenceRule!))" }
      }).sorted()
      explanation = "each engine follows UAX #29 at its own Unicode version: "
        + says.joined(separator: ", ")
    } else {
      let departures = deviating.map { verdict in
        "\(verdict.engine) \(verdict.unicodeVersion) says \(breakMark(verdict.isBreak)) where Unicode"
          + " \(verdict.referenceVersion!) says \(breakMark(!verdict.isBreak)) (\(verdict.referenceRule!))"
      }.joined(separator: "; ")
      if let known {
        cause = .knownDeviation
        explanation = departures + ": a known deviation: " + known.reason
      } else {
        cause = .deviation
        explanation = departures + ", and no known deviation explains it"
      }
    }
  }
}

/// "÷" for a break, "×" for none, as UAX #29 writes them.
func breakMark(_ isBreak: Bool) -> String { isBreak ? "÷" : "×" }

/// One ICU break iterator per kind, kept for the walks of one report or of a text read in
/// windows: opening one loads its rules and, for Thai or Chinese, a dictionary engine.
final class BreakIterators {
  private var opened: [BreakKind: UTF8BreakIterator] = [:]

  /// The iterator of `kind`, at the start of `utf8`.
  ///
  /// - Throws: `ICUError` when ICU cannot open the iterator or read the text.
  func iterator(_ kind: BreakKind, utf8: UnsafeBufferPointer<UInt8>) throws(ICUError) -> UTF8BreakIterator {
    if let iterator = opened[kind] {
      try iterator.reset(utf8: utf8)
      return iterator
    }
    let iterator = try UTF8BreakIterator(kind, utf8: utf8)
    opened[kind] = iterator
    return iterator
  }
}
