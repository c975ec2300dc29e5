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
}
