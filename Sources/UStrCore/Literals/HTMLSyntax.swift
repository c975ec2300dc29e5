/// HTML character references for text and attribute values.
enum HTMLSyntax {
  /// `&amp; &lt; &gt; &quot; &#x27;`, tab, line feed and carriage return as references (a raw
  /// CR would become LF), and `&#x1F600;` for anything else.
  static var syntax: LiteralSyntax {
    LiteralSyntax(
      open: "", close: "",
      named: [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#x27;",
        "\t": "&#x9;", "\n": "&#xA;", "\r": "&#xD;",
      ],
      numeric: .htmlReference)
  }

  /// Whether a reference to `scalar` is a parse error or is remapped: C0 controls but tab, LF,
  /// FF and CR; DEL; C1 controls (read as Windows-1252).
  static func isDiscouragedControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control && !"\t\n\u{C}\r".unicodeScalars.contains(scalar)
  }
}
