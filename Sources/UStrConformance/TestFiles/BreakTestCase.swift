/// One line of a Unicode break test file (GraphemeBreakTest.txt, WordBreakTest.txt):
///
///     ÷ 000D × 000A ÷	#  ÷ [0.2] <CARRIAGE RETURN (CR)> (CR) × [3.0] <LINE FEED (LF)> (LF) ÷ [0.3]
///
/// is the text U+000D U+000A with breaks `[true, false, true]` and rules `["0.2", "3.0", "0.3"]`.
public struct BreakTestCase: Hashable, Sendable, CustomStringConvertible {
  /// The line's number in its file, from 1.
  public var lineNumber: Int
  /// The scalars of the test string.
  public var scalars: [Unicode.Scalar]
  /// Whether each position breaks, from before the first scalar to after the last (n + 1).
  public var breaks: [Bool]
  /// The rule number the comment gives at each position ("0.2", "3.0", "9.3", "999.0"), n + 1
  /// of them, or empty when the comment does not list them.
  public var rules: [String]
  /// The part of the line before the comment: "÷ 000D × 000A ÷".
  public var pattern: String

  /// Creates a test case.
  public init(
    lineNumber: Int, scalars: [Unicode.Scalar], breaks: [Bool], rules: [String], pattern: String
  ) {
    self.lineNumber = lineNumber
    self.scalars = scalars
    self.breaks = breaks
    self.rules = rules
    self.pattern = pattern
  }

  /// The test string.
  public var text: String { String(scalars: scalars) }

  /// Scalar offsets of the breaks, both ends included.
  public var breakScalarOffsets: [Int] { breaks.indices.filter { breaks[$0] } }

  /// The same string's UTF-16 offsets of the breaks.
  public var breakUTF16Offsets: [Int] {
    var offsets: [Int] = []
    var utf16Offset = 0
    for (i, isBreak) in breaks.enumerated() {
      if isBreak { offsets.append(utf16Offset) }
      if i < scalars.count { utf16Offset += UTF16.width(scalars[i]) }
    }
    return offsets
  }

  /// "line 12: ÷ 000D × 000A ÷".
  public var description: String { "line \(lineNumber): \(pattern)" }

  /// Every test line of a break test file's text; comment and blank lines are skipped.
  ///
  /// - Throws: `MalformedTestLine` for a line that is not `÷ hex (× | ÷) hex … ÷`.
  /// - Complexity: O(n) in the length of `fileText`.
  public static func parse(_ fileText: String) throws(MalformedTestLine) -> [BreakTestCase] {
    var cases: [BreakTestCase] = []
    for (lineNumber, line) in numberedLines(of: fileText) {
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let pattern = parts[0].trimmingSpaces
      guard !pattern.isEmpty else { continue }
      var scalars: [Unicode.Scalar] = []
      var breaks: [Bool] = []
      // Marks and scalars alternate: ÷ or ×, then a scalar, ..., then ÷.
      for (index, token) in pattern.split(whereSeparator: { $0 == " " || $0 == "\t" }).enumerated() {
        let expectsMark = index % 2 == 0
        switch token {
        case "÷" where expectsMark: breaks.append(true)
        case "×" where expectsMark: breaks.append(false)
        default:
          guard !expectsMark, let value = UInt32(token, radix: 16),
            let scalar = Unicode.Scalar(value)
          else { throw MalformedTestLine(lineNumber: lineNumber, line: String(line)) }
          scalars.append(scalar)
        }
      }
      // The start and the end of text always break (GB1 and GB2, WB1 and WB2).
      guard breaks.count == scalars.count + 1, breaks.first == true, breaks.last == true else {
        throw MalformedTestLine(lineNumber: lineNumber, line: String(line))
      }
      var rules: [String] = []
      if parts.count > 1 {
        var rest = parts[1]
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
          rules.append(String(rest[rest.index(after: open)..<close]))
          rest = rest[rest.index(after: close)...]
        }
      }
      cases.append(
        BreakTestCase(
          lineNumber: lineNumber, scalars: scalars, breaks: breaks,
          rules: rules.count == breaks.count ? rules : [], pattern: String(pattern)))
    }
    return cases
  }
}

extension BreakTestCase {
  /// The same line's scalars with other breaks, written as the file writes a pattern:
  /// "÷ 0061 × 0301 ÷". `breaks` holds n + 1 values for n scalars.
  public static func pattern(scalars: [Unicode.Scalar], breaks: [Bool]) -> String {
    var parts: [String] = []
    for (index, isBreak) in breaks.enumerated() {
      parts.append(isBreak ? "÷" : "×")
      if index < scalars.count {
        let hex = String(scalars[index].value, radix: 16, uppercase: true)
        parts.append(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)
      }
    }
    return parts.joined(separator: " ")
  }

  /// The pattern this line would have with a break at each of `scalarOffsets` and nowhere else.
  public func pattern(breakingAt scalarOffsets: [Int]) -> String {
    let set = Set(scalarOffsets)
    return Self.pattern(scalars: scalars, breaks: (0...scalars.count).map { set.contains($0) })
  }
}
