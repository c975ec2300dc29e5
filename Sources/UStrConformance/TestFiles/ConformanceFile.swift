/// A Unicode conformance test file that ustr runs, by its name in the Unicode data (JSON
/// writes the name).
///
///     ConformanceFile.graphemeBreakTest.fileName  // "GraphemeBreakTest.txt"
public enum ConformanceFile: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// Extended grapheme cluster boundaries (UAX #29), `ucd/auxiliary/GraphemeBreakTest.txt`.
  case graphemeBreakTest = "GraphemeBreakTest.txt"
  /// Word boundaries (UAX #29), `ucd/auxiliary/WordBreakTest.txt`.
  case wordBreakTest = "WordBreakTest.txt"
  /// Normalization forms (UAX #15), `ucd/NormalizationTest.txt`.
  case normalizationTest = "NormalizationTest.txt"
  /// Every emoji sequence with its qualification, `emoji/emoji-test.txt`.
  case emojiTest = "emoji-test.txt"

  /// The file's name: "GraphemeBreakTest.txt".
  public var fileName: String { rawValue }

  /// The file's name.
  public var description: String { rawValue }
}
