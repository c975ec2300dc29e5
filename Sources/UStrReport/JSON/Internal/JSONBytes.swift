/// The pieces of ASCII-safe JSON text, appended to a byte array: what ``JSONStreamEncoder``
/// writes, and what hand-written writers of hot rows write without going through `Encodable`.
///
///     var bytes: [UInt8] = []
///     JSONBytes.string("é", into: &bytes)   // "\u00E9" with its quotes
///
/// The layout rules are ``JSONStreamEncoder``'s: `indentation` spaces a level and `": "` after a key
/// when pretty-printing, nothing between tokens when `indentation` is 0.
enum JSONBytes {
  static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

  /// A line break and the indentation of `depth` (nothing when compact).
  @inline(__always)
  static func newline(depth: Int, indentation: Int, into bytes: inout [UInt8]) {
    guard indentation > 0 else { return }
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(0x20, count: indentation * depth))
  }

  /// A member's separator, line break and key: `,\n    "key": `.
  @inline(__always)
  static func key(
    _ key: StaticString, isFirst: Bool, depth: Int, indentation: Int, into bytes: inout [UInt8]
  ) {
    if !isFirst { bytes.append(UInt8(ascii: ",")) }
    newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    if indentation > 0 { bytes.append(0x20) }
  }

  /// The separator between elements of a one-line array: `, ` or `,`.
  @inline(__always)
  static func inlineSeparator(indentation: Int, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: ","))
    if indentation > 0 { bytes.append(0x20) }
  }

  /// `null`.
  @inline(__always)
  static func null(into bytes: inout [UInt8]) {
    bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
  }

  /// `"key": [start, end]`, a member after the first: a half-open range as every report writes
  /// it (on one line, as the encoder writes an array of numbers).
  static func range(
    _ key: StaticString, _ range: Range<Int>, depth: Int, indentation: Int, into bytes: inout [UInt8]
  ) {
    self.key(key, isFirst: false, depth: depth, indentation: indentation, into: &bytes)
    rangeValue(range, indentation: indentation, into: &bytes)
  }

  /// `[start, end]`: the value of ``range(_:_:depth:indentation:into:)``.
  static func rangeValue(_ range: Range<Int>, indentation: Int, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "["))
    integer(range.lowerBound, into: &bytes)
    inlineSeparator(indentation: indentation, into: &bytes)
    integer(range.upperBound, into: &bytes)
    bytes.append(UInt8(ascii: "]"))
  }

  /// A decimal integer.
  @inline(__always)
  static func integer(_ number: Int, into bytes: inout [UInt8]) {
    if number >= 0 && number < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(number)) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: enough for any Int
    var magnitude = number.magnitude
    withUnsafeMutableBytes(of: &digits) { buffer in
      var index = buffer.count
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if number < 0 {
        index -= 1
        buffer[index] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[index...]))
    }
  }

  /// `value` as a quoted upper-case hex string of at least `digits` digits: `"00E9"`.
  @inline(__always)
  static func quotedHex(_ value: UInt32, digits: Int, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    hex(value, digits: digits, into: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// `value` in upper-case hex, at least `digits` digits.
  @inline(__always)
  static func hex(_ value: UInt32, digits: Int, into bytes: inout [UInt8]) {
    var width = digits
    while width < 8 && value >> UInt32(width * 4) != 0 { width += 1 }
    for shift in stride(from: (width - 1) * 4, through: 0, by: -4) {
      bytes.append(hexDigits[Int(value >> UInt32(shift) & 0xF)])
    }
  }

  /// Code points as an array of strings on one line, as the encoder writes `["U+202E",
  /// "U+2066"]`; `[]` when there are none. `drainIfFull` is called every 8192 code points (a
  /// cluster of a million marks is 9 MB of them).
  static func codePoints(
    _ codePoints: [Unicode.Scalar], indentation: Int, into bytes: inout [UInt8], drainIfFull: ByteOutput.Drainer? = nil
  ) {
    self.codePoints(of: codePoints, indentation: indentation, into: &bytes, drainIfFull: drainIfFull)
  }

  /// ``codePoints(_:indentation:into:drainIfFull:)`` of scalars read as they are written (a
  /// cluster's `unicodeScalars`), not first made an array.
  static func codePoints(
    of codePoints: some Sequence<Unicode.Scalar>, indentation: Int, into bytes: inout [UInt8],
    drainIfFull: ByteOutput.Drainer? = nil
  ) {
    bytes.append(UInt8(ascii: "["))
    for (index, scalar) in codePoints.enumerated() {
      if index > 0 {
        inlineSeparator(indentation: indentation, into: &bytes)
        if index & 0x1FFF == 0 { drainIfFull?(&bytes) }
      }
      bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "U"), UInt8(ascii: "+")])
      hex(scalar.value, digits: 4, into: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// `text` as a JSON string literal in printable ASCII; the rest escaped by UTF-16 unit.
  static func string(_ text: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    stringContents(text, into: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// The UTF-8 length past which ``string(_:into:drainIfFull:)`` writes a text in pieces of about
  /// this length, each drained as it is written: a cluster of a million marks is 2 MB of text,
  /// and its literals, held whole, were 8 MB each, and their JSON as much again.
  static let pieceUTF8Length = 1 << 16

  /// ``string(_:into:)``, a piece at a time past ``pieceUTF8Length`` bytes, with `drainIfFull`
  /// called after each piece (a long cluster's or segment's text); `nil` writes it whole.
  static func string(_ text: String, into bytes: inout [UInt8], drainIfFull: ByteOutput.Drainer?) {
    guard let drainIfFull, text.utf8.count > pieceUTF8Length else { return string(text, into: &bytes) }
    bytes.append(UInt8(ascii: "\""))
    stringContents(inPiecesOf: text, into: &bytes, drainIfFull: drainIfFull) { $0 }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes `transform` of `text` as string contents, a piece of at most about
  /// ``pieceUTF8Length`` bytes cut at a scalar boundary at a time, calling `drainIfFull` after
  /// each piece. `transform` must be a scalar-by-scalar map, whose pieces put together are what
  /// the whole would give (the text itself; a `LiteralWriter`).
  ///
  /// - Complexity: O(n) in `text`'s UTF-8 length; O(``pieceUTF8Length``) memory beyond `bytes`.
  static func stringContents(
    inPiecesOf text: String, into bytes: inout [UInt8], drainIfFull: ByteOutput.Drainer?,
    _ transform: (String) -> String
  ) {
    let scalars = text.unicodeScalars
    let utf8 = text.utf8
    var start = scalars.startIndex
    while start < scalars.endIndex {
      // A piece ends at the first scalar boundary past pieceUTF8Length bytes.
      var end = utf8.index(start, offsetBy: pieceUTF8Length, limitedBy: utf8.endIndex) ?? utf8.endIndex
      while end < utf8.endIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(after: end) }
      stringContents(transform(String(scalars[start..<end])), into: &bytes)
      drainIfFull?(&bytes)
      start = end
    }
  }

  /// ``string(_:into:)`` without the quotes: a piece of a string written in pieces.
  static func stringContents(_ text: String, into bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { utf8 in
      var index = 0
      while index < utf8.count {
        // A run of printable ASCII that needs no escape goes in at once.
        var end = index
        while end < utf8.count, utf8[end] >= 0x20, utf8[end] < 0x7F, utf8[end] != 0x22, utf8[end] != 0x5C {
          end += 1
        }
        if end > index {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
          index = end
          continue
        }
        let byte = utf8[index]
        if byte < 0x80 {
          switch byte {
          case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
          case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
          case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
          case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
          case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
          case 0x20...0x7E: bytes.append(byte)
          default: escape(UInt16(byte), into: &bytes)
          }
          index += 1
          continue
        }
        // A multi-byte scalar of valid UTF-8 (a String's storage is always valid).
        let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte) & (0x7F >> UInt32(width))
        for offset in 1..<width { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        if value >= 0x1_0000 {
          escape(UInt16(0xD800 + ((value - 0x1_0000) >> 10)), into: &bytes)
          escape(UInt16(0xDC00 + ((value - 0x1_0000) & 0x3FF)), into: &bytes)
        } else {
          escape(UInt16(value), into: &bytes)
        }
        index += width
      }
    }
  }

  /// `\uXXXX`.
  @inline(__always)
  static func escape(_ unit: UInt16, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\\"))
    bytes.append(UInt8(ascii: "u"))
    bytes.append(hexDigits[Int(unit >> 12)])
    bytes.append(hexDigits[Int(unit >> 8 & 0xF)])
    bytes.append(hexDigits[Int(unit >> 4 & 0xF)])
    bytes.append(hexDigits[Int(unit & 0xF)])
  }
}
