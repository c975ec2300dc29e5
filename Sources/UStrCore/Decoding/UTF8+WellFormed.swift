extension Unicode.UTF8 {
  /// Whether `bytes` is well-formed UTF-8 (Unicode Table 3-7: no overlong form, no surrogate,
  /// nothing above U+10FFFF, no cut sequence), checked in place 32 bytes a step.
  ///
  ///     UTF8.isWellFormed(Array("Pokémon".utf8))  // true
  ///     UTF8.isWellFormed([0xC0, 0xAF])            // false: an overlong "/"
  ///     UTF8.isWellFormed([0xE2, 0x82])            // false: cut
  ///
  /// Each byte is judged by itself and the three before it, so no step needs to know where a
  /// sequence starts (``WellFormedBlock``). Short inputs go byte by byte.
  /// A decoder that must name each ill-formed sequence (`UTF8Validator`) runs only on input this
  /// rejects.
  ///
  /// - Complexity: O(n) in `bytes.count`.
  package static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    guard count >= WellFormedBlock.width * 2 else { return isWellFormedByteByByte(bytes) }
    let base = UnsafeRawPointer(bytes.baseAddress!)
    let width = WellFormedBlock.width
    // The first block, with three bytes of ASCII before it.
    var errors = WellFormedBlock.padded(base, count: width, before: 0, judgesEnd: false)
    var position = width
    while position &+ width <= count {
      errors |= WellFormedBlock.errors(at: base + position)
      position &+= width
    }
    // The rest, with the three bytes before it and ASCII after it, so that a sequence cut at the
    // end is an error in the padding.
    errors |= WellFormedBlock.padded(base + position, count: count &- position, before: 3, judgesEnd: true)
    return !WellFormedBlock.isAnySet(errors)
  }

  /// The byte-at-a-time check of ``isWellFormed(_:)-(UnsafeBufferPointer<UInt8>)``: ASCII eight
  /// bytes a step, each other sequence by its lead byte's rule.
  ///
  /// - Complexity: O(n) in `bytes.count`.
  static func isWellFormedByteByByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    guard count > 0 else { return true }
    let base = UnsafeRawPointer(bytes.baseAddress!)
    var i = 0
    while i < count {
      if count &- i >= 8 {
        let high = base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080
        if high == 0 {
          i &+= 8
          continue
        }
        // Straight to the first byte with its high bit set (little-endian: the lowest one).
        i &+= high.trailingZeroBitCount &>> 3
      }
      let lead = bytes[i]
      if lead < 0x80 {
        i &+= 1
        continue
      }
      if lead < 0xE0 {
        guard lead >= 0xC2, count &- i >= 2, bytes[i &+ 1] & 0xC0 == 0x80 else { return false }
        i &+= 2
      } else if lead < 0xF0 {
        guard count &- i >= 3 else { return false }
        let second = bytes[i &+ 1]
        let secondIsValid =
          lead == 0xE0 ? (second >= 0xA0 && second <= 0xBF)
          : lead == 0xED ? (second >= 0x80 && second <= 0x9F) : second & 0xC0 == 0x80
        guard secondIsValid, bytes[i &+ 2] & 0xC0 == 0x80 else { return false }
        i &+= 3
      } else {
        guard lead <= 0xF4, count &- i >= 4 else { return false }
        let second = bytes[i &+ 1]
        let secondIsValid =
          lead == 0xF0 ? (second >= 0x90 && second <= 0xBF)
          : lead == 0xF4 ? (second >= 0x80 && second <= 0x8F) : second & 0xC0 == 0x80
        guard secondIsValid, bytes[i &+ 2] & 0xC0 == 0x80, bytes[i &+ 3] & 0xC0 == 0x80 else { return false }
        i &+= 4
      }
    }
    return true
  }

  /// ``isWellFormed(_:)-(UnsafeBufferPointer<UInt8>)`` of an array.
  package static func isWellFormed(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isWellFormed($0) }
  }
}
