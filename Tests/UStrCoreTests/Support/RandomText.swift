/// A seeded generator (SplitMix64), so a failing random case is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random texts built from pieces chosen where the views and the orders disagree.
enum RandomText {
  /// The pieces, each spelled out.
  static let pieces: [String] = [
    "a", "b", "Z", "0", " ", "?", "\"", "'", "\\", "\n", "\r\n", "\t", "\0", "\u{7F}",
    "\u{E9}",  // é precomposed
    "e\u{301}",  // e + COMBINING ACUTE ACCENT
    "\u{301}",  // a lone combining mark
    "\u{80}", "\u{85}",  // C1 controls
    "\u{4E2D}",  // 中
    "\u{D7FF}",  // the last scalar below the surrogates
    "\u{E000}", "\u{FF61}", "\u{FFFD}", "\u{FFFF}",  // BMP above the surrogates
    "\u{200B}", "\u{202E}", "\u{2028}",  // zero width space, RLO, line separator
    "\u{10000}", "\u{1F600}", "\u{10FFFF}",  // astral
    "\u{1F44D}\u{1F3FD}",  // 👍🏽 = THUMBS UP + skin tone
    "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}",  // 👩🏽‍🚀 = WOMAN + tone + ZWJ + ROCKET
    "\u{1F1FA}\u{1F1F8}",  // 🇺🇸 regional indicators
  ]

  /// A text of up to `maximumPieces` random pieces.
  static func make(using generator: inout SeededGenerator, maximumPieces: Int = 10) -> String {
    let count = Int.random(in: 0...maximumPieces, using: &generator)
    return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  /// `count` random texts; every other one shares a random prefix of the one before, so pairs
  /// of neighbours often differ late, where comparators go wrong.
  static func corpus(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    var texts: [String] = []
    for i in 0..<count {
      if i % 2 == 1, let previous = texts.last {
        let scalars = Array(previous.unicodeScalars)
        let cut = Int.random(in: 0...scalars.count, using: &generator)
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[..<cut])
        texts.append(text + make(using: &generator, maximumPieces: 3))
      } else {
        texts.append(make(using: &generator))
      }
    }
    return texts
  }

  /// The texts as the seeded oracle tests share them.
  static let oracleCorpus: [String] = corpus(count: 400, seed: 0x5EED_0004)
}

extension String {
  /// The UTF-16 code units in upper-case hex, space-separated: "D83D DE00". Empty for "".
  var utf16Hex: String {
    utf16.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}

/// The sign of Java's `compareTo`, computed the slow way: UTF-16 arrays compared lexicographically.
func utf16ArrayComparison(_ a: String, _ b: String) -> Int {
  let x = Array(a.utf16)
  let y = Array(b.utf16)
  if x.lexicographicallyPrecedes(y) { return -1 }
  return x == y ? 0 : 1
}
