import UStrCore
import UStrReport

extension Breaks {
  /// The most bytes a window holds before it is cut at its last safe place
  /// (`BreaksStream.windowEnd`: a line feed, or a place in the line where every engine breaks).
  static let windowSize = 1 << 22

  /// The first window's size in bytes: the windows grow from it to ``windowSize``, doubling, so
  /// a table drawn in blocks (past 2000 rows) or JSON Lines from a slow pipe starts after 64 KiB
  /// of it, not 4 MiB (then the output's own 64 KiB buffer fills).
  static let firstWindowSize = 1 << 16

  /// Reads the input a chunk at a time and hands `body` windows of about ``windowSize`` bytes
  /// (the first ones smaller, from ``firstWindowSize``)
  /// of well-formed UTF-8, each ending where every engine breaks (`BreaksStream.windowEnd`) or
  /// at the end of the text (an empty text is one empty window), until `body` returns `false`;
  /// memory holds one window. A line with no end is cut inside where the kind allows: between
  /// words of Latin or Thai prose, after a sentence's ". " before a capital, after "。", after
  /// CJK punctuation or next to a digit before or after an ideograph for words, between
  /// ideographs for clusters and lines, at "," or ":" before a bracket in minified JSON for
  /// lines. A stretch with no such place is held until it gives one: a run of ideographs and
  /// kana alone for words (ICU's dictionary segments it whole), ideographs with no "。", Thai,
  /// or minified JSON for sentences (where it is one sentence, the answer holds it anyway).
  /// A window is a `String` the bytes were read into, so a segment that is the whole window (such
  /// a stretch) is held once, not again as its row's text.
  /// Returns what the read found, or `nil` when `body` stopped it.
  func forEachWindow(_ body: (String) throws -> Bool) throws -> StreamedInput? {
    /// Thrown to stop reading when `body` has seen enough.
    struct Enough: Error {}
    var pending = ""
    // How far the search for a place to cut has gone: the places well before it have none.
    var searched = 0
    var isDone = false
    var read: StreamedInput?
    var windowSize = Self.firstWindowSize
    /// Hands `body` the pending text up to its last safe place, if it has one; whether it had.
    @discardableResult func handOver() throws -> Bool {
      // A place is judged from the bytes around it: those near the old end are judged again.
      let from = max(searched - 2 * BreaksStream.windowEndReachUTF8Count, 0)
      let cut = pending.withUTF8 {
        BreaksStream.windowEnd(in: UnsafeBufferPointer(rebasing: $0[from...]), kind: kind)
      }.map { $0 + from }
      searched = pending.utf8.count
      guard let cut else { return false }
      // The window is the pending text itself, its rest moved out first (well-formed UTF-8 cut
      // at a scalar boundary: both halves are whole strings).
      let cutIndex = pending.utf8.index(pending.utf8.startIndex, offsetBy: cut)
      var rest = ""
      rest.reserveCapacity(windowSize + Self.firstWindowSize)
      rest += pending[cutIndex...]
      pending.removeSubrange(cutIndex...)
      let window = pending
      pending = rest
      searched = pending.utf8.count
      guard try body(window) else { throw Enough() }
      return true
    }
    do {
      // A pipe that pauses gets the rows of what it gave so far, up to its last safe place (a
      // line's end), whatever the window's size.
      read = try input.streamUTF8(paused: { if !pending.isEmpty { try handOver() } }) { bytes in
        pending += String(decoding: bytes, as: UTF8.self)
        guard pending.utf8.count >= windowSize else { return }
        if try handOver() { windowSize = min(2 * windowSize, Self.windowSize) }
      }
    } catch is Enough {
      isDone = true
    }
    if !isDone {
      _ = try body(pending)
    }
    return read
  }
}
