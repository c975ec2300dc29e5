/// Finds grapheme cluster boundaries in a text's UTF-8, forward from a known boundary.
///
/// Where every scalar of a cluster and the one after it have a ``ClusterBreakClass`` other than
/// `.unknown`, the classes decide the boundary; a run of ASCII without CR goes eight clusters a
/// step. A cluster that holds an unclassified scalar (an emoji ZWJ sequence, a flag, Hangul jamo,
/// a virama conjunct) is walked by the rules of UAX #29 with the grapheme break properties of
/// the standard library's Unicode version (``GraphemeBreakState``, carrying the emoji, conjunct
/// and regional indicator context). Where those properties may not be the ones the standard
/// library uses (an uncertain scalar, whose properties changed between versions: Swift 6.3 lags
/// on 17.0's new linkers), or when the reference has no table for the standard library's
/// version, the cluster is measured by the standard library, asked of a substring that starts
/// at the cluster. So the boundaries are always the standard library's, and the walk is linear.
struct ClusterScanner {
  /// The text (a whole string or a substring of one), for the standard library's breaks.
  let text: Substring
  /// `text`'s UTF-8, valid while the scanner is.
  let bytes: UnsafeRawBufferPointer
  let classes: ClusterBreakTable

  /// Calls `body` with a scanner over `text`, which must be contiguous UTF-8.
  static func scanning<Result>(_ text: String, _ body: (ClusterScanner) -> Result) -> Result {
    scanning(text[...], body)!
  }

  /// Calls `body` with a scanner over `text`, a `String` or a `Substring` (offsets count from
  /// its start); a text that is not contiguous UTF-8 is copied first.
  static func scanning<Result>(anyText text: some StringProtocol, _ body: (ClusterScanner) -> Result) -> Result {
    let substring = (text as? Substring) ?? (text as? String).map { $0[...] } ?? Substring(String(text))
    return scanning(substring, body) ?? scanning(String(substring), body)
  }

  /// Calls `body` with a scanner over `text` (offsets count from the substring's start), or
  /// returns `nil` when its base is not contiguous UTF-8.
  static func scanning<Result>(_ text: Substring, _ body: (ClusterScanner) -> Result) -> Result? {
    let classes = ClusterBreakClass.bmpTable
    return text.utf8.withContiguousStorageIfAvailable {
      body(ClusterScanner(text: text, bytes: UnsafeRawBufferPointer($0), classes: classes))
    }
  }

  /// The number of grapheme clusters in `text` (from the cluster boundary `start` on):
  /// `text.count`, by scalar classes where they decide and by the standard library's breaks
  /// where they do not.
  ///
  ///     ClusterScanner.count(of: "Poke\u{301}mon")  // 7
  ///
  /// - Complexity: O(n) in the UTF-8 length (a copy first when `text` is not contiguous UTF-8).
  static func count(of text: String, fromUTF8Offset start: Int = 0) -> Int {
    var text = text
    text.makeContiguousUTF8()
    return scanning(text) { $0.advance(from: start, clusters: Int.max).clusters }
  }

  /// The number of grapheme clusters in `text`, a substring whose bounds count as cluster
  /// boundaries (as the standard library's `Substring` treats them): the substring's own
  /// `count`, without copying it when its base is native UTF-8.
  ///
  /// - Complexity: O(n) in the substring's UTF-8 length.
  static func count(of text: Substring) -> Int {
    scanning(text) { $0.advance(from: 0, clusters: Int.max).clusters } ?? count(of: String(text))
  }

  /// The cluster boundary `clusters` clusters after the boundary `start`, or the end of the text
  /// when fewer follow; and how many clusters it moved.
  ///
  /// - Complexity: O(m), m the UTF-8 length it moves over.
  func advance(from start: Int, clusters: Int) -> (utf8Offset: Int, clusters: Int) {
    var cursor = Cursor(position: start)
    var moved = 0
    while moved < clusters, cursor.position < bytes.count {
      if clusters - moved >= 8, cursor.skipASCIIRun(in: self) {
        moved += 8
      } else {
        cursor.advance(in: self)
        moved += 1
      }
    }
    return (cursor.position, moved)
  }

  /// The cluster that contains the byte at `utf8Offset` (the empty span at the end when it is
  /// the text's length), walking from the boundary `start`, which is cluster `graphemeOffset`.
  ///
  /// - Precondition: `start <= utf8Offset <= bytes.count`.
  /// - Complexity: O(m), m the UTF-8 length from `start` to the end of that cluster.
  func cluster(containingUTF8Offset utf8Offset: Int, from start: Int, graphemeOffset: Int) -> ClusterSpan {
    var cursor = Cursor(position: start)
    var graphemeOffset = graphemeOffset
    while cursor.position < bytes.count {
      if utf8Offset - cursor.position >= 8, cursor.skipASCIIRun(in: self) {
        graphemeOffset += 8
        continue
      }
      let clusterStart = cursor.position
      cursor.advance(in: self)
      if cursor.position > utf8Offset {
        return ClusterSpan(graphemeOffset: graphemeOffset, utf8Range: clusterStart..<cursor.position)
      }
      graphemeOffset += 1
    }
    return ClusterSpan(graphemeOffset: graphemeOffset, utf8Range: cursor.position..<cursor.position)
  }

  /// The boundary after the cluster that starts at `start`, a cluster boundary before the end.
  func boundary(after start: Int) -> Int {
    var cursor = Cursor(position: start)
    cursor.advance(in: self)
    return cursor.position
  }

  /// A cluster boundary, and the class of the scalar there once known (each scalar is
  /// classified once as the walk goes).
  struct Cursor {
    private(set) var position: Int
    private var first: (class: ClusterBreakClass, width: Int)?

    init(position: Int) {
      self.position = position
    }

    /// Moves over the eight clusters at `position` when they are eight ASCII bytes without CR,
    /// followed by ASCII; returns whether it moved.
    mutating func skipASCIIRun(in scanner: ClusterScanner) -> Bool {
      guard scanner.isASCIIRun(at: position) else { return false }
      position += 8
      first = nil
      return true
    }

    /// Moves to the next cluster boundary; `position` must be before the end.
    mutating func advance(in scanner: ClusterScanner) {
      var (previous, width) = first ?? scanner.scalarClass(at: position)
      var scalarStart = position
      while previous != .unknown {
        scalarStart += width
        if scalarStart == scanner.bytes.count {
          position = scalarStart
          first = nil
          return
        }
        let next: ClusterBreakClass
        (next, width) = scanner.scalarClass(at: scalarStart)
        if ClusterScanner.isBreak(between: previous, and: next) {
          position = scalarStart
          first = (next, width)
          return
        }
        previous = next
      }
      position = scanner.ruleBoundary(after: position)
      first = nil
    }
  }

  /// The reference at the standard library's Unicode version, or `nil` when it has no table for
  /// that version.
  static let standardReference = ReferenceGraphemeSegmenter(unicodeVersion: StandardLibraryUnicode.version)

  /// The boundary after the cluster boundary `start`, by the rules and the standard library's
  /// version's properties, or by the standard library itself where those may not be its own.
  ///
  /// - Complexity: O(m), m the UTF-8 length of the cluster.
  func ruleBoundary(after start: Int) -> Int {
    guard let reference = Self.standardReference else { return standardBoundary(after: start) }
    let table = reference.table
    let automaton = GraphemeBreakAutomaton.forRules(hasConjunctRule: reference.hasConjunctRule)
    var state = GraphemeBreakAutomaton.start
    var position = start
    while position < bytes.count {
      let (value, width) = scalarValue(at: position)
      let packed = value < 0x1_0000 ? table.bmp[Int(value)] : table.packed(value)
      if packed & GraphemeBreakTable.uncertainBit != 0 { return standardBoundary(after: start) }
      let isBreak: Bool
      (state, isBreak) = automaton.step(from: state, packed: packed)
      if isBreak, position > start { return position }
      position += width
    }
    return position
  }

  /// Whether there is a break between two scalars of these classes, the first one's cluster
  /// having only classified scalars (`false` when `next` is `.unknown`: not decided here).
  static func isBreak(between previous: ClusterBreakClass, and next: ClusterBreakClass) -> Bool {
    switch next {
    case .other, .control, .carriageReturn: true
    case .extend: previous == .control || previous == .carriageReturn || previous == .lineFeed
    case .lineFeed: previous != .carriageReturn
    case .unknown: false
    }
  }

  /// Whether the scalar boundary `utf8Offset` is a cluster boundary, or `nil` when the classes
  /// around it do not decide.
  ///
  /// Before an `.other`, a break needs the scalar before to be classified, and when that is an
  /// `.extend`, the run of them to start after a classified scalar: then no Indic linker is in
  /// the run (rule GB9c) and no ZWJ precedes (GB11).
  func isBoundary(utf8Offset: Int) -> Bool? {
    if utf8Offset == 0 || utf8Offset == bytes.count { return true }
    let (next, _) = scalarClass(at: utf8Offset)
    var start = scalarStart(before: utf8Offset)
    var previous = scalarClass(at: start).class
    switch next {
    case .unknown: return nil
    case .control, .carriageReturn: return true
    case .lineFeed: return previous == .unknown ? nil : previous != .carriageReturn
    case .extend:
      return previous == .unknown ? nil : previous == .control || previous == .carriageReturn || previous == .lineFeed
    case .other:
      for _ in 0..<8 {
        guard previous == .extend else { return previous == .unknown ? nil : true }
        if start == 0 { return true }
        start = scalarStart(before: start)
        previous = scalarClass(at: start).class
      }
      return nil
    }
  }

  /// Whether the eight bytes at `position` and the one after are ASCII and none of the eight is
  /// CR: then each of the eight is a cluster.
  func isASCIIRun(at position: Int) -> Bool {
    guard bytes.count - position > 8 else { return false }
    let word = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)
    // A zero byte of `word ^ CRs` is a CR (the classic has-zero-byte test, exact for ASCII).
    let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
    let hasCR = (crs &- 0x0101_0101_0101_0101) & ~crs & 0x8080_8080_8080_8080 != 0
    return word & 0x8080_8080_8080_8080 == 0 && !hasCR && bytes[position + 8] < 0x80
  }

  /// The class and UTF-8 length of the scalar that starts at `position`.
  @inline(__always)
  func scalarClass(at position: Int) -> (class: ClusterBreakClass, width: Int) {
    let (value, width) = scalarValue(at: position)
    return (classes(value), width)
  }

  /// The value and UTF-8 length of the scalar that starts at `position`.
  ///
  /// Decodes without a branch on the scalar's length where four bytes can be read (text of
  /// mixed widths makes every such branch a coin toss): the lead byte's payload and three
  /// continuation payloads are packed into 24 bits, then shifted right by 6 for each byte the
  /// scalar does not have.
  @inline(__always)
  func scalarValue(at position: Int) -> (value: UInt32, width: Int) {
    let lead = bytes[position]
    let width = UTF8.scalarWidth(lead: lead)
    guard bytes.count - position >= 4 else { return shortScalarValue(at: position, width: width) }
    let word = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self))
    // 0x7F keeps all of an ASCII byte; a lead of width w keeps its low 7 - w bits.
    let leadMask: UInt32 = width == 1 ? 0x7F : 0x7F >> UInt32(width)
    let packed =
      (word >> 24 & leadMask) << 18 | (word >> 16 & 0x3F) << 12 | (word >> 8 & 0x3F) << 6 | (word & 0x3F)
    return (packed >> UInt32(6 * (4 - width)), width)
  }

  /// ``scalarValue(at:)`` for a scalar in the last three bytes, a byte at a time.
  private func shortScalarValue(at position: Int, width: Int) -> (value: UInt32, width: Int) {
    let lead = UInt32(bytes[position])
    var value = width == 1 ? lead : lead & (0x7F >> UInt32(width))
    for offset in 1..<max(1, width) { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
    return (value, width)
  }

  /// Where the scalar that ends at `position` starts.
  func scalarStart(before position: Int) -> Int {
    var start = position - 1
    while bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return start
  }

  /// The standard library's boundary after the cluster boundary `start`.
  ///
  /// Asked of a substring that starts at `start`, never of `text`: `text.index(after:)` from an
  /// index not known to be a `Character` boundary first rounds it down, walking back over the
  /// whole cluster or regional-indicator run before it (quadratic over a run of flags). A
  /// substring's start is a boundary by definition, and since `start` is a real one the answer is
  /// the same: every rule's context (GB9c's conjunct, GB11's emoji sequence) lies inside the
  /// cluster, and regional-indicator pairs counted from a boundary pair the same way.
  ///
  /// - Complexity: O(m), m the UTF-8 length of the cluster.
  func standardBoundary(after start: Int) -> Int {
    let utf8 = text.utf8
    let rest = text[utf8.index(utf8.startIndex, offsetBy: start)...]
    let next = rest.index(after: rest.startIndex)
    return utf8.distance(from: utf8.startIndex, to: next)
  }
}
