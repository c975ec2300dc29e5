/// A plain reference for where each grapheme cluster of a text starts in lines and columns as
/// the Language Server Protocol counts them (lines end at LF, CR LF, CR; 0-based), computed from
/// the standard library's `Character`s and views only: independent of `LineIndex` and
/// `ClusterLinePositions`.
public enum LSPLineReference {
  /// One cluster's start: its line, and its columns in UTF-8, UTF-16, scalars and clusters.
  public struct Start: Equatable, Sendable {
    public var line: Int
    public var utf8: Int
    public var utf16: Int
    public var scalar: Int
    public var grapheme: Int
  }

  /// Where each `Character` of `text` starts, in order.
  ///
  /// - Complexity: O(n).
  public static func clusterStarts(of text: String) -> [Start] {
    var starts: [Start] = []
    var current = Start(line: 0, utf8: 0, utf16: 0, scalar: 0, grapheme: 0)
    for character in text {
      starts.append(current)
      if character == "\n" || character == "\r\n" || character == "\r" {
        current = Start(line: current.line + 1, utf8: 0, utf16: 0, scalar: 0, grapheme: 0)
      } else {
        current.utf8 += character.utf8.count
        current.utf16 += character.utf16.count
        current.scalar += character.unicodeScalars.count
        current.grapheme += 1
      }
    }
    return starts
  }

  /// A random text of `pieces` random strings, each followed by LF, CR LF, CR, nothing or "x".
  public static func randomText(pieces: Int, using generator: inout SeededGenerator) -> String {
    var text = ""
    for _ in 0..<pieces {
      text += RandomText.string(maxScalars: 6, using: &generator)
      text += ["\n", "\r\n", "\r", "", "x"].randomElement(using: &generator)!
    }
    return text
  }
}
