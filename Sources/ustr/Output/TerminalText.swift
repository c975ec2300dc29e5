import UStrCore
import UStrReport

/// Text made safe for a terminal: no control character, bidi control or line separator from the
/// input is ever written raw.
///
///     TerminalText.safe("a\u{1B}[31m")  // "a␛[31m"
///     TerminalText.safe("\u{202E}abc")   // "⟨U+202E⟩abc"
///     TerminalText.safe("\u{301}")       // "◌́" (a lone mark drawn on a dotted circle)
enum TerminalText {
  /// `text` with every unsafe scalar replaced by a visible placeholder.
  static func safe(_ text: String) -> String {
    // Most cells are safe as they are (printable ASCII above all): returned without a copy.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
      || !text.unicodeScalars.contains(where: needsPlaceholder)
    {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars { appendSafe(scalar, to: &result) }
    return result
  }

  /// `text` made safe like `safe(_:)`, keeping its line breaks (LF, and CR only as part of
  /// CR LF: a lone CR would move the cursor back over the line) and tabs: for multi-line
  /// messages and for the text a filter writes to a terminal. With `placeholderStyle` (and
  /// colour on), each placeholder is drawn in it, so it stands out from text that only looks
  /// like one.
  ///
  ///     TerminalText.safeKeepingLines("a\r\nb\tc\rd\u{1B}")  // "a\r\nb\tc␍d␛"
  static func safeKeepingLines(_ text: String, placeholderStyle: TextStyle? = nil) -> String {
    let style = TextStyle.isEnabled ? placeholderStyle : nil
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
      next = scalars.next()
      if scalar == "\n" || scalar == "\t" || (scalar == "\r" && next == "\n") {
        result.unicodeScalars.append(scalar)
      } else if let style, needsPlaceholder(scalar) {
        var shown = ""
        appendSafe(scalar, to: &shown)
        result += style.apply(shown)
      } else {
        appendSafe(scalar, to: &result)
      }
    }
    return result
  }

  /// The placeholder for `scalar`, or the scalar itself when it is safe.
  static func appendSafe(_ scalar: Unicode.Scalar, to result: inout String) {
    switch scalar.value {
    case 0x00...0x1F:
      // Control Pictures: U+2400 SYMBOL FOR NULL ... U+241F SYMBOL FOR UNIT SEPARATOR.
      result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
    case 0x7F:
      result.unicodeScalars.append("\u{2421}")  // ␡ SYMBOL FOR DELETE
    default:
      if ScalarClass.isTerminalUnsafe(scalar) {
        result += placeholder(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }

  /// Whether `appendSafe` shows `scalar` as a placeholder: controls, DEL, bidi controls and the
  /// other terminal-unsafe scalars.
  static func needsPlaceholder(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F || ScalarClass.isTerminalUnsafe(scalar)
  }

  /// "⟨U+202E⟩".
  static func placeholder(_ scalar: Unicode.Scalar) -> String { "⟨\(Hex.codePoint(scalar))⟩" }

  /// One grapheme cluster shown safely and visibly: placeholders for unsafe scalars, a dotted
  /// circle under a cluster that starts with a mark, a placeholder for a cluster of invisible
  /// scalars only, and at most `scalarLimit` scalars (then "…").
  ///
  /// - Complexity: O(`scalarLimit`) but for a cluster of invisible scalars only, which is read
  ///   to its end (lazily: a cluster of millions of marks is never copied).
  static func cluster(_ cluster: some StringProtocol, scalarLimit: Int = 16) -> String {
    let scalars = cluster.unicodeScalars
    guard let first = scalars.first else { return "" }
    if scalars.allSatisfy({ ScalarClass.isInvisible($0) && !ScalarClass.isTerminalUnsafe($0) }) {
      return scalars.prefix(scalarLimit).map(placeholder).joined()
    }
    var result = ""
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: result = "◌"
    default: break
    }
    for scalar in scalars.prefix(scalarLimit) { appendSafe(scalar, to: &result) }
    if !scalars.dropFirst(scalarLimit).isEmpty { result += "…" }
    return result
  }
}
