/// ICU's quick answer to "is this text in that form?", from the NFx_Quick_Check properties.
///
///     try Normalizer(.nfc).quickCheck("e\u{301}")  // .maybe: U+0301 may compose with "e"
///     try Normalizer(.nfd).quickCheck("é")         // .no: U+00E9 decomposes
///     try Normalizer(.nfc).quickCheck("abc")       // .yes
public enum QuickCheckResult: Int32, Hashable, Sendable, CustomStringConvertible {
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
