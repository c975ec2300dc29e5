/// A byte order mark at the start of the input: U+FEFF in one of the five Unicode encoding forms,
/// which names the encoding of everything after it.
///
///     ByteOrderMark(sniffing: [0xFF, 0xFE, 0x41, 0x00])   // .utf16LittleEndian
///     ByteOrderMark(sniffing: [0xFF, 0xFE, 0x00, 0x00])   // .utf32LittleEndian (not UTF-16 + U+0000)
///     ByteOrderMark(sniffing: [0x41])                      // nil
public enum ByteOrderMark: String, CaseIterable, Hashable, Sendable {
  case utf8 = "UTF-8"
  case utf16LittleEndian = "UTF-16LE"
  case utf16BigEndian = "UTF-16BE"
  case utf32LittleEndian = "UTF-32LE"
  case utf32BigEndian = "UTF-32BE"

  /// The mark's bytes.
  public var bytes: [UInt8] {
    switch self {
    case .utf8: [0xEF, 0xBB, 0xBF]
    case .utf16LittleEndian: [0xFF, 0xFE]
    case .utf16BigEndian: [0xFE, 0xFF]
    case .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00]
    case .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF]
    }
  }

  /// The encoding the mark names, as ICU and IANA spell it ("UTF-16LE").
  public var encodingName: String { rawValue }

  /// The mark `bytes` start with, or `nil` when they start with none. `FF FE 00 00` is read as
  /// UTF-32LE, as ICU and Python's "utf-32" read it (it could be UTF-16LE U+FEFF U+0000).
  ///
  /// - Complexity: O(1): at most the first four bytes are read.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let head = Array(bytes.prefix(4))
    for mark in [Self.utf32LittleEndian, .utf32BigEndian, .utf8, .utf16LittleEndian, .utf16BigEndian]
    where head.starts(with: mark.bytes) {
      self = mark
      return
    }
    return nil
  }
}
