/// The left context the extended grapheme cluster rules need, carried scalar by scalar.
///
/// UAX #29's rules are regular expressions over the scalars before a position; this state is the
/// automaton for the three that look further back than one scalar: GB11 (emoji ZWJ sequences),
/// GB12/GB13 (regional indicator pairs) and GB9c (Indic conjuncts).
struct GraphemeBreakState {
  /// Whether GB9c applies (Unicode 15.1 and later).
  let hasConjunctRule: Bool
  /// The scalar before the position; `nil` at the start of text.
  private(set) var previous: GraphemeBreakProperties?
  /// ExtPict Extend* seen (`.pictographic`), then a ZWJ (`.joined`).
  private var emoji = EmojiContext.none
  /// InCB=Consonant [Extend Linker]* seen, with (`.linked`) or without a Linker yet.
  private var conjunct = ConjunctContext.none
  /// Regional indicators immediately before the position.
  private var regionalIndicatorRun = 0
  /// Whether that run starts at the start of text (GB12) or after a non-RI (GB13).
  private var regionalIndicatorRunAtStart = false

  private enum EmojiContext: Int { case none, pictographic, joined }
  private enum ConjunctContext: Int { case none, consonant, linked }

  /// What decides every later break, as one number: two states with the same key break alike
  /// before any text that follows. (The previous scalar's grapheme break property or none; the
  /// emoji and conjunct contexts; the regional indicator run as none, odd or even. Whether the
  /// run started at the start of text only names the rule, GB12 or GB13, and is left out.)
  var key: Int {
    let previousKey = previous.map { Int($0.graphemeClusterBreak.rawValue) + 1 } ?? 0
    let run = regionalIndicatorRun == 0 ? 0 : 2 - regionalIndicatorRun % 2
    return ((previousKey * 3 + emoji.rawValue) * 3 + conjunct.rawValue) * 3 + run
  }

  /// One more than the largest ``key``.
  static let keyCount = (GraphemeClusterBreak.allCases.count + 1) * 3 * 3 * 3

  init(hasConjunctRule: Bool) {
    self.hasConjunctRule = hasConjunctRule
  }

  /// Decides the position before a scalar with properties `next`, then moves past that scalar.
  mutating func advance(to next: GraphemeBreakProperties) -> GraphemeBreakRule {
    let rule = decide(before: next)
    update(with: next)
    return rule
  }

  /// Moves past an ASCII scalar that follows an ASCII scalar, whose rule the caller decided: no
  /// ASCII scalar continues an emoji, conjunct or regional indicator context.
  @inline(__always)
  mutating func skip(past ascii: GraphemeBreakProperties) {
    emoji = .none
    conjunct = .none
    regionalIndicatorRun = 0
    previous = ascii
  }

  /// The rule at the end of text.
  var ruleAtEnd: GraphemeBreakRule { .gb2 }

  private func decide(before next: GraphemeBreakProperties) -> GraphemeBreakRule {
    guard let previous else { return .gb1 }
    let before = previous.graphemeClusterBreak
    let after = next.graphemeClusterBreak
    switch (before, after) {
    case (.cr, .lf): return .gb3
    case (.control, _), (.cr, _), (.lf, _): return .gb4
    case (_, .control), (_, .cr), (_, .lf): return .gb5
    case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): return .gb6
    case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): return .gb7
    case (.lvt, .t), (.t, .t): return .gb8
    case (_, .extend), (_, .zwj): return .gb9
    case (_, .spacingMark): return .gb9a
    case (.prepend, _): return .gb9b
    default: break
    }
    if hasConjunctRule, next.indicConjunctBreak == .consonant, conjunct == .linked { return .gb9c }
    if next.isExtendedPictographic, emoji == .joined { return .gb11 }
    if before == .regionalIndicator, after == .regionalIndicator, regionalIndicatorRun % 2 == 1 {
      return regionalIndicatorRunAtStart ? .gb12 : .gb13
    }
    return .gb999
  }

  private mutating func update(with next: GraphemeBreakProperties) {
    let gcb = next.graphemeClusterBreak
    if next.isExtendedPictographic {
      emoji = .pictographic
    } else if emoji == .pictographic, gcb == .extend {
      emoji = .pictographic
    } else if emoji == .pictographic, gcb == .zwj {
      emoji = .joined
    } else {
      emoji = .none
    }

    switch next.indicConjunctBreak {
    case .consonant: conjunct = .consonant
    case .linker: conjunct = conjunct == .none ? .none : .linked
    case .extend: break
    case .none: conjunct = .none
    }

    if gcb == .regionalIndicator {
      if regionalIndicatorRun == 0 { regionalIndicatorRunAtStart = previous == nil }
      regionalIndicatorRun += 1
    } else {
      regionalIndicatorRun = 0
    }
    previous = next
  }
}
