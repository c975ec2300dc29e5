/// The escape grammar `EscapeDecoding` documents, read over the text's UTF-8 in one pass.
struct EscapeReader {
  let bytes: [UInt8]
  var position = 0
  var output: [UInt8] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func decode() throws(EscapeError) -> [UInt8] {
    output.reserveCapacity(bytes.count)
    while position < bytes.count {
      switch bytes[position] {
      case ASCII.backslash: try readBackslashEscape()
      case ASCII.upperU where byte(at: position + 1) == ASCII.plus: try readUPlus()
      case ASCII.ampersand where byte(at: position + 1) == ASCII.hash: try readReference()
      default:
        output.append(bytes[position])
        position += 1
      }
    }
    return output
  }

  // MARK: - Backslash escapes

  mutating func readBackslashEscape() throws(EscapeError) {
    let start = position
    guard let letter = byte(at: start + 1) else {
      throw error(
        start, end: start + 1, "a lone backslash ends the text (write \\\\ for a backslash)",
        .trailingBackslash)
    }
    let simple: UInt8? =
      switch letter {
      case ASCII.backslash: ASCII.backslash
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      case UInt8(ascii: "0"): 0x00
      case UInt8(ascii: "\""): UInt8(ascii: "\"")
      case UInt8(ascii: "'"): UInt8(ascii: "'")
      default: nil
      }
    if let simple {
      output.append(simple)
      position = start + 2
      return
    }
    switch letter {
    case UInt8(ascii: "u") where byte(at: start + 2) == ASCII.openBrace:
      try appendScalar(readBraced(start), escapeStart: start)
    case UInt8(ascii: "u"): try readUTF16Escape(start)
    case UInt8(ascii: "U"):
      try appendScalar(readFixedHex(start, prefixLength: 2, digits: 8), escapeStart: start)
    case UInt8(ascii: "x") where byte(at: start + 2) == ASCII.openBrace:
      try appendScalar(readBraced(start), escapeStart: start)
    case UInt8(ascii: "x"):
      output.append(UInt8(try readFixedHex(start, prefixLength: 2, digits: 2)))
    default:
      let end = scalarEnd(after: start + 1)
      throw error(
        start, end: end,
        "unknown escape (known: \\u{…} \\uHHHH \\UHHHHHHHH \\x{…} \\xHH \\\\ \\n \\r \\t \\0 \\\" \\')",
        .unknownEscape)
    }
  }

  /// `\u{…}` or `\x{…}` at `start`: 1 to 6 hex digits and a closing brace.
  mutating func readBraced(_ start: Int) throws(EscapeError) -> UInt32 {
    let digitsStart = start + 3
    var cursor = digitsStart
    var value: UInt32 = 0
    while let next = byte(at: cursor), next != ASCII.closeBrace {
      guard let digit = ASCII.hexValue(next) else {
        throw error(
          start, end: scalarEnd(after: cursor), "expected a hex digit or }", .badDigits)
      }
      value = value &* 16 &+ digit
      cursor += 1
      if cursor - digitsStart > 6 {
        throw error(start, end: cursor, "takes 1 to 6 hex digits", .badDigits)
      }
    }
    guard cursor < bytes.count else {
      throw error(start, end: cursor, "no closing }", .unterminated)
    }
    guard cursor > digitsStart else {
      throw error(start, end: cursor + 1, "no hex digits between the braces", .badDigits)
    }
    position = cursor + 1
    return value
  }

  /// `\uHHHH` at `start`; a high surrogate must be followed by `\u` and a low surrogate.
  mutating func readUTF16Escape(_ start: Int) throws(EscapeError) {
    let unit = try readFixedHex(start, prefixLength: 2, digits: 4)
    switch unit {
    case 0xD800...0xDBFF:
      let lowStart = position
      if byte(at: lowStart) == ASCII.backslash, byte(at: lowStart + 1) == UInt8(ascii: "u"),
        let low = fixedHex(at: lowStart + 2, digits: 4), (0xDC00...0xDFFF).contains(low)
      {
        position = lowStart + 6
        appendScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
      } else {
        throw error(
          start, end: start + 6,
          "lone high surrogate: it must be followed by a low surrogate \\uDC00–\\uDFFF",
          .loneSurrogate)
      }
    case 0xDC00...0xDFFF:
      throw error(
        start, end: start + 6, "lone low surrogate: no high surrogate \\uD800–\\uDBFF before it",
        .loneSurrogate)
    default:
      appendScalar(unit)
    }
  }

  /// Exactly `digits` hex digits after a prefix of `prefixLength` bytes at `start`.
  mutating func readFixedHex(
    _ start: Int, prefixLength: Int, digits: Int
  ) throws(EscapeError) -> UInt32 {
    guard let value = fixedHex(at: start + prefixLength, digits: digits) else {
      var end = start + prefixLength
      for _ in 0..<digits where end < bytes.count { end = scalarEnd(after: end) }
      throw error(start, end: end, "takes exactly \(digits) hex digits", .badDigits)
    }
    position = start + prefixLength + digits
    return value
  }

  // MARK: - U+ notation and HTML references

  /// `U+` and 4 to 6 hex digits; with fewer digits the `U+` is kept as text.
  mutating func readUPlus() throws(EscapeError) {
    let start = position
    let digitsStart = start + 2
    var cursor = digitsStart
    var value: UInt32 = 0
    while let next = byte(at: cursor), let digit = ASCII.hexValue(next) {
      value = value &* 16 &+ digit
      cursor += 1
    }
    switch cursor - digitsStart {
    case 0..<4:
      output.append(contentsOf: bytes[start..<digitsStart])
      position = digitsStart
    case 4...6:
      position = cursor
      try appendScalar(value, escapeStart: start)
    default:
      throw error(
        start, end: cursor, "takes 4 to 6 hex digits (write \\u{…} when a hex digit follows)",
        .badDigits)
    }
  }

  /// `&#x…;` or `&#…;`; `&#` followed by anything else is kept as text.
  mutating func readReference() throws(EscapeError) {
    let start = position
    let isHex = byte(at: start + 2).map { $0 | 0x20 == UInt8(ascii: "x") } ?? false
    let digitsStart = start + (isHex ? 3 : 2)
    let radix: UInt32 = isHex ? 16 : 10
    func digitValue(_ byte: UInt8) -> UInt32? {
      isHex ? ASCII.hexValue(byte) : ASCII.decimalValue(byte)
    }
    guard isHex || byte(at: digitsStart).flatMap(digitValue) != nil else {
      output.append(contentsOf: bytes[start..<digitsStart])
      position = digitsStart
      return
    }
    var cursor = digitsStart
    var value: UInt32 = 0
    while let next = byte(at: cursor), let digit = digitValue(next) {
      // Saturate: leading zeros are allowed, and any larger number is simply above the maximum.
      value = min(value * radix + digit, 0x11_0000)
      cursor += 1
    }
    guard cursor > digitsStart else {
      throw error(start, end: scalarEnd(after: cursor), "expected digits", .badDigits)
    }
    guard byte(at: cursor) == ASCII.semicolon else {
      throw error(start, end: cursor, "no closing ;", .unterminated)
    }
    position = cursor + 1
    try appendScalar(value, escapeStart: start)
  }

  // MARK: - Helpers

  func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Exactly `digits` hex digits at `index`, or `nil`.
  func fixedHex(at index: Int, digits: Int) -> UInt32? {
    guard index + digits <= bytes.count else { return nil }
    var value: UInt32 = 0
    for i in index..<(index + digits) {
      guard let digit = ASCII.hexValue(bytes[i]) else { return nil }
      value = value * 16 + digit
    }
    return value
  }

  /// The end of the scalar whose first byte is at `index`, so an excerpt never cuts one.
  func scalarEnd(after index: Int) -> Int {
    guard index < bytes.count else { return bytes.count }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return end
  }

  /// Appends a value checked to be a scalar: not a surrogate, not above U+10FFFF.
  mutating func appendScalar(_ value: UInt32, escapeStart start: Int) throws(EscapeError) {
    if value > 0x10_FFFF {
      throw error(start, end: position, "above U+10FFFF, the largest code point", .aboveMaximum)
    }
    if (0xD800...0xDFFF).contains(value) {
      throw error(
        start, end: position,
        "a surrogate code point is not a scalar (only \\uHHHH\\uHHHH pairs join)", .loneSurrogate)
    }
    appendScalar(value)
  }

  mutating func appendScalar(_ value: UInt32) {
    output.append(contentsOf: UTF8.encode(Unicode.Scalar(value)!)!)
  }

  func error(
    _ start: Int, end: Int, _ reason: String, _ kind: EscapeError.Kind
  ) -> EscapeError {
    let written = String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    return EscapeError(escape: written, utf8Offset: start, reason: reason, kind: kind)
  }
}

extension EscapeReader {
  /// The ASCII bytes the escape grammar is made of.
  enum ASCII {
    static let backslash = UInt8(ascii: "\\")
    static let upperU = UInt8(ascii: "U")
    static let plus = UInt8(ascii: "+")
    static let ampersand = UInt8(ascii: "&")
    static let hash = UInt8(ascii: "#")
    static let semicolon = UInt8(ascii: ";")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    static func hexValue(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
      default: nil
      }
    }

    static func decimalValue(_ byte: UInt8) -> UInt32? {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? UInt32(byte - UInt8(ascii: "0")) : nil
    }
  }
}
