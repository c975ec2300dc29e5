/// A language whose string literals (or text encodings) ustr writes, named as on the command line
/// (`ustr escape --lang swift`).
///
/// 😀 (U+1F600) in each:
///
/// | language  | literal            |
/// |-----------|--------------------|
/// | `.swift`  | `"\u{1F600}"`      |
/// | `.java`   | `"\uD83D\uDE00"`   |
/// | `.js`     | `"\uD83D\uDE00"`   |
/// | `.json`   | `"\uD83D\uDE00"`   |
/// | `.python` | `"\U0001F600"`     |
/// | `.rust`   | `"\u{1F600}"`      |
/// | `.c`      | `u8"\U0001F600"`   |
/// | `.csharp` | `"\U0001F600"`     |
/// | `.html`   | `&#x1F600;`        |
/// | `.url`    | `%F0%9F%98%80`     |
public enum LiteralLanguage: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  case swift
  case java
  case js
  case json
  case python
  case rust
  /// C and C++: a `u8` literal with universal character names.
  case c
  case csharp
  /// HTML text or attribute values, with character references.
  case html
  /// URL percent-encoding of the UTF-8 bytes (RFC 3986; only unreserved characters stay).
  case url

  /// The name a person reads: "JavaScript", "C/C++ (u8 literal)".
  public var title: String {
    switch self {
    case .swift: "Swift"
    case .java: "Java"
    case .js: "JavaScript"
    case .json: "JSON"
    case .python: "Python 3"
    case .rust: "Rust"
    case .c: "C/C++ (u8 literal)"
    case .csharp: "C#"
    case .html: "HTML"
    case .url: "URL (percent-encoded UTF-8)"
    }
  }

  public var description: String { rawValue }
}
