/// ICU's quick answer to "is this text in that form?", from the NFx_Quick_Check properties.
///
///     try Normalizer(.nfc).quickCheck("e\u{301}")  // .maybe: U+0301 may compose with "e"
///     try Normalizer(.nfd).quickCheck("é")         // .no: U+00E9 decomposes
///     try Normalizer(.nfc).quickCheck("abc")       // .yes
public enum QuickCheckResult: Int32, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// Not in the form.
  case no = 0
  /// In the form.
  case yes = 1
  /// Undecided without normalizing (only composing forms answer this).
  case maybe = 2

  /// "yes", "no", "maybe".
  public var description: String {
    switch self {
    case .no: "no"
    case .yes: "yes"
    case .maybe: "maybe"
    }
  }
}

extension QuickCheckResult {
  /// Reads a result written as its description: "yes", "no" or "maybe".
  ///
  /// - Throws: `DecodingError` for any other value.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decode(as: "a quick check result") { name in
      Self.allCases.first { $0.description == name }
    }
  }

  /// Writes the description: "maybe" (not ICU's number).
  ///
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
