import Foundation

/// A shell command run with its output on a real pseudo-terminal (util-linux `script`), and
/// what reached the terminal: the bytes as written, and the lines as a screen shows them.
///
///     let session = try TerminalSession.run(#"printf 'b\na\n' | "$USTR" sort"#)
///     session.lines      // ["a", "b"]
///     session.exitCode   // 0
///
/// `script` runs the command synchronously on a fresh pty and copies what the pty shows to its
/// own output, so no terminal server outlives the test (a tmux server would inherit, and hold
/// open, the pipes of tests running beside it).
public struct TerminalSession: Sendable {
  /// What the command wrote to the terminal (with the terminal's CR LF line ends).
  public var output: Data
  /// The command's exit status.
  public var exitCode: Int32

  /// The output split into lines as a terminal shows them: at each CR LF (the terminal's own
  /// line end, after a text's CR LF too); a last line the output does not end is marked
  /// `⟪no line end⟫`, where a shell's prompt would follow it.
  public var lines: [String] {
    var text = String(decoding: output, as: UTF8.self)
      .replacingOccurrences(of: "\r\r\n", with: "\n").replacingOccurrences(of: "\r\n", with: "\n")
    if text.hasSuffix("\n") { text.removeLast() } else if !text.isEmpty { text += "⟪no line end⟫" }
    return text.isEmpty ? [] : text.components(separatedBy: "\n")
  }

  /// Whether util-linux `script` is on `PATH`.
  public static var isAvailable: Bool { PeerAvailability.available("script") }

  /// Runs `command` (shell text; `$USTR` is the built ustr) with a pseudo-terminal of `columns`
  /// columns as its standard output.
  public static func run(
    _ command: String, columns: Int = 80, environment: [String: String] = [:]
  ) throws -> TerminalSession {
    let script = try PeerAvailability.peer("script")
    var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    variables["USTR"] = UStrBinary.path
    variables["TERM"] = variables["TERM"] ?? "xterm-256color"
    let inner = "stty cols \(columns) rows 40 2>/dev/null; \(command)"
    let result = try ProcessOutput.run(
      script.path, ["--quiet", "--return", "--command", inner, "/dev/null"], environment: variables)
    return TerminalSession(output: result.stdout, exitCode: result.exitCode)
  }
}
