internal import UStrCore

/// Two texts compared in one normalization form as they arrive: the form of each text is made
/// a segment at a time and compared with the other's as far as both go; the first differing
/// scalar decides (and says which text sorts first in the form's scalar order).
///
/// Each side keeps its text after its last normalization boundary (``pending``) for the next
/// chunk, as ``StreamingNormalizer`` does, and the normalized text that the other side has not
/// matched yet (``output``: at most one side holds any). While the two sides are aligned
/// (nothing unmatched) and their pending texts start with the same code units, those units up
/// to a boundary inside them are dropped unnormalized: equal text has equal forms, so a common
/// prefix costs a comparison, not a normalization.
///
/// `.standardLibraryNFC` compares the standard library's NFC (Swift's `==` and `<`): ICU's NFC,
/// which is the same for every scalar both engines know alike (Unicode's normalization
/// stability), and the standard library's own `_nfc` for a segment that holds a scalar they see
/// differently (``EngineScalarFilter``); such a scalar never starts a segment.
///
/// Memory: per side, the text since its last boundary, plus the unmatched normalized text, which
/// the caller keeps small by sending input to the side that needs it (``needsInput(_:)``).
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
  /// Per side: UTF-16 after the last boundary, waiting for more.
  var pending: [[UInt16]] = [[], []]
  /// Per side: normalized UTF-16 the other side has not matched yet.
  var output: [[UInt16]] = [[], []]
  /// Per side: how many units of `pending` were searched for a boundary.
  var searched = [0, 0]
  var ended = [false, false]
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
      && !output[side.other.rawValue].isEmpty
  }

  /// Takes the next UTF-16 of either side or both (whole scalars). `mayDiffer[side]` says
  /// whether that side's text so far holds a scalar the engines see differently.
  mutating func append(
    _ a: [UInt16]?, _ b: [UInt16]?, mayDiffer: [Bool], filter: inout EngineScalarFilter
  ) throws(ICUError) {
    guard outcome == nil else { return }
    let texts = [a, b]
    for side in PairSide.allCases {
      guard let units = texts[side.rawValue], !units.isEmpty else { continue }
      if pending[side.rawValue].isEmpty {
        pending[side.rawValue] = units
      } else {
        pending[side.rawValue].append(contentsOf: units)
      }
    }
    skipCommonPrefix(mayDiffer: mayDiffer, filter: &filter)
    for side in PairSide.allCases where texts[side.rawValue] != nil {
      try cut(side, mayDiffer: mayDiffer[side.rawValue], filter: &filter)
    }
    match()
  }

  /// Ends `side`: the rest of its text is normalized and compared.
  mutating func finish(_ side: PairSide, mayDiffer: Bool, filter: inout EngineScalarFilter) throws(ICUError) {
    guard outcome == nil else { return }
    let rest = pending[side.rawValue]
    pending[side.rawValue] = []
    try emit(side, rest, mayDiffer: mayDiffer, filter: &filter)
    ended[side.rawValue] = true
    match()
  }

  /// Whether a segment may start before `scalar`.
  func isBoundary(_ scalar: UInt32, mayDiffer: Bool, filter: inout EngineScalarFilter) -> Bool {
    guard instance.hasBoundaryBefore(scalar) else { return false }
    return mapping == .icu || !mayDiffer || !filter.differs(scalar)
  }

  /// The last offset in `units[lower..<upper]` (at or after `lower`, above 0) where a segment
  /// may start, with its scalar wholly before `upper`; 0 when there is none.
  func lastBoundary(
    in units: [UInt16], from lower: Int, upTo upper: Int, mayDiffer: Bool,
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

  /// While aligned, drops the common start of both pending texts up to a boundary in it.
  mutating func skipCommonPrefix(mayDiffer: [Bool], filter: inout EngineScalarFilter) {
    guard output[0].isEmpty, output[1].isEmpty, !pending[0].isEmpty, !pending[1].isEmpty else { return }
    let common = pending[0].withUnsafeBufferPointer { a in
      pending[1].withUnsafeBufferPointer { b in UTF16Order.commonPrefixLength(a, b) }
    }
    guard common > 1 else { return }
    let cut = lastBoundary(
      in: pending[0], from: 0, upTo: common, mayDiffer: mayDiffer[0] || mayDiffer[1], filter: &filter)
    guard cut > 0 else { return }
    for side in 0..<2 {
      pending[side].removeSubrange(..<cut)
      searched[side] = max(searched[side] - cut, 0)
    }
  }

  /// Normalizes `side`'s pending text up to its last boundary.
  mutating func cut(_ side: PairSide, mayDiffer: Bool, filter: inout EngineScalarFilter) throws(ICUError) {
    let units = pending[side.rawValue]
    let boundary = lastBoundary(
      in: units, from: max(searched[side.rawValue] - 1, 0), upTo: units.count, mayDiffer: mayDiffer,
      filter: &filter)
    searched[side.rawValue] = units.count
    guard boundary > 0 else { return }
    try emit(side, units[..<boundary], mayDiffer: mayDiffer, filter: &filter)
    pending[side.rawValue].removeSubrange(..<boundary)
    searched[side.rawValue] -= boundary
  }

  /// Appends the form of `units` (text from a boundary to a boundary) to `side`'s output.
  mutating func emit(
    _ side: PairSide, _ units: some Collection<UInt16>, mayDiffer: Bool,
    filter: inout EngineScalarFilter
  ) throws(ICUError) {
    guard !units.isEmpty else { return }
    let segment = Array(units)
    let normalized = try segment.withUnsafeBufferPointer { (buffer) throws(ICUError) -> [UInt16] in
      if mapping == .standardLibraryNFC, mayDiffer, filter.containsDiffering(buffer) {
        return UTF16Transcoding.string(buffer).standardLibraryNFCUTF16()
      }
      return try instance.normalize(buffer).units ?? segment
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
    pending = [[], []]
    output = [[], []]
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
