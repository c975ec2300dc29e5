extension StandardLibraryUnicode {
  /// The standard library's `Character` boundaries in well-formed UTF-8 of any length, one at a
  /// time, in bounded memory: the text is segmented a window at a time.
  ///
  ///     // "e\u{301}😀" = 65 CC 81 F0 9F 98 80
  ///     var boundaries = StandardLibraryUnicode.CharacterBoundaryIterator(utf8: utf8)
  ///     boundaries.next()  // 3
  ///     boundaries.next()  // 7
  ///     boundaries.next()  // nil
  ///
  /// Each window is a `String` of about 64 KiB that starts at a boundary already found: the
  /// grapheme rules decide a position from the scalars before it back to the last boundary and
  /// the scalar after it, so every boundary inside the window is the whole text's. The last
  /// `Character` of a window may be cut short, so the next window starts before it; a cluster
  /// longer than the window doubles the window. Once that window reaches 1 MiB, the cluster's
  /// end is found by the reference's rules at the standard library's version, a scalar at a
  /// time in place, wherever no scalar of it may have other properties in the standard
  /// library's data (`GraphemeEnginePair`): a cluster of a million marks is not copied whole.
  /// The standard library is only ever asked for the boundary after a boundary, never from
  /// inside a cluster (which would walk back over it). The iterator borrows `utf8`: the caller
  /// keeps the bytes alive and unchanged.
  ///
  /// - Complexity: O(n) in total; memory O(w) for a window of w bytes, at least the longest
  ///   cluster the reference leaves to the standard library, at most 1 MiB for the others.
  public struct CharacterBoundaryIterator: IteratorProtocol {
    let utf8: UnsafeBufferPointer<UInt8>
    var window = ""
    /// The UTF-8 offset of the window's start in the text, and of its end.
    var windowStart = 0
    var windowEnd = 0
    var index: String.Index
    var windowSize: Int
    /// The window size asked for, which a long cluster's window goes back to once it ends.
    let usualWindowSize: Int
    /// The window size from which a cluster that fills its window is first looked for by the
    /// reference's rules (`referenceClusterEnd(from:)`): 1 MiB (tests make it small).
    var referenceWindowSize = 1 << 20
    /// The start of the cluster the reference was asked about and could not answer for (a
    /// scalar whose properties the standard library's data may not have): it grows its window.
    var referenceRefusedAt = -1

    /// The usual window: 64 KiB.
    public static let defaultWindowSize = 1 << 16

    /// The reference's rules at the standard library's version, with what each scalar's
    /// properties may lag: `nil` when the reference has no table for that version.
    static let enginePair = GraphemeEnginePair(
      primary: StandardLibraryUnicode.version, secondary: StandardLibraryUnicode.version)

    /// Boundaries of the well-formed UTF-8 `utf8`; `windowSize` is in bytes (at least 4).
    public init(utf8: UnsafeBufferPointer<UInt8>, windowSize: Int = defaultWindowSize) {
      self.utf8 = utf8
      self.windowSize = max(windowSize, 4)
      usualWindowSize = self.windowSize
      index = window.startIndex
      load(from: 0)
    }

    mutating func load(from start: Int) {
      var end = min(utf8.count, start + windowSize)
      // End the window on a scalar boundary (a lead byte, or the end).
      while end < utf8.count, end > start, utf8[end] & 0xC0 == 0x80 { end -= 1 }
      window = String(wellFormedUTF8: UnsafeBufferPointer(rebasing: utf8[start..<end]))
      index = window.startIndex
      windowStart = start
      windowEnd = end
    }

    /// Ends the long cluster that starts at `start` by the reference and moves past it, with
    /// the usual window; or, where the reference leaves it to the standard library, notes that
    /// and returns `nil`. Kept out of ``next()``, whose loop runs for every cluster.
    @inline(never)
    mutating func endLongCluster(from start: Int) -> Int? {
      guard let end = referenceClusterEnd(from: start) else {
        referenceRefusedAt = start
        return nil
      }
      windowSize = usualWindowSize
      load(from: end)
      return end
    }

    /// The end of the cluster that starts at `start` (a boundary) by the reference's rules at
    /// the standard library's version, walked a scalar at a time; `nil` when a scalar up to the
    /// boundary after it may have other properties in the standard library's data
    /// (`GraphemeEnginePair.isUncertainForPrimary(_:)`), so only the standard library can say.
    /// A cluster starts afresh at a boundary: no grapheme rule looks back across one.
    ///
    /// - Complexity: O(c) in the cluster's length.
    func referenceClusterEnd(from start: Int) -> Int? {
      guard let pair = Self.enginePair else { return nil }
      var state = GraphemeBreakAutomaton.start
      var entries: UInt16 = 0
      var offset = start
      while offset < utf8.count {
        let (value, length) = UTF8.decodeScalar(utf8, at: offset, lead: utf8[offset])
        let entry = pair.lookup(value)
        entries |= entry
        let isBreak: Bool
        (state, isBreak) = pair.automaton.step(from: state, packed: UInt8(truncatingIfNeeded: entry))
        if isBreak && offset > start { break }
        offset += length
      }
      return pair.isUncertainForPrimary(entries) ? nil : offset
    }

    /// The UTF-8 offset of the next boundary after the start, or `nil` after the end.
    public mutating func next() -> Int? {
      while true {
        if index == window.endIndex {
          guard windowEnd < utf8.count else { return nil }
          load(from: windowEnd)
          continue
        }
        let after = window.index(after: index)
        if after == window.endIndex, windowEnd < utf8.count {
          // The window's last Character may go on past it: read again from its start, with a
          // larger window when that Character is the whole window.
          let start = windowStart + window.utf8.distance(from: window.startIndex, to: index)
          if start == windowStart {
            // A cluster of megabytes: its end by the reference's rules where they are the
            // standard library's, not a window (a copy) of the whole cluster.
            if windowSize >= referenceWindowSize, referenceRefusedAt != start, let end = endLongCluster(from: start) {
              return end
            }
            windowSize *= 2
          }
          load(from: start)
          continue
        }
        index = after
        return windowStart + window.utf8.distance(from: window.startIndex, to: after)
      }
    }
  }
}
