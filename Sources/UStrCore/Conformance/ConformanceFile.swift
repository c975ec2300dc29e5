/// A Unicode conformance test file that ustr runs, by its name in the Unicode data.
///
///     ConformanceFile.graphemeBreakTest.fileName  // "GraphemeBreakTest.txt"
public enum ConformanceFile: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
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

/// A line of a conformance file that does not have the file's format.
public struct MalformedTestLine: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line's number in its file, from 1.
  public var lineNumber: Int
  /// The line as written.
  public var line: String

  /// Creates an error for `line`.
  public init(lineNumber: Int, line: String) {
    self.lineNumber = lineNumber
    self.line = line
  }

  /// "malformed test line 12: ÷ 0061 ×".
  public var description: String { "malformed test line \(lineNumber): \(line)" }
}

/// The lines of a data file, numbered from 1, split on "\n" (a trailing "\r" removed).
func numberedLines(of text: String) -> [(lineNumber: Int, line: Substring)] {
  text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
    (index + 1, line.last == "\r" ? line.dropLast() : line)
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
    while let last = result.last, last == " " || last == "\t" { result.removeLast() }
    return result
  }
}

/// The scalars of space-separated hex code points ("0044 0307"); `nil` when a field is not one.
func hexScalars(_ field: Substring) -> [Unicode.Scalar]? {
  var result: [Unicode.Scalar] = []
  for token in field.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
      return nil
    }
    result.append(scalar)
  }
  return result
}

extension String {
  /// The string of `scalars`.
  init(scalars: some Sequence<Unicode.Scalar>) {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    self = String(view)
  }
}
