/// The embeddings, overrides and isolates still open on a line, in memory that does not grow
/// with the line: the Trojan Source rule's stack.
///
///     var stack = BidiStack()
///     stack.open("\u{2067}", scalarIndex: 3)   // RLI
///     stack.open("\u{202E}", scalarIndex: 5)   // RLO
///     stack.closeEmbedding()                     // PDF closes the RLO
///     stack.count                                // 1: the RLI
///
/// Controls close as UAX #9 closes them (X6a, X7): a PDF closes the last embedding or override
/// unless an isolate is open after it; a PDI closes the last isolate and everything opened
/// after it, and does nothing when no isolate is open.
///
/// The Unicode Bidirectional Algorithm displays at most `max_depth` (125) embedding levels,
/// and each control raises the level by one or more, so no more than 125 of them are in effect
/// at once. The first ``maximumDepth`` are kept as they were opened, with where; those opened
/// beyond are counted, as UAX #9 counts its overflow (X5a–X5c, X6a, X7): an embedding or
/// override opened above an overflowing isolate has no effect and is not counted, a PDF there
/// closes nothing, a PDI closes the last overflowing isolate. Below the depth this is the plain
/// stack; on an adversary's line of millions of controls it is 125 records and a few counts.
///
/// - Complexity: ``open(_:scalarIndex:)`` and ``closeEmbedding()`` O(1), ``closeIsolate()``
///   O(``maximumDepth``); memory O(``maximumDepth``).
struct BidiStack {
  /// An embedding, override or isolate opened on a line, and where.
  struct Open: Equatable {
    var scalar: Unicode.Scalar
    var isIsolate: Bool
    /// Its index in the piece being scanned; `nil` once that piece is done.
    var scalarIndex: Int?
  }

  /// How many open controls are kept as records: UAX #9's `max_depth`.
  static let maximumDepth = 125
  /// The embeddings, overrides (U+202A–U+202E, PDF excluded) and isolates (U+2066–U+2068)
  /// in code point order: the scalars an overflow counts.
  static let openers: [Unicode.Scalar] = [
    "\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
  ]

  /// The first ``maximumDepth`` open controls, oldest first.
  private(set) var records: [Open] = []
  /// Embeddings and overrides opened beyond the records (UAX #9's overflow embedding count).
  private var overflowEmbeddingCount = 0
  /// Isolates opened beyond the records and after the overflowing embeddings (UAX #9's
  /// overflow isolate count).
  private var overflowIsolateCount = 0
  /// For each of ``openers``, the position (from 1) of its first overflowing control among the
  /// embeddings or among the isolates, or 0. A count that falls below it closed them all, so
  /// these give the distinct scalars still open past the records.
  /// (A vector, not an array: a fresh stack for every line allocates nothing.)
  private var firstOverflow = SIMD8<Int>()

  /// How many controls are open.
  var count: Int { records.count + overflowEmbeddingCount + overflowIsolateCount }

  /// Whether none is open.
  var isEmpty: Bool { count == 0 }

  /// Opens an embedding or override (U+202A, U+202B, U+202D, U+202E) or an isolate (U+2066,
  /// U+2067, U+2068), at `scalarIndex` in the piece being scanned.
  mutating func open(_ scalar: Unicode.Scalar, scalarIndex: Int) {
    let isIsolate = scalar.value >= 0x2066
    if records.count < Self.maximumDepth && overflowEmbeddingCount == 0 && overflowIsolateCount == 0 {
      records.append(Open(scalar: scalar, isIsolate: isIsolate, scalarIndex: scalarIndex))
    } else if isIsolate {
      overflowIsolateCount += 1
      noteOverflow(scalar, at: overflowIsolateCount)
    } else if overflowIsolateCount == 0 {
      overflowEmbeddingCount += 1
      noteOverflow(scalar, at: overflowEmbeddingCount)
    }
  }

  /// A PDF (U+202C): closes the last embedding or override, unless an isolate is open after it.
  mutating func closeEmbedding() {
    if overflowIsolateCount > 0 { return }
    if overflowEmbeddingCount > 0 {
      overflowEmbeddingCount -= 1
      forgetOverflow(isIsolate: false, past: overflowEmbeddingCount)
    } else if let last = records.last, !last.isIsolate {
      records.removeLast()
    }
  }

  /// A PDI (U+2069): closes the last isolate and everything opened after it; nothing when no
  /// isolate is open.
  mutating func closeIsolate() {
    if overflowIsolateCount > 0 {
      overflowIsolateCount -= 1
      forgetOverflow(isIsolate: true, past: overflowIsolateCount)
    } else if let isolate = records.lastIndex(where: \.isIsolate) {
      overflowEmbeddingCount = 0
      forgetOverflow(isIsolate: false, past: 0)
      records.removeSubrange(isolate...)
    }
  }

  /// The distinct scalars of the open controls after the first `prefix` (at most
  /// ``maximumDepth``), in code point order.
  func distinctScalars(after prefix: Int) -> [Unicode.Scalar] {
    var seen = Set(records.dropFirst(prefix).map(\.scalar))
    for (index, scalar) in Self.openers.enumerated() where firstOverflow[index] > 0 {
      seen.insert(scalar)
    }
    return seen.sorted { $0.value < $1.value }
  }

  /// Marks every record as opened in an earlier piece.
  mutating func leavePiece() {
    for index in records.indices { records[index].scalarIndex = nil }
  }

  private mutating func noteOverflow(_ scalar: Unicode.Scalar, at position: Int) {
    let index = Self.openers.firstIndex(of: scalar)!
    if firstOverflow[index] == 0 { firstOverflow[index] = position }
  }

  /// Forgets the first overflowing controls of one kind that sat past `count` of them.
  private mutating func forgetOverflow(isIsolate: Bool, past count: Int) {
    for index in Self.openers.indices where (Self.openers[index].value >= 0x2066) == isIsolate {
      if firstOverflow[index] > count { firstOverflow[index] = 0 }
    }
  }
}
