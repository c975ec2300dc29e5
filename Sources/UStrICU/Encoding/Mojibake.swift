import UStrCore

/// One step of undoing mojibake: encode the text in an encoding, or decode bytes as one.
public struct MojibakeStep: Codable, Hashable, Sendable {
  public enum Action: String, Codable, Sendable {
    case encode, decode
  }
  public var action: Action
  /// The encoding's standard name ("windows-1252", "UTF-8").
  public var encoding: String

  public init(action: Action, encoding: String) {
    self.action = action
    self.encoding = encoding
  }

  enum CodingKeys: String, CodingKey { case action, encoding }
}

/// One stretch of mojibake and what it was; a row of the JSON contract (`ustr demojibake` lists
/// each under `changes`, its ranges as `[start, end]`):
///
///     {"utf8Range": [3, 7], "scalarRange": [3, 5], "original": "Ã©", "repaired": "é",
///      "steps": [{"action": "encode", "encoding": "ISO-8859-1"}, {"action": "decode", "encoding": "UTF-8"}]}
public struct MojibakeChange: Codable, Hashable, Sendable {
  /// Where the stretch sits in the text, in UTF-8 bytes.
  public var utf8Range: Range<Int>
  /// Where the stretch sits in the text, in scalars.
  public var scalarRange: Range<Int>
  /// The stretch as it reads ("Ã©").
  public var original: String
  /// What it was before it was misread ("é").
  public var repaired: String
  /// How: "encode windows-1252, decode UTF-8", once or twice over.
  public var steps: [MojibakeStep]
}

/// Text that is UTF-8 read as windows-1252, ISO-8859-1, Mac Roman, CP437 or Shift_JIS, once or
/// twice over, found and undone; what is not mojibake is kept as it is.
///
///     Mojibake.repair("PokÃ©mon")   // "Pokémon": encode ISO-8859-1, decode UTF-8
///     Mojibake.repair("São Paulo")  // nil: "ã" + "o" is no UTF-8 sequence, so it is left alone
///
/// A stretch is a maximal run of non-ASCII characters (UTF-8 puts every byte of a multi-byte
/// character at 80 or above, so a misread character never contains ASCII). It is repaired when,
/// for the first encoding in ``encodings`` that can encode it, its bytes there are well-formed
/// UTF-8 with at least one multi-byte character, and decoding them gives different text; then
/// the result is tried again (mojibake of mojibake), at most three times. Text that only looks
/// odd ("Ã" in Portuguese, "Ð" in Icelandic) is followed by a letter or a space, which no UTF-8
/// lead byte accepts, so it is not touched.
///
/// A stretch that is prose all the same is left alone too: a punctuation mark before one letter
/// ("l’été" holds "’é", U+054E in Mac Roman), and a stretch whose bytes in the encoding hold
/// ASCII (misread UTF-8 has none).
///
/// - Complexity: O(n) in the text's length: each stretch is encoded and decoded at most three
///   times.
public enum Mojibake {
  /// The encodings tried, in order: ISO-8859-1 first (what ftfy names for "PokÃ©mon"), then
  /// windows-1252 (its punctuation in 80–9F), Mac Roman, CP437, Shift_JIS.
  public static let encodings: [Encoding] = ["ISO-8859-1", "windows-1252", "macintosh", "IBM437", "Shift_JIS"]
    .compactMap { try? Encoding(named: $0) }

  /// The encodings' fast encoders, in the order of ``encodings``.
  static let encoders: [MojibakeEncoder] = encodings.compactMap { MojibakeEncoder($0) }

  /// The most rounds of repair (mojibake of mojibake of mojibake).
  static let maximumRounds = 3

  /// A stretch of non-ASCII characters: its offsets in the text.
  struct Run {
    var utf8Range: Range<Int>
    var scalarOffset: Int
    var scalarCount: Int
  }

  /// The repaired text and each change, or `nil` when `text` has no mojibake.
  ///
  /// The first round of every stretch uses one encoding when one repairs them all (as ftfy
  /// encodes a whole text at once: "Ã¼ber groÃŸe" is windows-1252 throughout, for its "Ÿ").
  public static func repair(_ text: String) -> (text: String, changes: [MojibakeChange])? {
    var text = text
    text.makeContiguousUTF8()
    let cache = EncoderCache()
    let candidates = candidates(in: text, cache: cache)
    guard !candidates.isEmpty else { return nil }
    let utf8 = text.utf8
    let substring = { (range: Range<Int>) -> Substring in
      text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }
    let shared = encoders.indices.first { index in candidates.allSatisfy { $0.encoders & (1 << index) != 0 } }
    var changes: [MojibakeChange] = []
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var copied = 0
    for (run, working) in candidates {
      let original = substring(run.utf8Range)
      let first = shared ?? working.trailingZeroBitCount
      guard let (repaired, steps) = repair(run: original, first: encoders[first], cache: cache) else {
        continue
      }
      output += substring(copied..<run.utf8Range.lowerBound)
      output += repaired
      copied = run.utf8Range.upperBound
      changes.append(
        MojibakeChange(
          utf8Range: run.utf8Range, scalarRange: run.scalarOffset..<run.scalarOffset + run.scalarCount,
          original: String(original), repaired: repaired, steps: steps))
    }
    output += substring(copied..<text.utf8.count)
    return changes.isEmpty ? nil : (output, changes)
  }

  /// Whether some stretch of `text` is undone by one of ``encodings``: what ``repair(_:)``
  /// weighs when it picks the encoding its stretches share. A text without one has no mojibake
  /// and, put between two ASCII bytes in a longer text, changes nothing ``repair(_:)`` finds
  /// there (its stretches end at ASCII).
  ///
  ///     Mojibake.holdsUndoableStretch("PokÃ©mon")     // true
  ///     Mojibake.holdsUndoableStretch("São Paulo")    // false: "ã" alone is no stretch to undo
  ///
  /// - Complexity: O(n) in the text's length.
  public static func holdsUndoableStretch(_ text: String) -> Bool {
    var text = text
    text.makeContiguousUTF8()
    return !candidates(in: text, cache: EncoderCache()).isEmpty
  }

  /// Each stretch of `text` (contiguous UTF-8) that some encoding undoes, with those
  /// encodings as a bit set of indices into `encoders`; most stretches have none, so nothing
  /// is kept for them.
  static func candidates(in text: String, cache: EncoderCache) -> [(run: Run, encoders: UInt32)] {
    // One pass finds the stretches (`mayHoldMojibake` would pass over the text once more).
    let runs = text.utf8.withContiguousStorageIfAvailable(candidateRuns) ?? []
    guard !runs.isEmpty else { return [] }
    let utf8 = text.utf8
    var candidates: [(run: Run, encoders: UInt32)] = []
    for run in runs {
      let stretch = text[
        utf8.index(utf8.startIndex, offsetBy: run.utf8Range.lowerBound)..<utf8.index(
          utf8.startIndex, offsetBy: run.utf8Range.upperBound)]
      var working: UInt32 = 0
      for (index, encoder) in encoders.enumerated() where undo(stretch, as: encoder, cache: cache) != nil {
        working |= 1 << index
      }
      if working != 0 { candidates.append((run, working)) }
    }
    return candidates
  }

  /// Whether well-formed UTF-8 `bytes` may hold mojibake, in one pass that allocates nothing:
  /// some stretch of non-ASCII characters has two or more (one character is one byte in a
  /// single-byte encoding, and at most two in Shift_JIS, whose two-byte characters start with
  /// 81–9F or E0–FC: never a whole UTF-8 character), and starts with a character that some
  /// encoding of ``encodings`` encodes to a byte that can start a UTF-8 multi-byte sequence
  /// (C2–F4), private-use characters included (with ICU's fallbacks). A text for which this is
  /// false has no mojibake
  /// (``repair(_:)`` returns `nil`); most text is decided here, without looking at a stretch
  /// twice (Cyrillic, Greek, Hangul and most Chinese start with no such character; "café" has
  /// stretches of one).
  ///
  /// - Complexity: O(n) in the bytes, ASCII eight bytes at a time.
  public static func mayHoldMojibake(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let count = bytes.count
    var index = 0
    while index < count {
      index = ASCIIRun.end(in: bytes, from: index)
      guard index < count else { return false }
      // The stretch's first two characters.
      guard let (first, firstLength) = scalarValue(base, at: index, count: count) else { return false }
      index += firstLength
      if index < count, base[index] >= 0x80, isLeadCandidate(first) {
        guard let (second, _) = scalarValue(base, at: index, count: count) else { return true }
        if mayStartMojibake(first, then: second) { return true }
      }
      while index < count, base[index] >= 0x80 { index += 1 }
    }
    return false
  }

  /// The value and length of the character at `index` of well-formed UTF-8 `base`, or `nil`
  /// when it is cut short by `count`.
  @inline(__always)
  static func scalarValue(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> (UInt32, Int)? {
    let lead = base[index]
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard index + length <= count else { return nil }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length { value = value << 6 | UInt32(base[index + offset] & 0x3F) }
    return (value, length)
  }

  /// Whether a stretch of two or more non-ASCII characters that starts with the scalar `value`
  /// may be mojibake: the first test of ``mayStartMojibake(_:then:)``, on the first character
  /// alone.
  ///
  ///     Mojibake.mayStartMojibake(0xC3)   // true: "Ã" is C3 in windows-1252, a UTF-8 lead byte
  ///     Mojibake.mayStartMojibake(0x0416) // false: "Ж" (Cyrillic)
  public static func mayStartMojibake(_ value: UInt32) -> Bool { isLeadCandidate(value) }

  /// Whether a stretch of non-ASCII characters that starts with the scalars `first` and
  /// `second` may be mojibake: in some single-byte encoding of ``encodings`` the first encodes
  /// to a byte that starts a UTF-8 multi-byte sequence (C2–F4) and the second to one that
  /// continues it (80–BF), or the first starts a sequence in a multi-byte encoding (Shift_JIS).
  /// Private-use characters count by the bytes ICU's converters give them (with fallbacks): one
  /// that no encoding maps rules the stretch out. A stretch for which this is false is not
  /// repaired; ``mayHoldMojibake(_:)`` asks it of every stretch.
  ///
  ///     Mojibake.mayStartMojibake(0xC3, then: 0xA9)    // true: "Ã©" is C3 A9, "é" in UTF-8
  ///     Mojibake.mayStartMojibake(0x03B1, then: 0x03C0) // false: "απ"; "α" is E0 in CP437, but
  ///                                                    // "π" is E3 there, no continuation
  ///
  /// - Complexity: O(1): two table loads for the BMP.
  public static func mayStartMojibake(_ first: UInt32, then second: UInt32) -> Bool {
    leadEncodings(first) & continuationEncodings(second) != 0
  }

  /// The encodings (a bit each, in the order of ``encoders``; bit 7 for all the multi-byte
  /// ones) in which `value` encodes to a byte that starts a UTF-8 multi-byte sequence.
  static func leadEncodings(_ value: UInt32) -> UInt8 {
    if value < 0x10000 { return stretchLeads[Int(value)] }
    return isLeadCandidate(value) ? multiByteBit : 0
  }

  /// The single-byte encodings in which `value` encodes to a byte that continues a UTF-8
  /// sequence (80–BF), and bit 7 always (a multi-byte encoding is asked of ICU).
  static func continuationEncodings(_ value: UInt32) -> UInt8 {
    if value < 0x10000 { return stretchContinuations[Int(value)] }
    return supplementaryContinuations[value, default: 0] | multiByteBit
  }

  /// ``continuationEncodings(_:)`` of the characters above the BMP that a single-byte encoding
  /// maps (private use, with ICU's fallbacks).
  static let supplementaryContinuations = continuationTables.supplementary

  /// The bit of every multi-byte encoding in ``leadEncodings(_:)``.
  static let multiByteBit: UInt8 = 0x80

  /// ``leadEncodings(_:)`` of each BMP scalar.
  static let stretchLeads: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 0x10000)
    for (index, encoder) in encoders.enumerated() {
      if encoder.isSingleByte, index < 7 {
        for (value, byte) in encoder.singleBytes where MojibakeEncoder.isLeadByte(byte) && value < 0x10000 {
          table[Int(value)] |= 1 << UInt8(index)
        }
      } else {
        for value in encoder.leadScalarValues where value < 0x10000 { table[Int(value)] |= multiByteBit }
      }
    }
    return table
  }()

  /// ``continuationEncodings(_:)`` of each BMP scalar.
  static let stretchContinuations = continuationTables.bmp

  /// ``continuationEncodings(_:)``: bit 7 for every BMP scalar, and each single-byte encoding's
  /// bit for the characters it encodes to 80–BF, in a table for the BMP and one for the rest.
  static let continuationTables: (bmp: [UInt8], supplementary: [UInt32: UInt8]) = {
    var bmp = [UInt8](repeating: multiByteBit, count: 0x10000)
    var supplementary: [UInt32: UInt8] = [:]
    for (index, encoder) in encoders.enumerated() where encoder.isSingleByte && index < 7 {
      for (value, byte) in encoder.singleBytes where (0x80...0xBF).contains(byte) {
        let bit: UInt8 = 1 << UInt8(index)
        if value < 0x10000 { bmp[Int(value)] |= bit } else { supplementary[value, default: 0] |= bit }
      }
    }
    return (bmp, supplementary)
  }()

  /// Whether a stretch starting with the character `value` can be mojibake in some encoding.
  static func isLeadCandidate(_ value: UInt32) -> Bool {
    if value < 0x100 { return value >= 0x80 && latin1LeadCandidates[Int(value) - 0x80] }
    guard value < 0x10000 else { return otherLeadCandidates.contains(value) }
    return bmpLeadCandidates[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
  }

  /// `otherLeadCandidates` in the BMP as a bit set (8 KB): one load instead of a hash.
  static let bmpLeadCandidates: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
    for value in otherLeadCandidates where value < 0x10000 { bits[Int(value >> 6)] |= 1 << UInt64(value & 63) }
    return bits
  }()

  /// For U+0080…U+00FF, whether some encoding encodes it to C2–F4.
  static let latin1LeadCandidates: [Bool] = {
    var table = [Bool](repeating: false, count: 128)
    for encoder in encoders {
      for value in encoder.leadScalarValues where value < 0x100 { table[Int(value) - 0x80] = true }
    }
    return table
  }()

  /// The other characters some encoding encodes to a byte in C2–F4.
  static let otherLeadCandidates: Set<UInt32> = Set(encoders.flatMap { $0.leadScalarValues.filter { $0 >= 0x100 } })

  /// The stretches of well-formed UTF-8 `bytes` that may be mojibake: the maximal runs of
  /// non-ASCII characters (every byte of a multi-byte character is 80 or above, every ASCII
  /// byte below) that hold two or more characters and whose first two pass
  /// ``mayStartMojibake(_:then:)``. The other runs are never repaired, so they are not listed:
  /// a text with one candidate (a Chinese line with a JIS kanji) no longer sends every other
  /// stretch to the encoders.
  ///
  /// - Complexity: O(n) in the bytes, ASCII eight bytes at a time.
  static func candidateRuns(_ bytes: UnsafeBufferPointer<UInt8>) -> [Run] {
    guard let base = bytes.baseAddress else { return [] }
    let count = bytes.count
    var runs: [Run] = []
    var index = 0
    var scalarOffset = 0
    while index < count {
      let asciiStart = index
      index = ASCIIRun.end(in: bytes, from: index)
      scalarOffset += index - asciiStart
      guard index < count else { break }
      let start = index
      var scalarCount = 0
      // Eight non-ASCII bytes a step: those with bit 6 set start a character.
      while count - index >= 8 {
        let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
        guard word & 0x8080_8080_8080_8080 == 0x8080_8080_8080_8080 else { break }
        scalarCount += (word & 0x4040_4040_4040_4040).nonzeroBitCount
        index += 8
      }
      while index < count, base[index] >= 0x80 {
        if base[index] & 0xC0 != 0x80 { scalarCount += 1 }
        index += 1
      }
      if scalarCount >= 2, mayStartRun(base, at: start, end: index) {
        runs.append(Run(utf8Range: start..<index, scalarOffset: scalarOffset, scalarCount: scalarCount))
      }
      scalarOffset += scalarCount
    }
    return runs
  }

  /// Whether the run of two or more non-ASCII characters at `start..<end` of `base` passes
  /// ``mayStartMojibake(_:then:)`` on its first two characters.
  private static func mayStartRun(_ base: UnsafePointer<UInt8>, at start: Int, end: Int) -> Bool {
    guard let (first, firstLength) = scalarValue(base, at: start, count: end), isLeadCandidate(first),
      let (second, _) = scalarValue(base, at: start + firstLength, count: end)
    else { return false }
    return mayStartMojibake(first, then: second)
  }

  /// One non-ASCII stretch repaired, round after round (the first round with `first`), or
  /// `nil` when it is not mojibake.
  static func repair(run: Substring, first: MojibakeEncoder, cache: EncoderCache) -> (String, [MojibakeStep])? {
    guard var current = undo(run, as: first, cache: cache) else { return nil }
    var steps = [MojibakeStep(action: .encode, encoding: first.encoding.name), MojibakeStep(action: .decode, encoding: "UTF-8")]
    for _ in 1..<maximumRounds where !current.unicodeScalars.allSatisfy(\.isASCII) {
      guard let (next, encoding) = undoOnce(current[...], cache: cache) else { break }
      steps += [MojibakeStep(action: .encode, encoding: encoding.name), MojibakeStep(action: .decode, encoding: "UTF-8")]
      current = next
    }
    return (current, steps)
  }

  /// `text` encoded in `encoder`'s encoding and decoded as UTF-8, when that is well-formed
  /// UTF-8 with a multi-byte character, differs from `text` and reads as text.
  static func undo(_ text: Substring, as encoder: MojibakeEncoder, cache: EncoderCache) -> String? {
    guard let bytes = encoder.utf8Bytes(of: text, cache: cache), !isNaturalText(text, bytes: bytes)
    else { return nil }
    let decoded = String(decoding: bytes, as: UTF8.self)
    // By bytes: Swift's != normalizes both, quadratic in a run of marks.
    guard !decoded.utf8.elementsEqual(text.utf8), isPlausible(decoded) else { return nil }
    return decoded
  }

  /// `text` encoded in the first encoding that makes it well-formed UTF-8 with a multi-byte
  /// character, decoded as UTF-8.
  static func undoOnce(_ text: Substring, cache: EncoderCache) -> (String, Encoding)? {
    for encoder in encoders {
      if let decoded = undo(text, as: encoder, cache: cache) { return (decoded, encoder.encoding) }
    }
    return nil
  }

  /// Whether a stretch that encodes to UTF-8 `bytes` is text all the same: misread UTF-8 has
  /// no ASCII byte where the text has none (Chinese "發射的" in Shift_JIS holds an "I"), and a
  /// punctuation mark before one letter is prose ("l’été": "’é" is U+054E in Mac Roman, «É, “ö).
  static func isNaturalText(_ text: Substring, bytes: [UInt8]) -> Bool {
    if !text.utf8.contains(where: { $0 < 0x80 }), bytes.contains(where: { $0 < 0x80 }) { return true }
    let scalars = text.unicodeScalars
    guard scalars.count == 2, let first = scalars.first, let last = scalars.last else { return false }
    switch first.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return last.properties.isAlphabetic
    default: return false
    }
  }

  /// Repaired text should be text: no C0/C1 controls but tab and newlines, no noncharacters or
  /// private use (what random bytes that happen to be UTF-8 decode to).
  static func isPlausible(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .control: return scalar == "\t" || scalar == "\n" || scalar == "\r"
      case .privateUse, .unassigned, .surrogate: return false
      default: return !scalar.properties.isNoncharacterCodePoint
      }
    }
  }
}
