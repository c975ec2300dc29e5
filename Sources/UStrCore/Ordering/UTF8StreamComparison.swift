/// Two texts' UTF-8 compared byte by byte as they arrive, each in chunks of any size: where they
/// first differ, and how they sort by code point and by UTF-16 code unit (see `UTF8Order`).
///
///     var comparison = UTF8StreamComparison()
///     comparison.append(Array("Pok".utf8), side: .a)
///     comparison.append(Array("Poke\u{301}".utf8), side: .b)   // B runs ahead: 3 bytes wait
///     comparison.append(Array("\u{E9}mon".utf8), side: .a)      // C3 A9 against 65
///     comparison.firstDifference    // 3
///     comparison.scalar             // .after: U+00E9 sorts after "e"
///
/// Memory: the bytes one side has sent beyond the other (nothing once they differ).
public struct UTF8StreamComparison: Sendable {
  /// Bytes of the side that is ahead, not yet compared.
  var surplus: [UInt8] = []
  /// Which side `surplus` belongs to.
  var surplusSide = PairSide.a
  /// The last three bytes known equal, to find the scalar a difference falls in.
  var recent: [UInt8] = []
  /// Whether each side has ended.
  var ended = [false, false]
  /// The length of each side so far, in bytes.
  public private(set) var utf8Counts = [0, 0]
  /// How many bytes both texts are known to share from the start.
  public private(set) var equalPrefixLength = 0
  /// The offset of the first byte where the texts differ (the shorter text's length when one is
  /// a prefix of the other), once known; `nil` while they agree or when they are equal.
  public private(set) var firstDifference: Int?
  /// Where the scalar that holds `firstDifference` starts (the texts agree before it).
  public private(set) var firstDifferenceScalarStart: Int?
  /// The differing bytes, `nil` for a side that ended there.
  var differingBytes: (UInt8?, UInt8?) = (nil, nil)

  /// A comparison with nothing compared.
  public init() {}

  /// Whether both texts have ended.
  public var isFinished: Bool { ended[0] && ended[1] }

  /// Whether the texts are byte for byte the same: `nil` until it is known.
  public var isEqual: Bool? {
    if firstDifference != nil { return false }
    return isFinished ? true : nil
  }

  /// Whether `side` must send more before anything more can be compared: the other side is
  /// ahead and the texts still agree.
  public func needsInput(_ side: PairSide) -> Bool {
    firstDifference == nil && !ended[side.rawValue] && !surplus.isEmpty && surplusSide != side
  }

  /// Code point order (UTF-8 byte order), once known.
  public var scalar: StringComparison? { order(asUTF16: false) }
  /// UTF-16 code unit order (Java's `compareTo`), once known.
  public var utf16: StringComparison? { order(asUTF16: true) }

  /// Takes the next bytes of `side`, which must not have ended.
  ///
  /// - Complexity: O(n) in `bytes`, eight bytes a step.
  public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, side: PairSide) {
    utf8Counts[side.rawValue] += bytes.count
    guard firstDifference == nil, !bytes.isEmpty else { return }
    if surplus.isEmpty || surplusSide == side {
      if ended[side.other.rawValue] {
        // The other text ended where this one goes on.
        return differ(ours: bytes[0], theirs: nil, side: side)
      }
      surplus.append(contentsOf: bytes)
      surplusSide = side
      return
    }
    let count = min(surplus.count, bytes.count)
    let found = surplus.withUnsafeBufferPointer { held in
      UTF8Order.firstDifference(
        UnsafeBufferPointer(rebasing: held[..<count]), UnsafeBufferPointer(rebasing: bytes[..<count]))
    }
    let equal = found ?? count
    remember(UnsafeBufferPointer(rebasing: bytes[..<equal]))
    equalPrefixLength += equal
    if let index = found { return differ(ours: bytes[index], theirs: surplus[index], side: side) }
    if bytes.count > count {
      surplus = Array(bytes[count...])
      surplusSide = side
      if ended[side.other.rawValue] { differ(ours: surplus[0], theirs: nil, side: side) }
    } else {
      surplus.removeSubrange(..<count)
    }
  }

  /// Ends `side`.
  public mutating func finish(_ side: PairSide) {
    ended[side.rawValue] = true
    // The other side has sent bytes beyond this one's end: it is longer.
    if firstDifference == nil, !surplus.isEmpty, surplusSide != side {
      differ(ours: surplus[0], theirs: nil, side: side.other)
    }
  }

  /// Records the first difference at the end of the common prefix: `ours` is `side`'s byte there,
  /// `theirs` the other side's (`nil` when it ended there).
  mutating func differ(ours: UInt8?, theirs: UInt8?, side: PairSide) {
    firstDifference = equalPrefixLength
    var start = equalPrefixLength
    // A difference inside a multi-byte scalar (C3 A9 against C3 AA) belongs to that scalar.
    if ours.map(UTF8.isContinuation) ?? false || theirs.map(UTF8.isContinuation) ?? false {
      for byte in recent.reversed() {
        start -= 1
        if !UTF8.isContinuation(byte) { break }
      }
    }
    firstDifferenceScalarStart = start
    differingBytes = side == .a ? (ours, theirs) : (theirs, ours)
    surplus = []
  }

  /// Keeps the last three bytes known equal.
  mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>) {
    recent.append(contentsOf: bytes.suffix(3))
    if recent.count > 3 { recent.removeFirst(recent.count - 3) }
  }

  func order(asUTF16: Bool) -> StringComparison? {
    guard firstDifference != nil else { return isFinished ? .equal : nil }
    switch differingBytes {
    case (nil, _): return .before
    case (_, nil): return .after
    case (let x?, let y?):
      let a = [x]
      let b = [y]
      return a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in UTF8Order.compare(a, b, asUTF16: asUTF16) }
      }
    }
  }
}

/// One of the two texts a comparison reads: A or B.
public enum PairSide: Int, CaseIterable, Hashable, Sendable {
  case a = 0
  case b = 1

  /// The other text.
  public var other: PairSide { self == .a ? .b : .a }
}
