/// One stretch of input bytes that a legacy encoding (or UTF-16, UTF-32) could not turn into
/// text: ill-formed in that encoding, or well-formed but mapped to no Unicode character.
///
/// Repair replaces it with one U+FFFD. (Ill-formed UTF-8 read as UTF-8 is reported as an
/// ``InvalidUTF8Sequence`` instead, one per maximal subpart.)
///
///     // Shift_JIS bytes 82 A0: a well-formed pair that maps to nothing.
///     InvalidInputSequence(inputOffset: 4, bytes: [0x82, 0xA0], kind: .unmappable, ...)
public struct InvalidInputSequence: Hashable, Sendable {
  /// The offset of its first byte in the input, in bytes.
  public var inputOffset: Int
  /// The offset of its U+FFFD in the decoded text's UTF-8, in bytes.
  public var repairedUTF8Offset: Int
  /// The bytes.
  public var bytes: [UInt8]
  /// What is wrong with them.
  public var kind: InvalidInputKind

  /// Creates a report.
  public init(inputOffset: Int, repairedUTF8Offset: Int, bytes: [UInt8], kind: InvalidInputKind) {
    self.inputOffset = inputOffset
    self.repairedUTF8Offset = repairedUTF8Offset
    self.bytes = bytes
    self.kind = kind
  }
}

/// Why input bytes did not decode in their encoding.
public enum InvalidInputKind: String, Codable, CaseIterable, Hashable, Sendable {
  /// Bytes that are not a sequence of the encoding at all (a lone trail byte, a bad pair).
  case illegal
  /// A well-formed sequence the encoding's table maps to no character (windows-1252's 81).
  case unmappable
  /// A sequence cut short by the end of the input.
  case truncated

  /// A short phrase a person reads: "unmappable sequence".
  public var explanation: String {
    switch self {
    case .illegal: "illegal sequence"
    case .unmappable: "unmappable sequence"
    case .truncated: "truncated sequence"
    }
  }
}

extension InvalidInputSequence: Encodable {
  enum CodingKeys: String, CodingKey {
    case inputOffset, bytes, kind, replacementCount, repairedUTF8Offset
  }

  /// Encodes the sequence as JSON shows it, like an ``InvalidUTF8Sequence``, its offset named
  /// `inputOffset`: `{"inputOffset": 3, "bytes": ["81"], "kind": "unmappable", ...}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(inputOffset, forKey: .inputOffset)
    try container.encode(bytes.map { $0.hex(digits: 2) }, forKey: .bytes)
    try container.encode(kind, forKey: .kind)
    try container.encode(1, forKey: .replacementCount)
    try container.encode(repairedUTF8Offset, forKey: .repairedUTF8Offset)
  }
}
