extension Unicode.Scalar {
  /// The scalar in the project's code point notation: "U+00E9", "U+1F600" (shared by the
  /// package's modules, not public API).
  package var codePoint: String { value.hex(digits: 4, prefix: "U+") }

  /// The scalar a code point in that notation names: "U+00E9" → é; `nil` for anything else
  /// ("00E9", "U+D800", "U+110000").
  package init?(codePoint: String) {
    guard codePoint.hasPrefix("U+"), let value = UInt32(codePoint.dropFirst(2), radix: 16) else {
      return nil
    }
    self.init(value)
  }
}

extension BinaryInteger {
  /// Upper-case hexadecimal, zero-padded to at least `digits` digits: `0xE9.hex(digits: 4)` is
  /// "00E9". Written digit by digit into the string's storage: this runs once per scalar or
  /// code unit shown, millions of times on a large text.
  package func hex(digits: Int, prefix: StaticString = "") -> String {
    guard self >= 0, let value = UInt64(exactly: self) else {
      let text = String(self, radix: 16, uppercase: true)
      return prefix.description + String(repeating: "0", count: max(0, digits - text.count)) + text
    }
    var count = 1
    while count < 16, value >> (4 * UInt64(count)) != 0 { count += 1 }
    count = max(count, digits)
    let prefixCount = prefix.utf8CodeUnitCount
    return String(unsafeUninitializedCapacity: prefixCount + count) { buffer in
      for index in 0..<prefixCount { buffer[index] = prefix.utf8Start[index] }
      var rest = value
      for index in stride(from: prefixCount + count - 1, through: prefixCount, by: -1) {
        let digit = UInt8(truncatingIfNeeded: rest & 0xF)
        buffer[index] = digit < 10 ? 0x30 + digit : 0x37 + digit
        rest >>= 4
      }
      return prefixCount + count
    }
  }
}

extension KeyedEncodingContainer {
  /// Writes scalars as the JSON contract writes code points, a list in code point notation:
  /// ["U+0065", "U+0301"].
  ///
  /// The list is written as it is read, one code point at a time: a cluster of millions of marks
  /// is not first made an array of millions of strings.
  package mutating func encode(codePoints scalars: some Sequence<Unicode.Scalar>, forKey key: Key) throws {
    try encode(CodePointList(scalars: scalars), forKey: key)
  }
}

/// Scalars encoded as the list of their code points, as `[String]` of them would be, without
/// making the array.
struct CodePointList<Scalars: Sequence<Unicode.Scalar>>: Encodable {
  let scalars: Scalars

  func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    for scalar in scalars { try list.encode(scalar.codePoint) }
  }
}

extension KeyedDecodingContainer {
  /// Reads a list in code point notation (["U+0065", "U+0301"]) as scalars.
  ///
  /// - Throws: `DecodingError` when an entry is not a scalar in that notation ("U+D800", "e").
  package func decodeCodePoints(forKey key: Key) throws -> [Unicode.Scalar] {
    try decode([String].self, forKey: key).map { codePoint in
      guard let scalar = Unicode.Scalar(codePoint: codePoint) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "not a code point: \"\(codePoint)\"")
      }
      return scalar
    }
  }
}

extension KeyedDecodingContainer {
  /// Reads one scalar in code point notation ("U+00E9").
  ///
  /// - Throws: `DecodingError` when the value is not a scalar in that notation.
  package func decodeCodePoint(forKey key: Key) throws -> Unicode.Scalar {
    try decode(forKey: key, as: "a code point", Unicode.Scalar.init(codePoint:))
  }

  /// Reads one scalar in code point notation, or `nil` when the key is absent or `null`.
  ///
  /// - Throws: `DecodingError` when the value is neither `null` nor a scalar in that notation.
  package func decodeCodePointIfPresent(forKey key: Key) throws -> Unicode.Scalar? {
    guard try contains(key) && !decodeNil(forKey: key) else { return nil }
    return try decodeCodePoint(forKey: key)
  }
}
