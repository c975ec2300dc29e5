import UStrCore
import UStrTestSupport

/// Sample texts for the index conversion tests, with their scalars spelled out.
enum IndexingSamples {
  static let named: [String] = [
    "",
    "a",
    // U+1F600 alone: an astral scalar, 4 UTF-8 bytes, a UTF-16 surrogate pair.
    "\u{1F600}",
    "a\u{1F600}\u{E9}",
    // "👨‍👩‍👧‍👦" = U+1F468 U+200D U+1F469 U+200D U+1F467 U+200D U+1F466: one cluster.
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
    // "👩🏽‍🚀" = U+1F469 U+1F3FD U+200D U+1F680, then "!".
    "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}!",
    // Flags: U+1F1EB U+1F1F7 (FR) U+1F1EF U+1F1F5 (JP), then an odd regional indicator.
    "\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}\u{1F1FA}",
    // CRLF is one cluster: U+000D U+000A.
    "one\r\ntwo\r\n\r\n",
    // "Pokémon" with e + U+0301 COMBINING ACUTE ACCENT.
    "Poke\u{301}mon",
    // A long combining run: "a" + 300 × U+0301, then "b".
    "a" + String(repeating: "\u{301}", count: 300) + "b",
    // Hangul jamo L V T (one cluster), CJK, Devanagari with a virama conjunct "क्ष".
    "\u{1100}\u{1161}\u{11A8}\u{4E2D}\u{6587}\u{915}\u{94D}\u{937}",
    // Scalars the cluster scanner classifies, at its edges: U+0301 after LF, CR and U+00AD SOFT
    // HYPHEN (a control); Thai ก + U+0E33 SARA AM (a spacing mark); Hangul syllables U+AC00
    // U+AC01 then jamo T U+11A8; U+0915 U+094D (virama) U+0301 U+0915 (one conjunct cluster);
    // 🏴 + tags (England's flag); private use U+E000; U+FEFF; emoji + U+FE0F; CR + U+0301.
    "\n\u{301}x\r\u{301}\u{AD}\u{301}\u{E01}\u{E33}\u{AC00}\u{AC01}\u{11A8}\u{915}\u{94D}\u{301}\u{915}"
      + "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}\u{E000}\u{FEFF}\u{2764}\u{FE0F}"
      + "\u{1F44D}\u{1F3FD}\u{1F44D}a\u{301}\u{302}b\r\n\u{301}\u{1F1E6}\u{1F1E6}\u{1F1E6}",
    // Text repaired from invalid UTF-8: 61 FF 62 E2 82 (truncated) 63 → "a\u{FFFD}b\u{FFFD}c".
    UTF8Decoding(bytes: [0x61, 0xFF, 0x62, 0xE2, 0x82, 0x63]).text,
  ]

  /// A seeded random text of `scalars` scalars drawn from pieces that stress the views.
  static func random(seed: UInt64, scalars: Int) -> String {
    var generator = SeededGenerator(seed: seed)
    let pieces: [String] = [
      "a", "Z", " ", "\n", "\r\n", "\u{E9}", "e\u{301}", "\u{301}", "\u{4E2D}", "\u{1F600}",
      "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}", "\u{1F1EB}\u{1F1F7}", "\u{1F1EF}", "\u{200D}",
      "\u{915}\u{94D}\u{937}", "\u{FFFD}", "\u{10FFFF}", "\u{1100}\u{1161}", "\u{7F}", "\u{FE0F}",
      "\u{AD}", "\u{E33}", "\u{AC00}", "\u{11A8}", "\u{1F3FD}", "\u{E0067}", "\u{94D}", "\r",
      "\u{4E2D}\u{4E2D}\u{4E2D}", "abcdefghij",
    ]
    var text = ""
    var count = 0
    while count < scalars {
      let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
      text += piece
      count += piece.unicodeScalars.count
    }
    return text
  }
}

/// Every boundary of a text worked out the slow, obvious way from the standard library's views.
struct ReferenceBoundaries {
  /// For each UTF-8 offset that is a scalar boundary: its (utf16, scalar) offsets.
  var byUTF8: [Int: (utf16: Int, scalar: Int)] = [:]
  /// UTF-8 offset of each UTF-16 offset that is a scalar boundary.
  var utf8ByUTF16: [Int: Int] = [:]
  /// UTF-8 offset of each scalar boundary, by scalar offset.
  var utf8ByScalar: [Int] = []
  /// UTF-8 offset of each grapheme boundary, by grapheme offset (both ends included).
  var utf8ByGrapheme: [Int] = []

  init(_ text: String) {
    var utf8 = 0
    var utf16 = 0
    for (scalarOffset, scalar) in text.unicodeScalars.enumerated() {
      byUTF8[utf8] = (utf16, scalarOffset)
      utf8ByUTF16[utf16] = utf8
      utf8ByScalar.append(utf8)
      utf8 += UTF8.width(scalar)
      utf16 += UTF16.width(scalar)
    }
    byUTF8[utf8] = (utf16, utf8ByScalar.count)
    utf8ByUTF16[utf16] = utf8
    utf8ByScalar.append(utf8)
    var offset = 0
    utf8ByGrapheme.append(0)
    for character in text {
      offset += character.utf8.count
      utf8ByGrapheme.append(offset)
    }
  }
}
