/// The stretch in progress of a grapheme counter that cuts text at unconditional breaks and
/// leaves uncertain stretches to its caller (``ReferenceGraphemeCounter``,
/// `GraphemePairCounter`): its bytes from earlier pieces of text, held until it ends, or, past
/// ``ReferenceGraphemeCounter/stretchLimit`` bytes, handed to the caller's `measure` piece by
/// piece as they arrive, so memory stays bounded.
///
///     var stretch = HeldStretch()
///     count += try stretch.keep(rest, measure: measure)           // a piece ends inside it
///     count += try stretch.close(last: bytes, isUncertain: true, certainCount: 0, measure: measure)
///
/// - Complexity: O(m) in the bytes held, plus `measure`.
struct HeldStretch: Sendable {
  /// The stretch's bytes from earlier pieces (not yet handed over).
  var held: [UInt8] = []
  /// Whether the stretch is being handed to `measure` piece by piece.
  var isHandingOver = false

  /// Ends the stretch, whose last bytes are `piece`, at an unconditional break or the end of the
  /// text, and returns its clusters: `certainCount` for a stretch that is neither uncertain nor
  /// being handed over, else what `measure` counts (called with `isEnd` true).
  mutating func close<E: Error>(
    last piece: UnsafeBufferPointer<UInt8>, isUncertain: Bool, certainCount: Int,
    measure: (UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Int
  ) throws(E) -> Int {
    defer { if !held.isEmpty { held.removeAll(keepingCapacity: true) } }
    if isHandingOver {
      isHandingOver = false
      return try measure(piece, true)
    }
    guard isUncertain else { return certainCount }
    if held.isEmpty { return try measure(piece, true) }
    held.append(contentsOf: piece)
    return try held.withUnsafeBufferPointer { (held) throws(E) in try measure(held, true) }
  }

  /// Keeps `piece`, the stretch's bytes at the end of a piece of text, for the next piece; or,
  /// once the stretch is longer than ``ReferenceGraphemeCounter/stretchLimit``, hands it over
  /// (`isEnd` false). Returns the clusters `measure` counted.
  mutating func keep<E: Error>(
    _ piece: UnsafeBufferPointer<UInt8>, measure: (UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Int
  ) throws(E) -> Int {
    if isHandingOver { return try measure(piece, false) }
    guard held.count + piece.count > ReferenceGraphemeCounter.stretchLimit else {
      held.append(contentsOf: piece)
      return 0
    }
    // Past the limit: what is held goes first, then the piece in place (a piece of a long
    // cluster can be megabytes: copying it here would hold the stretch twice).
    var counted = 0
    if !held.isEmpty {
      counted = try held.withUnsafeBufferPointer { (held) throws(E) in try measure(held, false) }
      held.removeAll(keepingCapacity: true)
    }
    isHandingOver = true
    return counted + (try measure(piece, false))
  }
}
