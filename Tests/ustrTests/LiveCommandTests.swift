import Foundation
import Testing
import UStrTestSupport

/// `ustr live` under a real terminal (tmux): typing, moving, pasting, quitting.
@Suite(
  "Live, end to end in tmux", .serialized,
  .enabled(if: TmuxPane.isAvailable, PeerAvailability.skipReason("tmux")))
struct LiveCommandTests {
  /// Starts `ustr live` after a marker line on the normal screen; after it ends, the shell
  /// prints, in one line ending in "(end)", its exit status and whether the terminal is back
  /// in canonical mode with echo (one write, so a capture never sees half of it).
  static func start(_ arguments: String = "") throws -> TmuxPane {
    let pane = try TmuxPane(
      command:
        "printf 'before live\\n'; \"$USTR\" live \(arguments); status=$?; "
        + "modes=$(stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' '); "
        + "echo \"exit=$status modes: $modes(end)\"; sleep 600")
    let (screen, found) = try pane.waitFor { $0.contains("Esc quits") }
    #expect(found, "the live screen did not appear:\n\(screen)")
    return pane
  }

  static func expectScreen(
    _ pane: TmuxPane, contains text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (screen, found) = try pane.waitFor { $0.contains(text) }
    #expect(found, "no \"\(text)\" on the screen:\n\(screen)", sourceLocation: sourceLocation)
  }

  @Test func typingPokemonShowsItsFourLengths() throws {
    let pane = try Self.start()
    defer { pane.kill() }
    try pane.sendLiteral("Poke")
    try pane.sendLiteral("\u{301}")  // U+0301 COMBINING ACUTE ACCENT, typed on its own: CC 81
    try pane.sendLiteral("mon")
    try Self.expectScreen(pane, contains: "7 graphemes, 8 scalars, 8 UTF-16 units, 9 UTF-8 bytes")
    try Self.expectScreen(pane, contains: "U+0065 U+0301")
    try Self.expectScreen(pane, contains: "65 CC 81")
  }

  @Test func movingTheCursorShowsItsOffsets() throws {
    let pane = try Self.start()
    defer { pane.kill() }
    try pane.sendLiteral("Poke\u{301}mon")
    try Self.expectScreen(pane, contains: "cursor: grapheme 7, scalar 8, utf16 8, utf8 9")
    try pane.sendKeys("Left", "Left")
    try Self.expectScreen(pane, contains: "cursor: grapheme 5, scalar 6, utf16 6, utf8 7")
    try Self.expectScreen(pane, contains: "U+006F LATIN SMALL LETTER O")
    // By scalar: two steps back from before "m" is between "e" and U+0301.
    try pane.sendKeys("Left", "Tab", "Left")
    try Self.expectScreen(pane, contains: "arrows move by scalar")
    try Self.expectScreen(pane, contains: "cursor: grapheme inside 3, scalar 4, utf16 4, utf8 4")
    try Self.expectScreen(pane, contains: "U+0301 COMBINING ACUTE ACCENT")
  }

  @Test func pastedEscapeSequenceIsShownAsAPlaceholder() throws {
    let pane = try Self.start()
    defer { pane.kill() }
    try pane.paste("a\u{1B}[31mred\nb")
    try Self.expectScreen(pane, contains: "a␛[31mred␊b")
    try Self.expectScreen(pane, contains: "11 graphemes, 11 scalars, 11 UTF-16 units, 11 UTF-8 bytes")
    let screen = try pane.capture()
    #expect(!screen.contains("\u{1B}"))
  }

  @Test func escapeQuitsAndRestoresTheTerminal() throws {
    let pane = try Self.start("Pok\u{E9}mon")
    defer { pane.kill() }
    try Self.expectScreen(pane, contains: "7 graphemes, 7 scalars, 7 UTF-16 units, 8 UTF-8 bytes")
    #expect(try pane.format("#{alternate_on}") == "1")
    try pane.sendKeys("Escape")
    try Self.expectScreen(pane, contains: "(end)")
    #expect(try pane.capture().contains("exit=0 "))
    let screen = try pane.capture()
    #expect(screen.contains("before live"), "\(screen)")
    #expect(screen.contains("icanon echo") || screen.contains("echo icanon"), "\(screen)")
    #expect(!screen.contains("Esc quits"))
    #expect(try pane.format("#{alternate_on}") == "0")
  }

  /// SIGTERM, SIGINT (sent from outside: in raw mode Ctrl-C is a key, not a signal) and SIGHUP
  /// end it with exit 0 and the terminal restored.
  @Test(arguments: ["TERM", "INT", "HUP"])
  func signalRestoresTheTerminal(_ signal: String) throws {
    let pane = try Self.start()
    defer { pane.kill() }
    let shell = try pane.format("#{pane_pid}")
    let result = try ProcessOutput.run("/bin/sh", ["-c", "pkill -\(signal) -P \(shell) -x ustr"])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    try Self.expectScreen(pane, contains: "(end)")
    #expect(try pane.capture().contains("exit=0 "))
    let screen = try pane.capture()
    #expect(screen.contains("icanon echo") || screen.contains("echo icanon"), "\(screen)")
    #expect(try pane.format("#{alternate_on}") == "0")
  }

  @Test func questionMarkShowsAndHidesTheKeys() throws {
    let pane = try Self.start("abc")
    defer { pane.kill() }
    // "NFKD  yes": the normalization line the keys take the place of.
    try Self.expectScreen(pane, contains: "NFKD  yes")
    try pane.sendLiteral("?")
    try Self.expectScreen(pane, contains: "show or hide these keys")
    #expect(try !pane.capture().contains("NFKD  yes"))
    try pane.sendKeys("F1")
    let (screen, hidden) = try pane.waitFor { !$0.contains("show or hide these keys") && $0.contains("NFKD  yes") }
    #expect(hidden, "\(screen)")
    #expect(screen.contains("3 graphemes"), "the text was edited by the keys:\n\(screen)")
  }

  /// After the window shrinks the screen is drawn again at the new size: no line wider than it,
  /// the counts and the foot line still there.
  @Test func resizingRedrawsAtTheNewSize() throws {
    let pane = try Self.start("Poke\u{301}mon")
    defer { pane.kill() }
    try Self.expectScreen(pane, contains: "7 graphemes, 8 scalars")
    try pane.resize(columns: 44, rows: 20)
    let (screen, redrawn) = try pane.waitFor { screen in
      let lines = screen.split(separator: "\n")
      return screen.contains("7 graphemes, 8 scalars") && lines.allSatisfy { $0.count <= 44 }
        && lines.first?.hasPrefix("ustr live") == true && !screen.contains("Esc quits")
    }
    #expect(redrawn, "\(screen)")
    #expect(screen.contains("Unicode"), "the foot line naming the engines is gone:\n\(screen)")
  }

  @Test func withoutATerminalItIsAUsageErrorNamingInspect() throws {
    let result = try UStrBinary.run(["live", "abc"])
    #expect(result.exitCode == 64)
    #expect(result.stderrText.contains("ustr inspect"), "\(result.stderrText)")
  }
}
