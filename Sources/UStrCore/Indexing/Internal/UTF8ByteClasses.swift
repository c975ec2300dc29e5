/// How many bytes of a UTF-8 buffer are continuation bytes (`10xxxxxx`) and 4-byte leaders
/// (`11110xxx`): the two classes from which scalar and UTF-16 counts follow.
///
/// The hot loop takes 64 bytes at a time as a `SIMD64<UInt8>` and keeps per-lane counters that
/// are summed every 255 vectors (a lane counts at most 255 before it would wrap); a tail of
/// fewer than 64 bytes goes a machine word at a time (SWAR), then a byte at a time.
struct UTF8ByteClasses: Hashable, Sendable {
  /// Bytes of the form `10xxxxxx`.
  var continuationBytes: Int
  /// Bytes of the form `11110xxx` (any byte ≥ 0xF0; valid UTF-8 has none above 0xF4).
  var fourByteLeaders: Int

  /// Classifies every byte of `bytes`.
  ///
  /// - Complexity: O(n) in `bytes.count`.
  init(counting bytes: UnsafeRawBufferPointer) {
    var continuation = 0
    var fourByte = 0
    var position = 0
    let count = bytes.count
    while count - position >= 64 {
      // At most 255 vectors before the UInt8 lanes are summed.
      let blockEnd = min(count - count % 64, position + 255 * 64)
      var continuationLanes = SIMD64<Int8>(repeating: 0)
      var fourByteLanes = SIMD64<Int8>(repeating: 0)
      // Compared with vectors, not scalar literals (the scalar forms are not vectorized).
      let continuationLimit = SIMD64<Int8>(repeating: -64)
      let fourByteLeaderLimit = SIMD64<UInt8>(repeating: 0xF0)
      while position < blockEnd {
        let signed = bytes.loadUnaligned(fromByteOffset: position, as: SIMD64<Int8>.self)
        let unsigned = bytes.loadUnaligned(fromByteOffset: position, as: SIMD64<UInt8>.self)
        // As signed bytes 10xxxxxx is -128...-65; 4-byte leaders are ≥ 0xF0 unsigned. A true
        // lane of a mask is -1, so subtracting the mask's lanes counts.
        continuationLanes &-= Self.lanes(signed .< continuationLimit)
        fourByteLanes &-= Self.lanes(unsigned .>= fourByteLeaderLimit)
        position += 64
      }
      continuation += Self.sum(continuationLanes)
      fourByte += Self.sum(fourByteLanes)
    }
    while count - position >= 8 {
      let word = UInt64(
        littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
      continuation += Self.continuationBytes(in: word)
      fourByte += Self.fourByteLeaders(in: word)
      position += 8
    }
    while position < count {
      let byte = bytes[position]
      if byte & 0xC0 == 0x80 { continuation += 1 }
      if byte >= 0xF0 { fourByte += 1 }
      position += 1
    }
    continuationBytes = continuation
    fourByteLeaders = fourByte
  }

  /// A mask's lanes as integers: -1 where true, 0 where false (how `SIMDMask` stores them).
  private static func lanes(_ mask: SIMDMask<SIMD64<Int8>>) -> SIMD64<Int8> {
    unsafeBitCast(mask, to: SIMD64<Int8>.self)
  }

  /// The sum of 64 lanes that each hold at most 255 (read as unsigned), eight bytes at a time.
  private static func sum(_ lanes: SIMD64<Int8>) -> Int {
    let words = unsafeBitCast(lanes, to: SIMD8<UInt64>.self)
    var total = 0
    for lane in 0..<8 { total += sumOfBytes(words[lane]) }
    return total
  }

  /// The sum of a word's eight bytes: pairs into 16-bit lanes (each ≤ 510), then a multiply
  /// gathers the four lanes into the top 16 bits (≤ 2040, no carry out).
  static func sumOfBytes(_ word: UInt64) -> Int {
    let pairs = (word & 0x00FF_00FF_00FF_00FF) &+ ((word >> 8) & 0x00FF_00FF_00FF_00FF)
    return Int((pairs &* 0x0001_0001_0001_0001) >> 48)
  }

  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Bytes of `word` whose top two bits are `10`: bit 7 set, bit 6 (shifted up to 7) clear.
  static func continuationBytes(in word: UInt64) -> Int {
    Int(sumOfByteFlags(continuationFlags(word)))
  }

  /// Bytes of `word` whose top four bits are all set.
  static func fourByteLeaders(in word: UInt64) -> Int {
    Int(sumOfByteFlags(fourByteLeaderFlags(word)))
  }

  /// 1 in each byte of `word` that is a continuation byte, 0 in the others.
  static func continuationFlags(_ word: UInt64) -> UInt64 {
    (word & ~(word << 1) & highBits) >> 7
  }

  /// 1 in each byte of `word` that is a 4-byte leader, 0 in the others.
  static func fourByteLeaderFlags(_ word: UInt64) -> UInt64 {
    (word & (word << 1) & (word << 2) & (word << 3) & highBits) >> 7
  }

  /// The sum of a word's bytes when it is at most 255: a multiply gathers them in the top byte.
  /// (Cheaper than `nonzeroBitCount`, which is a dozen instructions without POPCNT, the
  /// baseline x86-64 target.)
  static func sumOfByteFlags(_ flags: UInt64) -> UInt64 {
    (flags &* 0x0101_0101_0101_0101) >> 56
  }
}
