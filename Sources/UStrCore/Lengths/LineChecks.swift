/// Each line of a text checked against a ``LengthLimit`` (`--each-line`): how many lines the
/// text has, how many are over the limit, and the first of those.
///
///     let checks = LineChecks(limit: LengthLimit(maximum: 3, unit: .grapheme), text: "abc\r\nabcd\n")
///     checks.lineCount                  // 2
///     checks.linesOver.map(\.lineOffset) // [1]
///     checks.fits                       // false
///
/// A ``LineCheckStream`` gives it for a text read in windows.
public struct LineChecks: Hashable, Sendable {
  /// The limit each line was checked against.
  public var limit: LengthLimit
  /// How many lines the text has ("\n" or "\r\n" end a line; a final terminator starts none).
  public var lineCount: Int
  /// How many lines are over the limit; ``linesOver`` may list only the first of them.
  public var linesOverCount: Int
  /// The lines over the limit, in order: all of them, or the first a stream keeps.
  public var linesOver: [LineOverLimit]

  /// Whether every line fits.
  public var fits: Bool { linesOverCount == 0 }

  /// The checks from their parts.
  public init(limit: LengthLimit, lineCount: Int, linesOverCount: Int, linesOver: [LineOverLimit]) {
    self.limit = limit
    self.lineCount = lineCount
    self.linesOverCount = linesOverCount
    self.linesOver = linesOver
  }

  /// Checks every line of `text` against `limit`, keeping the first `lineLimit` lines over it
  /// (`nil` keeps all; all are counted).
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public init(limit: LengthLimit, text: String, lineLimit: Int? = nil) {
    var stream = LineCheckStream(limit: limit, lineLimit: lineLimit)
    stream.append(text)
    stream.finish()
    self = stream.checks
  }
}
