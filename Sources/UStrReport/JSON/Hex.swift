import UStrCore

/// Upper-case hexadecimal formatting of code points and code units.
package enum Hex {
  /// `value` in upper-case hex, zero-padded to at least `width` digits.
  ///
  ///     Hex.digits(0xE9, width: 4)  // "00E9"
  package static func digits(_ value: some BinaryInteger, width: Int) -> String {
    value.hex(digits: width)
  }

  /// A scalar as Unicode writes it: "U+00E9", "U+1F600".
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    scalar.codePoint
  }

  /// Bytes as two-digit hex strings: `[0xC3, 0xA9]` → `["C3", "A9"]`.
  package static func bytes(_ bytes: [UInt8]) -> [String] { bytes.map { digits($0, width: 2) } }

  /// UTF-16 code units as four-digit hex strings: `[0xD83D, 0xDE00]` → `["D83D", "DE00"]`.
  package static func units(_ units: [UInt16]) -> [String] { units.map { digits($0, width: 4) } }
}
