import Foundation

/// A shell command run in a pane of a private tmux server (a real terminal emulator): its screen
/// is read with `capture-pane`, keys are sent with `send-keys`.
///
///     let tmux = try TmuxSession(#""$USTR" inspect é"#, columns: 80, rows: 24)
///     defer { tmux.close() }
///     let screen = try tmux.waitForScreen { $0.contains("engines") }
///
/// Each session is its own server (`tmux -L <unique name> -f /dev/null`), started with stdin,
/// stdout and stderr on /dev/null so it never holds a test's pipes open; ``close()`` kills it.
/// After the command the pane prints `⟪exit N⟫` and stays open until the session is closed.
public final class TmuxSession: @unchecked Sendable {
  /// The server's socket name.
  public let socket: String
  let tmux: String

  /// Whether tmux is on `PATH`.
  public static var isAvailable: Bool { PeerAvailability.available("tmux") }

  /// Starts `command` (shell text; `$USTR` is the built ustr) in a `columns` × `rows` pane,
  /// with `environment` added to the test's.
  public init(
    _ command: String, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]
  ) throws {
    tmux = try PeerAvailability.peer("tmux").path
    socket = "ustr-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    variables["USTR"] = UStrBinary.path
    variables.removeValue(forKey: "TMUX")
    variables.removeValue(forKey: "COLUMNS")
    variables.removeValue(forKey: "LINES")
    let pane = "\(command); echo \"⟪exit $?⟫\"; exec sleep 600"
    // A long history keeps what scrolled off the pane; it is set before the pane exists.
    let arguments = [
      tmux, "-L", socket, "-f", "/dev/null", "set-option", "-g", "history-limit", "100000", ";",
      "new-session", "-d", "-x", String(columns), "-y", String(rows), pane,
    ]
    let status = DetachedProcess.run(arguments, environment: variables)
    guard status == 0 else { throw OracleFailure(message: "tmux new-session exited \(status)") }
  }

  /// Runs a tmux client command against this server.
  @discardableResult
  public func run(_ arguments: [String]) throws -> ProcessOutput {
    try ProcessOutput.run(tmux, ["-L", socket] + arguments)
  }

  /// The pane's lines: the screen, or with `history` everything since the command started;
  /// `joined` joins the lines the terminal wrapped; `escapes` keeps colour as SGR sequences.
  public func capture(history: Bool = false, joined: Bool = false, escapes: Bool = false) throws -> [String] {
    var arguments = ["capture-pane", "-p"]
    if history { arguments += ["-S", "-"] }
    if joined { arguments.append("-J") }
    if escapes { arguments.append("-e") }
    var lines = try run(arguments).stdoutText.components(separatedBy: "\n")
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Sends keys as tmux names them ("q", "Enter", "Space").
  public func send(_ keys: String...) throws { try run(["send-keys"] + keys) }

  /// Polls the screen until `condition` holds; throws when `seconds` pass first.
  @discardableResult
  public func waitForScreen(
    seconds: Double = 60, history: Bool = false, escapes: Bool = false,
    _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(seconds)
    var lines: [String] = []
    while Date() < deadline {
      lines = try capture(history: history, escapes: escapes)
      if condition(lines) { return lines }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw OracleFailure(message: "tmux screen never matched; last screen:\n" + lines.joined(separator: "\n"))
  }

  /// Waits for the command to end; returns its exit status.
  public func waitForExit(seconds: Double = 60) throws -> Int32 {
    let lines = try waitForScreen(seconds: seconds, history: true) { lines in
      lines.contains { $0.hasPrefix("⟪exit ") }
    }
    let line = lines.last { $0.hasPrefix("⟪exit ") }!
    return Int32(line.dropFirst("⟪exit ".count).dropLast())!
  }

  /// Kills the server and its pane.
  public func close() { _ = try? run(["kill-server"]) }
}
