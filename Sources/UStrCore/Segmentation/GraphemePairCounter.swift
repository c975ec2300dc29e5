/// Counts two grapheme engines' clusters in one walk over a text that arrives a window at a time
/// (``GraphemeEnginePair``): the primary engine's (the standard library's) clusters in each
/// window, and the secondary engine's (ICU's) over the whole text, where the caller's `measure`
/// counts every stretch the pair leaves to the secondary engine.
///
/// Each window must start and end at a cluster boundary of the primary engine (`ClusterWindows`
/// cuts so): the walk starts the rules afresh there, as at the start of a text, since no rule
/// looks back across a boundary but for the parity of regional indicators, which is even at one.
/// Inside a window the text is cut into *parts* at unconditional breaks (``UnconditionalBreaks``)
/// and at the window's ends; a part whose scalars are uncertain for the primary engine is counted
/// by the standard library's own rules (the cluster scanner), every other part by the pair's rules.
/// For the secondary engine the text is cut into *stretches* at unconditional breaks only, across
/// windows, as ``ReferenceGraphemeCounter`` cuts it: a stretch uncertain for the secondary engine
/// goes to `measure` (in pieces past ``ReferenceGraphemeCounter/stretchLimit`` bytes), every other
/// one takes the primary's count, which a certain stretch shares.
///
///     var counter = GraphemePairCounter(pair: pair)
///     let swiftClusters = counter.append(window: utf8, countsPrimary: true) { stretch, isEnd in icuCount(stretch) }
///     let icuClusters = counter.finish { stretch, isEnd in icuCount(stretch) }
///
/// - Complexity: O(n) in the UTF-8 length, plus `measure` and the standard library on the
///   uncertain stretches and parts.
package struct GraphemePairCounter: Sendable {
  package let pair: GraphemeEnginePair
  /// The secondary engine's clusters so far (the stretch in progress not included).
  var secondaryCount = 0
  /// The last scalar's value; `noScalar` at the start of the text.
  var previous = ReferenceGraphemeCounter.noScalar
  /// Breaks inside the stretch in progress (after its first scalar), and its scalars' entries
  /// or-ed.
  var stretchBreaks = 0
  var stretchEntries: UInt16 = 0
  /// The stretch's bytes from earlier windows, or its hand-over piece by piece.
  var stretch = HeldStretch()

  package init(pair: GraphemeEnginePair) {
    self.pair = pair
  }

  /// Counts the next window (whole scalars of well-formed UTF-8, from one cluster boundary of the
  /// primary engine to another) and returns the primary engine's clusters in it (0 when
  /// `countsPrimary` is false: the caller counts them itself, and uncertain parts cost nothing).
  ///
  /// - Parameter measure: Counts a stretch uncertain for the secondary engine, as for
  ///   ``ReferenceGraphemeCounter/append(_:measure:)``.
  /// - Complexity: O(m) in the window's length, plus `measure` and the uncertain parts.
  package mutating func append<E: Error>(
    window bytes: UnsafeBufferPointer<UInt8>, countsPrimary: Bool,
    measure: (_ stretch: UnsafeBufferPointer<UInt8>, _ isEnd: Bool) throws(E) -> Int
  ) throws(E) -> Int {
    guard !bytes.isEmpty else { return 0 }
    var walk = Walk(bytes: bytes, countsPrimary: countsPrimary)
    let pair = pair
    try pair.bmp.withUnsafeBufferPointer { (bmp) throws(E) in
      try pair.automaton.transitions.withUnsafeBufferPointer { (transitions) throws(E) in
        try pair.afterASCII.withUnsafeBufferPointer { (afterASCII) throws(E) in
          try walk.run(
            bmp: bmp, transitions: transitions, afterASCII: afterASCII, counter: &self, measure: measure)
        }
      }
    }
    walk.closePart(at: bytes.count, pair: pair)
    // Keep the stretch in progress for the next window, or hand it over.
    secondaryCount += try stretch.keep(UnsafeBufferPointer(rebasing: bytes[walk.stretchStart...]), measure: measure)
    return walk.primaryCount
  }

  /// Ends the text and returns the secondary engine's clusters in it. The counter then starts a
  /// new text.
  ///
  /// - Parameter measure: As for ``append(window:countsPrimary:measure:)``.
  package mutating func finish<E: Error>(
    measure: (_ stretch: UnsafeBufferPointer<UInt8>, _ isEnd: Bool) throws(E) -> Int
  ) throws(E) -> Int {
    if previous != ReferenceGraphemeCounter.noScalar {
      try closeStretch(UnsafeBufferPointer(start: nil, count: 0), 0..<0, measure: measure)
    }
    defer { self = GraphemePairCounter(pair: pair) }
    return secondaryCount
  }

  /// Ends the stretch in progress, whose bytes in this window are `range` of `bytes`, at an
  /// unconditional break (or the end of the text), and adds its secondary clusters.
  mutating func closeStretch<E: Error>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
    measure: (UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Int
  ) throws(E) {
    secondaryCount += try stretch.close(
      last: UnsafeBufferPointer(rebasing: bytes[range]), isUncertain: pair.isUncertainForSecondary(stretchEntries),
      certainCount: stretchBreaks + 1, measure: measure)
    stretchBreaks = 0
    stretchEntries = 0
  }

  /// The state of one window's walk: the part in progress and the primary's count.
  struct Walk {
    let bytes: UnsafeBufferPointer<UInt8>
    let countsPrimary: Bool
    /// Where the stretch in progress starts in the window (0 when it started in an earlier one).
    var stretchStart = 0
    /// The part in progress: its first byte, the breaks after its first scalar, its entries.
    var partStart = 0
    var partBreaks = 0
    var partEntries: UInt16 = 0
    /// The primary engine's clusters in the parts closed so far.
    var primaryCount = 0

    /// The walk's loop over the window, the tables as buffers.
    @inline(__always)
    mutating func run<E: Error>(
      bmp: UnsafeBufferPointer<UInt16>, transitions: UnsafeBufferPointer<UInt8>,
      afterASCII: UnsafeBufferPointer<UInt8>, counter: inout GraphemePairCounter,
      measure: (UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Int
    ) throws(E) {
      let count = bytes.count
      let pair = counter.pair
      // The window starts at a boundary of the primary engine: its rules start afresh.
      var state = GraphemeBreakAutomaton.start
      var previous = counter.previous
      var i = 0
      while i < count {
        let lead = bytes[i]
        if lead < 0x80, previous < 0x80, previous != ReferenceGraphemeCounter.cr {
          // A run of ASCII after ASCII: each scalar but the last is a stretch of one cluster.
          try counter.closeStretch(bytes, stretchStart..<i, measure: measure)
          closePart(at: i, pair: pair)
          let end = ReferenceGraphemeCounter.asciiRunEnd(bytes, after: i)
          counter.secondaryCount &+= end &- 1 &- i
          if countsPrimary { primaryCount &+= end &- 1 &- i }
          (stretchStart, partStart) = (end &- 1, end &- 1)
          previous = UInt32(bytes[end &- 1])
          state = afterASCII[Int(previous)]
          i = end
          continue
        }
        let (value, length) = UTF8.decodeScalar(bytes, at: i, lead: lead)
        let entry = value < 0x1_0000 ? bmp[Int(value)] : pair.lookup(value)
        let transition = transitions[Int(state) &<< 7 | Int(entry & 0x7F)]
        state = transition & 0x7F
        if previous != ReferenceGraphemeCounter.noScalar {
          if ReferenceGraphemeCounter.isUnconditionalBreak(between: previous, and: value) {
            try counter.closeStretch(bytes, stretchStart..<i, measure: measure)
            closePart(at: i, pair: pair)
            (stretchStart, partStart) = (i, i)
          } else if i == 0 || transition & GraphemeBreakAutomaton.breakBit != 0 {
            // The window's start is a boundary of the primary engine, and so of the secondary
            // wherever the stretch is certain for it.
            counter.stretchBreaks &+= 1
            if i != partStart { partBreaks &+= 1 }
          }
        }
        counter.stretchEntries |= entry
        partEntries |= entry
        previous = value
        i &+= length
      }
      counter.previous = previous
    }

    /// Ends the part in progress at `end` (an unconditional break or the window's end) and adds
    /// its primary clusters.
    mutating func closePart(at end: Int, pair: GraphemeEnginePair) {
      if countsPrimary, end > partStart {
        if pair.isUncertainForPrimary(partEntries) {
          // The standard library's own rules; the part's ends are its cluster boundaries.
          let part = UnsafeBufferPointer(rebasing: bytes[partStart..<end])
          primaryCount &+= ClusterScanner.count(of: String(wellFormedUTF8: part))
        } else {
          primaryCount &+= partBreaks &+ 1
        }
      }
      partStart = end
      partBreaks = 0
      partEntries = 0
    }
  }
}
