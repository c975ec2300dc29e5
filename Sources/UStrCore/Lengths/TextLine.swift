/// One line of a text, as ``TextLine/lines(of:)`` splits it.
public struct TextLine: Hashable, Sendable {
  /// The line's position in lines from the start of the text: the first line is 0.
  public var lineOffset: Int
  /// Where the line starts in the whole text, in UTF-8 bytes.
  public var utf8Offset: Int
  /// The line's content, without its terminator.
  public var text: Substring

  /// Splits `text` into lines.
  ///
  /// A line ends at "\n" (U+000A) or "\r\n" (U+000D U+000A); the terminator is not part of the
  /// line. Nothing else ends a line: a lone "\r", U+0085, U+2028 and U+2029 stay inside it (so a
  /// file written on classic Mac OS is one line). A final terminator does not start an empty last
  /// line; an empty text has no lines, and "\n" has one empty line.
  ///
  ///     TextLine.lines(of: "a\r\nb\n\nc").map(\.text)  // ["a", "b", "", "c"]
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public static func lines(of text: String) -> [TextLine] {
    var lines: [TextLine] = []
    forEachLine(of: text) { line, utf8Offset in
      lines.append(TextLine(lineOffset: lines.count, utf8Offset: utf8Offset, text: line))
    }
    return lines
  }

  /// The contents of ``lines(of:)``, without the line values: what a command that holds every
  /// line of a large text (`ustr sort`) needs, at 32 bytes a line.
  ///
  ///     TextLine.contents(of: "a\r\nb\n")  // ["a", "b"]
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public static func contents(of text: String) -> [Substring] {
    var contents: [Substring] = []
    forEachLine(of: text) { line, _ in contents.append(line) }
    return contents
  }

  /// Calls `body` with each line's content and its start in UTF-8 bytes, as ``lines(of:)``
  /// splits the text.
  static func forEachLine(of text: String, _ body: (Substring, _ utf8Offset: Int) -> Void) {
    let bytes = text.utf8
    var start = bytes.startIndex
    var utf8Offset = 0
    while start < bytes.endIndex {
      let newline = bytes[start...].firstIndex(of: 0x0A)
      var end = newline ?? bytes.endIndex
      if newline != nil, end > start, bytes[bytes.index(before: end)] == 0x0D {
        end = bytes.index(before: end)
      }
      body(text[start..<end], utf8Offset)
      let next = newline.map { bytes.index(after: $0) } ?? bytes.endIndex
      utf8Offset += bytes.distance(from: start, to: next)
      start = next
    }
  }
}
