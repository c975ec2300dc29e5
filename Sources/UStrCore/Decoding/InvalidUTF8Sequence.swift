/// One ill-formed stretch of bytes in text that was meant to be UTF-8.
///
/// Repair replaces it with `replacementCount` U+FFFD REPLACEMENT CHARACTERs, one per maximal
/// subpart (Unicode §3.9, the practice `String(decoding:as:)` follows). An overlong `E0 80 80`
/// is one sequence here, so the report says what it was, and three U+FFFD in the repaired text.
public struct InvalidUTF8Sequence: Codable, Hashable, Sendable {
  /// The offset of its first byte in the input, in bytes.
  public var utf8Offset: Int
  /// The offset of its first U+FFFD in the repaired text's UTF-8, in bytes.
  public var repairedUTF8Offset: Int
  /// The ill-formed bytes.
  public var bytes: [UInt8]
  /// What is wrong with them.
  public var kind: InvalidUTF8Kind
  /// How many U+FFFD replace these bytes in the repaired text.
  public var replacementCount: Int

  /// Creates a report.
  public init(
    utf8Offset: Int, repairedUTF8Offset: Int, bytes: [UInt8], kind: InvalidUTF8Kind,
    replacementCount: Int
  ) {
    self.utf8Offset = utf8Offset
    self.repairedUTF8Offset = repairedUTF8Offset
    self.bytes = bytes
    self.kind = kind
    self.replacementCount = replacementCount
  }
}

/// Why bytes are not well-formed UTF-8.
public enum InvalidUTF8Kind: String, Codable, CaseIterable, Hashable, Sendable {
  /// A byte 80–BF with no leading byte before it.
  case unexpectedContinuationByte
  /// A leading byte whose sequence ends before its last continuation byte.
  case truncatedSequence
  /// A scalar written with more bytes than it needs (`C0 AF` for "/", `E0 80 80` for U+0000).
  case overlongEncoding
  /// A UTF-16 surrogate (U+D800–U+DFFF) written as UTF-8 (`ED A0 80`): CESU-8 or WTF-8.
  case encodedSurrogate
  /// A value above U+10FFFF (`F4 90 80 80`, or the old 5- and 6-byte forms).
  case aboveMaximum
  /// A byte that never occurs in UTF-8 (`C0`, `C1`, `F5`–`FF` with nothing after them).
  case invalidByte

  /// A short phrase a person reads: "unexpected continuation byte".
  public var explanation: String {
    switch self {
    case .unexpectedContinuationByte: "unexpected continuation byte"
    case .truncatedSequence: "truncated sequence"
    case .overlongEncoding: "overlong encoding"
    case .encodedSurrogate: "encoded surrogate"
    case .aboveMaximum: "above U+10FFFF"
    case .invalidByte: "byte never valid in UTF-8"
    }
  }
}

extension InvalidUTF8Sequence {
  /// The bytes in upper-case hex, as JSON shows them: `["ED", "A0", "80"]`.
  public var hexBytes: [String] { bytes.map { $0.hex(digits: 2) } }

  enum CodingKeys: String, CodingKey {
    case utf8Offset, bytes, kind, replacementCount, repairedUTF8Offset
  }

  /// Encodes the sequence as JSON shows it, its bytes in upper-case hex:
  /// `{"utf8Offset": 3, "bytes": ["ED", "A0", "80"], "kind": "encodedSurrogate", ...}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(utf8Offset, forKey: .utf8Offset)
    try container.encode(hexBytes, forKey: .bytes)
    try container.encode(kind, forKey: .kind)
    try container.encode(replacementCount, forKey: .replacementCount)
    try container.encode(repairedUTF8Offset, forKey: .repairedUTF8Offset)
  }

  /// Decodes what ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let hexBytes = try container.decode([String].self, forKey: .bytes)
    let bytes = try hexBytes.map { hex in
      guard hex.utf8.count == 2, let byte = UInt8(hex, radix: 16) else {
        throw DecodingError.dataCorruptedError(
          forKey: .bytes, in: container, debugDescription: "not a byte in hex: \(hex)")
      }
      return byte
    }
    self.init(
      utf8Offset: try container.decode(Int.self, forKey: .utf8Offset),
      repairedUTF8Offset: try container.decode(Int.self, forKey: .repairedUTF8Offset), bytes: bytes,
      kind: try container.decode(InvalidUTF8Kind.self, forKey: .kind),
      replacementCount: try container.decode(Int.self, forKey: .replacementCount))
  }
}
