import UStrCore
import UStrTestSupport

/// Texts with every kind of line terminator, and an independent way to find their lines.
enum LineSamples {
  /// Pieces for random texts: every terminator, and scalars where the views differ.
  static let pieces: [String] = [
    "a", "bc", " ", "\u{E9}",  // é precomposed
    "e\u{301}",  // e + COMBINING ACUTE ACCENT
    "\u{301}",  // a lone combining mark
    "\u{4E2D}",  // 中
    "\u{1F600}",  // 😀, a surrogate pair in UTF-16
    "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}",  // 👩🏽‍🚀 = WOMAN + tone + ZWJ + ROCKET
    "\u{1F1FA}\u{1F1F8}",  // 🇺🇸 regional indicators
    "\n", "\r\n", "\r", "\r\r\n", "\n\r",
    "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}",  // NEL, LS, PS, VT, FF
    "\u{2027}", "\u{C2}", "\u{E2}\u{80}",  // near-misses of LS/PS and NEL's bytes
  ]

  /// A random text of up to `maximumPieces` pieces.
  static func random(using generator: inout SeededGenerator, maximumPieces: Int = 24) -> String {
    let count = Int.random(in: 0...maximumPieces, using: &generator)
    return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  /// Seeded random texts.
  static func randomTexts(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in random(using: &generator) }
  }

  /// The UTF-8 offset of every line start, found scalar by scalar (the reference the vectorised
  /// search is checked against).
  static func referenceLineStarts(_ text: String, terminators: LineTerminators) -> [Int] {
    var starts = [0]
    let scalars = Array(text.unicodeScalars)
    var utf8Offset = 0
    for (i, scalar) in scalars.enumerated() {
      utf8Offset += UTF8.width(scalar)
      let ends: Bool
      switch scalar {
      case "\n": ends = true
      case "\r": ends = i + 1 == scalars.count || scalars[i + 1] != "\n"
      case "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": ends = terminators == .unicode
      default: ends = false
      }
      if ends { starts.append(utf8Offset) }
    }
    return starts
  }

  /// The content of each line (without terminator), from the reference starts.
  static func referenceLines(_ text: String, terminators: LineTerminators) -> [Substring] {
    let starts = referenceLineStarts(text, terminators: terminators)
    let utf8 = text.utf8
    let bytes = Array(utf8)
    return starts.enumerated().map { line, start in
      var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
      if line + 1 < starts.count {
        // The terminator's bytes: a lone byte, CR LF, NEL (C2 85) or LS/PS (E2 80 A8/A9).
        switch bytes[end - 1] {
        case 0x0A: end -= end - 2 >= start && bytes[end - 2] == 0x0D ? 2 : 1
        case 0x85: end -= 2
        case 0xA8, 0xA9: end -= 3
        default: end -= 1
        }
      }
      return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
  }

  /// A random UTF-8 range of `text` whose bounds are scalar boundaries, up to one of `lengths`
  /// bytes long (less at the text's end), for random edits.
  static func randomRange(in text: String, lengths: [Int], using generator: inout SeededGenerator) -> Range<Int> {
    let bytes = Array(text.utf8)
    func boundary(_ offset: Int) -> Int {
      var offset = min(offset, bytes.count)
      while offset < bytes.count, offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
      return offset
    }
    let lower = boundary(Int.random(in: 0...bytes.count, using: &generator))
    let length = lengths.randomElement(using: &generator)!
    return lower..<max(lower, boundary(lower + Int.random(in: 0...length, using: &generator)))
  }

  /// An editor typing at one place of `text` (its index `lines` kept up to date): `rounds`
  /// edits, each a random piece of `pieces` typed at `place` (which moves past it) or, every
  /// seventh, the 5 bytes after `place` deleted; `check` runs after every fiftieth.
  static func type(
    _ pieces: [String], rounds: Int, at place: Int, into text: inout String, lines: inout LineIndex,
    using generator: inout SeededGenerator, checking check: (LineIndex, String) -> Void
  ) {
    func isBoundary(_ offset: Int, _ text: String) -> Bool {
      text.utf8.index(text.startIndex, offsetBy: offset).samePosition(in: text.unicodeScalars) != nil
    }
    var place = place
    for round in 0..<rounds {
      while !isBoundary(place, text) { place += 1 }
      if round % 7 == 6 {
        var upper = min(text.utf8.count, place + 5)
        while !isBoundary(upper, text) { upper += 1 }
        lines.replaceSubrange(place..<upper, with: "", in: &text)
      } else {
        let typed = pieces.randomElement(using: &generator)!
        lines.replaceSubrange(place..<place, with: typed, in: &text)
        place += typed.utf8.count
      }
      if round % 50 == 49 { check(lines, text) }
    }
  }
}
