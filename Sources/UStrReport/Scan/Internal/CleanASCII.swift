/// The fast path of `ustr scan`: whether bytes are printable ASCII and TAB only, the clean text
/// no rule applies to, checked eight bytes at a time.
enum CleanASCII {
  static let high: UInt64 = 0x8080_8080_8080_8080
  static let ones: UInt64 = 0x0101_0101_0101_0101

  /// Whether every byte in `start..<start+count` is printable ASCII (0x20–0x7E) or TAB.
  ///
  /// - Complexity: O(n), a machine word at a time; a word with a TAB is rechecked a byte at a time.
  static func isClean(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
    var i = 0
    let raw = UnsafeRawPointer(start)
    while i + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      if needsCheck(word) {
        for j in i..<i + 8 where !isCleanByte(start[j]) { return false }
      }
      i += 8
    }
    while i < count {
      if !isCleanByte(start[i]) { return false }
      i += 1
    }
    return true
  }

  /// Whether some byte of `word` is 0x80 or above, below 0x20, or 0x7F (DEL). Exact: the
  /// "has a byte less than n" trick (`(x - n·ones) & ~x & high`) is exact for n ≤ 128.
  @inline(__always)
  static func needsCheck(_ word: UInt64) -> Bool { offenders(word) != 0 }

  /// The high bit of each byte of `word` (loaded little-endian) that is 0x80 or above, below
  /// 0x20, or 0x7F, and possibly of bytes after such a byte (a borrow runs upward): the lowest
  /// set bit is exact, so `offenders(word).trailingZeroBitCount / 8` bytes are clean.
  @inline(__always)
  static func offenders(_ word: UInt64) -> UInt64 {
    let below20 = (word &- 0x20 &* ones) & ~word & high
    let del = word ^ (0x7F &* ones)
    let isDel = (del &- ones) & ~del & high
    return (word & high) | below20 | isDel
  }

  @inline(__always)
  static func isCleanByte(_ byte: UInt8) -> Bool {
    (byte >= 0x20 && byte < 0x7F) || byte == 0x09
  }
}
