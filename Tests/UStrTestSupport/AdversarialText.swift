/// Texts built to be the worst case of one algorithm or another, at any size: what "linear on
/// hostile input" is tested and benchmarked on.
public enum AdversarialText: String, CaseIterable, Sendable, CustomStringConvertible {
  /// 👩‍👩‍👩‍… = (U+1F469 U+200D) repeated, then U+1F469: one emoji ZWJ sequence, one cluster.
  case joinerChain
  /// U+1F1E6 repeated: regional indicators, a cluster per pair (rule GB12/GB13 counts parity).
  case regionalIndicatorRun
  /// "a" then U+0301 repeated: one base with a million marks is one cluster.
  case marksOnOneBase
  /// (U+0301 U+0316) repeated after "a": a combining run in the wrong canonical order.
  case alternatingMarks
  /// U+1100 U+1161 U+11A8 repeated: Hangul jamo, L V T syllables.
  case jamoRun
  /// (U+0915 U+094D) repeated, then U+0915: one Devanagari conjunct chain (rule GB9c).
  case conjunctChain
  /// Multilingual text with no line break at all.
  case oneLine

  public var description: String { rawValue }

  /// The text, about `utf8Count` bytes long (whole units of the pattern).
  public func text(utf8Count: Int) -> String {
    switch self {
    case .joinerChain: repeated("\u{1F469}\u{200D}", to: utf8Count) + "\u{1F469}"
    case .regionalIndicatorRun: repeated("\u{1F1E6}", to: utf8Count)
    case .marksOnOneBase: "a" + repeated("\u{301}", to: utf8Count)
    case .alternatingMarks: "a" + repeated("\u{301}\u{316}", to: utf8Count)
    case .jamoRun: repeated("\u{1100}\u{1161}\u{11A8}", to: utf8Count)
    case .conjunctChain: repeated("\u{915}\u{94D}", to: utf8Count) + "\u{915}"
    case .oneLine:
      repeated("Pokémon ポケモン 포켓몬 Покемон पोकेमोन 👩🏽‍🚀 🇯🇵 e\u{301} ", to: utf8Count)
    }
  }

  func repeated(_ unit: String, to utf8Count: Int) -> String {
    String(repeating: unit, count: max(1, utf8Count / unit.utf8.count))
  }
}
