internal import CUStrICU

/// One of mojibake detection's encodings, able to say at almost no cost that a stretch of text
/// is not UTF-8 misread in it: the question asked of every non-ASCII word of every text.
///
/// A single-byte encoding (ISO-8859-1, windows-1252, Mac Roman, CP437) maps each character to
/// one byte, so the stretch's bytes come from a table of its 128 upper bytes, built once from
/// ICU's own converter, and are checked for UTF-8's shape as they come, without ICU or an
/// allocation. A multi-byte encoding (Shift_JIS) goes to ICU only when the stretch's first
/// character encodes to a byte that can start a UTF-8 sequence (C2–F4): the characters that do
/// are listed once, by decoding every such one- and two-byte sequence. Private-use characters,
/// which ICU encodes with fallbacks that no decoding reaches, are asked of ICU once each, from
/// the set of those the converter maps (`ucnv_getUnicodeSet`): a text full of icon-font
/// characters never reaches ICU.
///
///     let windows1252 = MojibakeEncoder(try Encoding(named: "windows-1252"))
///     windows1252.utf8Bytes(of: "Ã©"[...], cache: EncoderCache())   // [0xC3, 0xA9]
///     windows1252.utf8Bytes(of: "Ã o"[...], cache: EncoderCache())  // nil: C3 20 is no UTF-8
///
/// - Complexity: building: O(1) (at most 51 × 189 two-byte sequences decoded at once);
///   ``utf8Bytes(of:cache:)``: O(n) in the stretch, and O(1) for most stretches that are not
///   mojibake (they stop at their first character).
final class MojibakeEncoder: Sendable {
  let encoding: Encoding
  /// For a single-byte encoding, the byte of each of U+0080…U+00FF (`nil` when it has none).
  private let latin1Bytes: [UInt8?]
  /// For a single-byte encoding, the bytes of its characters above U+00FF.
  private let otherBytes: [UInt32: UInt8]
  /// For a multi-byte encoding, the characters whose encoding starts with a byte that can
  /// start a UTF-8 multi-byte sequence (C2–F4); `nil` for a single-byte encoding.
  private let leadScalars: Set<UInt32>?

  /// The encoder of `encoding`, or `nil` when ICU cannot open it.
  init?(_ encoding: Encoding) {
    var status = U_ZERO_ERROR
    guard let converter = ustr_icu_ucnv_open(encoding.icuName, &status), !ustr_icu_U_FAILURE(status)
    else { return nil }
    let maximumCharacterSize = ustr_icu_ucnv_getMaxCharSize(converter)
    ustr_icu_ucnv_close(converter)
    guard let decoder = try? EncodingDecoder(encoding: encoding) else { return nil }
    decoder.recordsInputOffsets = true
    self.encoding = encoding
    let cache = EncoderCache()
    if maximumCharacterSize == 1 {
      var latin1Bytes = [UInt8?](repeating: nil, count: 128)
      var otherBytes: [UInt32: UInt8] = [:]
      for (byte, scalar) in Self.decodeEach(Array(0x80...0xFF).map { [UInt8($0)] }, with: decoder) {
        // Only a round trip counts: the character must encode back to the same byte.
        guard let scalar, cache.encode(String(scalar), as: encoding) == [byte[0]] else { continue }
        if scalar.value < 0x100 { latin1Bytes[Int(scalar.value) - 0x80] = byte[0] } else { otherBytes[scalar.value] = byte[0] }
      }
      for (value, bytes) in Self.privateUseBytes(of: encoding, cache: cache) where bytes.count == 1 {
        otherBytes[value] = bytes[0]
      }
      self.latin1Bytes = latin1Bytes
      self.otherBytes = otherBytes
      self.leadScalars = nil
    } else {
      let leads = (0xC2...0xF4).map { UInt8($0) }
      let sequences = leads.map { [$0] } + leads.flatMap { lead in (0x40...0xFC).map { [lead, UInt8($0)] } }
      var leadScalars = Set(Self.decodeEach(sequences, with: decoder).compactMap { $0.scalar?.value })
      for (value, bytes) in Self.privateUseBytes(of: encoding, cache: cache)
      where bytes.first.map(Self.isLeadByte) ?? false {
        leadScalars.insert(value)
      }
      self.leadScalars = leadScalars
      self.latin1Bytes = []
      self.otherBytes = [:]
    }
  }

  /// The private-use characters `encoding`'s converter maps, each with its bytes as ICU encodes
  /// it alone: in one conversion, each followed by a line feed (no byte of a character is 0A in
  /// the stateless encodings of mojibake detection; a converter for which that fails is asked
  /// one character at a time).
  ///
  /// - Complexity: O(p), p the private-use characters the converter maps (none in most
  ///   single-byte encodings, 1880 in Shift_JIS).
  private static func privateUseBytes(of encoding: Encoding, cache: EncoderCache) -> [(UInt32, [UInt8])] {
    let values = privateUseValues(of: encoding)
    guard !values.isEmpty else { return [] }
    let scalars = values.compactMap(Unicode.Scalar.init)
    var joined = ""
    for scalar in scalars { joined.unicodeScalars.append(scalar); joined.unicodeScalars.append("\n") }
    if let bytes = cache.encode(joined, as: encoding) {
      let pieces = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
      if pieces.count == scalars.count, !pieces.contains(where: \.isEmpty) {
        return zip(scalars, pieces).map { ($0.value, Array($1)) }
      }
    }
    return scalars.compactMap { scalar in cache.encode(String(scalar), as: encoding).map { (scalar.value, $0) } }
  }

  /// The private-use code points `encoding`'s converter maps (round trips and the fallbacks ICU
  /// uses for private use), from ICU's set of what it can encode.
  private static func privateUseValues(of encoding: Encoding) -> [UInt32] {
    var status = U_ZERO_ERROR
    guard let converter = ustr_icu_ucnv_open(encoding.icuName, &status), !ustr_icu_U_FAILURE(status)
    else { return [] }
    defer { ustr_icu_ucnv_close(converter) }
    var bounds = [Int32](repeating: 0, count: 2 * 64)
    var count = ustr_icu_ucnv_privateUseRanges(converter, &bounds, 64, &status)
    if count > 64 {
      bounds = [Int32](repeating: 0, count: 2 * Int(count))
      status = U_ZERO_ERROR
      count = ustr_icu_ucnv_privateUseRanges(converter, &bounds, count, &status)
    }
    guard !ustr_icu_U_FAILURE(status) else { return [] }
    return (0..<Int(count)).flatMap { UInt32(bounds[2 * $0])...UInt32(bounds[2 * $0 + 1]) }
  }

  /// Each of `sequences` decoded, in one conversion (each followed by a line feed), with the
  /// one character it decodes to, or `nil` when it is invalid or decodes to more or less than
  /// one character.
  private static func decodeEach(
    _ sequences: [[UInt8]], with decoder: EncodingDecoder
  ) -> [(sequence: [UInt8], scalar: Unicode.Scalar?)] {
    var input: [UInt8] = []
    var starts: [Int] = []
    for sequence in sequences {
      starts.append(input.count)
      input += sequence
      input.append(0x0A)
    }
    let output = decoder.decodeAll(input)
    let invalidOffsets = Set(output.invalid.map(\.inputOffset))
    let scalars = Array(String(decoding: output.utf8, as: UTF8.self).unicodeScalars)
    // The character that starts at each input offset.
    var scalarAt: [Int: (index: Int, scalar: Unicode.Scalar)] = [:]
    for (index, (offset, scalar)) in zip(output.scalarInputOffsets, scalars).enumerated() where scalarAt[offset] == nil {
      scalarAt[offset] = (index, scalar)
    }
    return zip(sequences, starts).map { sequence, start in
      guard !invalidOffsets.contains(start), let first = scalarAt[start],
        first.index + 1 < scalars.count, scalars[first.index + 1] == "\n",
        output.scalarInputOffsets[first.index + 1] == start + sequence.count
      else { return (sequence, nil) }
      return (sequence, first.scalar)
    }
  }

  /// The characters above U+007F whose bytes in this encoding start with a byte that can start
  /// a UTF-8 multi-byte sequence (C2–F4): the only ones a stretch of mojibake can start with
  /// (private-use characters included, with ICU's fallbacks).
  var leadScalarValues: [UInt32] {
    if let leadScalars { return Array(leadScalars) }
    let latin1 = latin1Bytes.indices.filter { latin1Bytes[$0].map(Self.isLeadByte) ?? false }.map { UInt32($0 + 0x80) }
    return latin1 + otherBytes.filter { Self.isLeadByte($0.value) }.map(\.key)
  }

  static func isLeadByte(_ byte: UInt8) -> Bool { (0xC2...0xF4).contains(byte) }

  /// Whether this is a single-byte encoding (its bytes come from a table, not from ICU).
  var isSingleByte: Bool { leadScalars == nil }

  /// For a single-byte encoding, each character above U+007F that has a byte, with its byte.
  var singleBytes: [(value: UInt32, byte: UInt8)] {
    latin1Bytes.indices.compactMap { index in latin1Bytes[index].map { (UInt32(index + 0x80), $0) } }
      + otherBytes.map { ($0.key, $0.value) }
  }

  /// The bytes of `run` in this encoding when they are well-formed UTF-8 with at least one
  /// multi-byte character (what UTF-8 misread in this encoding gives back), `nil` otherwise.
  func utf8Bytes(of run: Substring, cache: EncoderCache) -> [UInt8]? {
    guard let leadScalars else { return singleByteUTF8Bytes(of: run) }
    guard let first = run.unicodeScalars.first, leadScalars.contains(first.value) else { return nil }
    return cache.encode(run, as: encoding).flatMap { UTF8Shape.isMultiByteUTF8($0) ? $0 : nil }
  }

  private func singleByteUTF8Bytes(of run: Substring) -> [UInt8]? {
    // First only the shape, without keeping the bytes: most stretches fail at once.
    var shape = UTF8Shape()
    for scalar in run.unicodeScalars {
      guard let byte = byte(of: scalar), shape.accept(byte) else { return nil }
    }
    guard shape.isCompleteMultiByte else { return nil }
    return run.unicodeScalars.map { byte(of: $0)! }
  }

  private func byte(of scalar: Unicode.Scalar) -> UInt8? {
    let value = scalar.value
    if value < 0x80 { return UInt8(value) }
    if value < 0x100 { return latin1Bytes[Int(value) - 0x80] }
    return otherBytes[value]
  }
}

/// UTF-8's shape, checked a byte at a time: well-formed (no overlong forms, surrogates or
/// values past U+10FFFF), and whether a multi-byte character has been seen.
struct UTF8Shape {
  private var pending = 0
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF
  private var sawMultiByte = false

  /// Whether `bytes` are well-formed UTF-8 with at least one multi-byte character.
  static func isMultiByteUTF8(_ bytes: [UInt8]) -> Bool {
    var shape = UTF8Shape()
    return bytes.allSatisfy { shape.accept($0) } && shape.isCompleteMultiByte
  }

  /// Takes the next byte; `false` when UTF-8 cannot continue with it.
  mutating func accept(_ byte: UInt8) -> Bool {
    if pending > 0 {
      guard lower <= byte, byte <= upper else { return false }
      pending -= 1
      (lower, upper) = (0x80, 0xBF)
      return true
    }
    switch byte {
    case 0..<0x80: return true
    case 0xC2...0xDF: pending = 1
    case 0xE0: (pending, lower) = (2, 0xA0)
    case 0xED: (pending, upper) = (2, 0x9F)
    case 0xE1...0xEF: pending = 2
    case 0xF0: (pending, lower) = (3, 0x90)
    case 0xF4: (pending, upper) = (3, 0x8F)
    case 0xF1...0xF3: pending = 3
    default: return false
    }
    sawMultiByte = true
    return true
  }

  /// Whether the bytes so far end with a whole character and held a multi-byte one.
  var isCompleteMultiByte: Bool { pending == 0 && sawMultiByte }
}
