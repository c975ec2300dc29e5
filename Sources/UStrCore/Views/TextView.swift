/// One of the four ways to count positions in a text.
///
/// For "Pokémon" written with e + U+0301 (`"Poke\u{301}mon"`):
///
/// | view        | length | a position counts                          |
/// |-------------|--------|--------------------------------------------|
/// | `.grapheme` | 7      | grapheme clusters (Swift `Character`)      |
/// | `.scalar`   | 8      | Unicode scalars (Python `len`, Rust chars) |
/// | `.utf16`    | 8      | UTF-16 code units (Java, JavaScript, C#)   |
/// | `.utf8`     | 9      | UTF-8 bytes (Rust `len`, Go `len`, files)  |
public enum TextView: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case utf8
  case utf16
  case scalar
  case grapheme

  /// The plural unit name a person reads: "UTF-8 bytes", "grapheme clusters".
  public var unitName: String {
    switch self {
    case .utf8: "UTF-8 bytes"
    case .utf16: "UTF-16 code units"
    case .scalar: "Unicode scalars"
    case .grapheme: "grapheme clusters"
    }
  }

  public var description: String { rawValue }
}
