import Foundation
import Testing
import UStrTestSupport

/// Tables fit the terminal: run in a real terminal emulator (tmux) at 80 columns, no line of
/// the output wraps; in a pipe the whole table is written.
@Suite(
  "Tables fit the terminal, end to end",
  .enabled(if: TmuxSession.isAvailable, PeerAvailability.skipReason("tmux")))
struct TerminalLayoutTests {
  /// Short texts from the README and the corpus, as `--escapes` arguments. No emoji ZWJ or
  /// modifier sequence: tmux 3.3 draws "👩🏽‍🚀" in 4 cells where ustr's width policy (and
  /// terminals that lay out clusters) counts 2 (README, "Cell widths").
  static let texts = [
    #"Poke\u{301}mon"#, #"🇫🇷☃!"#, #"Hi 42, 漢字!"#, #"\u{202E}abc\u{200B}"#,
    "Марс — четвёртая по удалённости от Солнца планета",
    "火星是太阳系八大行星之一", "المريخ هو الكوكب الرابع", "화성은 태양계의 넷째 행성",
  ]

  static let commands = [
    #"inspect --escapes "$T""#, #"compare --escapes "$T" 'Pokémon'"#,
    #"offset --unit utf8 3 --escapes "$T""#, #"char --limit 3 --escapes "$T""#,
  ]

  @Test(arguments: commands)
  func noLineIsWiderThanThePaneAt80Columns(command: String) throws {
    for text in Self.texts {
      let tmux = try TmuxSession(
        #""$USTR" \#(command) --no-pager"#, columns: 80, rows: 24, environment: ["T": text])
      defer { tmux.close() }
      // compare exits 1 when the texts differ.
      #expect(try tmux.waitForExit() <= 1, "\(command) \(text)")
      // tmux joins (-J) the rows of a line it wrapped: no wrap means as many lines either way.
      let rows = try tmux.capture(history: true)
      let lines = try tmux.capture(history: true, joined: true)
      #expect(rows.count == lines.count, "\(command) \(text) wrapped:\n\(rows.joined(separator: "\n"))")
    }
  }

  @Test func aNoteNamesTheHiddenColumns() throws {
    let session = try TerminalSession.run(#""$USTR" inspect --no-pager --color never abc"#, columns: 80)
    #expect(session.lines.contains { $0.hasPrefix("(hidden to fit 80 columns: java, swift, ") }, "\(session.lines)")
    #expect(session.lines.contains(" --wide shows every column, --columns NAME,... picks them)"))
    #expect(!session.lines.contains { $0.hasPrefix("#") && $0.contains("Java") })
  }

  @Test func wideAndColumnsOverrideTheFit() throws {
    let wide = try TerminalSession.run(#""$USTR" inspect --no-pager --color never --wide abc"#, columns: 80)
    #expect(wide.lines.contains { $0.hasPrefix("#") && $0.hasSuffix("Java") }, "\(wide.lines)")
    let picked = try TerminalSession.run(
      #""$USTR" inspect --no-pager --color never --columns index,code-point,utf8 abc"#, columns: 80)
    #expect(picked.lines.contains("#  code point  utf8"), "\(picked.lines)")
    #expect(picked.lines.contains("0  U+0061         0"), "\(picked.lines)")
  }

  @Test func columnsSetsTheWidth() throws {
    let session = try TerminalSession.run(
      #"COLUMNS=200 "$USTR" inspect --no-pager --color never abc"#, columns: 80)
    #expect(session.lines.contains { $0.hasPrefix("#") && $0.hasSuffix("Java") }, "\(session.lines)")
  }

  @Test func aPipeGetsTheWholeTable() throws {
    let result = try UStrBinary.runShell(#"COLUMNS=40 "$USTR" inspect abc"#)
    let titles = result.stdoutText.split(separator: "\n").first { $0.hasPrefix("#") }
    #expect(titles?.hasSuffix("Java") == true, "\(result.stdoutText)")
  }
}
