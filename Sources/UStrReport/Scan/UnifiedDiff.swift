/// The added lines of a unified diff (`git diff`, `diff -u`), with their line numbers in the
/// new file: what `ustr scan --diff` scans.
///
///     let diff = "+++ b/x.swift\n@@ -1,2 +1,3 @@\n a\n+b\n c\n"
///     UnifiedDiff.addedLines(in: Array(diff.utf8))   // [("x.swift", 2, "b")]
package enum UnifiedDiff {
  /// One added line.
  package struct AddedLine: Hashable, Sendable {
    /// The new file's path, without git's `b/` prefix.
    package var path: String
    /// The line's number in the new file, from 1.
    package var line: Int
    /// The line's bytes, without the leading `+` and the line break.
    package var bytes: [UInt8]
  }

  /// Every added line of `diff`, in order. A deleted file (`+++ /dev/null`) adds nothing.
  ///
  /// - Complexity: O(n) in the diff's length.
  package static func addedLines(in diff: [UInt8]) -> [AddedLine] {
    var added: [AddedLine] = []
    var path: String?
    var newLine = 0
    var inHunk = false
    for rawLine in diff.split(separator: 0x0A, omittingEmptySubsequences: false) {
      var text = rawLine[...]
      if text.last == 0x0D { text = text.dropLast() }
      if text.starts(with: "+++ ".utf8) && (!inHunk || newLine == 0) {
        path = newPath(String(decoding: text.dropFirst(4), as: UTF8.self))
        inHunk = false
        continue
      }
      if text.starts(with: "@@ ".utf8) {
        newLine = hunkStart(String(decoding: text, as: UTF8.self)) ?? 1
        inHunk = true
        continue
      }
      if text.starts(with: "diff ".utf8) {
        inHunk = false
        continue
      }
      guard inHunk, let first = text.first else { continue }
      switch first {
      case UInt8(ascii: "+"):
        if let path { added.append(AddedLine(path: path, line: newLine, bytes: Array(text.dropFirst()))) }
        newLine += 1
      case UInt8(ascii: " "): newLine += 1
      case UInt8(ascii: "-"), UInt8(ascii: "\\"): break
      default: inHunk = false
      }
    }
    return added
  }

  /// "b/src/x.swift\t2024-…" → "src/x.swift"; "/dev/null" → nil.
  static func newPath(_ field: String) -> String? {
    var name = field.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? field
    if name == "/dev/null" { return nil }
    if name.hasPrefix("b/") { name.removeFirst(2) }
    return name
  }

  /// The new file's first line in "@@ -1,2 +3,4 @@": 3; `nil` when the header has none, or one
  /// past `Int.max / 2`, which no file ustr reads can reach (counting lines on from near
  /// `Int.max` overflowed and trapped).
  static func hunkStart(_ header: String) -> Int? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else {
      return nil
    }
    guard let start = Int(plus.dropFirst().split(separator: ",").first ?? ""), start <= Int.max / 2
    else { return nil }
    return start
  }
}
