/// Counts grapheme clusters as ``ReferenceGraphemeSegmenter`` cuts them at one Unicode version,
/// over well-formed UTF-8 that arrives in pieces cut at any scalar boundary, and leaves to the
/// caller every stretch of text where an engine that implements that version may cut otherwise.
///
/// An engine's character data can lag its version or be tailored: ICU 72 (Unicode 15.0) adds
/// CLDR's aksara rule (`Virama ExtCccZwj* × LinkingConsonant`) to the 15.0 rules; Swift 6.3
/// (Unicode 17.0) segments 17.0's new linkers with 16.0 data. Both only touch *uncertain*
/// scalars: those whose grapheme break properties differ between the supported versions, and,
/// at a version without rule GB9c, the Indic linkers (viramas) of later ones. So the text is cut at *unconditional* boundaries,
/// where every version of UAX #29 breaks and no rule looks across: between two ASCII scalars
/// other than CR LF, after CR (unless LF follows) or LF, and before CR or LF. A stretch between
/// two of them that holds no uncertain scalar is counted here; a stretch that holds one is
/// handed, whole, to the caller's `measure`, whose count is used instead. A stretch of more
/// than ``stretchLimit`` bytes is handed over in pieces as it arrives (`isEnd` false), so memory
/// stays bounded.
///
///     var counter = ReferenceGraphemeCounter(unicodeVersion: UnicodeVersion(major: 15, minor: 0))!
///     // "क्ष ok" = U+0915 U+094D U+0937 U+0020 U+006F U+006B: the virama U+094D is uncertain
///     counter.append(utf8) { stretch, isEnd in isEnd ? engineCount(of: stretch) : 0 }
///     counter.finish { _, _ in 0 }  // 1 (from the engine for "क्ष") + 3
///
/// - Complexity: O(n) in the UTF-8 length, plus what `measure` costs on the uncertain stretches.
public struct ReferenceGraphemeCounter: Sendable {
  /// The clusters counted so far (the stretch in progress not included).
  public private(set) var count = 0
  /// Whether the text so far ended in a stretch that is being handed to `measure` in pieces.
  public var isHandingOver: Bool { stretch.isHandingOver }

  /// The longest stretch held, in UTF-8 bytes, before it is handed over in pieces.
  public static let stretchLimit = 1 << 16

  let table: GraphemeBreakTable
  let hasConjunctRule: Bool
  let automaton: GraphemeBreakAutomaton
  /// The automaton's state after each ASCII scalar that follows ASCII (no context survives it).
  let afterASCII: [UInt8]
  var state = GraphemeBreakAutomaton.start
  /// The last scalar's value; `noScalar` at the start of the text.
  var previous: UInt32 = Self.noScalar
  /// Breaks found inside the stretch in progress (after its first scalar).
  var stretchBreaks = 0
  var stretchIsUncertain = false
  /// The stretch's bytes that arrived in earlier pieces, or its hand-over piece by piece.
  var stretch = HeldStretch()

  static let noScalar: UInt32 = 0xFFFF_FFFF
  static let cr: UInt32 = 0x0D
  static let lf: UInt32 = 0x0A

  /// A counter for `unicodeVersion`'s rules and properties, or `nil` when the reference has no
  /// table for it (see ``ReferenceGraphemeSegmenter/supportedVersions``).
  public init?(unicodeVersion: UnicodeVersion) {
    guard let segmenter = ReferenceGraphemeSegmenter(unicodeVersion: unicodeVersion) else { return nil }
    table = segmenter.table
    hasConjunctRule = segmenter.hasConjunctRule
    let automaton = GraphemeBreakAutomaton.forRules(hasConjunctRule: segmenter.hasConjunctRule)
    self.automaton = automaton
    let bmp = segmenter.table.bmp
    afterASCII = (0..<128).map { automaton.step(from: GraphemeBreakAutomaton.start, packed: bmp[$0]).state }
  }

  /// Whether `scalar` is uncertain at this counter's version: its grapheme break properties
  /// differ between the supported versions, or, at a version without rule GB9c (15.0), it is an
  /// Indic linker at a later one. A stretch that holds one is measured by the caller.
  ///
  ///     // At 15.0:
  ///     counter.isUncertain("\u{94D}")  // true: DEVANAGARI SIGN VIRAMA, InCB=Linker from 15.1
  ///     counter.isUncertain("a")         // false
  public func isUncertain(_ scalar: Unicode.Scalar) -> Bool {
    table.packed(scalar.value) & GraphemeBreakTable.uncertainBit != 0
  }

  /// Whether every engine breaks between the scalars `before` and `after` with nothing before
  /// `before` or after `after` mattering, and the rules' context starts afresh.
  @inline(__always)
  static func isUnconditionalBreak(between before: UInt32, and after: UInt32) -> Bool {
    if before == cr { return after != lf }
    if before == lf || after == cr || after == lf { return true }
    return before < 0x80 && after < 0x80
  }

  /// The end of the run of ASCII that starts at `start`, where every scalar but the last is
  /// followed by ASCII and is not CR (so each is a cluster of its own in every version), eight
  /// bytes a step: the first offset after `start` whose byte is not ASCII or follows a CR.
  ///
  /// - Complexity: O(m), m the run's length.
  @inline(__always)
  static func asciiRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
    let count = bytes.count
    let base = UnsafeRawPointer(bytes.baseAddress!)
    var end = start &+ 1
    while count &- end >= 8 {
      let word = base.loadUnaligned(fromByteOffset: end &- 1, as: UInt64.self)
      // Eight ASCII bytes from the one before `end`, none of them CR.
      let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
      let hasCR = (crs &- 0x0101_0101_0101_0101) & ~crs & 0x8080_8080_8080_8080 != 0
      guard word & 0x8080_8080_8080_8080 == 0, !hasCR else { break }
      end &+= 7
    }
    while end < count, bytes[end] < 0x80, bytes[end &- 1] != 0x0D { end &+= 1 }
    return end
  }

  /// Counts the next piece of text (whole scalars of well-formed UTF-8).
  ///
  /// - Parameter utf8: The piece: whole scalars of well-formed UTF-8.
  /// - Parameter measure: Counts an uncertain stretch: called with the stretch's bytes and
  ///   `isEnd` true once it is whole; or, for a stretch longer than ``stretchLimit``, with its
  ///   pieces in order, the last one (maybe empty) with `isEnd` true. Returns the clusters to add
  ///   (a caller counting piece by piece may return some before the end).
  /// - Complexity: O(m) in the piece's length, plus `measure`.
  public mutating func append<E: Error>(
    _ utf8: UnsafeBufferPointer<UInt8>,
    measure: (_ stretch: UnsafeBufferPointer<UInt8>, _ isEnd: Bool) throws(E) -> Int
  ) throws(E) {
    let bytes = utf8
    let count = bytes.count
    guard count > 0 else { return }
    var i = 0
    // Where the stretch in progress starts in `bytes` (0 when it started in an earlier piece).
    var stretchStart = 0
    try table.bmp.withUnsafeBufferPointer { (bmp) throws(E) in
      while i < count {
        let lead = bytes[i]
        if lead < 0x80, previous < 0x80, previous != Self.cr {
          // A run of ASCII after ASCII: each scalar is a stretch of its own.
          try closeStretch(bytes, stretchStart..<i, measure: measure)
          let end = Self.asciiRunEnd(bytes, after: i)
          self.count += end - 1 - i
          stretchStart = end - 1
          previous = UInt32(bytes[end - 1])
          state = afterASCII[Int(previous)]
          i = end
          continue
        }
        let (value, length) = UTF8.decodeScalar(bytes, at: i, lead: lead)
        let packed = value < 0x1_0000 ? bmp[Int(value)] : table.packed(value)
        let isBreak: Bool
        (state, isBreak) = automaton.step(from: state, packed: packed)
        if previous != Self.noScalar {
          if Self.isUnconditionalBreak(between: previous, and: value) {
            assert(isBreak, "an unconditional break the rules do not make")
            try closeStretch(bytes, stretchStart..<i, measure: measure)
            stretchStart = i
          } else if isBreak {
            stretchBreaks += 1
          }
        }
        if packed & GraphemeBreakTable.uncertainBit != 0 { stretchIsUncertain = true }
        previous = value
        i += length
      }
    }
    // Keep the stretch in progress for the next piece, or hand it over.
    self.count += try stretch.keep(UnsafeBufferPointer(rebasing: bytes[stretchStart...]), measure: measure)
  }

  /// Ends the text: counts the stretch in progress. The counter then starts a new text.
  ///
  /// - Parameter measure: As for ``append(_:measure:)``.
  /// - Returns: The clusters of the whole text.
  public mutating func finish<E: Error>(
    measure: (_ stretch: UnsafeBufferPointer<UInt8>, _ isEnd: Bool) throws(E) -> Int
  ) throws(E) -> Int {
    if previous != Self.noScalar {
      try closeStretch(UnsafeBufferPointer(start: nil, count: 0), 0..<0, measure: measure)
    }
    let total = count
    count = 0
    previous = Self.noScalar
    state = GraphemeBreakAutomaton.start
    return total
  }

  /// Ends the stretch in progress, whose bytes in this piece are `range` of `bytes`, at an
  /// unconditional break (or the end of the text), and adds its clusters.
  @inline(__always)
  mutating func closeStretch<E: Error>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
    measure: (UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Int
  ) throws(E) {
    count += try stretch.close(
      last: UnsafeBufferPointer(rebasing: bytes[range]), isUncertain: stretchIsUncertain,
      certainCount: stretchBreaks + 1, measure: measure)
    stretchBreaks = 0
    stretchIsUncertain = false
  }
}
