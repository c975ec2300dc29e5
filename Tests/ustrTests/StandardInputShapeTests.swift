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

  /// With standard input closed, the first file opened takes descriptor 0: `compare` read file
  /// B as A, and B as empty.
  @Test func aClosedStandardInputIsNotAnotherFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-closed-stdin-\(UUID().uuidString)")
    try Data("b".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try UStrBinary.runShell(
      "\"$USTR\" compare --format json --file-a - --file-b '\(file.path)' <&-")
    #expect(result.exitCode == 2, "\(result.stdoutText)")
    #expect(result.stderrText == "ustr: cannot read standard input: Bad file descriptor\n")
  }

  @Test(arguments: ["inspect", "lengths --file /dev/null", "normalize"])
  func aClosedStandardInputOrOutputFailsAsBefore(_ command: String) throws {
    let closedOutput = try UStrBinary.runShell("printf a | \"$USTR\" \(command) >&-")
    #expect(closedOutput.exitCode == 74, "\(closedOutput.stderrText)")
    #expect(closedOutput.stderrText == "ustr: cannot write standard output: Bad file descriptor\n")
  }
}
