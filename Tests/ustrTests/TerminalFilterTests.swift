import Foundation
import Testing
import UStrTestSupport

/// Filters on a real pseudo-terminal: lines stay lines, tabs stay tabs, dangerous characters
/// become placeholders, and the prompt never lands on the text's last line.
@Suite(
  "Filters on a terminal, end to end", .enabled(if: TerminalSession.isAvailable, PeerAvailability.skipReason("script")))
struct TerminalFilterTests {
  /// Without colour, so the lines are the text's own (placeholders' colour: TerminalColourTests).
  static let plain = ["NO_COLOR": "1"]

  @Test func sortKeepsLinesAndShowsControlsAsPlaceholders() throws {
    let session = try TerminalSession.run(#"printf 'b\tx\r\n\342\200\256c\033[31m\na\n' | "$USTR" sort"#, environment: Self.plain)
    #expect(session.exitCode == 0)
    #expect(session.lines == ["a", "b\tx", "⟨U+202E⟩c␛[31m"], "\(session.lines)")
    #expect(!session.output.contains(0x1B))
  }

  @Test func normalizeOfAnArgumentEndsItsLine() throws {
    let session = try TerminalSession.run(#""$USTR" normalize --form nfd abc"#, environment: Self.plain)
    #expect(session.exitCode == 0)
    #expect(session.lines == ["abc"], "\(session.lines)")
  }

  @Test func normalizeOfAFileKeepsItsLinesAndEndsTheLast() throws {
    let session = try TerminalSession.run(#"printf 'one\r\ntwo\rthree\n\nlast' | "$USTR" normalize"#, environment: Self.plain)
    #expect(session.exitCode == 0)
    #expect(session.lines == ["one", "two␍three", "", "last"], "\(session.lines)")
  }

  @Test func sliceOfSeveralLinesKeepsThem() throws {
    let session = try TerminalSession.run(#""$USTR" slice --unit utf8 --range '0..<5' "$(printf 'ab\ncd\n')""#, environment: Self.plain)
    #expect(session.exitCode == 0)
    #expect(session.lines == ["ab", "cd"], "\(session.lines)")
  }

  @Test func aUsageErrorWithASuggestionExits64() throws {
    let session = try TerminalSession.run(#""$USTR" inspcet x"#)
    #expect(session.exitCode == 64)
    #expect(session.lines.first == "ustr: unknown command 'inspcet'. Did you mean 'inspect'?")
  }

  @Test func inAPipeTheTextIsWrittenByteForByte() throws {
    let input = Data("b\tx\r\n\u{202E}c\u{1B}\rz\n".utf8)
    let result = try UStrBinary.run(["normalize"], input: input)
    #expect(result.stdout == input)
  }
}

/// The committed man page renders.
@Suite("Man page", .enabled(if: PeerAvailability.available("man"), PeerAvailability.skipReason("man")))
struct ManPageRenderingTests {
  @Test func theManPageRendersWithManL() throws {
    let page = SharedData.projectRoot.appendingPathComponent("share/man/man1/ustr.1").path
    let result = try UStrBinary.runShell("MANPAGER=cat MANWIDTH=80 man -l '\(page)' 2>&1")
    #expect(result.exitCode == 0, "\(result.stdoutText)")
    #expect(result.stdoutText.contains("USTR(1)"))
    #expect(result.stdoutText.contains("inspect"))
  }
}
