import Testing
import UStrCore
import UStrTestSupport

@testable import UStrICU

/// UTF-16 and UTF-32 (both orders) decoded in Swift against ICU's converter itself, on random
/// valid and invalid input (lone leads and trails, values past 10FFFF, odd trailing bytes, BOMs,
/// long ASCII runs for the block copy) cut into chunks anywhere, including inside a code unit
/// and between the halves of a surrogate pair: the same UTF-8, the same reported sequences
/// (offsets, bytes, kinds, replacements), and each scalar's input offset where it begins.
@Suite("UTF-16 and UTF-32 decoded in Swift")
struct UTF16Or32DecoderTests {
  static let encodings = ["UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"]

  /// Decodes `input` cut at `cuts` (sorted offsets inside it), then finishes.
  static func decode(_ input: [UInt8], cuts: [Int], with decoder: EncodingDecoder) -> EncodingDecoder.Output {
    var whole = EncodingDecoder.Output()
    var start = 0
    for end in cuts + [input.count] where end >= start {
      whole.append(contentsOf: decoder.decode(Array(input[start..<end])))
      start = end
    }
    whole.append(contentsOf: decoder.finish())
    return whole
  }

  /// Random code units of `unitByteCount` bytes in the given order: ASCII runs, BMP letters,
  /// pairs, lone surrogates, BOMs, (UTF-32) values past 10FFFF; sometimes 1–3 stray bytes at
  /// the end.
  static func randomInput(unitByteCount: Int, bigEndian: Bool, using generator: inout SeededGenerator) -> [UInt8] {
    var units: [UInt32] = []
    for _ in 0..<Int.random(in: 0...60, using: &generator) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0...2:
        units += (0..<Int.random(in: 1...40, using: &generator)).map { _ in UInt32.random(in: 0x20..<0x7F, using: &generator) }
      case 3: units.append(UInt32.random(in: 0x80..<0x800, using: &generator))
      case 4: units.append([0x3042, 0xFEFF, 0xFFFD, 0xFFFF, 0xE000, 0xD7FF].randomElement(using: &generator)!)
      case 5:
        let scalar = UInt32.random(in: 0x10000...0x10FFFF, using: &generator)
        if unitByteCount == 4 {
          units.append(scalar)
        } else {
          units += [0xD800 + ((scalar - 0x10000) >> 10), 0xDC00 + (scalar & 0x3FF)]
        }
      case 6: units.append(UInt32.random(in: 0xD800...0xDBFF, using: &generator))
      case 7: units.append(UInt32.random(in: 0xDC00...0xDFFF, using: &generator))
      case 8 where unitByteCount == 4:
        units.append([0x110000, 0xFFFF_FFFF, 0x0100_0041, 0x8000_0000].randomElement(using: &generator)!)
      default: units.append(UInt32.random(in: 0..<0x80, using: &generator))
      }
    }
    var bytes: [UInt8] = []
    for unit in units {
      let little = (0..<unitByteCount).map { UInt8(truncatingIfNeeded: unit >> (8 * UInt32($0))) }
      bytes += bigEndian ? little.reversed() : little
    }
    if Int.random(in: 0..<4, using: &generator) == 0 {
      bytes += (0..<Int.random(in: 1..<unitByteCount, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
    return bytes
  }

  static func expectSame(_ input: [UInt8], cuts: [Int], encoding: Encoding, records: Bool) throws {
    let swift = try EncodingDecoder(encoding: encoding)
    let icu = try EncodingDecoder(encoding: encoding, readsTable: false)
    #expect(swift.decodesUTF16Or32InSwift && !icu.decodesUTF16Or32InSwift)
    swift.recordsInputOffsets = records
    icu.recordsInputOffsets = records
    let ours = decode(input, cuts: cuts, with: swift)
    let theirs = decode(input, cuts: cuts, with: icu)
    let label = "\(encoding.name) \(input.map { String($0, radix: 16) }) cut at \(cuts) records \(records)"
    #expect(ours.utf8 == theirs.utf8, "\(label)")
    #expect(ours.invalid == theirs.invalid, "\(label)")
    guard records else { return }
    // ICU's own offsets are approximate for a unit that began in an earlier chunk or that
    // follows a replacement (it can name a byte inside a unit), so ours are checked against
    // their definition instead: increasing, and each the start of the bytes that encode that
    // scalar, or of the sequence its U+FFFD replaced; and the same whatever the cuts.
    let whole = decode(input, cuts: [], with: swift)
    #expect(ours.scalarInputOffsets == whole.scalarInputOffsets, "\(label)")
    let scalars = Array(String(decoding: ours.utf8, as: UTF8.self).unicodeScalars)
    #expect(scalars.count == ours.scalarInputOffsets.count, "\(label)")
    #expect(zip(ours.scalarInputOffsets, ours.scalarInputOffsets.dropFirst()).allSatisfy { $0 < $1 }, "\(label)")
    let replaced = Set(ours.invalid.map(\.inputOffset))
    for (scalar, offset) in zip(scalars, ours.scalarInputOffsets) {
      if scalar == "\u{FFFD}", replaced.contains(offset) { continue }
      let bytes = encoding.encode(String(scalar)) ?? []
      #expect(
        offset + bytes.count <= input.count && Array(input[offset..<offset + bytes.count]) == bytes,
        "\(label): U+\(String(scalar.value, radix: 16)) at \(offset)")
    }
  }

  @Test(arguments: encodings)
  func randomInputInRandomChunksDecodesAsICUDoes(name: String) throws {
    let encoding = try Encoding(named: name)
    let unitByteCount = name.hasPrefix("UTF-16") ? 2 : 4
    var generator = SeededGenerator(seed: 0x5EED_16_32 &+ UInt64(unitByteCount) &+ (name.hasSuffix("BE") ? 1 : 0))
    for _ in 0..<400 {
      let input = Self.randomInput(unitByteCount: unitByteCount, bigEndian: name.hasSuffix("BE"), using: &generator)
      var cuts: [Int] = []
      var offset = 0
      // Small chunks most of the time (cutting units and pairs), sometimes none.
      while Int.random(in: 0..<6, using: &generator) != 0 {
        offset += Int.random(in: 0...23, using: &generator)
        guard offset < input.count else { break }
        cuts.append(offset)
      }
      for records in [false, true] {
        try Self.expectSame(input, cuts: cuts, encoding: encoding, records: records)
      }
    }
  }

  /// Every place one cut can go, and every pair of places, in an input with an ASCII run, a
  /// pair, lone surrogates at both ends of a chunk, and a truncated end.
  @Test(arguments: encodings)
  func everyCutDecodesAsICUDoes(name: String) throws {
    let encoding = try Encoding(named: name)
    let text: [UInt32] =
      name.hasPrefix("UTF-16")
      ? [0xD800, 0x41, 0xD83D, 0xDE00, 0xE9, 0xDC00, 0xD800, 0xD801, 0xDC37] + Array(repeating: 0x61, count: 20) + [0xD800]
      : [0x41, 0x1F600, 0xD800, 0x110000, 0xE9] + Array(repeating: 0x61, count: 10) + [0xFEFF]
    let unitByteCount = name.hasPrefix("UTF-16") ? 2 : 4
    var input: [UInt8] = []
    for unit in text {
      let little = (0..<unitByteCount).map { UInt8(truncatingIfNeeded: unit >> (8 * UInt32($0))) }
      input += name.hasSuffix("BE") ? little.reversed() : little
    }
    input.append(0x42)  // an odd byte at the end
    for first in 0...input.count {
      for second in first...input.count where second == first || second - first < 12 {
        for records in [false, true] {
          try Self.expectSame(input, cuts: second == first ? [first] : [first, second], encoding: encoding, records: records)
        }
      }
    }
  }

  @Test func onlyUTF16And32WithAByteOrderDecodeInSwift() throws {
    for name in Self.encodings {
      #expect(try EncodingDecoder(encoding: name).decodesUTF16Or32InSwift, "\(name)")
    }
    // "UTF-16" and "UTF-32" read their own BOM in ICU.
    for name in ["UTF-16", "UTF-32", "UTF-8", "windows-1252", "UTF-7", "Shift_JIS"] {
      #expect(try !EncodingDecoder(encoding: name).decodesUTF16Or32InSwift, "\(name)")
    }
  }
}
