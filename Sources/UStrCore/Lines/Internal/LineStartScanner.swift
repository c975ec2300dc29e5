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
    // Two loops, each with its own test inlined: a mask merged under a run-time condition is
    // taken apart lane by lane (ten times slower, measured).
    // The constants are locals: a `static let` is checked for initialization at every use.
    let ten = SIMD32<UInt8>(repeating: 0x0A)
    let four = SIMD32<UInt8>(repeating: 4)
    switch terminators {
    case .lsp: scan(from: start, to: end, found) { vector in Self.lanes((vector &- ten) .< four) }
    case .unicode:
      let nelLead = SIMD32<UInt8>(repeating: 0xC2)
      let separatorLead = SIMD32<UInt8>(repeating: 0xE2)
      scan(from: start, to: end, found) { vector in
        Self.lanes((vector &- ten) .< four) | Self.lanes(vector .== nelLead) | Self.lanes(vector .== separatorLead)
      }
    }
  }

  /// All ones in a mask's true lanes, as four words.
  @inline(__always)
  private static func lanes(_ mask: SIMDMask<SIMD32<Int8>>) -> SIMD4<UInt64> {
    unsafeBitCast(mask, to: SIMD4<UInt64>.self)
  }

  /// The search 32 bytes a step, `candidates` marking the bytes that may start a terminator.
  @inline(__always)
  private func scan(
    from start: Int, to end: Int, _ found: (Int) -> Void, candidates: (SIMD32<UInt8>) -> SIMD4<UInt64>
  ) {
    var position = start
    while end - position >= 32 {
      let words = candidates(bytes.loadUnaligned(fromByteOffset: position, as: SIMD32<UInt8>.self))
      // The words as plain integers: indexing the vector by a loop variable spills it to
      // memory (measured: most of a build's time on prose, where lines are short).
      let (first, second, third, fourth) = (words[0], words[1], words[2], words[3])
      if (first | second) | (third | fourth) != 0 {
        report(first, at: position, found)
        report(second, at: position &+ 8, found)
        report(third, at: position &+ 16, found)
        report(fourth, at: position &+ 24, found)
      }
      position &+= 32
    }
    while position < end {
      if let next = lineStart(afterTerminatorAt: position) { found(next) }
      position += 1
    }
  }

  /// Calls `found` for each terminator among the candidate bytes `lanes` marks (a byte's lane
  /// all ones) in the eight bytes at `base`.
  @inline(__always)
  private func report(_ lanes: UInt64, at base: Int, _ found: (Int) -> Void) {
    // One bit a candidate byte.
    var bits = lanes & 0x8080_8080_8080_8080
    while bits != 0 {
      if let next = lineStart(afterTerminatorAt: base &+ bits.trailingZeroBitCount >> 3) { found(next) }
      bits &= bits &- 1
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
