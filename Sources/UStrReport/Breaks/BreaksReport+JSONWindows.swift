public import UStrCore
internal import UStrICU

extension BreaksReport {
  /// One pass over a text read in windows (``BreaksStream/windowEnd(in:kind:)``): hands each
  /// window of well-formed UTF-8 to the body, in order, until the body returns `false`. A file
  /// can be passed over again; each pass reads it anew.
  public typealias WindowPass = ((UnsafeBufferPointer<UInt8>) throws -> Bool) throws -> Void

  /// Writes the JSON document of the report `init(decoding:...)` makes of a text read in
  /// windows, holding one window at a time: the same bytes as
  /// ``writeJSON(decoding:kind:engines:referenceVersion:explain:limit:to:lastMembers:)``.
  ///
  /// With a `limit`, one pass collects the rows listed and the counts (``BreaksStream``), then
  /// the document is written. Without one, each list is written as a pass finds its rows, in
  /// the document's order: for each engine its boundaries and then its segments, then the
  /// disagreements with the counts, then (with `explain`) the positions, so the text is read
  /// 2 × engines + 1 times (+ 1 with `explain`); a list whose limit is reached ends its pass
  /// early.
  ///
  /// - Parameters:
  ///   - pass: Reads the text once more, in windows.
  ///   - kind: What to divide the text into.
  ///   - engines: The grapheme engines to report (other kinds come from ICU only).
  ///   - referenceVersion: The reference's Unicode version; `nil` for its default.
  ///   - explain: Whether to list the reference's rule at every position (grapheme clusters).
  ///   - limit: The most rows of each list (all when `nil`).
  ///   - output: Where the document goes; call `output.flush()` after.
  ///   - invalid: The input's ill-formed sequences, known once the text has been read.
  ///   - lastMembers: Writes any members the caller adds at the end (the `input` object).
  /// - Throws: `ICUError` when ICU cannot open a break iterator; what `pass` or `output` throws.
  /// - Complexity: O(n) per engine and list; memory O(window + limit).
  public static func writeJSON(
    windows pass: WindowPass, kind: BreakKind, engines: [BreakEngine] = BreakEngine.allCases,
    referenceVersion: UnicodeVersion? = nil, explain: Bool = false, limit: Int? = nil, to output: ByteOutput,
    invalid: () -> InvalidUTF8List, lastMembers: (JSONStreamEncoder) throws -> Void = { _ in }
  ) throws {
    let json = JSONStreamEncoder(output: output)
    if limit != nil {
      var stream = BreaksStream(
        kind: kind, engines: engines, referenceVersion: referenceVersion, explain: explain, limit: limit)
      try pass { window in
        try stream.append(window: window)
        return true
      }
      json.openObject()
      try json.members(of: try stream.finish(invalid: invalid()))
      try lastMembers(json)
      json.closeContainer()
      output.write(byte: 0x0A)
      return
    }
    let plan = BreaksPlan(
      kind: kind, engines: engines, referenceVersion: referenceVersion, explain: explain, limit: nil)
    let header = plan.header(invalid: [], count: 0)
    json.openObject()
    try writeOpeningMembers(of: header, into: json)
    json.openArray(member: "segmentations")
    for engine in plan.engines {
      try openSegmentation(engine, of: plan, in: json)
      json.openArray(member: "boundaries")
      var origin = TextPosition.zero
      var isFirst = true
      try pass { window in
        try plan.forEachBoundary(engine, utf8: window) { boundary in
          // A window's first boundary is the last one's end, already written.
          if isFirst || boundary.position.utf8Offset > 0 {
            json.element { boundary.moved(by: origin).writeJSON(into: &$0, depth: $1, indentation: $2) }
          }
        }
        isFirst = false
        origin = origin.advancedPast(window)
        return true
      }
      json.closeContainer()
      json.openArray(member: "segments")
      origin = .zero
      var segmentCount = 0
      try pass { window in
        try plan.forEachSegment(engine, utf8: window, origin: origin, firstSegmentOffset: segmentCount) { segment in
          json.element { segment.writeJSON(into: &$0, depth: $1, indentation: $2) }
          segmentCount += 1
        }
        origin = origin.advancedPast(window)
        return true
      }
      json.closeContainer()
      try json.member("segmentCount", segmentCount)
      json.closeContainer()
    }
    json.closeContainer()
    json.openArray(member: "disagreements")
    var origin = TextPosition.zero
    var disagreementCount = 0
    var identical: [[BreakEngine]]?
    var failure: (any Error)?
    try pass { window in
      let summary = try plan.summary(utf8: window) { disagreement in
        do { try json.element(disagreement.moved(by: origin)) } catch { failure = failure ?? error }
      }
      disagreementCount += summary.disagreementCount
      let groups = summary.identicalGroups
      identical = identical.map { BreaksStream.refine($0, by: groups) } ?? groups
      origin = origin.advancedPast(window)
      return failure == nil
    }
    if let failure { throw failure }
    if identical == nil {
      // An empty text: no window was read.
      identical = try [UInt8]().withUnsafeBufferPointer { (empty) throws(ICUError) in
        try plan.summary(utf8: empty) { _ in }.identicalGroups
      }
    }
    json.closeContainer()
    var positionCount: Int?
    if plan.explain {
      json.openArray(member: "positions")
      var walk = PositionWalk(referenceVersion: plan.referenceVersion, limit: nil)
      func write(_ position: GraphemeBreakDecision) {
        do { try json.element(position) } catch { failure = failure ?? error }
      }
      try pass { window in
        walk.append(window: window, write)
        return failure == nil
      }
      walk.finish(write)
      if let failure { throw failure }
      json.closeContainer()
      positionCount = walk.count
    } else {
      try json.member("positions", [GraphemeBreakDecision]?.none)
    }
    var counts = header
    counts.positionCount = positionCount
    let list = invalid()
    counts.invalidUTF8Count = list.count
    counts.invalidUTF8 = list.listed
    counts.disagreementCount = disagreementCount
    counts.identicalEngines = identical ?? []
    try writeClosingMembers(of: counts, into: json)
    try lastMembers(json)
    json.closeContainer()
    output.write(byte: 0x0A)
  }
}
