import UStrCore

/// The ill-formed UTF-8 sequences of a piece's bytes, in order, found a window of about 16 KiB
/// at a time, so that a piece of a million bad bytes never lists a million sequences at once.
/// Each is what ``UTF8Decoding`` of the whole piece lists: offsets in the piece's bytes and in
/// its repaired text.
///
///     var sequences = InvalidUTF8Windows(bytes: piece)   // "a", FF, "b"
///     sequences.next()?.utf8Offset                        // 1
///
/// A window ends where no sequence can cross: before a byte that is not a continuation byte
/// (80–BF), or after five continuation bytes in a row (a lead takes at most five).
///
/// - Complexity: O(n) in the piece's length over all the calls; memory O(the window).
struct InvalidUTF8Windows: IteratorProtocol, Sequence {
  /// The bytes one window holds, at least (but at the piece's end).
  static let windowLength = 1 << 14

  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the next window starts, in the bytes and in the repaired text.
  private var windowStart = 0
  private var repairedStart = 0
  private var window: [InvalidUTF8Sequence] = []
  private var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func next() -> InvalidUTF8Sequence? {
    while index == window.count {
      guard windowStart < bytes.count else { return nil }
      let end = windowEnd(after: windowStart + Self.windowLength)
      let decoding = UTF8Decoding(bytes: UnsafeBufferPointer(rebasing: bytes[windowStart..<end]))
      window = decoding.invalid
      for position in window.indices {
        window[position].utf8Offset += windowStart
        window[position].repairedUTF8Offset += repairedStart
      }
      index = 0
      windowStart = end
      repairedStart += decoding.text.utf8.count
    }
    defer { index += 1 }
    return window[index]
  }

  /// The first place at or after `target` where no sequence crosses, or the end: at most five
  /// bytes on, since a run of continuation bytes leaves the reach of its lead after five.
  private func windowEnd(after target: Int) -> Int {
    var end = Swift.min(target, bytes.count)
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 {
      // A lead (C0 and above) takes at most five continuation bytes.
      if !bytes[Swift.max(end - 5, 0)..<end].contains(where: { $0 >= 0xC0 }) { break }
      end += 1
    }
    return end
  }
}
