/// One text's UTF-16 that some form of a ``TextEqualityStream`` has not normalized yet, held once
/// for all its forms: each form (`NormalizedStreamComparison`) keeps only where its own pending
/// text starts (`utf16Offset`s in the whole text), so a long run without a boundary (one base and
/// a million marks) is held once, not once per form.
///
/// Units before every form's start are let go once they are at least as many as the units kept,
/// so each unit is moved O(1) times and at most half the buffer is text no form needs.
struct PendingUTF16 {
  /// The units from `startUTF16Offset` to the end of what has arrived.
  private(set) var units: [UInt16] = []
  /// Where `units` start in the whole text, in UTF-16 code units.
  private(set) var startUTF16Offset = 0
  /// How many of `units` are this text's, when it is a prefix of another text's (``prefix(upTo:)``).
  private var visibleCount: Int?

  /// Where the text that has arrived ends, in UTF-16 code units.
  var endUTF16Offset: Int { startUTF16Offset + (visibleCount ?? units.count) }

  /// The text up to `utf16Offset` (at or before the end), sharing these units (no copy while
  /// neither is changed).
  func prefix(upTo utf16Offset: Int) -> PendingUTF16 {
    precondition(utf16Offset >= startUTF16Offset && utf16Offset <= endUTF16Offset)
    var prefix = self
    prefix.visibleCount = utf16Offset - startUTF16Offset
    return prefix
  }

  /// A copy of the units from `lower` to `upper` (`utf16Offset`s in the whole text).
  func copy(from lower: Int, to upper: Int) -> PendingUTF16 {
    var copy = PendingUTF16()
    copy.startUTF16Offset = lower
    copy.units = withUnits(from: lower, to: upper) { Array($0) }
    return copy
  }

  /// Whether the units from `utf16Offset` on start with `more`.
  ///
  /// - Complexity: O(m) in the units of `more`.
  func hasUnits(_ more: [UInt16], at utf16Offset: Int) -> Bool {
    guard utf16Offset >= startUTF16Offset, utf16Offset + more.count <= endUTF16Offset else { return false }
    return withUnits(from: utf16Offset, to: utf16Offset + more.count) { units in
      more.withUnsafeBufferPointer { UTF16Order.commonPrefixLength(units, $0) == more.count }
    }
  }

  /// Appends the next units of the text.
  ///
  /// - Complexity: Amortized O(m) in the appended units.
  mutating func append(_ more: [UInt16]) {
    precondition(visibleCount == nil, "PendingUTF16: a prefix of another text is read only")
    if units.isEmpty { units = more } else { units.append(contentsOf: more) }
  }

  /// Calls `body` with the units from `lower` to `upper` (`utf16Offset`s in the whole text, at or
  /// after `startUTF16Offset`).
  func withUnits<R, E: Error>(
    from lower: Int, to upper: Int, _ body: (UnsafeBufferPointer<UInt16>) throws(E) -> R
  ) throws(E) -> R {
    precondition(lower >= startUTF16Offset && lower <= upper && upper <= endUTF16Offset,
      "PendingUTF16: \(lower)..<\(upper) is outside \(startUTF16Offset)..<\(endUTF16Offset)")
    return try units.withUnsafeBufferPointer { (buffer) throws(E) -> R in
      try body(UnsafeBufferPointer(rebasing: buffer[(lower - startUTF16Offset)..<(upper - startUTF16Offset)]))
    }
  }

  /// Lets go of the units before `utf16Offset` (no form needs them) once they are all the units
  /// or at least as many as the units after them.
  ///
  /// - Complexity: Amortized O(1) a unit over the whole text.
  mutating func drop(before utf16Offset: Int) {
    let count = utf16Offset - startUTF16Offset
    guard count > 0 else { return }
    if count >= units.count {
      units = []
      startUTF16Offset = endUTF16Offset
    } else if count >= units.count - count {
      units.removeSubrange(..<count)
      startUTF16Offset = utf16Offset
    }
  }

  /// Lets go of every unit (no form needs the text any more).
  mutating func removeAll() {
    startUTF16Offset = endUTF16Offset
    units = []
  }
}
