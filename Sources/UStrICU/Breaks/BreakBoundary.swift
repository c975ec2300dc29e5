public import UStrCore

/// One boundary a break engine found, with its position in every code-unit view and, from ICU,
/// the rule status behind it.
///
/// In "Hi 42" a word iterator finds boundaries at UTF-16 offsets 0, 2, 3, 5; the one at 2 ends
/// the word "Hi" (`wordCategory == .letter`), the one at 5 ends "42" (`.number`).
public struct BreakBoundary: Hashable, Sendable {
  /// Where the boundary is.
  public var position: TextPosition
  /// ICU's rule status of the boundary (`ubrk_getRuleStatus`): for words, 0–99 none, 100–199
  /// number, 200–299 letter, 300–399 kana, 400–499 ideographic; for lines, 0–99 soft and
  /// 100–199 hard (mandatory); for sentences, 0–99 terminator and 100–199 separator. `nil`
  /// from an engine that has no rule statuses (Swift's `Character`, the reference).
  public var ruleStatus: Int?
  /// For a word iterator, what the segment ending here is; `nil` for other kinds.
  public var wordCategory: WordCategory?

  /// Creates a boundary.
  public init(position: TextPosition, ruleStatus: Int?, wordCategory: WordCategory? = nil) {
    self.position = position
    self.ruleStatus = ruleStatus
    self.wordCategory = wordCategory
  }
}

/// What a word iterator's segment is, from ICU's rule status at its end.
public enum WordCategory: String, CaseIterable, Hashable, Sendable {
  /// Spaces, punctuation, symbols: not a word (status 0–99, ICU's UBRK_WORD_NONE).
  case nonWord
  /// A number (100–199).
  case number
  /// Letters (200–299).
  case letter
  /// Kana (300–399).
  case kana
  /// Ideographs (400–499).
  case ideographic

  /// The category of a word-iterator rule status; `nil` outside 0–499.
  public init?(ruleStatus: Int) {
    switch ruleStatus {
    case 0..<100: self = .nonWord
    case 100..<200: self = .number
    case 200..<300: self = .letter
    case 300..<400: self = .kana
    case 400..<500: self = .ideographic
    default: return nil
    }
  }
}
