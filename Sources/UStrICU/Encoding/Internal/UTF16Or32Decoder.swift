import UStrCore

/// UTF-16 and UTF-32 in either byte order (ICU's "UTF-16LE", "UTF-16BE", "UTF-32LE",
/// "UTF-32BE") decoded to UTF-8 in Swift: what `EncodingDecoder` uses instead of ICU's converter
/// for them, with the same output and the same reports, which a test checks against ICU on
/// random valid and invalid input cut into chunks anywhere.
///
/// What ICU reports, and so this decoder: a lone surrogate (a lead not followed by a trail, or a
/// trail alone) as its two bytes, `illegal`; in UTF-32, a value above 10FFFF or a surrogate as
/// its four bytes, `illegal`; bytes left at the end of the input that make no whole unit or pair
/// (an odd byte, a lead surrogate, a lead and one byte, one to three bytes of UTF-32) as one
/// `truncated` sequence. Each is replaced by one U+FFFD. A BOM is a character here (U+FEFF), as
/// in ICU's converters of these names; the input layer removes it before.
///
///     var decoder = UTF16Or32Decoder(encoding: try Encoding(named: "UTF-16LE"))!
///     var output = EncodingDecoder.Output()
///     [0x41, 0x00, 0x00, 0xD8, 0x42, 0x00].withUnsafeBytes {
///       decoder.decode($0, inputOffset: 0, utf8Offset: 0, records: false, into: &output)
///     }
///     // output.utf8: "A", EF BF BD, "B"; output.invalid: [00 D8 at input offset 2, illegal]
///
/// Runs of ASCII go eight UTF-16 units (four UTF-32 units) a step.
///
/// - Complexity: O(n) in the bytes decoded; memory O(chunk), and at most 3 bytes kept between
///   chunks.
struct UTF16Or32Decoder {
  /// Bytes a code unit: 2 or 4.
  let unitByteCount: Int
  /// Whether the units are big-endian.
  let isBigEndian: Bool
  /// The input's last bytes that wait for the rest of their unit or surrogate pair (3 at most).
  var pendingBytes: [UInt8] = []

  /// The decoder for `encoding`, or `nil` when it is not UTF-16 or UTF-32 with a byte order
  /// (ICU's "UTF-16" and "UTF-32" read a BOM themselves, and stay with ICU).
  init?(encoding: Encoding) {
    switch encoding.icuName {
    case "UTF-16LE": (unitByteCount, isBigEndian) = (2, false)
    case "UTF-16BE": (unitByteCount, isBigEndian) = (2, true)
    case "UTF-32LE": (unitByteCount, isBigEndian) = (4, false)
    case "UTF-32BE": (unitByteCount, isBigEndian) = (4, true)
    default: return nil
    }
  }

  /// Decodes `raw`, whose first byte is at `inputOffset` in the input, appending to `output`,
  /// whose UTF-8 starts at `utf8Offset` of the whole output; with `records`, each scalar's input
  /// offset too. Bytes that end `raw` in the middle of a unit or pair wait for the next call.
  ///
  /// - Complexity: O(`raw.count`).
  mutating func decode(
    _ raw: UnsafeRawBufferPointer, inputOffset: Int, utf8Offset: Int, records: Bool,
    into output: inout EncodingDecoder.Output
  ) {
    guard raw.count > 0, let source = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
    let utf8Start = utf8Offset + output.utf8.count
    var invalid: [InvalidInputSequence] = []
    let pending = pendingBytes
    var rest: [UInt8] = []
    // At most 3 UTF-8 bytes for 2 input bytes, and 8 of room for a block of ASCII.
    let decoded = [UInt8](unsafeUninitializedCapacity: (pending.count + raw.count) * 2 + 16) { bytes, initializedCount in
      let out = bytes.baseAddress!
      var end = 0
      var start = 0
      if !pending.isEmpty {
        // The waiting bytes and the chunk's first few, decoded together: past 8 bytes, at least
        // one whole unit or pair (4 bytes, more than the 3 waiting) is always taken.
        let head = pending + UnsafeBufferPointer(start: source, count: min(raw.count, 8 - pending.count))
        let taken = head.withUnsafeBufferPointer { head in
          run(
            head.baseAddress!, count: head.count, inputOffset: inputOffset - pending.count, utf8Start: utf8Start,
            records: records, out: out, end: &end, invalid: &invalid, output: &output)
        }
        if head.count == pending.count + raw.count {
          rest = Array(head[taken...])
          initializedCount = end
          return
        }
        start = taken - pending.count
      }
      let taken = run(
        source + start, count: raw.count - start, inputOffset: inputOffset + start, utf8Start: utf8Start,
        records: records, out: out, end: &end, invalid: &invalid, output: &output)
      rest = Array(UnsafeBufferPointer(start: source + start + taken, count: raw.count - start - taken))
      initializedCount = end
    }
    pendingBytes = rest
    if output.utf8.isEmpty { output.utf8 = decoded } else { output.utf8 += decoded }
    output.invalid += invalid
  }

  /// Ends the input, whose length is `inputOffset`: bytes still waiting are reported as one
  /// `truncated` sequence and replaced. Ready for a new input afterwards.
  ///
  /// - Complexity: O(1).
  mutating func finish(inputOffset: Int, utf8Offset: Int, records: Bool, into output: inout EncodingDecoder.Output) {
    guard !pendingBytes.isEmpty else { return }
    let start = inputOffset - pendingBytes.count
    output.invalid.append(
      InvalidInputSequence(
        inputOffset: start, repairedUTF8Offset: utf8Offset + output.utf8.count, bytes: pendingBytes, kind: .truncated))
    output.utf8 += [0xEF, 0xBF, 0xBD]
    if records { output.scalarInputOffsets.append(start) }
    pendingBytes = []
  }

  /// Decodes the whole units and pairs of `count` bytes at `source` into `out` from `end` on,
  /// and returns how many bytes it took (the rest, fewer than 4, wait for more input).
  private func run(
    _ source: UnsafePointer<UInt8>, count: Int, inputOffset: Int, utf8Start: Int, records: Bool,
    out: UnsafeMutablePointer<UInt8>, end: inout Int, invalid: inout [InvalidInputSequence],
    output: inout EncodingDecoder.Output
  ) -> Int {
    unitByteCount == 2
      ? runUTF16(
        source, count: count, inputOffset: inputOffset, utf8Start: utf8Start, records: records, out: out, end: &end,
        invalid: &invalid, output: &output)
      : runUTF32(
        source, count: count, inputOffset: inputOffset, utf8Start: utf8Start, records: records, out: out, end: &end,
        invalid: &invalid, output: &output)
  }

  /// The 8 bytes at `pointer` as a number whose lowest byte is the first, on any machine.
  @inline(__always)
  private static func word(at pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  /// Writes the ASCII unit `value` at `index` and moves past it; then, without `records`, goes
  /// on 16 input bytes a step while none of their units is above 7F (`nonASCII` masks the bits
  /// of a word that must be 0), `pack` turning a step's two words into its ASCII bytes, the
  /// first lowest (8 bytes are stored; the room has slack for them). With `records`, one offset
  /// a unit is written anyway.
  @inline(__always)
  private static func writeASCII(
    _ value: UInt32, _ source: UnsafePointer<UInt8>, index: inout Int, unitByteCount: Int, count: Int,
    inputOffset: Int, records: Bool, nonASCII: UInt64, out: UnsafeMutablePointer<UInt8>, end: inout Int,
    output: inout EncodingDecoder.Output, pack: (UInt64, UInt64) -> UInt64
  ) {
    out[end] = UInt8(truncatingIfNeeded: value)
    end += 1
    if records {
      output.scalarInputOffsets.append(inputOffset + index)
      index += unitByteCount
      return
    }
    index += unitByteCount
    while index + 16 <= count {
      let low = word(at: source + index)
      let high = word(at: source + index + 8)
      guard (low | high) & nonASCII == 0 else { return }
      UnsafeMutableRawPointer(out + end).storeBytes(of: pack(low, high).littleEndian, as: UInt64.self)
      end += 16 / unitByteCount
      index += 16
    }
  }

  /// Writes U+FFFD for the `byteCount` bytes at `index`, reported `illegal`.
  @inline(__always)
  private static func replace(
    _ source: UnsafePointer<UInt8>, at index: Int, byteCount: Int, inputOffset: Int, utf8Start: Int, records: Bool,
    out: UnsafeMutablePointer<UInt8>, end: inout Int, invalid: inout [InvalidInputSequence],
    output: inout EncodingDecoder.Output
  ) {
    invalid.append(
      InvalidInputSequence(
        inputOffset: inputOffset + index, repairedUTF8Offset: utf8Start + end,
        bytes: Array(UnsafeBufferPointer(start: source + index, count: byteCount)), kind: .illegal))
    (out[end], out[end + 1], out[end + 2]) = (0xEF, 0xBF, 0xBD)
    end += 3
    if records { output.scalarInputOffsets.append(inputOffset + index) }
  }

  /// Writes the UTF-8 of `scalar` (not a surrogate, at most 10FFFF).
  @inline(__always)
  private static func write(_ scalar: UInt32, out: UnsafeMutablePointer<UInt8>, end: inout Int) {
    if scalar < 0x80 {
      out[end] = UInt8(truncatingIfNeeded: scalar)
      end += 1
    } else if scalar < 0x800 {
      out[end] = UInt8(truncatingIfNeeded: 0xC0 | (scalar >> 6))
      out[end + 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
      end += 2
    } else if scalar < 0x10000 {
      out[end] = UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12))
      out[end + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
      out[end + 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
      end += 3
    } else {
      out[end] = UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18))
      out[end + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F))
      out[end + 2] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
      out[end + 3] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
      end += 4
    }
  }

  private func runUTF16(
    _ source: UnsafePointer<UInt8>, count: Int, inputOffset: Int, utf8Start: Int, records: Bool,
    out: UnsafeMutablePointer<UInt8>, end: inout Int, invalid: inout [InvalidInputSequence],
    output: inout EncodingDecoder.Output
  ) -> Int {
    let bigEndian = isBigEndian
    @inline(__always) func unit(at index: Int) -> UInt32 {
      let raw = UnsafeRawPointer(source + index).loadUnaligned(as: UInt16.self)
      return UInt32(bigEndian ? UInt16(bigEndian: raw) : UInt16(littleEndian: raw))
    }
    // Four units in a word are ASCII when their high bytes are 0 and their low bytes below 80.
    let nonASCII: UInt64 = bigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
    var index = 0
    while index + 2 <= count {
      let first = unit(at: index)
      if first < 0x80 {
        // After an ASCII unit, the run goes on eight units a step (other scripts never pay
        // for the check).
        Self.writeASCII(
          first, source, index: &index, unitByteCount: 2, count: count, inputOffset: inputOffset, records: records,
          nonASCII: nonASCII, out: out, end: &end, output: &output
        ) { UInt64(Self.packUTF16($0, bigEndian: bigEndian)) | UInt64(Self.packUTF16($1, bigEndian: bigEndian)) << 32 }
        continue
      }
      if first < 0x800 {
        out[end] = UInt8(truncatingIfNeeded: 0xC0 | (first >> 6))
        out[end + 1] = UInt8(truncatingIfNeeded: 0x80 | (first & 0x3F))
        end += 2
        if records { output.scalarInputOffsets.append(inputOffset + index) }
        index += 2
        continue
      }
      if first & 0xF800 != 0xD800 {
        out[end] = UInt8(truncatingIfNeeded: 0xE0 | (first >> 12))
        out[end + 1] = UInt8(truncatingIfNeeded: 0x80 | ((first >> 6) & 0x3F))
        out[end + 2] = UInt8(truncatingIfNeeded: 0x80 | (first & 0x3F))
        end += 3
        if records { output.scalarInputOffsets.append(inputOffset + index) }
        index += 2
        continue
      }
      if first < 0xDC00 {
        // A lead surrogate: its trail may be in the next chunk.
        guard index + 4 <= count else { break }
        let second = unit(at: index + 2)
        if second & 0xFC00 == 0xDC00 {
          Self.write(0x10000 + ((first & 0x3FF) << 10) + (second & 0x3FF), out: out, end: &end)
          if records { output.scalarInputOffsets.append(inputOffset + index) }
          index += 4
          continue
        }
      }
      Self.replace(
        source, at: index, byteCount: 2, inputOffset: inputOffset, utf8Start: utf8Start, records: records, out: out,
        end: &end, invalid: &invalid, output: &output)
      index += 2
    }
    return index
  }

  /// Four ASCII UTF-16 units in `word` (the first unit lowest) as four bytes, the first lowest.
  @inline(__always)
  private static func packUTF16(_ word: UInt64, bigEndian: Bool) -> UInt32 {
    let bytes = bigEndian ? word >> 8 : word  // each unit's value in its lower byte
    let pairs = (bytes | bytes >> 8) & 0x0000_FFFF_0000_FFFF
    return UInt32(truncatingIfNeeded: pairs | pairs >> 16)
  }

  private func runUTF32(
    _ source: UnsafePointer<UInt8>, count: Int, inputOffset: Int, utf8Start: Int, records: Bool,
    out: UnsafeMutablePointer<UInt8>, end: inout Int, invalid: inout [InvalidInputSequence],
    output: inout EncodingDecoder.Output
  ) -> Int {
    let bigEndian = isBigEndian
    // Two units in a word are ASCII when their three high bytes are 0 and the low one below 80.
    let nonASCII: UInt64 = bigEndian ? 0x80FF_FFFF_80FF_FFFF : 0xFFFF_FF80_FFFF_FF80
    var index = 0
    while index + 4 <= count {
      let value =
        bigEndian
        ? UInt32(bigEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt32.self))
        : UInt32(littleEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt32.self))
      if value < 0x80 {
        // Four units a step after an ASCII unit.
        Self.writeASCII(
          value, source, index: &index, unitByteCount: 4, count: count, inputOffset: inputOffset, records: records,
          nonASCII: nonASCII, out: out, end: &end, output: &output
        ) { UInt64(Self.packUTF32($0, bigEndian: bigEndian)) | UInt64(Self.packUTF32($1, bigEndian: bigEndian)) << 16 }
        continue
      }
      if value <= 0x10FFFF, value & 0xFFFF_F800 != 0xD800 {
        Self.write(value, out: out, end: &end)
        if records { output.scalarInputOffsets.append(inputOffset + index) }
      } else {
        Self.replace(
          source, at: index, byteCount: 4, inputOffset: inputOffset, utf8Start: utf8Start, records: records, out: out,
          end: &end, invalid: &invalid, output: &output)
      }
      index += 4
    }
    return index
  }

  /// Two ASCII UTF-32 units in `word` (the first lowest) as two bytes, the first lowest.
  @inline(__always)
  private static func packUTF32(_ word: UInt64, bigEndian: Bool) -> UInt16 {
    let bytes = bigEndian ? word >> 24 : word  // each unit's value in its lowest byte
    return UInt16(truncatingIfNeeded: (bytes | bytes >> 24) & 0xFFFF)
  }
}
