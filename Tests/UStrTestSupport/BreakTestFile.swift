import Foundation

/// One line of a Unicode break test file (GraphemeBreakTest.txt, WordBreakTest.txt):
///
///     ÷ 000D × 000A ÷	#  ÷ [0.2] <CARRIAGE RETURN (CR)> (CR) × [3.0] <LINE FEED (LF)> (LF) ÷ [0.3]
public struct BreakTestCase: Sendable, CustomStringConvertible {
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

  /// The test string.
  public var text: String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

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

  public var description: String { "line \(lineNumber): \(pattern)" }

  /// Reads every test line of `url`.
  public static func load(_ url: URL) throws -> [BreakTestCase] {
    let text = try String(contentsOf: url, encoding: .utf8)
    var cases: [BreakTestCase] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let pattern = parts[0].trimmingCharacters(in: .whitespaces)
      guard !pattern.isEmpty else { continue }
      var scalars: [Unicode.Scalar] = []
      var breaks: [Bool] = []
      for token in pattern.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        switch token {
        case "÷": breaks.append(true)
        case "×": breaks.append(false)
        default:
          guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw MalformedLine(lineNumber: index + 1, line: String(line))
          }
          scalars.append(scalar)
        }
      }
      guard breaks.count == scalars.count + 1 else {
        throw MalformedLine(lineNumber: index + 1, line: String(line))
      }
      var rules: [String] = []
      if parts.count > 1 {
        var rest = parts[1][...]
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
          rules.append(String(rest[rest.index(after: open)..<close]))
          rest = rest[rest.index(after: close)...]
        }
      }
      cases.append(
        BreakTestCase(
          lineNumber: index + 1, scalars: scalars, breaks: breaks,
          rules: rules.count == breaks.count ? rules : [], pattern: pattern))
    }
    return cases
  }
}

/// A test file line that is not `÷ hex (× | ÷) hex … ÷`.
public struct MalformedLine: Error, CustomStringConvertible {
  public var lineNumber: Int
  public var line: String
  public var description: String { "malformed test line \(lineNumber): \(line)" }
}

/// One line of emoji-test.txt.
public struct EmojiTestCase: Sendable, CustomStringConvertible {
  public var lineNumber: Int
  public var scalars: [Unicode.Scalar]
  /// "fully-qualified", "minimally-qualified", "unqualified" or "component".
  public var status: String
  /// The emoji version the comment gives ("E15.0"), without the "E".
  public var emojiVersion: String

  public var text: String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  public var description: String {
    "line \(lineNumber): " + scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }

  /// Reads every data line of `url`.
  public static func load(_ url: URL) throws -> [EmojiTestCase] {
    let text = try String(contentsOf: url, encoding: .utf8)
    var cases: [EmojiTestCase] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let first = line.first, first != "#" else { continue }
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let fields = parts[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count == 2 else { continue }
      let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
        .compactMap(Unicode.Scalar.init)
      let comment = parts.count > 1 ? parts[1] : ""
      let version = comment.split(separator: " ").first { $0.hasPrefix("E") && $0.dropFirst().first?.isNumber == true }
      cases.append(
        EmojiTestCase(
          lineNumber: index + 1, scalars: scalars, status: fields[1],
          emojiVersion: version.map { String($0.dropFirst()) } ?? ""))
    }
    return cases
  }
}
