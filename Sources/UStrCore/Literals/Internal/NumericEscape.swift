/// How a language writes a scalar that has no named escape, written byte by byte into the
/// literal's storage (a literal of a large text has one escape per scalar: no `String` is made
/// for each).
///
///     NumericEscape.braced         // U+1F600 → \u{1F600}         (Swift, Rust)
///     NumericEscape.utf16Units     // U+1F600 → \uD83D\uDE00      (Java, JavaScript, JSON)
///     NumericEscape.fixedLength    // U+1F600 → \U0001F600, é → \u00E9   (C#)
///     NumericEscape.python         // ESC → \x1B, then as C#
///     NumericEscape.c              // ESC → \033 (octal UTF-8 bytes below U+00A0), then as C#
///     NumericEscape.htmlReference  // U+1F600 → &#x1F600;
///     NumericEscape.percentEncoded // U+1F600 → %F0%9F%98%80     (URL)
enum NumericEscape: Sendable {
  case braced
  case utf16Units
  case fixedLength
  case python
  case c
  case htmlReference
  case percentEncoded

  /// The most bytes one scalar's escape takes, named escapes included: `\uD83D\uDE00` and
  /// `%F0%9F%98%80`.
  static let longest = 12

  /// Writes the escape of `scalar` at `position` and returns the position after it.
  ///
  /// - Precondition: `buffer` has room for ``longest`` bytes from `position`.
  /// - Complexity: O(1).
  func write(
    _ scalar: Unicode.Scalar, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int
  ) -> Int {
    var bytes = EscapeBytes(buffer: buffer, position: position)
    let value = scalar.value
    switch self {
    case .braced:
      bytes.append(#"\u{"#)
      bytes.appendHex(value, digits: 1)
      bytes.append("}")
    case .utf16Units:
      for unit in UTF16.encode(scalar)! {
        bytes.append(#"\u"#)
        bytes.appendHex(UInt32(unit), digits: 4)
      }
    case .fixedLength:
      bytes.appendFixedLength(value)
    case .python:
      if scalar.isASCII {
        bytes.append(#"\x"#)
        bytes.appendHex(value, digits: 2)
      } else {
        bytes.appendFixedLength(value)
      }
    case .c:
      // Universal character names may not name controls or C1 controls (below U+00A0): their
      // UTF-8 bytes in three-digit octal, which has a fixed length, unlike `\x`.
      guard value < 0xA0 else {
        bytes.appendFixedLength(value)
        break
      }
      for byte in UTF8.encode(scalar)! {
        bytes.append(#"\"#)
        bytes.appendDigit(byte >> 6)
        bytes.appendDigit((byte >> 3) & 7)
        bytes.appendDigit(byte & 7)
      }
    case .htmlReference:
      bytes.append("&#x")
      bytes.appendHex(value, digits: 1)
      bytes.append(";")
    case .percentEncoded:
      for byte in UTF8.encode(scalar)! {
        bytes.append("%")
        bytes.appendHex(UInt32(byte), digits: 2)
      }
    }
    return bytes.position
  }

  /// The escape of `scalar` as a string (for the named escapes built from it).
  func string(_ scalar: Unicode.Scalar) -> String {
    String(unsafeUninitializedCapacity: Self.longest) { write(scalar, into: $0, at: 0) }
  }
}

/// The bytes of one escape, written from a position of a buffer with room for it.
private struct EscapeBytes {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  var position: Int

  mutating func append(_ ascii: StaticString) {
    for index in 0..<ascii.utf8CodeUnitCount {
      buffer[position] = ascii.utf8Start[index]
      position += 1
    }
  }

  /// One digit below 16, upper case.
  mutating func appendDigit(_ digit: UInt8) {
    buffer[position] = digit < 10 ? 0x30 + digit : 0x37 + digit
    position += 1
  }

  /// `value` in upper-case hexadecimal, zero-padded to at least `digits` digits.
  mutating func appendHex(_ value: UInt32, digits: Int) {
    var count = 1
    while count < 8, value >> (4 * UInt32(count)) != 0 { count += 1 }
    for shift in stride(from: max(count, digits) - 1, through: 0, by: -1) {
      appendDigit(UInt8(truncatingIfNeeded: value >> (4 * UInt32(shift))) & 0xF)
    }
  }

  /// `\uXXXX`, or `\UXXXXXXXX` above the BMP.
  mutating func appendFixedLength(_ value: UInt32) {
    if value > 0xFFFF {
      append(#"\U"#)
      appendHex(value, digits: 8)
    } else {
      append(#"\u"#)
      appendHex(value, digits: 4)
    }
  }
}
