extension Unicode.UTF8 {
  /// The UTF-8 length of the scalar whose first byte is `lead`: 1 for ASCII, else the number of
  /// leading one bits (`0xC3` → 2, `0xE4` → 3, `0xF0` → 4).
  ///
  /// - Precondition: `lead` is the first byte of a scalar in valid UTF-8 (not a continuation).
  /// - Complexity: O(1), branch-free.
  @inline(__always)
  static func scalarWidth(lead: UInt8) -> Int {
    max(1, (~lead).leadingZeroBitCount)
  }

  /// The scalar value starting at `offset` of well-formed UTF-8, whose first byte is `lead`,
  /// and its length in bytes: the one decoder of the byte walks over a `String`'s storage.
  ///
  ///     // "é" = C3 A9
  ///     UTF8.decodeScalar(bytes, at: 0, lead: 0xC3)   // (0xE9, 2)
  ///
  /// - Precondition: `bytes` is well-formed UTF-8 and `lead == bytes[offset]` starts a scalar.
  /// - Complexity: O(1).
  @inline(__always)
  package static func decodeScalar(
    _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, lead: UInt8
  ) -> (value: UInt32, length: Int) {
    if lead < 0x80 { return (UInt32(lead), 1) }
    let b1 = UInt32(bytes[offset + 1] & 0x3F)
    if lead < 0xE0 { return (UInt32(lead & 0x1F) << 6 | b1, 2) }
    let b2 = UInt32(bytes[offset + 2] & 0x3F)
    if lead < 0xF0 { return (UInt32(lead & 0x0F) << 12 | b1 << 6 | b2, 3) }
    let b3 = UInt32(bytes[offset + 3] & 0x3F)
    return (UInt32(lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
  }
}
