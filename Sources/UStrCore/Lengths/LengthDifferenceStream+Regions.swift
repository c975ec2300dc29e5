extension LengthDifferenceStream {
  /// Takes a *region* of text, well-formed UTF-8 that starts and ends at unconditional breaks
  /// (``UnconditionalBreaks``: the start of the text or a break inside it; the end of the text
  /// or one), in one walk that counts every view, two engines' grapheme clusters and the
  /// differing clusters together: the same counts and clusters as ``append(_:)`` of the region
  /// as a window.
  ///
  /// The walk runs `pair`'s primary rules (the standard library's Unicode version) a scalar at a
  /// time, a run of ASCII eight bytes a step, and cuts the region into stretches at its
  /// unconditional breaks. A stretch with no scalar uncertain for the primary engine is counted
  /// by the walk; one with such a scalar (a linker the standard library's data may lag on) goes
  /// through ``append(_:)``, the standard library's own breaks. The secondary engine (ICU) gets
  /// the same count wherever no scalar is uncertain for it (``GraphemeEnginePair``); every other
  /// stretch is handed to `secondary`, whose caller counts it.
  ///
  ///     var stream = LengthDifferenceStream(clusterLimit: 100)
  ///     let icuClusters = try region.withUnsafeBufferPointer {
  ///       try stream.append(region: $0, pair: pair) { stretch in icuCount += try icu.count(stretch) }
  ///     }
  ///
  /// - Precondition: The views are graphemes and UTF-16 (a cluster differs when it is not one
  ///   BMP scalar).
  /// - Returns: The secondary engine's clusters in the stretches not handed to `secondary`.
  /// - Complexity: O(m) in the region's UTF-8 length, plus `secondary` and the standard
  ///   library on uncertain stretches.
  package mutating func append<E: Error>(
    region utf8: UnsafeBufferPointer<UInt8>, pair: GraphemeEnginePair,
    secondary: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) -> Int {
    precondition(baseView == .grapheme && otherView == .utf16, "regions count graphemes against UTF-16")
    var walk = RegionWalk(bytes: utf8, pair: pair, start: counts)
    try pair.bmp.withUnsafeBufferPointer { (bmp) throws(E) in
      try walk.walk(pair: pair, bmp: bmp, stream: &self, secondary: secondary)
    }
    return walk.secondaryClusters
  }
}

/// The state of one ``LengthDifferenceStream/append(region:pair:secondary:)`` walk.
private struct RegionWalk {
  let bytes: UnsafeBufferPointer<UInt8>
  let pair: GraphemeEnginePair
  /// The bytes before `flushed` are in the stream's counts; the clusters of the whole stretches
  /// between `flushed` and `stretchStart` are `graphemesSinceFlush`.
  var flushed = 0
  var graphemesSinceFlush = 0
  /// The first byte of the stretch and of the cluster in progress.
  var stretchStart = 0
  var clusterStart = 0
  /// Breaks inside the stretch in progress.
  var stretchBreaks = 0
  /// The entries of its scalars, or-ed (for the uncertainty bits).
  var stretchEntries: UInt16 = 0
  /// Whether the cluster in progress is more or less than one UTF-16 unit (more than one scalar,
  /// or one above the BMP).
  var clusterDiffers = false
  /// The differing clusters of the stretch in progress: their bytes and place among its clusters.
  var differing: [(range: Range<Int>, index: Int)] = []
  /// The secondary engine's clusters in the stretches it was not handed.
  var secondaryClusters = 0
  /// The UTF-16 offset in the whole text of the byte `utf16AtByte`, moved forward as needed.
  var utf16Offset = 0
  var utf16AtByte = 0

  init(bytes: UnsafeBufferPointer<UInt8>, pair: GraphemeEnginePair, start: ViewCounts) {
    self.bytes = bytes
    self.pair = pair
    utf16Offset = start.utf16
  }

  static let noScalar: UInt32 = 0xFFFF_FFFF

  mutating func walk<E: Error>(
    pair: GraphemeEnginePair, bmp: UnsafeBufferPointer<UInt16>, stream: inout LengthDifferenceStream,
    secondary: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    let count = bytes.count
    guard count > 0 else { return }
    try pair.automaton.transitions.withUnsafeBufferPointer { (transitions) throws(E) in
      try pair.afterASCII.withUnsafeBufferPointer { (afterASCII) throws(E) in
        try run(pair: pair, bmp: bmp, transitions: transitions, afterASCII: afterASCII, stream: &stream, secondary: secondary)
      }
    }
    try closeStretch(at: count, stream: &stream, secondary: secondary)
    flush(upTo: count, stream: &stream)
  }

  /// The walk's loop, with the tables as buffers and the stretch in progress in locals, stored
  /// only when a stretch ends (`closeStretch`) or a differing cluster ends.
  @inline(__always)
  mutating func run<E: Error>(
    pair: GraphemeEnginePair, bmp: UnsafeBufferPointer<UInt16>, transitions: UnsafeBufferPointer<UInt8>,
    afterASCII: UnsafeBufferPointer<UInt8>, stream: inout LengthDifferenceStream,
    secondary: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    let count = bytes.count
    var state = GraphemeBreakAutomaton.start
    var previous = Self.noScalar
    var i = 0
    // The stretch and cluster in progress (stored in `self` when they end).
    var breaks = 0
    var entries: UInt16 = 0
    var differs = false
    var clusterStart = 0
    while i < count {
      let lead = bytes[i]
      if lead < 0x80, previous < 0x80, previous != 0x0D {
        // A run of ASCII after ASCII: each scalar but the last is a stretch of one cluster.
        (stretchBreaks, stretchEntries, clusterDiffers, self.clusterStart) = (breaks, entries, differs, clusterStart)
        try closeStretch(at: i, stream: &stream, secondary: secondary)
        let end = ReferenceGraphemeCounter.asciiRunEnd(bytes, after: i)
        graphemesSinceFlush &+= end &- 1 &- i
        secondaryClusters &+= end &- 1 &- i
        stretchStart = end &- 1
        (breaks, entries, differs, clusterStart) = (0, 0, false, end &- 1)
        previous = UInt32(bytes[end &- 1])
        state = afterASCII[Int(previous)]
        i = end
        continue
      }
      let (value, length) = UTF8.decodeScalar(bytes, at: i, lead: lead)
      let entry = value < 0x1_0000 ? bmp[Int(value)] : pair.lookup(value)
      let transition = transitions[Int(state) &<< 7 | Int(entry & 0x7F)]
      state = transition & 0x7F
      if previous != Self.noScalar {
        if ReferenceGraphemeCounter.isUnconditionalBreak(between: previous, and: value) {
          (stretchBreaks, stretchEntries, clusterDiffers, self.clusterStart) = (breaks, entries, differs, clusterStart)
          try closeStretch(at: i, stream: &stream, secondary: secondary)
          (breaks, entries, differs, clusterStart) = (0, 0, false, i)
        } else if transition & GraphemeBreakAutomaton.breakBit != 0 {
          if differs { differing.append((clusterStart..<i, breaks)) }
          breaks &+= 1
          clusterStart = i
          differs = false
        } else {
          differs = true
        }
      }
      if length == 4 { differs = true }
      entries |= entry
      previous = value
      i &+= length
    }
    (stretchBreaks, stretchEntries, clusterDiffers, self.clusterStart) = (breaks, entries, differs, clusterStart)
  }

  /// Ends the stretch in progress at `end`, an unconditional break, and counts it.
  @inline(never)
  mutating func closeStretch<E: Error>(
    at end: Int, stream: inout LengthDifferenceStream, secondary: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    if clusterDiffers { differing.append((clusterStart..<end, stretchBreaks)) }
    let stretch = UnsafeBufferPointer(rebasing: bytes[stretchStart..<end])
    if pair.isUncertainForPrimary(stretchEntries) {
      // The standard library's own breaks, through the window path.
      flush(upTo: stretchStart, stream: &stream)
      stream.append(String(decoding: stretch, as: UTF8.self))
      flushed = end
      utf16Offset = stream.counts.utf16
      utf16AtByte = end
    } else {
      for (range, index) in differing {
        let cluster = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range]))
        stream.count(
          cluster: cluster, own: ViewCounts(clusterUTF8: cluster),
          graphemeOffset: stream.counts.graphemes + graphemesSinceFlush + index,
          utf8Offset: stream.counts.utf8 + range.lowerBound - flushed
        ) { utf16Offset(atByte: range.lowerBound) }
      }
      graphemesSinceFlush &+= stretchBreaks &+ 1
    }
    if pair.isUncertainForSecondary(stretchEntries) {
      try secondary(stretch)
    } else {
      secondaryClusters &+= stretchBreaks &+ 1
    }
    if !differing.isEmpty { differing.removeAll(keepingCapacity: true) }
    stretchStart = end
    clusterStart = end
    clusterDiffers = false
    stretchBreaks = 0
    stretchEntries = 0
  }

  /// The UTF-16 offset in the whole text of the byte `offset`, at or after the last one asked.
  mutating func utf16Offset(atByte offset: Int) -> Int {
    let between = UnsafeBufferPointer(rebasing: bytes[utf16AtByte..<offset])
    utf16Offset += UTF8CodeUnitCounts(validUTF8: between).utf16
    utf16AtByte = offset
    return utf16Offset
  }

  /// Adds the bytes from `flushed` to `end` (whole stretches) and their clusters to the stream's
  /// counts.
  mutating func flush(upTo end: Int, stream: inout LengthDifferenceStream) {
    guard end > flushed else { return }
    let codeUnits = UTF8CodeUnitCounts(validUTF8: UnsafeBufferPointer(rebasing: bytes[flushed..<end]))
    stream.counts += ViewCounts(
      graphemes: graphemesSinceFlush, scalars: codeUnits.scalars, utf16: codeUnits.utf16, utf8: codeUnits.utf8)
    flushed = end
    graphemesSinceFlush = 0
  }
}
