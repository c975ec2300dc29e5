/// A reproducible random number generator (SplitMix64), so a failing random case can be re-run.
public struct SeededGenerator: RandomNumberGenerator {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random inputs biased toward the places text goes wrong: scalars and pieces where the views,
/// the grapheme rules and the orders disagree, and bytes that are tricky for a UTF-8 decoder.
public enum RandomText {
  /// Scalars that exercise every view and many grapheme rules: ASCII, CR, LF, combining marks,
  /// Hangul jamo, ZWJ, variation selectors, regional indicators, skin tones, emoji, astral, BOM.
  public static let scalarPool: [Unicode.Scalar] = [
    "a", "Z", " ", "\r", "\n", "\u{0}", "\u{1B}", "\u{85}", "\u{E9}", "\u{301}", "\u{316}",
    "\u{3099}", "\u{305A}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{200D}",
    "\u{FE0F}", "\u{20E3}", "\u{1F1EF}", "\u{1F1F5}", "\u{1F3FD}", "\u{1F468}", "\u{1F469}",
    "\u{2764}", "\u{10000}", "\u{10FFFF}", "\u{FEFF}", "\u{94D}", "\u{915}", "\u{E0067}",
    "\u{202E}", "\u{FFFD}",
  ]

  /// A string of up to `maxScalars` scalars, mostly from the pool, sometimes any scalar.
  public static func string(maxScalars: Int, using generator: inout SeededGenerator) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...maxScalars, using: &generator) {
      if Int.random(in: 0..<8, using: &generator) == 0 {
        let value = UInt32.random(in: 0...0x10_FFFF, using: &generator)
        scalars.append(Unicode.Scalar(value) ?? "\u{D7FF}")
      } else {
        scalars.append(scalarPool.randomElement(using: &generator)!)
      }
    }
    return String(scalars)
  }

  /// Bytes that are tricky for a UTF-8 decoder: every lead and continuation boundary, bytes
  /// that are never valid, and well-formed sequences to cut and mix.
  public static let bytePool: [UInt8] = [
    0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
    0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFB, 0xFC, 0xFD, 0xFE,
    0xFF,
  ]

  /// Up to `maxCount` bytes: tricky single bytes mixed with well-formed scalars.
  public static func bytes(maxCount: Int, using generator: inout SeededGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    let count = Int.random(in: 0...maxCount, using: &generator)
    while bytes.count < count {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        let scalar = scalarPool.randomElement(using: &generator)!
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      case 1: bytes.append(UInt8.random(in: 0...0xFF, using: &generator))
      default: bytes.append(bytePool.randomElement(using: &generator)!)
      }
    }
    return bytes
  }


  /// The pieces, each spelled out.
  public static let pieces: [String] = [
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
  public static func make(using generator: inout SeededGenerator, maximumPieces: Int = 10) -> String {
    let count = Int.random(in: 0...maximumPieces, using: &generator)
    return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  /// `count` random texts; every other one shares a random prefix of the one before, so pairs
  /// of neighbours often differ late, where comparators go wrong.
  public static func corpus(count: Int, seed: UInt64) -> [String] {
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
  public static let oracleCorpus: [String] = corpus(count: 400, seed: 0x5EED_0004)
}

extension String {
  /// The UTF-16 code units in upper-case hex, space-separated: "D83D DE00". Empty for "".
  public var utf16Hex: String {
    utf16.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}
