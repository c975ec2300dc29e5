import Testing
import UStrCore

/// A sample string with the counts it has in the four views, as Node, Java and the Unicode
/// standard count them.
struct CountedSample: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var counts: ViewCounts

  init(_ name: String, _ text: String, graphemes: Int, scalars: Int, utf16: Int, utf8: Int) {
    self.name = name
    self.text = text
    self.counts = ViewCounts(graphemes: graphemes, scalars: scalars, utf16: utf16, utf8: utf8)
  }

  var testDescription: String { name }
}

/// The strings the tests share, each spelled out scalar by scalar.
enum SampleStrings {
  // "Pokémon" = U+0050 U+006F U+006B U+00E9 U+006D U+006F U+006E
  static let pokemonPrecomposed = "Pok\u{E9}mon"
  // "Pokémon" = U+0050 U+006F U+006B U+0065 U+0301 U+006D U+006F U+006E
  static let pokemonDecomposed = "Poke\u{301}mon"
  // "ず" = U+305A HIRAGANA LETTER ZU
  static let zuPrecomposed = "\u{305A}"
  // "ず" = U+3059 HIRAGANA LETTER SU + U+3099 COMBINING KATAKANA-HIRAGANA VOICED SOUND MARK
  static let zuDecomposed = "\u{3059}\u{3099}"
  // "𐀀" = U+10000 LINEAR B SYLLABLE B008 A: a surrogate pair in UTF-16 (D800 DC00)
  static let linearBA = "\u{10000}"
  // "🇯🇵🇺🇸" = U+1F1EF U+1F1F5 (JP) U+1F1FA U+1F1F8 (US)
  static let flagsJapanUS = "\u{1F1EF}\u{1F1F5}\u{1F1FA}\u{1F1F8}"
  // "👨‍👩‍👧‍👦" = U+1F468 U+200D U+1F469 U+200D U+1F467 U+200D U+1F466
  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
  // "👩🏽‍🚀" = U+1F469 U+1F3FD U+200D U+1F680
  static let astronaut = "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}"
  // "🏴󠁧󠁢󠁥󠁮󠁧󠁿" = U+1F3F4 U+E0067 U+E0062 U+E0065 U+E006E U+E0067 U+E007F
  static let englandFlag = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
  // "1️⃣" = U+0031 U+FE0F U+20E3
  static let keycapOne = "1\u{FE0F}\u{20E3}"
  // "한" = U+1112 U+1161 U+11AB (conjoining jamo L V T)
  static let hanJamo = "\u{1112}\u{1161}\u{11AB}"
  // "क्ष" = U+0915 U+094D U+0937 (KA, VIRAMA, SSA)
  static let ksha = "\u{915}\u{94D}\u{937}"
  // CR LF = U+000D U+000A: one grapheme
  static let crlf = "\r\n"
  // U+0301 COMBINING ACUTE ACCENT alone
  static let combiningAcute = "\u{301}"
  // "a" + 40 × U+0301
  static let longCombiningRun = "a" + String(repeating: "\u{301}", count: 40)
  // U+FEFF U+0068 U+0069: a byte order mark, then "hi"
  static let byteOrderMark = "\u{FEFF}hi"
  // ESC, NUL, U+0085 NEXT LINE, U+202E RIGHT-TO-LEFT OVERRIDE, U+2028 LINE SEPARATOR, U+200B ZWSP
  static let controls = "\u{1B}\u{0}\u{85}\u{202E}\u{2028}\u{200B}"

  /// The seed examples of issue 2, with the counts every engine agrees on.
  static let seedExamples: [CountedSample] = [
    .init("Pokémon, U+00E9", pokemonPrecomposed, graphemes: 7, scalars: 7, utf16: 7, utf8: 8),
    .init("Pokémon, e + U+0301", pokemonDecomposed, graphemes: 7, scalars: 8, utf16: 8, utf8: 9),
    .init("ず, U+305A", zuPrecomposed, graphemes: 1, scalars: 1, utf16: 1, utf8: 3),
    .init("ず, U+3059 U+3099", zuDecomposed, graphemes: 1, scalars: 2, utf16: 2, utf8: 6),
    .init("U+10000", linearBA, graphemes: 1, scalars: 1, utf16: 2, utf8: 4),
    .init("🇯🇵🇺🇸", flagsJapanUS, graphemes: 2, scalars: 4, utf16: 8, utf8: 16),
    .init("👨‍👩‍👧‍👦", family, graphemes: 1, scalars: 7, utf16: 11, utf8: 25),
    .init("👩🏽‍🚀", astronaut, graphemes: 1, scalars: 4, utf16: 7, utf8: 15),
    .init("🏴󠁧󠁢󠁥󠁮󠁧󠁿", englandFlag, graphemes: 1, scalars: 7, utf16: 14, utf8: 28),
    .init("keycap 1", keycapOne, graphemes: 1, scalars: 3, utf16: 3, utf8: 7),
    .init("한 as jamo", hanJamo, graphemes: 1, scalars: 3, utf16: 3, utf8: 9),
    .init("क्ष", ksha, graphemes: 1, scalars: 3, utf16: 3, utf8: 9),
    .init("CR LF", crlf, graphemes: 1, scalars: 2, utf16: 2, utf8: 2),
    .init("a + 40 marks", longCombiningRun, graphemes: 1, scalars: 41, utf16: 41, utf8: 81),
    .init("BOM + hi", byteOrderMark, graphemes: 3, scalars: 3, utf16: 3, utf8: 5),
    .init("controls", controls, graphemes: 6, scalars: 6, utf16: 6, utf8: 13),
    .init("empty", "", graphemes: 0, scalars: 0, utf16: 0, utf8: 0),
  ]
}
