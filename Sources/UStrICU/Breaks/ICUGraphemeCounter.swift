internal import CUStrICU
import UStrCore

/// Counts the grapheme clusters ICU's character break iterator finds in a text that arrives a
/// piece at a time: the `icu.graphemes` length of a streamed report, equal to
/// ``ICU/graphemeCount(of:)`` of the whole text.
///
///     var counter = try ICUGraphemeCounter()
///     try counter.append("Poke")
///     try counter.append("\u{301}mon")
///     try counter.finish()  // 7
///
/// ICU's iterator costs more than everything else `ustr lengths` does, so it sees only the
/// stretches of text where its answer may differ from the Unicode reference at ICU's own
/// version (`ReferenceGraphemeCounter`: a stretch between two unconditional breaks that holds
/// an Indic virama, which ICU's aksara rule reads, or a scalar whose grapheme properties changed
/// between versions); the reference counts the rest. When the reference has no table for ICU's
/// version, ICU sees everything but the inside of ASCII runs. Either way the count is exactly
/// ICU's: the tests compare it with ICU on the conformance files of every version, every code
/// point in context, the corpus and the adversarial texts.
public struct ICUGraphemeCounter {
  /// The clusters ICU counted so far (the reference's count not included).
  var count = 0
  /// UTF-16 after ICU's last certain boundary.
  var pending: [UInt16] = []
  /// The most UTF-16 capacity kept for the next stretch once one is counted.
  static let keptCapacity = 1 << 16
  /// The pending length at which measuring again is worth it.
  var nextMeasureLength = 0
  let iterator: ReusableBreakIterator
  /// The reference at ICU's Unicode version, or `nil` when it has no table for that version.
  var reference: ReferenceGraphemeCounter?
  /// A long stretch handed over from inside one text given to ``append(_:)`` (a window that is
  /// one cluster of megabytes): that text and the stretch's UTF-8 range in it, held as the
  /// caller's storage (shared, not copied) instead of as pending UTF-16, and counted by ICU in
  /// place when the stretch ends (``SharedStretch``).
  var shared: SharedStretch?
  /// The text ``append(_:)`` is counting, while it runs.
  var current: SharedStretch?

  /// A counter with nothing counted.
  ///
  /// - Throws: `ICUError` when ICU cannot open a character break iterator.
  public init() throws(ICUError) {
    iterator = try ReusableBreakIterator(.character)
    reference = ReferenceGraphemeCounter(unicodeVersion: ICU.unicodeVersion)
  }

  /// A counter that gives ICU everything but the inside of ASCII runs, as when the reference
  /// has no table for ICU's version.
  init(withoutReference: Void) throws(ICUError) {
    iterator = try ReusableBreakIterator(.character)
    reference = nil
  }

  /// Counts the clusters in the next stretch of UTF-16 (whole scalars), all of it through ICU.
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: Amortized O(m) in the stretch's length.
  mutating func append(units: some Collection<UInt16>) throws(ICUError) {
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

  /// Counts what ICU holds pending as the end of a text.
  mutating func finishUnits() throws(ICUError) {
    try countShared()
    if !pending.isEmpty {
      count += try iterator.lastTwoBoundaries(in: pending).count
      // A long cluster's buffer is let go, not kept for the rest of the text.
      pending.removeAll(keepingCapacity: pending.capacity <= Self.keptCapacity)
    }
    nextMeasureLength = 0
  }

  /// Ends the text; returns the whole count. The counter then starts a new text.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish() throws(ICUError) -> Int {
    if var reference {
      self.reference = nil
      defer { self.reference = reference }
      count += try reference.finish { (stretch, isEnd) throws(ICUError) in try measure(stretch, isEnd: isEnd) }
    }
    try finishUnits()
    defer { count = 0 }
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
