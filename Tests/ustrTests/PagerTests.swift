import Foundation
import Testing
import UStrTestSupport

/// Long output on a terminal goes through the pager; short output, a pipe and `--no-pager` do
/// not; a pager quit early or missing changes nothing about the exit code.
@Suite(
  "Pager, end to end",
  .enabled(if: TerminalSession.isAvailable, PeerAvailability.skipReason("script")))
struct PagerTests {
  /// A pager that marks that it ran and shows its input: `USTR_PAGER` as shell text.
  func markingPager() -> (pager: String, marker: URL) {
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-pager-\(UUID().uuidString)")
    return ("touch '\(marker.path)'; cat", marker)
  }

  @Test func longOutputStartsThePager() throws {
    let (pager, marker) = markingPager()
    defer { try? FileManager.default.removeItem(at: marker) }
    // 40 rows (TerminalSession's); inspect of 60 clusters is longer.
    let session = try TerminalSession.run(
      #""$USTR" inspect "$(printf 'a%.0s' $(seq 60))""#, environment: ["USTR_PAGER": pager])
    #expect(session.exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: marker.path))
    #expect(session.lines.contains("engines"), "the pager shows the whole output")
  }

  @Test func shortOutputDoesNot() throws {
    let (pager, marker) = markingPager()
    defer { try? FileManager.default.removeItem(at: marker) }
    let session = try TerminalSession.run(#""$USTR" lengths abc"#, environment: ["USTR_PAGER": pager])
    #expect(session.exitCode == 0)
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test func noPagerAndCatTurnItOff() throws {
    let (pager, marker) = markingPager()
    defer { try? FileManager.default.removeItem(at: marker) }
    let long = #""$USTR" inspect "$(printf 'a%.0s' $(seq 60))""#
    let off = try TerminalSession.run(long + " --no-pager", environment: ["USTR_PAGER": pager])
    #expect(off.exitCode == 0)
    #expect(!FileManager.default.fileExists(atPath: marker.path))
    let cat = try TerminalSession.run(long, environment: ["USTR_PAGER": "cat", "PAGER": pager])
    #expect(cat.exitCode == 0)
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test func aPipeIsNeverPaged() throws {
    let (pager, marker) = markingPager()
    defer { try? FileManager.default.removeItem(at: marker) }
    let result = try UStrBinary.runShell(
      #"USTR_PAGER="$P" "$USTR" inspect "$(printf 'a%.0s' $(seq 60))""#.replacingOccurrences(
        of: "$P", with: pager))
    #expect(result.exitCode == 0)
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test func aPagerQuitEarlyIsNotAnError() throws {
    // `head -1` reads a line and exits: the rest of the output meets a closed pipe.
    let session = try TerminalSession.run(
      #""$USTR" inspect --all "$(printf 'a%.0s' $(seq 5000))" 2>/tmp/ustr-pager-stderr-$$; echo "stderr: $(cat /tmp/ustr-pager-stderr-$$)"; rm -f /tmp/ustr-pager-stderr-$$"#,
      environment: ["USTR_PAGER": "head -1"])
    #expect(session.exitCode == 0)
    #expect(session.lines.last == "stderr: ", "\(session.lines)")
  }

  @Test func aPagerThatCannotStartLeavesTheOutputOnTheTerminal() throws {
    let session = try TerminalSession.run(
      #""$USTR" inspect "$(printf 'a%.0s' $(seq 60))""#,
      environment: ["USTR_PAGER": "/nonexistent/pager -R"])
    #expect(session.exitCode == 0)
    #expect(session.lines.contains("engines"))
  }

  @Test func theCommandsExitCodeIsKept() throws {
    let (pager, marker) = markingPager()
    defer { try? FileManager.default.removeItem(at: marker) }
    let session = try TerminalSession.run(
      #""$USTR" compare --level utf8 "$(printf 'a%.0s' $(seq 40))" "$(printf 'b%.0s' $(seq 40))""#,
      columns: 20, environment: ["USTR_PAGER": pager])
    #expect(session.exitCode == 1)
    #expect(FileManager.default.fileExists(atPath: marker.path))
  }
}

/// The real `less`, in a real terminal emulator: it shows its prompt and quits on `q`.
@Suite(
  "less as the pager, in tmux",
  .enabled(if: TmuxSession.isAvailable && PeerAvailability.available("less"), PeerAvailability.skipReason("tmux", "less")))
struct LessPagerTests {
  @Test func lessShowsItsPromptAndQuitsOnQ() throws {
    let tmux = try TmuxSession(
      #""$USTR" inspect "$(printf 'a%.0s' $(seq 60))""#, columns: 80, rows: 24,
      environment: ["PAGER": "less -R", "LESS": ""])
    defer { tmux.close() }
    // LESS is set (empty), so ustr leaves it: without -F, less waits at its ":" prompt.
    let screen = try tmux.waitForScreen { $0.last.map { $0 == ":" || $0.contains("(END)") } ?? false }
    #expect(screen.first?.hasPrefix("60 graphemes") == true, "\(screen)")
    try tmux.send("q")
    #expect(try tmux.waitForExit() == 0)
  }

  @Test func shortOutputNeverReachesLess() throws {
    let tmux = try TmuxSession(#""$USTR" lengths abc"#, columns: 80, rows: 24, environment: ["PAGER": "less"])
    defer { tmux.close() }
    #expect(try tmux.waitForExit() == 0)
    let screen = try tmux.capture()
    #expect(screen.contains { $0.hasPrefix("  swift.count") || $0.hasPrefix("swift.count") })
  }
}
