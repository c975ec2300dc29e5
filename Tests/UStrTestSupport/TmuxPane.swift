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
    let status = Self.spawnDetached(
      [tmux, "-L", server, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command],
      environment: environment)
    guard status == 0 else { throw OracleFailure(message: "tmux new-session exited \(status)") }
  }

  /// Runs `arguments` with stdin, stdout and stderr on /dev/null and every other descriptor
  /// closed, and waits for it: the server tmux forks must hold none of the pipes that tests
  /// running beside this one have open (Foundation's `Process` lets them leak into children).
  static func spawnDetached(_ arguments: [String], environment: [String: String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in Int32(0)...2 {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var cArguments = arguments.map { strdup($0) } + [nil]
    var cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in cArguments { free(pointer) }
      for pointer in cEnvironment { free(pointer) }
    }
    // The test runner's threads block signals, and a mask is inherited: the server and the
    // pane's programs start with none blocked and default handlers, as from a shell.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var process = pid_t()
    guard posix_spawn(&process, arguments[0], &actions, &attributes, &cArguments, &cEnvironment) == 0 else {
      return -1
    }
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    return (status >> 8) & 0xFF
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
