package import UStrCore
internal import UStrICU

extension BreaksReport {
  /// Writes the report `init(decoding:...)` makes as JSON Lines, one message a line, as it is
  /// found: a `header` (schema version, kind, engines, each segmentation's engine and Unicode
  /// version), a `segment` per segment of each engine (`{"type":"segment","engine":"icu",
  /// "data":{...}}`, the objects of the JSON document's `segments`), a `disagreement` per
  /// disagreement, a `position` per position with `explain`, and a `summary` (segment counts per
  /// engine in order, disagreement and position counts, identical engines, invalid input, notes,
  /// limit, then whatever `lastMembers` adds: the `input` object).
  /// Memory does not grow with the rows, so `limit` `nil` lists every one of them. The
  /// boundaries are not repeated as rows: each segment carries its ranges in every unit.
  ///
  ///     {"type":"header","data":{"schemaVersion":2,"kind":"word",...}}
  ///     {"type":"segment","engine":"icu","data":{"segmentOffset":0,"text":"Hello",...}}
  ///     {"type":"summary","data":{"segmentCounts":[{"engine":"icu","segmentCount":4}],"disagreementCount":0,...}}
  ///
  /// - Throws: `ICUError` when ICU cannot open a break iterator; what `output` throws.
  /// - Complexity: O(n) per engine and list.
  package static func writeJSONLines(
    decoding: UTF8Decoding, kind: BreakKind, engines: [BreakEngine] = BreakEngine.allCases,
    referenceVersion: UnicodeVersion? = nil, explain: Bool = false, limit: Int? = nil,
    to output: ByteOutput, lastMembers: (JSONStreamEncoder) throws -> Void = { _ in }
  ) throws {
    var text = decoding.text
    let plan = BreaksPlan(
      kind: kind, engines: engines, referenceVersion: referenceVersion, explain: explain,
      limit: limit)
    let header = plan.header(invalid: decoding.invalid, count: decoding.invalidCount)
    try text.withUTF8 { utf8 in
      try writeHeaderMessage(header, plan: plan, to: output)
      var listedDisagreements: [DisagreementReport] = []
      let counted =
        limit == nil ? nil : try plan.summary(utf8: utf8) { listedDisagreements.append($0) }
      var segmentCounts: [JSONLinesSegmentCount] = []
      for engine in plan.engines {
        var listed = 0
        let prefix = segmentPrefix(engine)
        try plan.forEachSegment(engine, utf8: utf8) { segment in
          listed += 1
          writeSegmentMessage(segment, prefix: prefix, to: output)
        }
        segmentCounts.append(
          JSONLinesSegmentCount(engine: engine, segmentCount: counted?.segmentCounts[engine] ?? listed))
      }
      var failure: (any Error)?
      let summary: BreaksPlan.Summary
      if let counted {
        for disagreement in listedDisagreements { try writeMessage("disagreement", disagreement, to: output) }
        summary = counted
      } else {
        summary = try plan.summary(utf8: utf8) {
          do { try writeMessage("disagreement", $0, to: output) } catch { failure = error }
        }
      }
      if let failure { throw failure }
      if explain {
        plan.forEachPosition(utf8: utf8) {
          do { try writeMessage("position", $0, to: output) } catch { failure = error }
        }
        if let failure { throw failure }
      }
      var counts = header
      counts.apply(summary)
      try writeSummaryMessage(counts, segmentCounts: segmentCounts, lastMembers: lastMembers, to: output)
    }
  }

  /// ``writeJSONLines(decoding:kind:engines:referenceVersion:explain:limit:to:lastMembers:)``
  /// for a text read in windows (``BreaksStream``), so memory holds one window: the header at
  /// once, then each window's rows as it is segmented (the segments of each engine, then the
  /// disagreements; window after window, so the engines' segments alternate), then the summary.
  ///
  ///     var lines = try BreaksReport.JSONLinesStream(kind: .word, limit: nil, to: output)
  ///     try lines.append(window: text)      // again and again
  ///     try lines.finish(invalid: list)
  package struct JSONLinesStream {
    var stream: BreaksStream
    let output: ByteOutput
    /// The start of each engine's segment message, up to its data, in `BreakEngine.allCases` order.
    let segmentPrefixes: [[UInt8]]

    /// Writes the header message.
    ///
    /// - Throws: What `output` throws.
    package init(
      kind: BreakKind, engines: [BreakEngine] = BreakEngine.allCases, referenceVersion: UnicodeVersion? = nil,
      explain: Bool = false, limit: Int?, to output: ByteOutput
    ) throws {
      stream = BreaksStream(
        kind: kind, engines: engines, referenceVersion: referenceVersion, explain: explain, limit: limit)
      self.output = output
      let plan = stream.plan
      segmentPrefixes = BreakEngine.allCases.map(BreaksReport.segmentPrefix)
      try writeHeaderMessage(stream.report, plan: plan, to: output)
    }

    /// Segments the next window (see ``BreaksStream/append(window:rows:)-(String,_)``) and writes its rows;
    /// a segment that is the whole window shares its text.
    ///
    /// - Throws: `ICUError` when ICU cannot open a break iterator; what `output` throws.
    package mutating func append(window text: String) throws {
      var failure: (any Error)?
      try stream.append(window: text, rows: rows { failure = failure ?? $0 })
      if let failure { throw failure }
    }

    /// The rows of a window written as messages; a failed write goes to `fail`.
    func rows(_ fail: @escaping (any Error) -> Void) -> BreaksRows {
      let output = output
      let prefixes = segmentPrefixes
      return BreaksRows(
        segment: { engine, segment in
          writeSegmentMessage(segment, prefix: prefixes[BreakEngine.allCases.firstIndex(of: engine)!], to: output)
        },
        disagreement: { disagreement in
          do { try writeMessage("disagreement", disagreement, to: output) } catch { fail(error) }
        },
        position: { position in
          do { try writeMessage("position", position, to: output) } catch { fail(error) }
        })
    }

    /// Writes the summary, with `invalid`, the input's ill-formed sequences, and whatever
    /// `lastMembers` adds (the `input` object).
    ///
    /// - Throws: `ICUError` for an empty text ICU cannot segment; what `output` throws.
    package mutating func finish(
      invalid: InvalidUTF8List, lastMembers: (JSONStreamEncoder) throws -> Void = { _ in }
    ) throws {
      var failure: (any Error)?
      let report = try stream.finish(invalid: invalid, rows: rows { failure = failure ?? $0 })
      if let failure { throw failure }
      try writeSummaryMessage(
        report,
        segmentCounts: report.segmentations.map {
          JSONLinesSegmentCount(engine: $0.engine, segmentCount: $0.segmentCount)
        },
        lastMembers: lastMembers, to: output)
    }
  }

  /// The start of a `segment` message of `engine`, up to its data: `{"type":"segment","engine":"icu","data":`.
  static func segmentPrefix(_ engine: BreakEngine) -> [UInt8] {
    Array(#"{"type":"segment","engine":"#.utf8) + JSONLinesField.string(engine.rawValue) + Array(#","data":"#.utf8)
  }

  /// The `header` message: schema version, kind, engines, and each segmentation's engine and
  /// Unicode version.
  static func writeHeaderMessage(_ header: BreaksReport, plan: BreaksPlan, to output: ByteOutput) throws {
    try writeMessage(
      "header",
      JSONLinesHeader(
        schemaVersion: header.schemaVersion, kind: header.kind, engines: header.engines,
        referenceVersion: header.referenceVersion,
        segmentations: plan.engines.map { engine in
          let segmentation = plan.segmentationHeader(engine, count: 0)
          return JSONLinesSegmentation(
            engine: segmentation.engine, library: segmentation.library,
            unicodeVersion: segmentation.unicodeVersion)
        }),
      to: output)
  }

  /// A `segment` message, written by hand after its engine's `prefix` (``segmentPrefix(_:)``).
  /// A long segment (one cluster of megabytes) leaves the buffer a piece at a time as it is
  /// written, not held whole as its escaped text (6 bytes a mark).
  static func writeSegmentMessage(_ segment: SegmentReport, prefix: [UInt8], to output: ByteOutput) {
    output.withDrainingBuffer { bytes, drainIfFull in
      bytes.append(contentsOf: prefix)
      segment.writeJSON(into: &bytes, depth: 0, indentation: 0, drainIfFull: drainIfFull)
      bytes.append(contentsOf: "}\n".utf8)
    }
  }

  /// The `summary` message of `report` (the header with the counts applied), with
  /// `segmentCounts`, then whatever `lastMembers` adds.
  static func writeSummaryMessage(
    _ report: BreaksReport, segmentCounts: [JSONLinesSegmentCount],
    lastMembers: (JSONStreamEncoder) throws -> Void, to output: ByteOutput
  ) throws {
    let json = JSONStreamEncoder(output: output, indentation: 0)
    json.openObject()
    try json.member("type", "summary")
    json.openObject(member: "data")
    try json.members(
      of: JSONLinesSummary(
        segmentCounts: segmentCounts, disagreementCount: report.disagreementCount,
        positionCount: report.positionCount, identicalEngines: report.identicalEngines,
        invalidUTF8Count: report.invalidUTF8Count, invalidUTF8: report.invalidUTF8,
        notes: report.notes, limit: report.limit))
    try lastMembers(json)
    json.closeContainer()
    json.closeContainer()
    output.write(byte: 0x0A)
  }

  /// One line: `{"type":…,"data":…}`.
  static func writeMessage(_ type: String, _ data: some Encodable, to output: ByteOutput) throws {
    let json = JSONStreamEncoder(output: output, indentation: 0)
    json.openObject()
    try json.member("type", type)
    try json.member("data", data)
    json.closeContainer()
    output.write(byte: 0x0A)
  }

  /// The `header` message of `breaks --format jsonl`.
  struct JSONLinesHeader: Encodable {
    var schemaVersion: Int
    var kind: BreakKind
    var engines: Engines
    var referenceVersion: UnicodeVersion?
    var segmentations: [JSONLinesSegmentation]
  }

  /// One segmentation in the `header` message: which engine, at which Unicode version.
  struct JSONLinesSegmentation: Encodable {
    var engine: BreakEngine
    var library: String
    var unicodeVersion: UnicodeVersion
  }

  /// How many segments one engine found (all of them, also beyond the limit).
  struct JSONLinesSegmentCount: Encodable {
    var engine: BreakEngine
    var segmentCount: Int
  }

  /// The `summary` message of `breaks --format jsonl`: what is known at the end.
  struct JSONLinesSummary: Encodable {
    var segmentCounts: [JSONLinesSegmentCount]
    var disagreementCount: Int
    var positionCount: Int?
    var identicalEngines: [[BreakEngine]]
    var invalidUTF8Count: Int
    var invalidUTF8: [InvalidUTF8Sequence]
    var notes: [String]
    var limit: Int?
  }
}

/// ASCII-safe JSON string bytes for a message prefix.
enum JSONLinesField {
  static func string(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    JSONBytes.string(text, into: &bytes)
    return bytes
  }
}
