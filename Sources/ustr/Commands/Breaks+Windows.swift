import UStrCore
import UStrReport

extension Breaks {
  /// The most bytes a window holds before it is cut at its last safe place (a line feed).
  static let windowSize = 1 << 22

  /// Reads the input a chunk at a time and hands `body` windows of about ``windowSize`` bytes
  /// of well-formed UTF-8, each ending where every engine breaks (`BreaksStream.windowEnd`) or
  /// at the end of the text (an empty text is one empty window), until `body` returns `false`;
  /// memory holds one window. A text that gives no place to cut (a line with no end, for
  /// words, sentences and lines) is held until it does. Returns what the read found, or `nil`
  /// when `body` stopped it.
  func forEachWindow(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) throws -> StreamedInput? {
    /// Thrown to stop reading when `body` has seen enough.
    struct Enough: Error {}
    var pending: [UInt8] = []
    // Where the search for a place to cut resumes: the bytes before it have none.
    var searched = 0
    var isDone = false
    var read: StreamedInput?
    do {
      read = try input.streamUTF8 { bytes in
        pending.append(contentsOf: bytes)
        guard pending.count >= Self.windowSize else { return }
        let from = max(searched - 1, 0)
        let cut = pending.withUnsafeBufferPointer {
          BreaksStream.windowEnd(in: UnsafeBufferPointer(rebasing: $0[from...]), kind: kind.breakKind)
        }.map { $0 + from }
        searched = pending.count
        guard let cut else { return }
        let goesOn = try pending.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<cut])) }
        guard goesOn else { throw Enough() }
        pending.removeFirst(cut)
        searched = pending.count
      }
    } catch is Enough {
      isDone = true
    }
    if !isDone {
      _ = try pending.withUnsafeBufferPointer { try body($0) }
    }
    return read
  }
}
