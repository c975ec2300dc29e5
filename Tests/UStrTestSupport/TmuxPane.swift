import Foundation

/// A program running in a pane of a private tmux server, for interactive end-to-end tests: send
/// keys, paste, read the screen.
///
///     let pane = try TmuxPane(command: "\"$USTR\" live")
///     defer { pane.kill() }
///     try pane.sendLiteral("Poke\u{301}mon")
///     let screen = try pane.waitFor { $0.contains("9 UTF-8 bytes") }
///
/// Each pane has its own server (`tmux -L <unique name> -f /dev/null`), started with its
/// standard input, output and error on /dev/null so that it never holds a test's pipes open;
/// `kill()` ends it. Waits poll the screen until a deadline: no fixed sleep is an assertion.
public final class TmuxPane: Sendable {
  /// The server's socket name.
  public let server: String
  private let tmux: String

  /// Whether tmux is on `PATH`.
  public static var isAvailable: Bool { PeerAvailability.available("tmux") }

  /// Starts `command` (shell text; `$USTR` is the built ustr) in a new pane of
  /// `columns` x `rows` cells.
  public init(command: String, columns: Int = 100, rows: Int = 30) throws {
    tmux = try PeerAvailability.peer("tmux").path
    server = "ustr-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    var environment = ProcessInfo.processInfo.environment
    environment["USTR"] = UStrBinary.path
    environment.removeValue(forKey: "TMUX")
    let status = DetachedProcess.run(
      [tmux, "-L", server, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command],
      environment: environment)
    guard status == 0 else { throw OracleFailure(message: "tmux new-session exited \(status)") }
  }

  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let result = try ProcessOutput.run(tmux, ["-L", server] + arguments)
    guard result.exitCode == 0 else {
      throw OracleFailure(message: "tmux \(arguments.joined(separator: " ")): \(result.stderrText)")
    }
    return result.stdoutText
  }

  /// Types `text` as literal characters (its UTF-8 bytes reach the program as typed).
  public func sendLiteral(_ text: String) throws { try run(["send-keys", "-l", text]) }

  /// Presses keys by tmux's names: "Left", "Tab", "Escape", "C-n", "F1".
  public func sendKeys(_ keys: String...) throws { try run(["send-keys"] + keys) }

  /// Pastes `text` as a bracketed paste when the program asked for one (`paste-buffer -p`), its
  /// line feeds kept (`-r`: tmux otherwise turns them into CR).
  public func paste(_ text: String) throws {
    try run(["set-buffer", "--", text])
    try run(["paste-buffer", "-p", "-r"])
  }

  /// Resizes the window (and its one pane) to `columns` x `rows` cells; the program gets
  /// SIGWINCH.
  public func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// The screen the pane shows now (the alternate screen while a program uses it).
  public func capture() throws -> String { try run(["capture-pane", "-p"]) }

  /// A tmux format of the pane: "#{alternate_on}".
  public func format(_ format: String) throws -> String {
    try run(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Polls the screen until `condition` holds or `timeout` passes; returns the last screen and
  /// whether the condition held.
  public func waitFor(
    timeout: Duration = .seconds(30), _ condition: (String) -> Bool
  ) throws -> (screen: String, found: Bool) {
    let deadline = ContinuousClock.now + timeout
    var screen = ""
    while ContinuousClock.now < deadline {
      screen = try capture()
      if condition(screen) { return (screen, true) }
      usleep(50_000)
    }
    return (screen, false)
  }

  /// Ends the server and the programs in it.
  public func kill() {
    _ = try? ProcessOutput.run(tmux, ["-L", server, "kill-server"])
  }
}
