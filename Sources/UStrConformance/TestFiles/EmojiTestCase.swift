/// One data line of emoji-test.txt:
///
///     1F468 200D 1F469 200D 1F467 ; fully-qualified # 👨‍👩‍👧 E2.0 family: man, woman, girl
///
/// is the scalars U+1F468 U+200D U+1F469 U+200D U+1F467, status "fully-qualified", emoji
/// version "2.0".
public struct EmojiTestCase: Hashable, Sendable, CustomStringConvertible {
  /// The line's number in its file, from 1.
  public var lineNumber: Int
  /// The scalars of the emoji sequence.
  public var scalars: [Unicode.Scalar]
  /// "fully-qualified", "minimally-qualified", "unqualified" or "component".
  public var status: String
  /// The emoji version the comment gives ("E15.0"), without the "E"; "" when there is none.
  public var emojiVersion: String

  /// Creates a test case.
  public init(lineNumber: Int, scalars: [Unicode.Scalar], status: String, emojiVersion: String) {
    self.lineNumber = lineNumber
    self.scalars = scalars
    self.status = status
    self.emojiVersion = emojiVersion
  }

  /// Whether the line is "fully-qualified": the sequences that must be one grapheme cluster.
  public var isFullyQualified: Bool { status == "fully-qualified" }

  /// The emoji sequence.
  public var text: String { String(scalars: scalars) }

  /// "line 12: 1F468 200D 1F469".
  public var description: String {
    "line \(lineNumber): "
      + scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }

  /// Every data line of an emoji-test.txt file's text; comment and blank lines are skipped.
  ///
  /// - Throws: `MalformedTestLine` for a data line whose code points are not hex scalars.
  /// - Complexity: O(n) in the length of `fileText`.
  public static func parse(_ fileText: String) throws(MalformedTestLine) -> [EmojiTestCase] {
    var cases: [EmojiTestCase] = []
    for (lineNumber, line) in numberedLines(of: fileText) {
      guard let first = line.first, first != "#" else { continue }
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let fields = parts[0].split(separator: ";").map(\.trimmingSpaces)
      guard fields.count == 2 else { continue }
      guard let scalars = hexScalars(fields[0]), !scalars.isEmpty else {
        throw MalformedTestLine(lineNumber: lineNumber, line: String(line))
      }
      let comment = parts.count > 1 ? parts[1] : ""
      let version = comment.split(separator: " ").first {
        $0.hasPrefix("E") && $0.dropFirst().first?.isNumber == true
      }
      cases.append(
        EmojiTestCase(
          lineNumber: lineNumber, scalars: scalars, status: String(fields[1]),
          emojiVersion: version.map { String($0.dropFirst()) } ?? ""))
    }
    return cases
  }
}
