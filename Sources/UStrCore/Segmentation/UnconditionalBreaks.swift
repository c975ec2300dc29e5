/// Where every version of UAX #29 breaks with no rule looking across (an *unconditional*
/// break, as ``ReferenceGraphemeCounter`` defines it): between two ASCII scalars other than
/// CR LF, after CR (unless LF follows) or LF, and before CR or LF. A text cut there can be
/// segmented in pieces, each from a fresh start, by any engine.
///
///     let utf8 = Array("ab\u{301}c d".utf8)  // a b U+0301 c space d
///     UnconditionalBreaks.last(in: utf8)     // 5: between "c" and " "
///     UnconditionalBreaks.first(in: utf8)    // 5
///
/// Offsets count bytes from the buffer's start, which must be a scalar boundary; only breaks
/// with a byte on each side are found (the buffer's ends are not known to be breaks).
package enum UnconditionalBreaks {
  /// Whether the break between the bytes at `offset - 1` and `offset` is unconditional.
  @inline(__always)
  package static func isBreak(before next: UInt8, after previous: UInt8) -> Bool {
    if previous == 0x0D { return next != 0x0A }
    if previous == 0x0A || next == 0x0D || next == 0x0A { return true }
    return previous < 0x80 && next < 0x80
  }

  /// The last unconditional break strictly inside `utf8`, or `nil` when it has none.
  ///
  /// - Complexity: O(m), m the bytes after that break.
  package static func last(in utf8: UnsafeBufferPointer<UInt8>) -> Int? {
    var offset = utf8.count - 1
    while offset > 0 {
      if isBreak(before: utf8[offset], after: utf8[offset - 1]) { return offset }
      offset -= 1
    }
    return nil
  }

  /// The first unconditional break strictly inside `utf8`, or `nil` when it has none.
  ///
  /// - Complexity: O(m), m the bytes before that break.
  package static func first(in utf8: UnsafeBufferPointer<UInt8>) -> Int? {
    var offset = 1
    while offset < utf8.count {
      if isBreak(before: utf8[offset], after: utf8[offset - 1]) { return offset }
      offset += 1
    }
    return nil
  }

  /// ``last(in:)`` of an array.
  package static func last(in utf8: [UInt8]) -> Int? {
    utf8.withUnsafeBufferPointer { last(in: $0) }
  }

  /// ``first(in:)`` of an array.
  package static func first(in utf8: [UInt8]) -> Int? {
    utf8.withUnsafeBufferPointer { first(in: $0) }
  }
}
