/// Finds line terminators in UTF-8 a vector at a time and reports where each next line starts.
///
/// Each step loads 32 bytes and marks the candidates with one subtraction and one comparison:
/// `byte - 0x0A < 4` holds for LF, VT, FF and CR; with `.unicode` terminators the lead bytes
/// 0xC2 (of NEL = C2 85) and 0xE2 (of LS = E2 80 A8, PS = E2 80 A9) are candidates too. A step
/// without candidates costs a few instructions; each candidate is then checked a byte at a time.
///
/// A terminator is decided by its own bytes and the byte after: a CR followed by LF starts no
/// line (the LF does), wherever a vector ends, so CR LF is never split into two terminators.
struct LineStartScanner {
  let bytes: UnsafeRawBufferPointer
  let terminators: LineTerminators

  /// Calls `found` with the UTF-8 offset after each terminator that starts in `start..<end`, in
  /// order. Bytes up to two past `end` may be read to finish a terminator.
  ///
  /// - Complexity: O(end - start).
  @inline(__always)
  func scan(from start: Int, to end: Int, _ found: (Int) -> Void) {
    var position = start
    let ten = SIMD32<UInt8>(repeating: 0x0A)
    let four = SIMD32<UInt8>(repeating: 4)
    let unicode = terminators == .unicode
    let nelLead = SIMD32<UInt8>(repeating: 0xC2)
    let separatorLead = SIMD32<UInt8>(repeating: 0xE2)
    while end - position >= 32 {
      let vector = bytes.loadUnaligned(fromByteOffset: position, as: SIMD32<UInt8>.self)
      var candidates = (vector &- ten) .< four
      if unicode { candidates = candidates .| (vector .== nelLead) .| (vector .== separatorLead) }
      let words = unsafeBitCast(candidates, to: SIMD4<UInt64>.self)
      if words[0] | words[1] | words[2] | words[3] != 0 {
        for word in 0..<4 {
          // One bit a candidate byte (its lanes are all ones).
          var bits = words[word] & 0x8080_8080_8080_8080
          while bits != 0 {
            let candidate = position + word * 8 + bits.trailingZeroBitCount >> 3
            if let next = lineStart(afterTerminatorAt: candidate) { found(next) }
            bits &= bits &- 1
          }
        }
      }
      position += 32
    }
    while position < end {
      if let next = lineStart(afterTerminatorAt: position) { found(next) }
      position += 1
    }
  }

  /// The offset after the terminator that starts at `position`, or `nil` when none does there
  /// (or when it is a CR that LF follows: the LF ends that line).
  @inline(__always)
  func lineStart(afterTerminatorAt position: Int) -> Int? {
    let byte = bytes[position]
    switch byte {
    case 0x0A: return position + 1
    case 0x0D:
      return position + 1 < bytes.count && bytes[position + 1] == 0x0A ? nil : position + 1
    case 0x0B, 0x0C: return terminators == .unicode ? position + 1 : nil
    case 0xC2:
      // NEL = C2 85.
      guard terminators == .unicode, position + 1 < bytes.count, bytes[position + 1] == 0x85 else { return nil }
      return position + 2
    case 0xE2:
      // LS = E2 80 A8, PS = E2 80 A9.
      guard terminators == .unicode, position + 2 < bytes.count, bytes[position + 1] == 0x80,
        bytes[position + 2] & 0xFE == 0xA8
      else { return nil }
      return position + 3
    default: return nil
    }
  }
}
