/// Classes of scalars that are hard or dangerous to see, used by warnings and by renderers that
/// must never put them on a terminal raw.
package enum ScalarClass {
  /// Bidirectional formatting characters: U+061C ALM, U+200E LRM, U+200F RLM, U+202A–U+202E
  /// (embeddings and overrides), U+2066–U+2069 (isolates). They reorder what a reader sees
  /// ("Trojan Source", CVE-2021-42574).
  package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// C0 controls, DEL and C1 controls (General_Category Cc).
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: line breaks to some programs
  /// (JavaScript before ES2019 rejected them in string literals), invisible to others.
  package static func isLineOrParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// Scalars that must never reach a terminal raw: controls, bidi controls, U+2028/9.
  package static func isTerminalUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    isControl(scalar) || isBidiControl(scalar) || isLineOrParagraphSeparator(scalar)
  }

  /// Default-ignorable code points: rendered as nothing when a font has no glyph (U+200B ZERO
  /// WIDTH SPACE, U+200D ZWJ, U+FE0F, U+2060 WORD JOINER, U+00AD SOFT HYPHEN, tags...).
  package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isDefaultIgnorableCodePoint
  }

  /// Invisible scalars that build emoji and other sequences inside one cluster: U+200D ZWJ,
  /// variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF) and tag characters (U+E0020–U+E007F).
  package static func isSequenceJoiner(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: true
    default: false
    }
  }

  /// Whitespace other than space, tab, LF and CR: NBSP, ideographic space, en/em spaces...
  package static func isUnusualWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.properties.isWhitespace else { return false }
    switch scalar.value {
    case 0x20, 0x09, 0x0A, 0x0D: return false
    default: return !isControl(scalar) && !isLineOrParagraphSeparator(scalar)
    }
  }
}
