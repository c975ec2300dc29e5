/// Lexicographic comparison of valid UTF-8, by byte (= by code point) or by UTF-16 code unit.
///
/// Both orders agree up to the first differing byte. Because the strings are valid UTF-8 with an
/// equal prefix, that byte is a lead byte in both or a continuation byte in both, and byte order
/// there is code point order. UTF-16 order differs from code point order in one case only: a
/// scalar in U+E000–U+FFFF (one unit, E000–FFFF) sorts after a supplementary scalar (a surrogate
/// pair whose first unit is D800–DBFF). Their UTF-8 lead bytes are EE–EF and F0–F4, so that case
/// is decided by the two differing bytes alone, without decoding or building UTF-16.
enum UTF8Order {
  /// Compares `a` and `b`, which hold valid UTF-8, by code point (`asUTF16 == false`) or by
  /// UTF-16 code unit (`asUTF16 == true`).
  ///
  /// - Complexity: O(n) in the length of the common prefix, read eight bytes at a time.
  static func compare(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, asUTF16: Bool
  ) -> StringComparison {
    guard let i = firstDifference(a, b) else {
      return StringComparison(sign: a.count - b.count)
    }
    let x = a[i]
    let y = b[i]
    if asUTF16 {
      // EE, EF: U+E000–U+FFFF, one UTF-16 unit ≥ E000. F0–F4: a surrogate pair from D800.
      if (0xEE...0xEF).contains(x) && y >= 0xF0 { return .after }
      if (0xEE...0xEF).contains(y) && x >= 0xF0 { return .before }
    }
    return x < y ? .before : .after
  }

  /// The byte offset of the first byte where `a` and `b` differ, or `nil` when one is a prefix
  /// of the other (or they are equal).
  static func firstDifference(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    let count = min(a.count, b.count)
    guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return nil }
    var i = 0
    let wordSize = MemoryLayout<UInt64>.size
    while i + wordSize <= count {
      let x = UnsafeRawPointer(pa + i).loadUnaligned(as: UInt64.self)
      let y = UnsafeRawPointer(pb + i).loadUnaligned(as: UInt64.self)
      if x != y {
        // In little-endian order the first byte in memory is the lowest one.
        return i + (x ^ y).littleEndian.trailingZeroBitCount / 8
      }
      i += wordSize
    }
    while i < count {
      if pa[i] != pb[i] { return i }
      i += 1
    }
    return nil
  }

  /// Runs `body` on the UTF-8 of `a` and `b`, without copying native strings and substrings.
  static func withUTF8<Text: StringProtocol, Result>(
    _ a: Text, _ b: Text,
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let direct = a.utf8.withContiguousStorageIfAvailable { a in
      b.utf8.withContiguousStorageIfAvailable { b in body(a, b) }
    }
    if let direct, let result = direct { return result }
    var a = String(a)
    var b = String(b)
    return a.withUTF8 { a in b.withUTF8 { b in body(a, b) } }
  }
}
