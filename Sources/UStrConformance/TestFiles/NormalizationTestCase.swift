/// One data line of NormalizationTest.txt: a source and its four normalization forms.
///
///     1E0A;1E0A;0044 0307;1E0A;0044 0307; # (Ḋ; Ḋ; D◌̇; Ḋ; D◌̇; ) LATIN CAPITAL LETTER D WITH DOT ABOVE
///
/// The file's invariants (UAX #15), for the five columns c1 … c5:
///
///     NFC:  c2 == toNFC(c1) == toNFC(c2) == toNFC(c3);  c4 == toNFC(c4) == toNFC(c5)
///     NFD:  c3 == toNFD(c1) == toNFD(c2) == toNFD(c3);  c5 == toNFD(c4) == toNFD(c5)
///     NFKC: c4 == toNFKC(c1) == … == toNFKC(c5)
///     NFKD: c5 == toNFKD(c1) == … == toNFKD(c5)
public struct NormalizationTestCase: Hashable, Sendable, CustomStringConvertible {
  /// The line's number in its file, from 1.
  public var lineNumber: Int
  /// The part of the file ("Part0" … "Part3"), from its last `@Part` line.
  public var part: String
  /// The five columns: source, NFC, NFD, NFKC, NFKD.
  public var columns: [String]
  /// The part of the line before the comment: "1E0A;1E0A;0044 0307;1E0A;0044 0307;".
  public var pattern: String

  /// Creates a test case; `columns` has five strings.
  public init(lineNumber: Int, part: String, columns: [String], pattern: String) {
    precondition(columns.count == 5, "NormalizationTest lines have five columns")
    self.lineNumber = lineNumber
    self.part = part
    self.columns = columns
    self.pattern = pattern
  }

  /// c1, the source.
  public var source: String { columns[0] }

  /// "line 12: 1E0A;1E0A;0044 0307;1E0A;0044 0307;".
  public var description: String { "line \(lineNumber): \(pattern)" }

  /// What each column must become in each form, by the invariants above: for each form's name
  /// ("NFC", "NFD", "NFKC", "NFKD"), the expected result of normalizing each of the five columns.
  public var expectations: [(form: String, expected: [String])] {
    let c = columns
    return [
      ("NFC", [c[1], c[1], c[1], c[3], c[3]]),
      ("NFD", [c[2], c[2], c[2], c[4], c[4]]),
      ("NFKC", [c[3], c[3], c[3], c[3], c[3]]),
      ("NFKD", [c[4], c[4], c[4], c[4], c[4]]),
    ]
  }

  /// Every data line of a NormalizationTest.txt file's text; comments, blank lines and `@Part`
  /// lines are skipped (the part is kept on each case).
  ///
  /// - Throws: `MalformedTestLine` for a data line without five hex columns.
  /// - Complexity: O(n) in the length of `fileText`.
  public static func parse(_ fileText: String) throws(MalformedTestLine) -> [NormalizationTestCase] {
    var cases: [NormalizationTestCase] = []
    var part = ""
    for (lineNumber, line) in numberedLines(of: fileText) {
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .trimmingSpaces
      guard !content.isEmpty else { continue }
      if content.hasPrefix("@") {
        part = String(content.dropFirst().trimmingSpaces)
        continue
      }
      let fields = content.split(separator: ";", omittingEmptySubsequences: false)
      guard fields.count >= 5 else {
        throw MalformedTestLine(lineNumber: lineNumber, line: String(line))
      }
      var columns: [String] = []
      for field in fields.prefix(5) {
        guard let scalars = hexScalars(field), !scalars.isEmpty else {
          throw MalformedTestLine(lineNumber: lineNumber, line: String(line))
        }
        columns.append(String(scalars: scalars))
      }
      cases.append(
        NormalizationTestCase(
          lineNumber: lineNumber, part: part, columns: columns, pattern: String(content)))
    }
    return cases
  }
}
