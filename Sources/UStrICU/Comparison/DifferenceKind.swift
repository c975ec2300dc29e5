/// What kind of difference the first difference between two texts is, judged on the first
/// differing grapheme clusters (and the few clusters after them, for a character that maps to
/// several, such as "ﬁ" → "fi").
public enum DifferenceKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// One text ends where the other goes on.
  case endOfText
  /// The same combining marks in another order: "x\u{323}\u{307}" vs "x\u{307}\u{323}".
  case markOrder
  /// Precomposed vs decomposed: U+00E9 vs "e\u{301}".
  case composition
  /// A character and its canonical singleton: Ω U+2126 OHM SIGN vs U+03A9, Å U+212B vs U+00C5.
  case canonicalSingleton
  /// An invisible or default-ignorable character on one side only: U+200B, U+200D, U+00AD.
  case invisible
  /// A compatibility character: "ﬁ" vs "fi", "①" vs "1", "ｶﾞ" vs "ガ" (equal under NFKD).
  case compatibility
  /// Only letter case differs (equal under NFKC_Casefold): "t" vs "T", "ß" vs "SS".
  case caseOnly
  /// Different characters that look alike (the same UTS #39 skeleton): Latin "a" vs Cyrillic "а".
  case lookAlike
  /// Simply different characters.
  case different

  /// A phrase for people: "combining marks in another order".
  public var description: String {
    switch self {
    case .endOfText: "one text ends here"
    case .markOrder: "combining marks in another order"
    case .composition: "precomposed vs decomposed"
    case .canonicalSingleton: "canonically equivalent characters (singleton)"
    case .invisible: "an invisible or default-ignorable character"
    case .compatibility: "a compatibility character"
    case .caseOnly: "letter case only"
    case .lookAlike: "different characters that look alike"
    case .different: "different characters"
    }
  }
}
