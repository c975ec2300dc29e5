import UStrCore

/// A long window that no form changes, taken a piece at a time.
///
/// A window is whole clusters, so one cluster of a million emoji joined by U+200D (16 MB) is one
/// window; taken whole, its UTF-16 (14 MB more) is held while the forms look at it, though none
/// changes anything in it and all it leaves them is the text since its last anchor to carry.
extension NormalizationStream {
  /// What one piece of a long window holds for every form.
  enum PieceCheck {
    /// Some form changes something in it.
    case changed
    /// No form changes anything in it; the UTF-8 offset in it of its last anchor, if any.
    case unchanged(lastAnchor: Int?)
  }

  /// Takes `text`, a long window that starts at `start`, a piece at a time when no form changes
  /// anything in it: returns `false`, having changed nothing, when a form changes something, when
  /// a form's region goes on into it, or when it cannot be cut (a run of marks with no
  /// normalization boundary); the caller then takes it whole.
  ///
  /// A piece ends before a scalar that starts a segment in every form and follows a scalar that is
  /// not ASCII: every form's stretches are then those of the whole window (each ends at a
  /// boundary of the form), so ICU's quick check and normalization see what they would see in
  /// it; and no anchor falls between two pieces (an anchor follows an ASCII scalar), so the last
  /// anchor of the window is the last anchor of a piece. The forms are left as taking the whole
  /// window leaves them: their quick checks and long runs noted, their text kept, and each
  /// carrying the text since the window's last anchor, a part of `text`.
  ///
  /// - Complexity: O(n) in the window; a window that some form changes after all costs its
  ///   pieces up to the change once more.
  mutating func appendUnchanged(_ text: String, startingAt start: ViewCounts) throws(ICUError) -> Bool {
    guard forms.allSatisfy({ $0.region == nil }) else { return false }
    let saved = forms
    var text = text
    // `withUTF8` rethrows untyped errors: carry ICU's out in a result.
    let carryStart = try text.withUTF8 { utf8 in
      Result { () throws(ICUError) -> Int? in
        var pieceStart = 0
        var carryStart = 0
        while pieceStart < utf8.count {
          guard let pieceEnd = unchangedPieceEnd(in: utf8, from: pieceStart) else { return nil }
          let piece = UnsafeBufferPointer(rebasing: utf8[pieceStart..<pieceEnd])
          switch try check(piece: piece, startingAt: start) {
          case .changed: return nil
          case .unchanged(let anchor?): carryStart = pieceStart + anchor
          case .unchanged(nil): break
          }
          pieceStart = pieceEnd
        }
        return carryStart
      }
    }.get()
    guard let carryStart else {
      forms = saved
      return false
    }
    let utf8Count = text.utf8.count
    for index in forms.indices { forms[index].carryUTF8Count = utf8Count - carryStart }
    carried = text[...].suffix(utf8Count: utf8Count - carryStart)
    return true
  }

  /// Checks a piece of a long window in every form, noting what `FormStream.append` notes of a
  /// window it does not change (the quick check, the long runs, the text kept).
  ///
  /// - Complexity: O(m) in the piece, per form.
  mutating func check(piece utf8: UnsafeBufferPointer<UInt8>, startingAt start: ViewCounts) throws(ICUError) -> PieceCheck {
    let (units, runs) = passable.transcode(utf8, countingScalarChangesIn: 0, anchors: &anchors)
    return try units.withUnsafeBufferPointer { (units) throws(ICUError) -> PieceCheck in
      for index in forms.indices {
        let changes = try forms[index].findChanges(
          in: units, runs: runs[index], boundaries: (masks: passable.boundaryMasks, bit: 1 << UInt8(index)),
          startingAt: start)
        guard changes.isEmpty else { return .changed }
        forms[index].keepText(units, changes: [])
      }
      // Nothing changes: where one form has an anchor, all have.
      guard let anchor = anchors.last(in: units, from: 1, through: units.count) else { return .unchanged(lastAnchor: nil) }
      return .unchanged(lastAnchor: UTF16Transcoding.utf8Count(of: UnsafeBufferPointer(rebasing: units[..<anchor])))
    }
  }

  /// Where the piece of `utf8` from `pieceStart` ends: at the end, or before the last scalar
  /// in the second half of its longest length that starts a segment in every form and follows
  /// a scalar that is not ASCII; `nil` when there is none.
  ///
  /// - Complexity: O(m), m the piece's longest length.
  func unchangedPieceEnd(in utf8: UnsafeBufferPointer<UInt8>, from pieceStart: Int) -> Int? {
    guard utf8.count - pieceStart > unchangedPieceUTF8Count else { return utf8.count }
    let lowest = pieceStart + unchangedPieceUTF8Count / 2
    var end = pieceStart + unchangedPieceUTF8Count
    while end > lowest {
      // A scalar's first byte (UTF-8 continuation bytes are 10xxxxxx) after a byte of a
      // scalar that is not ASCII.
      if utf8[end] & 0xC0 != 0x80, utf8[end - 1] >= 0x80, startsSegmentInEveryForm(utf8, at: end) { return end }
      end -= 1
    }
    return nil
  }

  /// Whether the scalar whose UTF-8 starts at `index` has a normalization boundary before it in
  /// every form.
  func startsSegmentInEveryForm(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let (value, _) = UTF8.decodeScalar(utf8, at: index, lead: utf8[index])
    return value < 0x80 || forms.allSatisfy { $0.normalizer.instance.hasBoundaryBefore(value) }
  }
}
