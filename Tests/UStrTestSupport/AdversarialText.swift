/// Texts made to trip a cluster walk into quadratic time: one long cluster or run, where the
/// standard library, asked for a boundary from inside, walks back over everything before.
///
/// Tests run them at small sizes against the simple way (`Array(text)`, `text.count`, the standard
/// library's index conversions); the benchmarks and the command timings run them at N and 4N.
public enum AdversarialText: String, CaseIterable, Sendable, CustomStringConvertible {
  /// "👩‍👩‍👩‍…" = (U+1F469 U+200D) × n: one cluster (GB11).
  case joinerChain
  /// U+1F1E6 × n: flags two by two, each boundary decided by the parity of the whole run before it.
  case regionalIndicatorRun
  /// "a" + U+0301 × n: one cluster.
  case marksOnOneBase
  /// "a" + (U+0301 U+0316) × n: one cluster of marks out of canonical order (classes 230, 220),
  /// which normalizers and the standard library's `==` sort by insertion.
  case alternatingMarks
  /// Mixed text (Latin, accents, CJK, Devanagari, Hangul, flags, emoji) with no line break.
  case longLine
  /// U+1100 × n, U+1161 × n, U+11A8 × n (Hangul L, V and T jamo): one cluster (GB6–GB8).
  case hangulJamoRun
  /// "क्क्क…" = (U+0915 U+094D) × n, then U+0915: one cluster (GB9c).
  case conjunctChain
  /// (U+0915 U+094D U+200D) × n, then U+0915: a conjunct chain with joiners, one cluster (GB9c).
  case conjunctChainWithJoiners

  public var description: String { rawValue }

  /// The text with its unit repeated `count` times.
  public func text(repeating count: Int) -> String {
    switch self {
    case .joinerChain: String(repeating: "\u{1F469}\u{200D}", count: count)
    case .regionalIndicatorRun: String(repeating: "\u{1F1E6}", count: count)
    case .marksOnOneBase: "a" + String(repeating: "\u{301}", count: count)
    case .alternatingMarks: "a" + String(repeating: "\u{301}\u{316}", count: count)
    case .longLine:
      // "Poke\u{301}mon 漢字 क्षि 한국어 🇯🇵 👩🏽‍🚀 " with U+0065 U+0301, U+0915 U+094D U+0937 U+093F,
      // U+1F1EF U+1F1F5, U+1F469 U+1F3FD U+200D U+1F680
      String(
        repeating:
          "Poke\u{301}mon \u{6F22}\u{5B57} \u{915}\u{94D}\u{937}\u{93F} \u{D55C}\u{AD6D}\u{C5B4} "
          + "\u{1F1EF}\u{1F1F5} \u{1F469}\u{1F3FD}\u{200D}\u{1F680} ",
        count: count)
    case .hangulJamoRun:
      String(repeating: "\u{1100}", count: count) + String(repeating: "\u{1161}", count: count)
        + String(repeating: "\u{11A8}", count: count)
    case .conjunctChain: String(repeating: "\u{915}\u{94D}", count: count) + "\u{915}"
    case .conjunctChainWithJoiners: String(repeating: "\u{915}\u{94D}\u{200D}", count: count) + "\u{915}"
    }
  }

  /// Two small sizes (repetitions) that tests run every text at: odd and even, so a flag run
  /// ends both paired and with a lone regional indicator.
  public static let testSizes = [37, 150]
}

/// One adversarial text at one test size, alone or between other text (so that its run starts
/// and ends away from the text's ends and the grapheme checkpoints), named for test output.
public struct AdversarialSample: Sendable, CustomStringConvertible {
  public var kind: AdversarialText
  public var size: Int
  public var isEmbedded: Bool

  /// The text: "ab" + the run + "\r\nz" + U+1F1E6 when embedded.
  public var text: String {
    let run = kind.text(repeating: size)
    return isEmbedded ? "ab" + run + "\r\nz\u{1F1E6}" : run
  }

  public var description: String { "\(kind) × \(size)\(isEmbedded ? ", embedded" : "")" }

  /// Every kind at every test size, alone; with `embedded`, also between other text.
  public static func all(embedded: Bool = false) -> [AdversarialSample] {
    AdversarialText.allCases.flatMap { kind in
      AdversarialText.testSizes.flatMap { size in
        [false, true].filter { embedded || !$0 }.map { AdversarialSample(kind: kind, size: size, isEmbedded: $0) }
      }
    }
  }
}
