/// Loose matching of property value names (UAX #44 LM3): case, whitespace, hyphens and
/// underscores are ignored.
enum PropertyName {
  /// "Latin-1 Supplement" and "latin_1_supplement" both give "latin1supplement".
  static func loose(_ text: String) -> String {
    String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter {
      $0 != " " && $0 != "-" && $0 != "_" && $0 != "\t"
    }))
  }
}
