/// A text's length as every common runtime reports it, with the expression a developer types.
///
/// For "Pokémon" written with e + U+0301 (`"Poke\u{301}mon"`):
///
///     let table = LengthTable(counts: ViewCounts(of: "Poke\u{301}mon"), icuGraphemes: 7)
///     table["swift.count"]?.value   // 7  (grapheme clusters)
///     table["java.length"]?.value   // 8  (UTF-16 code units)
///     table["rust.len"]?.value      // 9  (UTF-8 bytes)
///
/// Every row is derived from one ``ViewCounts`` except `icu.graphemes`: UStrCore does not link
/// ICU, so the caller passes ICU's count in. The table always has all ``LengthTable/ids`` rows,
/// in that order, so JSON keys never come and go; `icu.graphemes` has a `nil` value when the
/// caller passed none. ICU's count can differ from `swift.count` when the two engines implement
/// different Unicode versions (system ICU 72 is Unicode 15.0; Swift 6.3 is Unicode 17.0).
public struct LengthTable: Hashable, Sendable {
  /// The rows, one per runtime expression, in the order of ``LengthTable/ids``.
  public var rows: [RuntimeLength]
  /// The counts the rows were derived from.
  public var counts: ViewCounts

  /// The row ids, in table order.
  public static let ids: [String] = rowTemplates.map(\.id)

  /// Builds the table from a text's counts.
  ///
  /// - Parameters:
  ///   - counts: The text's length in the four views.
  ///   - icuGraphemes: The number of grapheme clusters ICU's character break iterator finds, or
  ///     `nil` to leave the `icu.graphemes` row's value empty.
  public init(counts: ViewCounts, icuGraphemes: Int? = nil) {
    self.counts = counts
    rows = Self.rowTemplates.map { template in
      let value = template.id == "icu.graphemes" ? icuGraphemes : counts[template.unit.view]
      return RuntimeLength(
        id: template.id, expression: template.expression, unit: template.unit, value: value)
    }
  }

  /// The row with `id`, or `nil` when there is no such row.
  public subscript(id: String) -> RuntimeLength? {
    rows.first { $0.id == id }
  }

  private static let rowTemplates: [(id: String, expression: String, unit: LengthUnit)] = [
    ("swift.count", "s.count", .grapheme),
    ("swift.unicodeScalars.count", "s.unicodeScalars.count", .scalar),
    ("swift.utf16.count", "s.utf16.count", .utf16),
    ("swift.utf8.count", "s.utf8.count", .utf8),
    ("java.length", "s.length()", .utf16),
    ("java.codePointCount", "s.codePointCount(0, s.length())", .scalar),
    ("js.length", "s.length", .utf16),
    ("js.codePoints", "[...s].length", .scalar),
    ("python.len", "len(s)", .scalar),
    ("rust.len", "s.len()", .utf8),
    ("rust.chars.count", "s.chars().count()", .scalar),
    ("go.len", "len(s)", .utf8),
    ("go.runeCount", "utf8.RuneCountInString(s)", .scalar),
    ("csharp.Length", "s.Length", .utf16),
    ("utf32.count", "s.unicodeScalars.count (UTF-32 code units)", .utf32),
    ("icu.graphemes", "BreakIterator.getCharacterInstance()", .grapheme),
  ]
}
