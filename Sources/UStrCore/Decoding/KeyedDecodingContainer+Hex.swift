extension KeyedDecodingContainer {
  /// Reads a number written in hexadecimal digits ("000000E9", "C3"), as the JSON contract
  /// writes code units.
  ///
  /// - Throws: `DecodingError` when the value is not hexadecimal digits or does not fit `T`.
  package func decodeHex<T: FixedWidthInteger>(_ type: T.Type, forKey key: Key) throws -> T {
    try hexValue(try decode(String.self, forKey: key), forKey: key)
  }

  /// Reads a list of numbers written in hexadecimal digits: ["C3", "A9"] → [0xC3, 0xA9].
  ///
  /// - Throws: `DecodingError` when an entry is not hexadecimal digits or does not fit `T`.
  package func decodeHexList<T: FixedWidthInteger>(_ type: T.Type, forKey key: Key) throws -> [T] {
    try decode([String].self, forKey: key).map { try hexValue($0, forKey: key) }
  }

  /// The number `text` writes in hexadecimal digits only (no sign).
  private func hexValue<T: FixedWidthInteger>(_ text: String, forKey key: Key) throws -> T {
    guard !text.isEmpty, text.allSatisfy(\.isHexDigit), let value = T(text, radix: 16) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "not a \(T.bitWidth)-bit hexadecimal number: \"\(text)\"")
    }
    return value
  }
}
