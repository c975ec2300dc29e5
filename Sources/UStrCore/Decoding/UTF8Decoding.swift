/// Bytes decoded as UTF-8: the repaired text and a report of every ill-formed sequence.
///
///     let decoded = UTF8Decoding(bytes: [0x61, 0xFF, 0x62])
///     decoded.text            // "a\u{FFFD}b"
///     decoded.invalid[0].kind // .invalidByte, at utf8Offset 1
///
/// Repair follows the Unicode "maximal subpart" practice, so `text` is exactly what
/// `String(decoding: bytes, as: UTF8.self)` gives; nothing is dropped without a report.
public struct UTF8Decoding: Sendable {
  /// The text, with U+FFFD for each maximal subpart of each ill-formed sequence.
  public var text: String
  /// Every ill-formed sequence, in input order (for a streamed input, only the first
  /// ``InvalidUTF8List/listLimit``: see ``invalidCount``).
  public var invalid: [InvalidUTF8Sequence]
  /// How many ill-formed sequences the input had: `invalid.count`, or more when `invalid` lists
  /// only the first of them.
  public var invalidCount: Int
  /// Whether the input was well-formed UTF-8.
  public var isValid: Bool { invalidCount == 0 }

  /// A decoding made elsewhere (by `UTF8StreamDecoder`, a chunk at a time): the repaired
  /// `text` and the `invalid` sequences found in the input.
  public init(text: String, invalid: [InvalidUTF8Sequence]) {
    self.text = text
    self.invalid = invalid
    invalidCount = invalid.count
  }

  /// A decoding made elsewhere whose ill-formed sequences were counted, the first listed.
  public init(text: String, invalid: InvalidUTF8List) {
    self.text = text
    self.invalid = invalid.listed
    invalidCount = invalid.count
  }

  /// Decodes `bytes`, listing at most `listLimit` ill-formed sequences (every one by default)
  /// and counting the rest in ``invalidCount``, so that bad bytes cost no memory each.
  ///
  ///     UTF8Decoding(bytes: [0xFF, 0xFF, 0xFF], listLimit: 1).invalidCount  // 3, one listed
  ///
  /// - Complexity: O(n) in `bytes.count`; well-formed input is validated once and copied once.
  public init(bytes: some Collection<UInt8>, listLimit: Int = .max) {
    let array = Array(bytes)
    var validator = UTF8Validator(bytes: array)
    var sequences: [InvalidUTF8Sequence] = []
    var repaired: [UInt8] = []
    var copiedUpTo = 0
    var count = 0
    while let found = validator.nextInvalid() {
      if repaired.isEmpty { repaired.reserveCapacity(array.count + 16) }
      repaired.append(contentsOf: array[copiedUpTo..<found.utf8Offset])
      count += 1
      if sequences.count < listLimit {
        sequences.append(
          InvalidUTF8Sequence(
            utf8Offset: found.utf8Offset, repairedUTF8Offset: repaired.count,
            bytes: Array(array[found.utf8Offset..<found.end]), kind: found.kind,
            replacementCount: found.replacementCount))
      }
      for _ in 0..<found.replacementCount { repaired.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
      copiedUpTo = found.end
    }
    if count == 0 {
      text = String(wellFormedUTF8: array)
    } else {
      repaired.append(contentsOf: array[copiedUpTo...])
      text = String(wellFormedUTF8: repaired)
    }
    invalid = sequences
    invalidCount = count
  }
}

extension UTF8Decoding {
  /// The bytes that were decoded: `text`'s UTF-8 with each ill-formed sequence put back in
  /// place of its U+FFFD; `nil` when ``invalid`` does not list every sequence.
  ///
  ///     UTF8Decoding(bytes: [0x61, 0xC0, 0xAF]).originalBytes  // [61 C0 AF]
  ///
  /// - Complexity: O(n) in the text's UTF-8 length.
  public var originalBytes: [UInt8]? {
    guard invalid.count == invalidCount else { return nil }
    let utf8 = text.utf8
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var copied = utf8.startIndex
    for sequence in invalid {
      let start = utf8.index(utf8.startIndex, offsetBy: sequence.repairedUTF8Offset)
      bytes.append(contentsOf: utf8[copied..<start])
      bytes.append(contentsOf: sequence.bytes)
      copied = utf8.index(start, offsetBy: 3 * sequence.replacementCount)
    }
    bytes.append(contentsOf: utf8[copied...])
    return bytes
  }
}

/// Finds ill-formed sequences in UTF-8, one after another, and classifies them.
struct UTF8Validator {
  struct Finding {
    var utf8Offset: Int
    var end: Int
    var kind: InvalidUTF8Kind
    var replacementCount: Int
  }

  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The next ill-formed sequence at or after `position`, or `nil` at the end.
  mutating func nextInvalid() -> Finding? {
    nextInvalid(startingBefore: bytes.count)
  }

  /// The next ill-formed sequence at or after `position` that starts before `limit`, or `nil`
  /// when `position` reaches `limit` first (it stops at or after `limit`, on a sequence boundary).
  /// A sequence starting at least 5 bytes before the end of `bytes` is found and classified as
  /// it would be in any longer input: no sequence reads more than 6 bytes.
  mutating func nextInvalid(startingBefore limit: Int) -> Finding? {
    while position < limit {
      let lead = bytes[position]
      if lead < 0x80 {
        position += 1
        skipASCII(before: limit)
        continue
      }
      let length = Self.sequenceLength(lead: lead)
      if length > 0, let end = validSequenceEnd(at: position, length: length) {
        position = end
        continue
      }
      let finding = classify(at: position)
      position = finding.end
      return finding
    }
    return nil
  }

  /// Moves `position` past the ASCII bytes that follow it, eight at a time, up to `limit`.
  mutating func skipASCII(before limit: Int) {
    var offset = position
    bytes.withUnsafeBytes { raw in
      while offset + 8 <= limit {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { break }
        offset += 8
      }
    }
    position = offset
  }

  /// The length a valid sequence starting with `lead` has: 2, 3 or 4; 0 for no valid lead.
  static func sequenceLength(lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 0
    }
  }

  /// The range the second byte must fall in after `lead` (Unicode Table 3-7).
  static func secondByteRange(lead: UInt8) -> ClosedRange<UInt8> {
    switch lead {
    case 0xE0: 0xA0...0xBF
    case 0xED: 0x80...0x9F
    case 0xF0: 0x90...0xBF
    case 0xF4: 0x80...0x8F
    default: 0x80...0xBF
    }
  }

  static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// The end of a well-formed sequence of `length` bytes at `start`, or `nil`.
  func validSequenceEnd(at start: Int, length: Int) -> Int? {
    guard start + length <= bytes.count else { return nil }
    guard Self.secondByteRange(lead: bytes[start]).contains(bytes[start + 1]) else { return nil }
    for i in (start + 2)..<(start + length) where !Self.isContinuation(bytes[i]) { return nil }
    return start + length
  }

  /// The number of continuation bytes that follow `start`, at most `limit`.
  func continuationRun(after start: Int, limit: Int) -> Int {
    var count = 0
    while count < limit, start + 1 + count < bytes.count,
      Self.isContinuation(bytes[start + 1 + count])
    {
      count += 1
    }
    return count
  }

  /// Classifies the ill-formed sequence starting at `start`.
  func classify(at start: Int) -> Finding {
    let lead = bytes[start]
    func finding(_ kind: InvalidUTF8Kind, bytes count: Int, replacements: Int) -> Finding {
      Finding(utf8Offset: start, end: start + count, kind: kind, replacementCount: replacements)
    }
    if Self.isContinuation(lead) {
      return finding(.unexpectedContinuationByte, bytes: 1, replacements: 1)
    }
    // Leads whose following continuation bytes each become their own U+FFFD: the whole form is
    // reported once, with its kind.
    let structural: (kind: InvalidUTF8Kind, length: Int)?
    let second = start + 1 < bytes.count ? bytes[start + 1] : nil
    switch lead {
    case 0xC0, 0xC1: structural = (.overlongEncoding, 2)
    case 0xE0 where second.map { (0x80...0x9F).contains($0) } ?? false:
      structural = (.overlongEncoding, 3)
    case 0xED where second.map { (0xA0...0xBF).contains($0) } ?? false:
      structural = (.encodedSurrogate, 3)
    case 0xF0 where second.map { (0x80...0x8F).contains($0) } ?? false:
      structural = (.overlongEncoding, 4)
    case 0xF4 where second.map { (0x90...0xBF).contains($0) } ?? false:
      structural = (.aboveMaximum, 4)
    case 0xF5...0xF7: structural = (.aboveMaximum, 4)
    case 0xF8...0xFB: structural = (.aboveMaximum, 5)
    case 0xFC...0xFD: structural = (.aboveMaximum, 6)
    default: structural = nil
    }
    if let structural {
      let continuations = continuationRun(after: start, limit: structural.length - 1)
      if continuations == 0 {
        return finding(.invalidByte, bytes: 1, replacements: 1)
      }
      return finding(structural.kind, bytes: 1 + continuations, replacements: 1 + continuations)
    }
    if Self.sequenceLength(lead: lead) == 0 {
      return finding(.invalidByte, bytes: 1, replacements: 1)
    }
    // A valid lead cut short: the maximal subpart is the lead and the continuation bytes that
    // can still follow it, replaced by one U+FFFD.
    var end = start + 1
    let length = Self.sequenceLength(lead: lead)
    if end < bytes.count, Self.secondByteRange(lead: lead).contains(bytes[end]) {
      end += 1
      while end < start + length, end < bytes.count, Self.isContinuation(bytes[end]) { end += 1 }
    }
    return finding(.truncatedSequence, bytes: end - start, replacements: 1)
  }
}
