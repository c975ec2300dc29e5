extension UTF8ByteClasses {
  /// The UTF-8 offset of the scalar `scalars` scalars after the scalar boundary `start` (the
  /// buffer's end when exactly that many scalars follow), found eight bytes at a time: a word's
  /// scalar starts are its bytes that are not continuation bytes.
  ///
  ///     // "a😀é": U+0061 at 0, U+1F600 at 1, U+00E9 at 5
  ///     UTF8ByteClasses.offset(skippingScalars: 2, from: 0, in: bytes)  // 5
  ///
  /// - Precondition: `start` is a scalar boundary of valid UTF-8 and at least `scalars` scalars
  ///   follow it.
  /// - Complexity: O(m / 8), m the bytes skipped.
  static func offset(skippingScalars scalars: Int, from start: Int, in bytes: UnsafeRawBufferPointer) -> Int {
    var position = start
    // Scalar starts before `position`, counted from `start`.
    var passed = 0
    while bytes.count - position >= 8 {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
      var starts = ~continuationFlags(word) & 0x0101_0101_0101_0101
      let inWord = Int(sumOfByteFlags(starts))
      if passed + inWord > scalars {
        // The wanted start is in this word: drop the lower ones, then find the lowest left.
        for _ in 0..<(scalars - passed) { starts &= starts &- 1 }
        return position + starts.trailingZeroBitCount / 8
      }
      passed += inWord
      position += 8
    }
    while position < bytes.count {
      if bytes[position] & 0xC0 != 0x80 {
        if passed == scalars { return position }
        passed += 1
      }
      position += 1
    }
    return position
  }

  /// The number of scalars that start in `start..<end`, eight bytes at a time: for the short
  /// spans of a local walk, where ``init(counting:)``'s vector setup and sums cost more.
  ///
  /// - Complexity: O(m / 8), m the span's length.
  static func scalarCount(from start: Int, to end: Int, in bytes: UnsafeRawBufferPointer) -> Int {
    var position = start
    var continuation = 0
    while end - position >= 8 {
      continuation += continuationBytes(in: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
      position += 8
    }
    while position < end {
      if bytes[position] & 0xC0 == 0x80 { continuation += 1 }
      position += 1
    }
    return end - start - continuation
  }
}
