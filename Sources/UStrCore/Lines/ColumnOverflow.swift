/// What a column past the end of its line means.
///
/// Line 0 of "ab\ncd" has 2 columns of content, so column 5 is past its end:
///
///     let lines = LineIndex("ab\ncd")
///     lines.utf8Offset(line: 0, utf16Column: 5, in: "ab\ncd")                         // 2
///     lines.utf8Offset(line: 0, utf16Column: 5, in: "ab\ncd", pastLineEnd: .refuse)  // nil
public enum ColumnOverflow: String, Codable, CaseIterable, Hashable, Sendable {
  /// The end of the line's content (before its terminator), as the Language Server Protocol
  /// says: "If the character value is greater than the line length it defaults back to the line
  /// length."
  case clamp
  /// No position (`nil`).
  case refuse
}
