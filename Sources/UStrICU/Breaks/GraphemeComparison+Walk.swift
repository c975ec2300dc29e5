public import UStrCore

extension GraphemeComparison {
  /// What one walk over a text found: each engine's cluster count, how many positions the
  /// engines disagree at, and which engines agree everywhere.
  public struct Summary: Hashable, Sendable {
    /// The number of grapheme clusters each engine walked finds.
    public var segmentCounts: [BreakEngine: Int]
    /// The number of positions where the engines walked do not all say the same.
    public var disagreementCount: Int
    /// The engines walked, grouped by identical boundaries, in `BreakEngine` order:
    /// `[[.swift, .reference], [.icu]]` when only ICU differs somewhere.
    public var identicalGroups: [[BreakEngine]]
  }

  /// Walks well-formed UTF-8 once with every engine in `engines` in step (Swift's `Character` a
  /// window at a time, ICU's character iterator reading the bytes in place, the reference at
  /// each version needed, one scalar at a time) and calls `body` with each disagreement among
  /// them, in text order, the first `listLimit` of them (all when `nil`); the rest are counted.
  ///
  /// The disagreements are those of `GraphemeComparison(of:referenceVersion:)` restricted to
  /// `engines` (each verdict judged at its engine's version, a known deviation named when it
  /// explains the cluster around the position), but memory does not grow with the text: a
  /// disagreement waits only until the clusters around it end.
  ///
  /// - Throws: `ICUError` when ICU cannot open a character break iterator.
  /// - Complexity: O(n) in the bytes of `utf8`.
  public static func walk(
    utf8: UnsafeBufferPointer<UInt8>, engines: [BreakEngine], referenceVersion: UnicodeVersion,
    listLimit: Int?, _ body: (GraphemeDisagreement) -> Void
  ) throws(ICUError) -> Summary {
    var walk = try Walk(utf8: utf8, engines: engines, referenceVersion: referenceVersion)
    return walk.run(listLimit: listLimit, body)
  }
}

/// The state of one walk; see `GraphemeComparison.walk`.
private struct Walk {
  struct Lane {
    var engine: BreakEngine
    var unicodeVersion: UnicodeVersion
    /// The reference version judging it, as an index into `cursors`; `nil` when none.
    var judge: Int?
    /// Its listed deviations, and which of them have a cause scalar in the cluster so far at
    /// the judging version (since its last boundary).
    var deviations: [KnownBreakDeviation]
    var causesSeen: [Bool]
    /// Whether any of `causesSeen` is set.
    var anySeen = false
    /// Every cause of `deviations`, and the range they span: most scalars are no cause, and are
    /// told so by the range or one hash lookup.
    var causes: Set<UInt32> = []
    var causeRange: Range<UInt32> = 0..<0
    var count = 0
  }

  /// A disagreement waiting for the clusters around it to end, to know which listed deviation
  /// (if any) explains each deviating engine.
  struct Pending {
    var disagreement: GraphemeDisagreement
    /// Per lane: the causes seen in the cluster up to the position, while still waiting.
    var waiting: [Int: [Bool]]
  }

  let utf8: UnsafeBufferPointer<UInt8>
  var lanes: [Lane] = []
  var versions: [UnicodeVersion] = []
  var cursors: [ReferenceGraphemeSegmenter.Cursor] = []
  /// The index in `cursors` of the comparison's reference version.
  var referenceCursor = 0
  var swift: StandardLibraryUnicode.CharacterBoundaryIterator?
  var icu: UTF8BreakIterator?
  var nextSwift: Int?
  var nextICU: Int?
  var pending: [Pending] = []
  var differs: Set<[BreakEngine]> = []

  init(utf8: UnsafeBufferPointer<UInt8>, engines: [BreakEngine], referenceVersion: UnicodeVersion) throws(ICUError) {
    self.utf8 = utf8
    func cursor(_ version: UnicodeVersion) -> Int {
      if let index = versions.firstIndex(of: version) { return index }
      versions.append(version)
      cursors.append(ReferenceGraphemeSegmenter(unicodeVersion: version)!.cursor())
      return versions.count - 1
    }
    referenceCursor = cursor(referenceVersion)
    // A text without a scalar that could cause a deviation needs no deviations (and no probe).
    let mayHoldCause = KnownBreakDeviation.mayHoldGraphemeCause(utf8: utf8)
    for engine in BreakEngine.allCases where engines.contains(engine) {
      let version: UnicodeVersion
      switch engine {
      case .swift:
        version = StandardLibraryUnicode.version
        swift = StandardLibraryUnicode.CharacterBoundaryIterator(utf8: utf8)
        nextSwift = swift?.next()
      case .icu:
        version = ICU.unicodeVersion
        icu = try UTF8BreakIterator(.character, utf8: utf8)
        nextICU = icu?.next()?.utf8Offset
      case .reference:
        version = referenceVersion
      }
      let judge = ReferenceGraphemeSegmenter.closestSupportedVersion(atMost: version).map(cursor)
      let deviations = !mayHoldCause ? [] : KnownBreakDeviation.all.filter {
        $0.engine == engine && $0.unicodeVersion == version && $0.testFile == "GraphemeBreakTest.txt"
      }
      var lane = Lane(
        engine: engine, unicodeVersion: version, judge: judge, deviations: deviations,
        causesSeen: deviations.map { _ in false })
      let causes = deviations.flatMap(\.causes).map(\.value)
      if let low = causes.min(), let high = causes.max() {
        lane.causes = Set(causes)
        lane.causeRange = low..<(high + 1)
      }
      lanes.append(lane)
    }
  }

  mutating func run(listLimit: Int?, _ body: (GraphemeDisagreement) -> Void) -> GraphemeComparison.Summary {
    var disagreementCount = 0
    var offset = 0
    var decisions: [GraphemeBreakDecision] = []
    decisions.reserveCapacity(cursors.count)
    var verdicts: [Bool] = lanes.map { _ in false }
    let tracksCauses = lanes.contains { !$0.deviations.isEmpty }
    while offset < utf8.count {
      if offset > 0, isSettledASCIIPair(at: offset) {
        takeASCIIPair(at: offset)
        offset += 1
        continue
      }
      let (scalar, length) = decode(at: offset)
      decisions.removeAll(keepingCapacity: true)
      for index in cursors.indices { decisions.append(cursors[index].advance(past: scalar)) }
      if offset > 0 {
        for lane in lanes.indices { verdicts[lane] = isBreak(lane, at: offset, decisions) }
        if verdicts.contains(true) {
          for lane in lanes.indices where verdicts[lane] { lanes[lane].count += 1 }
        }
        if verdicts.contains(true), verdicts.contains(false) {
          disagreementCount += 1
          recordPairs(verdicts)
          if listLimit.map({ disagreementCount <= $0 }) ?? true {
            pending.append(disagreement(decisions, verdicts))
          }
        }
        if tracksCauses { resolveWaits(decisions) }
        flush(body)
      }
      if tracksCauses { see(scalar) }
      offset += length
    }
    // The end: every engine breaks (GB2), and every cluster ends.
    if offset > 0 { for lane in lanes.indices { lanes[lane].count += 1 } }
    for index in pending.indices {
      for lane in pending[index].waiting.keys { resolve(index, lane) }
    }
    flush(body)
    return GraphemeComparison.Summary(
      segmentCounts: Dictionary(uniqueKeysWithValues: lanes.map { ($0.engine, $0.count) }),
      disagreementCount: disagreementCount, identicalGroups: groups())
  }

  /// Whether `offset` sits between two printable ASCII scalars (U+0020...U+007E) where every
  /// engine breaks, with nothing waiting to be settled and no cause seen: every version's rules
  /// break there (GB999: no rule but the last looks at such a pair), so it is no disagreement
  /// and needs no decision made, only the cursors and counts moved (most of a Latin text).
  func isSettledASCIIPair(at offset: Int) -> Bool {
    guard (0x20...0x7E).contains(utf8[offset]), (0x20...0x7E).contains(utf8[offset - 1]) else { return false }
    guard pending.isEmpty, !lanes.contains(where: \.anySeen) else { return false }
    if swift != nil, nextSwift != offset { return false }
    if icu != nil, nextICU != offset { return false }
    return true
  }

  /// Moves every engine past the printable ASCII scalar at `offset` (see
  /// ``isSettledASCIIPair(at:)``), counting the break before it.
  mutating func takeASCIIPair(at offset: Int) {
    let scalar = Unicode.Scalar(utf8[offset])
    for index in cursors.indices {
      let isBreak = cursors[index].advanceIsBreak(past: scalar)
      assert(isBreak, "every version breaks between two printable ASCII scalars")
    }
    if swift != nil { nextSwift = swift?.next() }
    if icu != nil { nextICU = icu?.next()?.utf8Offset }
    for lane in lanes.indices { lanes[lane].count += 1 }
  }

  /// Whether the engine of `lane` breaks at `offset` (a scalar boundary after the start).
  mutating func isBreak(_ lane: Int, at offset: Int, _ decisions: [GraphemeBreakDecision]) -> Bool {
    switch lanes[lane].engine {
    case .reference: return decisions[referenceCursor].isBreak
    case .swift:
      guard nextSwift == offset else { return false }
      nextSwift = swift?.next()
      return true
    case .icu:
      guard nextICU == offset else { return false }
      nextICU = icu?.next()?.utf8Offset
      return true
    }
  }

  func disagreement(_ decisions: [GraphemeBreakDecision], _ verdicts: [Bool]) -> Pending {
    var waiting: [Int: [Bool]] = [:]
    let judged = lanes.indices.map { lane in
      let judge = lanes[lane].judge
      let expected = judge.map { decisions[$0] }
      let verdict = GraphemeDisagreement.Verdict(
        engine: lanes[lane].engine, unicodeVersion: lanes[lane].unicodeVersion,
        isBreak: verdicts[lane], referenceVersion: judge.map { versions[$0] },
        referenceRule: expected?.rule)
      if verdict.followsItsVersion == false, !lanes[lane].deviations.isEmpty {
        waiting[lane] = lanes[lane].causesSeen
      }
      return verdict
    }
    return Pending(
      disagreement: GraphemeDisagreement(
        decision: decisions[referenceCursor], verdicts: judged, knownDeviation: nil),
      waiting: waiting)
  }

  /// At a boundary of a lane's judging version, the clusters that waiting disagreements sit in
  /// have ended: settle them with the causes seen. Disagreements made at this very position
  /// wait for the cluster that starts here.
  mutating func resolveWaits(_ decisions: [GraphemeBreakDecision]) {
    for lane in lanes.indices where !lanes[lane].deviations.isEmpty {
      guard let judge = lanes[lane].judge, decisions[judge].isBreak else { continue }
      if !pending.isEmpty {
        let position = decisions[judge].position
        for index in pending.indices where pending[index].disagreement.position != position {
          if pending[index].waiting[lane] != nil { resolve(index, lane) }
        }
      }
      if lanes[lane].anySeen {
        for index in lanes[lane].causesSeen.indices { lanes[lane].causesSeen[index] = false }
        lanes[lane].anySeen = false
      }
    }
  }

  /// Settles the wait of pending disagreement `index` on `lane`.
  mutating func resolve(_ index: Int, _ lane: Int) {
    guard let before = pending[index].waiting.removeValue(forKey: lane) else { return }
    guard pending[index].disagreement.knownDeviation == nil else { return }
    let seen = zip(before, lanes[lane].causesSeen).map { $0 || $1 }
    if let found = seen.firstIndex(of: true) {
      pending[index].disagreement.knownDeviation = lanes[lane].deviations[found]
    }
  }

  /// Notes which listed deviations `scalar` is a cause of, for every lane.
  mutating func see(_ scalar: Unicode.Scalar) {
    for lane in lanes.indices
    where lanes[lane].causeRange.contains(scalar.value) && lanes[lane].causes.contains(scalar.value) {
      for (index, deviation) in lanes[lane].deviations.enumerated()
      where !lanes[lane].causesSeen[index] && deviation.isCause(scalar) {
        lanes[lane].causesSeen[index] = true
        lanes[lane].anySeen = true
      }
    }
  }

  /// Hands the settled disagreements at the front to `body`.
  mutating func flush(_ body: (GraphemeDisagreement) -> Void) {
    var settled = 0
    while settled < pending.count, pending[settled].waiting.isEmpty {
      body(pending[settled].disagreement)
      settled += 1
    }
    if settled > 0 { pending.removeFirst(settled) }
  }

  mutating func recordPairs(_ verdicts: [Bool]) {
    for a in lanes.indices {
      for b in lanes.indices where a < b && verdicts[a] != verdicts[b] {
        differs.insert([lanes[a].engine, lanes[b].engine])
      }
    }
  }

  func groups() -> [[BreakEngine]] {
    var groups: [[BreakEngine]] = []
    for lane in lanes {
      if let index = groups.firstIndex(where: { !differs.contains([$0[0], lane.engine]) }) {
        groups[index].append(lane.engine)
      } else {
        groups.append([lane.engine])
      }
    }
    return groups
  }

  /// The scalar at `offset` of well-formed UTF-8 and its length in bytes.
  func decode(at offset: Int) -> (Unicode.Scalar, Int) {
    let (value, length) = UTF8.decodeScalar(utf8, at: offset, lead: utf8[offset])
    return (Unicode.Scalar(value)!, length)
  }
}
