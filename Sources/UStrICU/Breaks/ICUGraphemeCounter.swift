internal import CUStrICU
import UStrCore

/// Counts the grapheme clusters ICU's character break iterator finds in a text that arrives a
/// window at a time: the `icu.graphemes` length of a streamed report, equal to
/// ``ICU/graphemeCount(of:)`` of the whole text.
///
///     var counter = try ICUGraphemeCounter()
///     try counter.append(units: Array("Poke".utf16))
///     try counter.append(units: Array("\u{301}mon".utf16))
///     try counter.finish()  // 7
///
/// The text after ICU's last boundary in what has arrived waits for the next window (a boundary
/// at the end of the arrival is not yet certain); a stretch with no boundary is measured again
/// only once it has doubled, so the count takes linear time on any input.
public struct ICUGraphemeCounter {
  /// The clusters counted so far (all before `pending`).
  public internal(set) var count = 0
  /// UTF-16 after ICU's last certain boundary.
  var pending: [UInt16] = []
  /// The pending length at which measuring again is worth it.
  var nextMeasureLength = 0
  let iterator: ReusableBreakIterator

  /// A counter with nothing counted.
  ///
  /// - Throws: `ICUError` when ICU cannot open a character break iterator.
  public init() throws(ICUError) {
    iterator = try ReusableBreakIterator(.character)
  }

  /// Counts the clusters in the next stretch of UTF-16 (whole scalars).
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: Amortized O(m) in the stretch's length.
  public mutating func append(units: some Collection<UInt16>) throws(ICUError) {
    pending.append(contentsOf: units)
    guard pending.count >= nextMeasureLength else { return }
    let (segments, beforeLast) = try iterator.lastTwoBoundaries(in: pending)
    // Every boundary before the last one (the end of the arrival) is certain.
    if segments > 1 {
      count += segments - 1
      pending.removeSubrange(..<beforeLast)
      nextMeasureLength = 0
    } else {
      nextMeasureLength = pending.count * 2
    }
  }

  /// Ends the text; returns the whole count.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish() throws(ICUError) -> Int {
    if !pending.isEmpty {
      count += try iterator.lastTwoBoundaries(in: pending).count
      pending = []
    }
    return count
  }
}

/// One ICU break iterator given one text after another (`ubrk_setText`), so a stream opens it
/// once.
final class ReusableBreakIterator {
  let handle: OpaquePointer

  init(_ kind: BreakKind) throws(ICUError) {
    var status = U_ZERO_ERROR
    let handle = ustr_icu_ubrk_open(kind.icuType, "", nil, 0, &status)
    do throws(ICUError) {
      try status.check("ubrk_open")
    } catch {
      if let handle { ustr_icu_ubrk_close(handle) }
      throw error
    }
    self.handle = handle!
  }

  deinit { ustr_icu_ubrk_close(handle) }

  /// How many boundaries `units` has after its start (its segment count), and the boundary
  /// before the last one (0 when there is one segment or none).
  func lastTwoBoundaries(in units: [UInt16]) throws(ICUError) -> (count: Int, beforeLast: Int) {
    try units.withUnsafeBufferPointer { (buffer) throws(ICUError) in
      var status = U_ZERO_ERROR
      ustr_icu_ubrk_setText(handle, buffer.baseAddress, Int32(buffer.count), &status)
      try status.check("ubrk_setText")
      let done = ustr_icu_UBRK_DONE()
      var previous = Int(ustr_icu_ubrk_first(handle))
      var beforeLast = 0
      var count = 0
      while case let next = ustr_icu_ubrk_next(handle), next != done {
        beforeLast = previous
        previous = Int(next)
        count += 1
      }
      return (count, beforeLast)
    }
  }
}
