import Foundation
import Testing
import UStrTestSupport

/// Standard input as a shell can hand it over besides a pipe or a file: a directory
/// (`< /`) and a closed descriptor (`<&-`). Either is an input error (exit 2, one line on
/// standard error), never a crash, and never another file read in its place.
@Suite("Standard input that is a directory or closed, end to end")
struct StandardInputShapeTests {
  /// Commands that read standard input when given no text.
  static let readers = [
    "inspect", "lengths", "normalize", "normalize --check", "sort", "breaks", "char",
    "escape --lang c", "demojibake", "offset --unit utf8 0", "slice --unit utf8 --range '0..<0'",
    "compare --file-a - --file-b /dev/null",
  ]

  @Test(arguments: readers)
  func standardInputFromADirectoryIsAnInputError(_ command: String) throws {
    let result = try UStrBinary.runShell("\"$USTR\" \(command) < /")
    #expect(result.exitCode == 2, "\(result.stderrText)")
    #expect(result.stderrText.hasPrefix("ustr: cannot read standard input"), "\(result.stderrText)")
    #expect(!result.stderrText.contains("Fatal error"))
  }
}
