/// UTF-16 from ICU back to Swift's native UTF-8, and Swift's UTF-8 to UTF-16 for ICU, each in one
/// plain pass.
///
/// `String(decoding:as: UTF16.self)` runs at about 30 MB/s on non-ASCII text (measured with
/// Swift 6.3.1 on the corpus), which made it the slowest step of normalizing; this loop writes
/// the UTF-8 straight into the string's storage. A lone surrogate (which ICU only returns when
/// given one) becomes U+FFFD, as in `String(decoding:as:)`.
package enum UTF16Transcoding {
  /// The most UTF-16 units a string is made of with room for three bytes a unit; a longer
  /// text is measured first, so its string is allocated at its length (a cluster of a million
  /// marks that a report keeps normalized is not held at three times its size).
  static let unmeasuredUnitLimit = 1 << 12

  /// The string whose UTF-16 is `units`.
  ///
  /// - Complexity: O(n).
  static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
    let capacity = units.count <= unmeasuredUnitLimit ? units.count * 3 : utf8Count(of: units)
    return String(unsafeUninitializedCapacity: capacity) { write(units, into: $0) }
  }

  /// The UTF-8 of the text whose UTF-16 is `units`, in an array of exactly its length (a long
  /// text is not held at three bytes a unit).
  ///
  /// - Complexity: O(n).
  static func utf8(_ units: UnsafeBufferPointer<UInt16>) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: utf8Count(of: units)) { utf8, initializedCount in
      initializedCount = write(units, into: utf8)
    }
  }

  /// Whether `text` is the string ``string(_:)-([UInt16])`` makes of `units`, scalar for scalar
  /// (a lone surrogate read as U+FFFD), without making it.
  ///
  /// - Complexity: O(n).
  static func isText(_ text: String, units: some Collection<UInt16>) -> Bool {
    var scalars = text.unicodeScalars.makeIterator()
    var codeUnits = units.makeIterator()
    var decoder = UTF16()
    while true {
      switch decoder.decode(&codeUnits) {
      case .scalarValue(let scalar): guard scalars.next() == scalar else { return false }
      case .error: guard scalars.next() == "\u{FFFD}" else { return false }
      case .emptyInput: return scalars.next() == nil
      }
    }
  }

  /// The length in UTF-8 bytes of the text whose UTF-16 is `units` (a lone surrogate counted as
  /// U+FFFD, as ``write(_:into:)`` writes it).
  ///
  /// - Complexity: O(n).
  static func utf8Count(of units: UnsafeBufferPointer<UInt16>) -> Int {
    var count = 0
    var i = 0
    while i < units.count {
      let unit = units[i]
      i += 1
      if unit < 0x80 {
        count += 1
      } else if unit < 0x800 {
        count += 2
      } else if UTF16.isLeadSurrogate(unit), i < units.count, UTF16.isTrailSurrogate(units[i]) {
        count += 4
        i += 1
      } else {
        // The rest of the BMP, or a lone surrogate written as U+FFFD: three bytes.
        count += 3
      }
    }
    return count
  }

  /// Writes the UTF-8 of `units` to `utf8`, which has room for it; returns the bytes written.
  private static func write(_ units: UnsafeBufferPointer<UInt16>, into utf8: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var out = 0
    var i = 0
    while i < units.count {
      var value = UInt32(units[i])
      i += 1
      if value < 0x80 {
        utf8[out] = UInt8(value)
        out += 1
        continue
      }
      if UTF16.isLeadSurrogate(UInt16(value)), i < units.count, UTF16.isTrailSurrogate(units[i]) {
        value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(units[i]) - 0xDC00)
        i += 1
      } else if (0xD800...0xDFFF).contains(value) {
        value = 0xFFFD
      }
      if value < 0x800 {
        utf8[out] = UInt8(0xC0 | (value >> 6))
        utf8[out + 1] = UInt8(0x80 | (value & 0x3F))
        out += 2
      } else if value < 0x10000 {
        utf8[out] = UInt8(0xE0 | (value >> 12))
        utf8[out + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
        utf8[out + 2] = UInt8(0x80 | (value & 0x3F))
        out += 3
      } else {
        utf8[out] = UInt8(0xF0 | (value >> 18))
        utf8[out + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
        utf8[out + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
        utf8[out + 3] = UInt8(0x80 | (value & 0x3F))
        out += 4
      }
    }
    return out
  }

  /// The string whose UTF-16 is `units`.
  static func string(_ units: [UInt16]) -> String {
    units.withUnsafeBufferPointer { string($0) }
  }

  /// The UTF-16 code units of `text`: what `Array(text.utf16)` gives, faster on non-ASCII text
  /// (the standard library's UTF-16 view goes one scalar at a time through index arithmetic).
  ///
  ///     UTF16Transcoding.units(of: "é😀")  // [0x00E9, 0xD83D, 0xDE00]
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  package static func units(of text: String) -> [UInt16] {
    var text = text
    return text.withUTF8(units(ofUTF8:))
  }

  /// The UTF-16 code units of well-formed UTF-8 `utf8`: what `Array(text.utf16)` gives for its
  /// text, without the index arithmetic of a substring's UTF-16 view (which, on a substring of a
  /// long string, first builds the whole string's UTF-16 breadcrumbs).
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  static func units(ofUTF8 utf8: UnsafeBufferPointer<UInt8>) -> [UInt16] {
    // Every scalar takes at least as many UTF-8 bytes as UTF-16 units.
    [UInt16](unsafeUninitializedCapacity: utf8.count) { utf16, initializedCount in
      var out = 0
      var i = 0
      // A String's UTF-8 is always well-formed, so each lead byte gives its length.
      while i < utf8.count {
        let lead = UInt32(utf8[i])
        if lead < 0x80 {
          utf16[out] = UInt16(lead)
          out += 1
          i += 1
          continue
        }
        writeMultiByteScalar(lead: lead, of: utf8, at: &i, into: utf16, at: &out)
      }
      initializedCount = out
    }
  }

  /// Decodes the scalar of 2 to 4 bytes whose lead byte `lead` is at `i` in well-formed UTF-8
  /// and writes its UTF-16 (one unit or a surrogate pair) at `out`; moves both past it.
  @inline(__always)
  static func writeMultiByteScalar(
    lead: UInt32, of utf8: UnsafeBufferPointer<UInt8>, at i: inout Int,
    into utf16: UnsafeMutableBufferPointer<UInt16>, at out: inout Int
  ) {
    var value: UInt32
    if lead < 0xE0 {
      value = (lead & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
      i += 2
    } else if lead < 0xF0 {
      value = (lead & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6
      value |= UInt32(utf8[i + 2] & 0x3F)
      i += 3
    } else {
      value = (lead & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12
      value |= UInt32(utf8[i + 2] & 0x3F) << 6 | UInt32(utf8[i + 3] & 0x3F)
      i += 4
    }
    if value < 0x10000 {
      utf16[out] = UInt16(value)
      out += 1
    } else {
      value -= 0x10000
      utf16[out] = UInt16(0xD800 + (value >> 10))
      utf16[out + 1] = UInt16(0xDC00 + (value & 0x3FF))
      out += 2
    }
  }
}
