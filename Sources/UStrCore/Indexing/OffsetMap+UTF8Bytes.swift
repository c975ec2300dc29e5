extension OffsetMap {
  /// Builds the map of a UTF-8 buffer (a file's contents, a network payload), or returns `nil`
  /// when the bytes are not valid UTF-8.
  ///
  ///     OffsetMap(validatingUTF8: [0x61, 0xF0, 0x9F, 0x98, 0x80])?.counts.utf16  // 3: "a😀"
  ///     OffsetMap(validatingUTF8: [0x61, 0xFF])                                  // nil
  ///
  /// Offsets are the buffer's own: UTF-8 offset n is byte n. To map bytes that may be invalid,
  /// decode them with ``UTF8Decoding`` (which reports each ill-formed sequence with its offset)
  /// and map its repaired `text`; there each U+FFFD takes 3 bytes.
  ///
  /// - Complexity: O(n) in the byte count: one validating copy into a `String`, then the map.
  public init?(validatingUTF8 bytes: some Collection<UInt8>) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    self.init(text)
  }
}

extension CodeUnitMap {
  /// Builds the code-unit map of a UTF-8 buffer, or returns `nil` when the bytes are not valid
  /// UTF-8 (see ``OffsetMap/init(validatingUTF8:)``).
  ///
  /// - Complexity: O(n) in the byte count: one validating copy into a `String`, then the map.
  public init?(validatingUTF8 bytes: some Collection<UInt8>) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    self.init(text)
  }
}
