/// A rule for how many terminal cells a grapheme cluster takes: what `--width-policy` picks,
/// and what tables are aligned and lines wrapped by.
///
/// Each policy assumes a kind of terminal (the README measures which):
/// - `wcwidth`: the sum of glibc's `wcwidth` over the cluster's scalars, as a program that calls
///   `wcwidth` per scalar counts (xterm, VTE, screen): a keycap 1️⃣ is 1 cell, ❤️ (U+2764
///   U+FE0F) 1, 👍🏽 4, a ZWJ family 6.
/// - `unicode`: UAX #11 East_Asian_Width with emoji presentation sequences as 2, marks and format
///   characters as 0: a cluster is one glyph, as terminals that lay out whole grapheme clusters
///   draw it (the default): 1️⃣, ❤️, 👍🏽 and a family are 2 cells each.
/// - `perScalarEmoji`: as `unicode`, but each emoji of a ZWJ or modifier sequence takes its own
///   2 cells, as terminals that know emoji presentation but do not join sequences draw them:
///   1️⃣ and ❤️ are 2 cells, 👍🏽 4, a family of three 6.
///
/// East_Asian_Width comes from the reference tables (UStrCharacters' `ReferenceDatabase`, the newest Unicode
/// version), emoji properties and General_Category from the standard library.
///
///     WidthPolicy.unicode.cells(of: "👍🏽")          // 2
///     WidthPolicy.perScalarEmoji.cells(of: "👍🏽")   // 4
///     WidthPolicy.wcwidth.cells(of: "漢字")          // 4
public enum WidthPolicy: String, CaseIterable, Codable, Hashable, Sendable {
  case wcwidth
  case unicode
  case perScalarEmoji

  /// The cells `character` takes under this policy: ``ClusterWidths``'s answer for it.
  ///
  /// - Complexity: O(s) in the cluster's scalars; O(1) for one printable ASCII character, which
  /// takes one cell under every policy and is answered without ``ClusterWidths`` (a table's
  /// mixed cells, "é U+0065 U+0301 → é U+00E9", are mostly such).
  @inlinable
  public func cells(of character: Character) -> Int {
    // By its bytes: `asciiValue` compares the character with "\r\n", which normalizes a
    // decomposed one.
    let utf8 = character.utf8
    if let byte = utf8.first, byte &- 0x20 < 0x5F, utf8.count == 1 { return 1 }
    return ClusterWidths(character)[self]
  }

  /// The cells `text` takes: the sum over its grapheme clusters.
  ///
  /// - Complexity: O(n) in the text's length; printable ASCII text (most table cells: numbers,
  ///   hex, names) is counted by bytes, without walking clusters. Inlinable, so a caller's
  ///   `String` or `Substring` is measured by specialized code: tables measure every cell.
  @inlinable
  public func cells(of text: some StringProtocol) -> Int {
    if let count = Self.printableASCIICount(text) { return count }
    var total = 0
    for character in text { total += cells(of: character) }
    return total
  }

  /// The byte count of `text` when every byte is printable ASCII (U+0020...U+007E: one cell
  /// each under every policy, one cluster each), else `nil`.
  ///
  ///     WidthPolicy.printableASCIICount("U+1F1E6")  // 7
  ///     WidthPolicy.printableASCIICount("é")        // nil
  ///
  /// - Complexity: O(n) in the text's UTF-8 bytes.
  @inlinable
  package static func printableASCIICount(_ text: some StringProtocol) -> Int? {
    let isPrintable =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.allSatisfy { $0 &- 0x20 < 0x5F }
      } ?? text.utf8.allSatisfy { $0 &- 0x20 < 0x5F }
    return isPrintable ? text.utf8.count : nil
  }
}
