/// Which scalars end a line.
///
/// | terminator | `.lsp` | `.unicode` |
/// |------------|--------|------------|
/// | LF U+000A, CR LF U+000D U+000A, CR U+000D | yes | yes |
/// | VT U+000B, FF U+000C, NEL U+0085, LS U+2028, PS U+2029 | no | yes |
///
/// CR LF is one terminator in both. `.lsp` is what the Language Server Protocol (3.17) counts
/// lines by; `.unicode` is UAX #14's mandatory breaks (BK, CR, LF, NL), what editors that follow
/// Unicode's line-boundary rules count.
///
///     LineIndex("a\u{2028}b").lineCount                          // 1
///     LineIndex("a\u{2028}b", terminators: .unicode).lineCount   // 2
public enum LineTerminators: String, Codable, CaseIterable, Hashable, Sendable {
  /// LF, CR LF and CR, as the Language Server Protocol counts lines.
  case lsp
  /// Also VT, FF, NEL (U+0085), LS (U+2028) and PS (U+2029).
  case unicode
}

extension LineTerminators {
  /// The UTF-8 length of the terminator that ends just before the line start `utf8Offset` (1
  /// for LF, CR, VT, FF; 2 for CR LF and NEL; 3 for LS and PS), read from the bytes before it.
  ///
  /// - Precondition: a terminator ends at `utf8Offset` (it is a line start other than 0).
  static func terminatorLength(endingAt utf8Offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
    switch bytes[utf8Offset - 1] {
    case 0x0A: utf8Offset >= 2 && bytes[utf8Offset - 2] == 0x0D ? 2 : 1
    case 0x85: 2  // NEL = C2 85
    case 0xA8, 0xA9: 3  // LS = E2 80 A8, PS = E2 80 A9
    default: 1  // CR, VT, FF
    }
  }
}
