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
