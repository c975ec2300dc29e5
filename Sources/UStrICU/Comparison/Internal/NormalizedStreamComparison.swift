internal import UStrCore

/// Two texts compared in one normalization form as they arrive: the form of each text is made
/// a segment at a time and compared with the other's as far as both go; the first differing
/// scalar decides (and says which text sorts first in the form's scalar order).
///
/// The texts' UTF-16 is held by the caller, once for all forms (``PendingUTF16``); each side
/// keeps where its text after its last normalization boundary starts (``start``) for the next
/// chunk, as ``StreamingNormalizer`` does, and the normalized text that the other side has not
/// matched yet (``output``: at most one side holds any). While the two sides are aligned
/// (nothing unmatched) and their pending texts start with the same code units, those units up
/// to a boundary inside them are passed over unnormalized: equal text has equal forms, so a
/// common prefix costs a comparison, not a normalization.
///
/// The rest of a side that ends waits for the next call: when the other side ends next (both
/// texts end in the same read), two equal rests are equal with no normalization, and otherwise
/// only this form's two rests are normalized at a time, not every form's.
///
/// `.standardLibraryNFC` compares the standard library's NFC (Swift's `==` and `<`): ICU's NFC,
/// which is the same for every scalar both engines know alike (Unicode's normalization
/// stability), and the standard library's own `_nfc` for a segment that holds a scalar they see
/// differently (``EngineScalarFilter``); such a scalar never starts a segment.
///
/// Memory: per side, the unmatched normalized text, which the caller keeps small by sending
/// input to the side that needs it (``needsInput(_:)``); the text since the last boundary is the
/// caller's.
struct NormalizedStreamComparison {
  /// Whose normalization is compared.
  enum Mapping {
    /// ICU's, in the form of the instance.
    case icu
    /// The standard library's NFC (the instance is ICU's NFC).
    case standardLibraryNFC
  }

  let instance: NormalizerInstance
  let mapping: Mapping
  /// Per side: where the text after the last boundary starts (`utf16Offset` in the whole text).
  var start = [0, 0]
  /// Per side: how far the text from `start` was searched for a boundary (`utf16Offset`): no
  /// scalar after `start` and before `searched - 1` starts a segment.
  var searched = [0, 0]
  /// Per side: normalized UTF-16 the other side has not matched yet.
  var output: [[UInt16]] = [[], []]
  var ended = [false, false]
  /// Per side: whether the side has ended with text from `start` not normalized yet.
  var restWaits = [false, false]
  /// The starts at which the two pending texts were last compared, and how many units they
  /// were found to share from there (so a long common run is compared once, not per chunk).
  var agreed: (start: [Int], count: Int) = ([0, 0], 0)
  /// How the texts compare in this form, once known: `.equal` when both have ended with the
  /// same form, else the order of the first differing scalar (a text that is a prefix of the
  /// other sorts first).
  private(set) var outcome: StringComparison?

  init(_ kind: NormalizerInstance.Kind, mapping: Mapping = .icu) throws(ICUError) {
    instance = try NormalizerInstance(kind)
    self.mapping = mapping
  }

  /// Whether `side` must send more before this form can compare further.
  func needsInput(_ side: PairSide) -> Bool {
    outcome == nil && !ended[side.rawValue] && output[side.rawValue].isEmpty
      && (!output[side.other.rawValue].isEmpty || restWaits[side.other.rawValue])
  }

  /// Takes the next UTF-16 of either side or both (whole scalars), already appended to
  /// `pending`; `arrived[side]` says whether that side sent text (possibly empty).
  /// `mayDiffer[side]` says whether that side's text so far holds a scalar the engines see
  /// differently.
  mutating func append(
    _ pending: [PendingUTF16], arrived: [Bool], mayDiffer: [Bool], filter: inout EngineScalarFilter
  ) throws(ICUError) {
    guard outcome == nil else { return }
    for side in PairSide.allCases where restWaits[side.rawValue] {
      try emitRest(side, pending, mayDiffer: mayDiffer[side.rawValue], filter: &filter)
      match()
      guard outcome == nil else { return }
    }
    skipCommonPrefix(pending, mayDiffer: mayDiffer, filter: &filter)
    for side in PairSide.allCases where arrived[side.rawValue] {
      try cut(side, pending[side.rawValue], mayDiffer: mayDiffer[side.rawValue], filter: &filter)
    }
    match()
  }

  /// Ends `side`: the rest of its text is normalized and compared, at the next call unless the
  /// other side has ended too.
  mutating func finish(
    _ side: PairSide, _ pending: [PendingUTF16], mayDiffer: [Bool], filter: inout EngineScalarFilter
  ) throws(ICUError) {
    guard outcome == nil else { return }
    ended[side.rawValue] = true
    restWaits[side.rawValue] = start[side.rawValue] < pending[side.rawValue].endUTF16Offset
    guard ended[side.other.rawValue] || !restWaits[side.rawValue] else { return }
    if output[0].isEmpty, output[1].isEmpty, restsAreEqual(pending) {
      outcome = .equal
      return release()
    }
    for side in PairSide.allCases where restWaits[side.rawValue] {
      try emitRest(side, pending, mayDiffer: mayDiffer[side.rawValue], filter: &filter)
    }
    match()
  }

  /// Whether both sides have ended and their texts from `start` are the same units.
  func restsAreEqual(_ pending: [PendingUTF16]) -> Bool {
    guard ended[0], ended[1] else { return false }
    let counts = (0..<2).map { pending[$0].endUTF16Offset - start[$0] }
    guard counts[0] == counts[1] else { return false }
    return pending[0].withUnits(from: start[0], to: pending[0].endUTF16Offset) { a in
      pending[1].withUnits(from: start[1], to: pending[1].endUTF16Offset) { b in
        UTF16Order.commonPrefixLength(a, b) == a.count
      }
    }
  }

  /// Normalizes the rest of `side`, which has ended.
  mutating func emitRest(
    _ side: PairSide, _ pending: [PendingUTF16], mayDiffer: Bool, filter: inout EngineScalarFilter
  ) throws(ICUError) {
    let text = pending[side.rawValue]
    try text.withUnits(from: start[side.rawValue], to: text.endUTF16Offset) { (units) throws(ICUError) in
      try emit(side, units, mayDiffer: mayDiffer, filter: &filter)
    }
    start[side.rawValue] = text.endUTF16Offset
    searched[side.rawValue] = text.endUTF16Offset
    restWaits[side.rawValue] = false
  }

  /// Whether a segment may start before `scalar`.
  func isBoundary(_ scalar: UInt32, mayDiffer: Bool, filter: inout EngineScalarFilter) -> Bool {
    guard instance.hasBoundaryBefore(scalar) else { return false }
    return mapping == .icu || !mayDiffer || !filter.differs(scalar)
  }

  /// The last offset in `units[lower..<upper]` (at or after `lower`, above 0) where a segment
  /// may start, with its scalar wholly before `upper`; 0 when there is none.
  func lastBoundary(
    in units: UnsafeBufferPointer<UInt16>, from lower: Int, upTo upper: Int, mayDiffer: Bool,
    filter: inout EngineScalarFilter
  ) -> Int {
    var i = upper
    while i > max(lower, 0) {
      i -= 1
      let unit = units[i]
      var value = UInt32(unit)
      if UTF16.isTrailSurrogate(unit) {
        guard i > 0, UTF16.isLeadSurrogate(units[i - 1]) else { continue }
        i -= 1
        value = 0x10000 + ((UInt32(units[i]) - 0xD800) << 10) + (value - 0xDC00)
      } else if UTF16.isLeadSurrogate(unit) {
        // Its trail is at or after `upper`.
        continue
      }
      if i > 0, isBoundary(value, mayDiffer: mayDiffer, filter: &filter) { return i }
    }
    return 0
  }

  /// While aligned, passes over the common start of both pending texts up to a boundary in it.
  ///
  /// The units already compared (``agreed``) are not compared again, and the scalars already
  /// searched for a boundary on either side (``searched``) are not searched again: a run that
  /// grows by a chunk at a time costs a pass over each chunk, not over the run.
  mutating func skipCommonPrefix(
    _ pending: [PendingUTF16], mayDiffer: [Bool], filter: inout EngineScalarFilter
  ) {
    guard output[0].isEmpty, output[1].isEmpty, !ended[0], !ended[1] else { return }
    let ends = [pending[0].endUTF16Offset, pending[1].endUTF16Offset]
    guard start[0] < ends[0], start[1] < ends[1] else { return }
    let known = agreed.start == start ? agreed.count : 0
    let cut = pending[0].withUnits(from: start[0], to: ends[0]) { a in
      pending[1].withUnits(from: start[1], to: ends[1]) { b in
        let common =
          known
          + UTF16Order.commonPrefixLength(
            UnsafeBufferPointer(rebasing: a[known...]), UnsafeBufferPointer(rebasing: b[known...]))
        agreed = (start, common)
        guard common > 1 else { return 0 }
        // No scalar before either side's `searched - 1` starts a segment (the text is the same
        // on both sides there, and a side that may differ only has fewer boundaries).
        let lower = max(searched[0] - start[0], searched[1] - start[1]) - 1
        return lastBoundary(
          in: a, from: lower, upTo: common, mayDiffer: mayDiffer[0] || mayDiffer[1], filter: &filter)
      }
    }
    guard cut > 0 else { return }
    for side in 0..<2 {
      start[side] += cut
      searched[side] = max(searched[side], start[side])
    }
    agreed = (start, agreed.count - cut)
  }

  /// Normalizes `side`'s pending text up to its last boundary.
  mutating func cut(
    _ side: PairSide, _ text: PendingUTF16, mayDiffer: Bool, filter: inout EngineScalarFilter
  ) throws(ICUError) {
    let from = start[side.rawValue]
    let boundary = text.withUnits(from: from, to: text.endUTF16Offset) { units in
      lastBoundary(
        in: units, from: searched[side.rawValue] - from - 1, upTo: units.count, mayDiffer: mayDiffer,
        filter: &filter)
    }
    searched[side.rawValue] = text.endUTF16Offset
    guard boundary > 0 else { return }
    try text.withUnits(from: from, to: from + boundary) { (units) throws(ICUError) in
      try emit(side, units, mayDiffer: mayDiffer, filter: &filter)
    }
    start[side.rawValue] = from + boundary
  }

  /// Appends the form of `units` (text from a boundary to a boundary) to `side`'s output.
  mutating func emit(
    _ side: PairSide, _ units: UnsafeBufferPointer<UInt16>, mayDiffer: Bool,
    filter: inout EngineScalarFilter
  ) throws(ICUError) {
    guard !units.isEmpty else { return }
    let normalized: [UInt16]
    if mapping == .standardLibraryNFC, mayDiffer, filter.containsDiffering(units) {
      normalized = UTF16Transcoding.string(units).standardLibraryNFCUTF16()
    } else if let form = try instance.normalize(units).units {
      normalized = form
    } else {
      // Already in the form: no copy but the output's.
      output[side.rawValue].append(contentsOf: units)
      return
    }
    if output[side.rawValue].isEmpty {
      output[side.rawValue] = normalized
    } else {
      output[side.rawValue].append(contentsOf: normalized)
    }
  }

  /// Compares what both sides have produced; decides at the first difference or at an end.
  mutating func match() {
    let count = min(output[0].count, output[1].count)
    if count > 0 {
      let difference = output[0].withUnsafeBufferPointer { a in
        output[1].withUnsafeBufferPointer { b in
          UTF16Order.commonPrefixLength(
            UnsafeBufferPointer(rebasing: a[..<count]), UnsafeBufferPointer(rebasing: b[..<count]))
        }
      }
      if difference < count {
        outcome = UTF16Order.scalarOrder(output[0], output[1], at: difference)
        return release()
      }
      output[0].removeSubrange(..<count)
      output[1].removeSubrange(..<count)
    }
    if ended[0], ended[1] {
      outcome = output[0].isEmpty ? (output[1].isEmpty ? .equal : .before) : .after
      return release()
    }
    // A side that has ended and matched all it had is a proper prefix of the other.
    for side in PairSide.allCases
    where ended[side.rawValue] && output[side.rawValue].isEmpty && !output[side.other.rawValue].isEmpty {
      outcome = side == .a ? .before : .after
      return release()
    }
  }

  mutating func release() {
    output = [[], []]
    restWaits = [false, false]
  }
}

/// Comparisons of UTF-16 code unit buffers.
enum UTF16Order {
  /// How many units `a` and `b` share from the start.
  ///
  /// - Complexity: O(n), four units a step.
  static func commonPrefixLength(_ a: UnsafeBufferPointer<UInt16>, _ b: UnsafeBufferPointer<UInt16>) -> Int {
    let count = min(a.count, b.count)
    guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return 0 }
    var i = 0
    while i + 4 <= count {
      let x = UnsafeRawPointer(pa + i).loadUnaligned(as: UInt64.self)
      let y = UnsafeRawPointer(pb + i).loadUnaligned(as: UInt64.self)
      if x != y { return i + (x ^ y).littleEndian.trailingZeroBitCount / 16 }
      i += 4
    }
    while i < count, pa[i] == pb[i] { i += 1 }
    return i
  }

  /// The scalar order of `a` and `b`, which agree before unit `index` and differ there.
  static func scalarOrder(_ a: [UInt16], _ b: [UInt16], at index: Int) -> StringComparison {
    var start = index
    if start > 0, UTF16.isLeadSurrogate(a[start - 1]) { start -= 1 }
    let x = scalarValue(a, at: start)
    let y = scalarValue(b, at: start)
    return x < y ? .before : (x == y ? .equal : .after)
  }

  static func scalarValue(_ units: [UInt16], at index: Int) -> UInt32 {
    let unit = units[index]
    if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
      return 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
    }
    return UInt32(unit)
  }
}
