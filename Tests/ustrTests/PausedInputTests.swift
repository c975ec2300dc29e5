import Foundation
import Testing
import UStrTestSupport

/// A pipe that pauses gets the answer so far at once: each streamed command writes what it has
/// when its input gives nothing for a moment, and a line is whole once its line feed has come
/// (nothing of it waits for the next line). On a terminal the table draws its rows then too; in
/// a pipe or a file its layout never depends on timing.
@Suite("Output that follows a slow writer")
struct PausedInputTests {
  /// Two lines, the second ending with a decomposed "é" (a change in NFC and NFKC): the pipe
  /// stays open after them.
  static let text = "abc\nPoke\u{301}\n"

  /// Each command, and what only the row of the last line feed (or the last line's change) has.
  static let streams: [([String], String)] = [
    (["inspect", "--format", "jsonl"], #""utf8Range":[10,11]"#),
    (["char", "--format", "jsonl"], #""graphemeOffset":8,"scalarRange":[9,10]"#),
    (["breaks", "--kind", "word", "--format", "jsonl"], #""utf8Range":[10,11]"#),
    (["breaks", "--format", "jsonl"], #""engine":"reference","data":{"segmentOffset":8,"#),
    (["normalize", "--check", "--format", "jsonl"], #""form":"nfkc""#),
    (["normalize"], "Pok\u{E9}\n"),
  ]

  @Test(arguments: streams)
  func theLastLineIsAnsweredBeforeThePipeEnds(arguments: [String], lastRow: String) throws {
    let output = try PipeFeed.outputBeforeInputEnds(arguments, input: Data(Self.text.utf8), until: lastRow)
    #expect(output.contains(lastRow), "\(arguments): \(output.suffix(400))")
  }

  /// Rows, a pause of a second, a marker written to the terminal, more rows.
  static let pausingPipe = #"{ printf 'ab\n'; sleep 1; echo MARK >/dev/tty; printf 'cd\n'; }"#

  /// The lines a terminal shows for `pausingPipe | ustr <arguments>`, and where "MARK" is.
  func pausedOnATerminal(_ arguments: String) throws -> (lines: [String], mark: Int) {
    let session = try TerminalSession.run(
      Self.pausingPipe + #" | "$USTR" "# + arguments + " --no-pager --color never", columns: 200)
    #expect(session.exitCode == 0)
    return (session.lines, try #require(session.lines.firstIndex(of: "MARK"), "\(session.lines)"))
  }

  @Test(.enabled(if: TerminalSession.isAvailable, PeerAvailability.skipReason("script")))
  func onATerminalTheTableDrawsItsRowsWhenTheInputPauses() throws {
    let (lines, mark) = try pausedOnATerminal("inspect")
    // A row starts with the cluster's number and the cluster.
    let row = { (number: String, cluster: String) in
      lines.firstIndex { $0.split(separator: " ").prefix(2) == [Substring(number), Substring(cluster)] }
    }
    let b = try #require(row("1", "b"), "\(lines)")
    let c = try #require(row("3", "c"), "\(lines)")
    let counts = try #require(lines.firstIndex { $0.hasPrefix("6 graphemes") }, "\(lines)")
    #expect(b < mark && mark < c && c < counts, "\(lines)")
    // The rows after the pause continue the table: its titles are drawn once.
    #expect(lines.filter { $0.contains("code point") }.count == 1, "\(lines)")
  }

  @Test(.enabled(if: TerminalSession.isAvailable, PeerAvailability.skipReason("script")))
  func onATerminalCharDrawsItsClustersAndCardsWhenTheInputPauses() throws {
    let (lines, mark) = try pausedOnATerminal("char")
    let bCard = try #require(lines.firstIndex { $0.hasPrefix("U+0062") }, "\(lines)")
    let c = try #require(lines.firstIndex { $0.hasPrefix("grapheme 3: c") }, "\(lines)")
    #expect(bCard < mark && mark < c, "\(lines)")
  }

  /// A UTF-16LE byte order mark whose first byte comes alone, then "A" and a line feed.
  static let splitMark = #"{ printf '\377'; sleep 0.3; printf '\376A\000\n\000'; }"#

  @Test(arguments: [["normalize"], ["lengths", "--format", "json"]])
  func aByteOrderMarkSplitAcrossReadsIsStillHonoured(arguments: [String]) throws {
    let result = try UStrBinary.runShell(Self.splitMark + #" | "$USTR" "# + arguments.joined(separator: " "))
    #expect(result.exitCode == 0)
    #expect(result.stderrText.contains("read as UTF-16LE (from its byte order mark)"), "\(result.stderrText)")
    if arguments == ["normalize"] { #expect(result.stdoutText == "A\n") }
  }

  @Test func inAPipeTheTablesLayoutDoesNotDependOnPauses() throws {
    let paused = try UStrBinary.runShell(#"{ printf 'ab\n'; sleep 1; printf 'cd\n'; } | "$USTR" inspect"#)
    let whole = try UStrBinary.run(["inspect"], input: Data("ab\ncd\n".utf8))
    #expect(paused.exitCode == 0)
    #expect(paused.stdoutText == whole.stdoutText)
    #expect(paused.stdoutText.hasPrefix("6 graphemes, 6 scalars"))
  }
}
