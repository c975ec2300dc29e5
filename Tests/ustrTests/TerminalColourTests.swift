import Foundation
import Testing
import UStrTestSupport

/// Colour: on a terminal, never in a pipe, with NO_COLOR or in JSON; `--color` and
/// CLICOLOR_FORCE force it.
@Suite(
  "Colour on a terminal, end to end",
  .enabled(if: TerminalSession.isAvailable, PeerAvailability.skipReason("script")))
struct TerminalColourTests {
  static let escape = UInt8(0x1B)
  /// A colour terminal, whatever the test runner's environment says (an empty NO_COLOR is
  /// no request).
  static let colourTerminal = ["TERM": "xterm-256color", "NO_COLOR": "", "CLICOLOR_FORCE": ""]

  @Test func aTableOnATerminalIsColoured() throws {
    let session = try TerminalSession.run(
      #""$USTR" inspect --no-pager 'e\u{301}' --escapes"#, environment: Self.colourTerminal)
    #expect(session.exitCode == 0)
    let text = String(decoding: session.output, as: UTF8.self)
    // Column titles dim, the cluster index bold, the combining mark cyan.
    #expect(text.contains("\u{1B}[2m#\u{1B}[0m"))
    #expect(text.contains("\u{1B}[1m0\u{1B}[0m"))
    #expect(text.contains("\u{1B}[36mU+0301\u{1B}[0m"))
  }

  @Test func noColorTurnsItOff() throws {
    let session = try TerminalSession.run(
      #""$USTR" inspect --no-pager abc"#, environment: Self.colourTerminal.merging(["NO_COLOR": "1"]) { $1 })
    #expect(session.exitCode == 0)
    #expect(!session.output.contains(Self.escape))
  }

  @Test func anEmptyNoColorDoesNotTurnItOff() throws {
    let session = try TerminalSession.run(
      #""$USTR" inspect --no-pager abc"#, environment: Self.colourTerminal)
    #expect(session.output.contains(Self.escape))
  }

  @Test func colorNeverAndADumbTerminalTurnItOff() throws {
    let never = try TerminalSession.run(
      #""$USTR" inspect --no-pager --color never abc"#, environment: Self.colourTerminal)
    #expect(!never.output.contains(Self.escape))
    let dumb = try TerminalSession.run(
      #""$USTR" inspect --no-pager abc"#, environment: Self.colourTerminal.merging(["TERM": "dumb"]) { $1 })
    #expect(!dumb.output.contains(Self.escape))
  }

  @Test func jsonOnATerminalIsNeverColoured() throws {
    let session = try TerminalSession.run(#""$USTR" inspect --no-pager --color always --format json abc"#)
    #expect(session.exitCode == 0)
    #expect(!session.output.contains(Self.escape))
  }

  @Test func aPipeGetsNoColourUnlessForced() throws {
    let plain = try UStrBinary.runShell(#"env -u NO_COLOR "$USTR" inspect abc"#)
    #expect(!plain.stdout.contains(Self.escape))
    let always = try UStrBinary.run(["inspect", "--color", "always", "abc"])
    #expect(always.stdout.contains(Self.escape))
    let forced = try UStrBinary.runShell(#"env -u NO_COLOR CLICOLOR_FORCE=1 "$USTR" inspect abc"#)
    #expect(forced.stdout.contains(Self.escape))
    let forcedButNoColor = try UStrBinary.runShell(#"CLICOLOR_FORCE=1 NO_COLOR=1 "$USTR" inspect abc"#)
    #expect(!forcedButNoColor.stdout.contains(Self.escape))
  }

  @Test func colourDoesNotMoveColumns() throws {
    let plain = try UStrBinary.run(["inspect", "--escapes", "e\\u{301}\\u{202E}漢"])
    let coloured = try UStrBinary.run(["inspect", "--color", "always", "--escapes", "e\\u{301}\\u{202E}漢"])
    let stripped = coloured.stdoutText.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(stripped == plain.stdoutText)
  }

  @Test func failedChecksAreRed() throws {
    let result = try UStrBinary.run(["compare", "--color", "always", "é", "e\u{301}", "--level", "utf8"])
    #expect(result.exitCode == 1)
    #expect(result.stdoutText.contains("\u{1B}[1;31m✗\u{1B}[0m"))
    #expect(result.stdoutText.contains("\u{1B}[32m✓\u{1B}[0m"))
  }

  @Test func sortAndNormalizeOnATerminalKeepLines() throws {
    let sort = try TerminalSession.run(
      #"printf 'b\na\n' | "$USTR" sort"#, environment: Self.colourTerminal)
    #expect(sort.lines == ["a", "b"], "\(sort.lines)")
    let normalize = try TerminalSession.run(
      #"printf 'x\ny' | "$USTR" normalize"#, environment: Self.colourTerminal)
    #expect(normalize.lines == ["x", "y"], "\(normalize.lines)")
  }

  /// A file with a bidi override (U+202E: an error in code) and a ZWJ in text (a note in
  /// prose); removed by the caller.
  static func scanFile() throws -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-colour-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).swift")
    try Data("if admin \u{202E} { // x\n".utf8).write(to: file)
    return file
  }

  @Test func scanFindingsOnATerminalAreColouredBySeverity() throws {
    let file = try Self.scanFile()
    defer { try? FileManager.default.removeItem(at: file) }
    let session = try TerminalSession.run(
      #""$USTR" scan --no-pager "$F""#, environment: Self.colourTerminal.merging(["F": file.path]) { $1 })
    #expect(session.exitCode == 1)
    let text = String(decoding: session.output, as: UTF8.self)
    // The severity and rule id, the marked span and the caret in the error's bold red.
    #expect(text.contains(": \u{1B}[1;31merror[bidi-control]\u{1B}[0m: "), "\(text)")
    #expect(text.contains(" | if admin \u{1B}[1;31m⟨U+202E⟩\u{1B}[0m { // x"), "\(text)")
    #expect(text.contains("   |          \u{1B}[1;31m^~~~~~~~\u{1B}[0m"), "\(text)")
  }

  @Test func scanFindingsGetNoColourWithNoColorOrInAPipe() throws {
    let file = try Self.scanFile()
    defer { try? FileManager.default.removeItem(at: file) }
    let session = try TerminalSession.run(
      #""$USTR" scan --no-pager "$F""#,
      environment: Self.colourTerminal.merging(["F": file.path, "NO_COLOR": "1"]) { $1 })
    #expect(session.exitCode == 1)
    #expect(!session.output.contains(Self.escape))
    #expect(String(decoding: session.output, as: UTF8.self).contains("   |          ^~~~~~~~"))
    let piped = try UStrBinary.runShell(#"env -u NO_COLOR -u CLICOLOR_FORCE "$USTR" scan "\#(file.path)""#)
    #expect(piped.exitCode == 1)
    #expect(!piped.stdout.contains(Self.escape))
    #expect(piped.stdoutText.contains(": error[bidi-control]: "))
  }

  @Test func aFiltersPlaceholdersAreMagentaOnATerminal() throws {
    let session = try TerminalSession.run(
      #"printf 'b\033x\na\342\200\256\n' | "$USTR" sort"#, environment: Self.colourTerminal)
    #expect(session.exitCode == 0)
    #expect(session.lines == ["a\u{1B}[35m⟨U+202E⟩\u{1B}[0m", "b\u{1B}[35m␛\u{1B}[0mx"], "\(session.lines)")
    let plain = try TerminalSession.run(
      #"printf 'b\033x\n' | "$USTR" sort"#, environment: Self.colourTerminal.merging(["NO_COLOR": "1"]) { $1 })
    #expect(plain.lines == ["b␛x"])
    // In a pipe the text is the input's bytes, never a placeholder.
    let piped = try UStrBinary.runShell(#"printf 'b\033x\n' | env -u NO_COLOR CLICOLOR_FORCE=1 "$USTR" sort"#)
    #expect(piped.stdout == Data("b\u{1B}x\n".utf8))
  }
}
