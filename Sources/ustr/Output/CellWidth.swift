import UStrICU

/// How many terminal cells text takes, by East Asian width and emoji presentation.
///
///     CellWidth.of("abc")   // 3
///     CellWidth.of("漢字")  // 4
///     CellWidth.of("👩🏽‍🚀")  // 2
///     CellWidth.of("é")     // 1 (e + U+0301: the mark takes no cell)
enum CellWidth {
  /// The cells `text` takes, cluster by cluster.
  static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The cells one cluster takes: 2 for emoji presentation and wide characters, else the sum of
  /// its scalars' widths (marks and invisible characters take none).
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let properties = first.properties
    let isEmoji =
      properties.isEmojiPresentation
      || (properties.isEmoji && scalars.contains("\u{FE0F}"))
      || (0x1F1E6...0x1F1FF).contains(first.value)
    if isEmoji { return 2 }
    return min(scalars.reduce(0) { $0 + of($1) }, 2)
  }

  /// The cells one scalar takes on its own.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    // Hangul medial vowels and final consonants join the syllable before them.
    if (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value) {
      return 0
    }
    if properties.isDefaultIgnorableCodePoint { return 0 }
    return EastAsianWidth(scalar).isDoubleWidth ? 2 : 1
  }
}
