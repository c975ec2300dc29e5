extension Unicode.Scalar {
  /// The scalar in the project's code point notation: "U+00E9", "U+1F600" (shared by the
  /// package's modules, not public API).
  package var codePoint: String { "U+" + value.hex(digits: 4) }
}

extension BinaryInteger {
  /// Upper-case hexadecimal, zero-padded to at least `digits` digits: `0xE9.hex(digits: 4)` is
  /// "00E9".
  package func hex(digits: Int) -> String {
    let text = String(self, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
