import UStrReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Long output on a terminal goes through a pager, as git's does: the first screen of output is
/// held; once it is longer than the screen the pager starts and gets it and the rest, streamed;
/// output that fits is written straight to the terminal. Output held when a streamed input
/// pauses is written to the terminal at once, with the rest after it (``stopHolding()``).
///
/// The pager is `USTR_PAGER`, else `PAGER`, else `less -R`; empty or `cat` means none. `LESS` is
/// set to `FRX` when unset (and `LV` to `-c`), as git does. A pager that cannot start leaves the
/// output on the terminal. When the user quits the pager early the command stops quietly: a
/// closed pager is not an error, and the exit code is the command's.
enum Pager {
  /// Whether this command may page: set from `--no-pager` before the command runs.
  nonisolated(unsafe) static var isWanted = false

  private enum State {
    /// Holding output until it is known to be longer than `rows` lines.
    case holding(rows: Int, columns: Int)
    /// Writing to `descriptor` (the terminal, or the pager's pipe).
    case writing(descriptor: Int32)
  }

  nonisolated(unsafe) private static var state: State?
  nonisolated(unsafe) private static var held: [UInt8] = []
  /// Screen lines the held output takes (a long line wraps onto several).
  nonisolated(unsafe) private static var heldLines = 0
  nonisolated(unsafe) private static var pagerProcess: pid_t?
  /// Whether the pager was closed before all output reached it.
  nonisolated(unsafe) private(set) static var wasClosedEarly = false

  /// Writes a chunk of the command's output: to the terminal, to a pager, or held until it
  /// is known which.
  ///
  /// - Complexity: O(n) in the bytes of `bytes`; at most a screen of output is held.
  static func write(_ bytes: [UInt8]) throws(OutputError) {
    switch state ?? start() {
    case .writing(let descriptor):
      do {
        try FileDescriptorOutput.write(bytes, to: descriptor, name: "standard output")
      } catch {
        if descriptor != 1 { wasClosedEarly = true }
        throw error
      }
    case .holding(let rows, let columns):
      held += bytes
      heldLines += screenLines(in: bytes, columns: columns)
      if heldLines >= rows {
        state = .writing(descriptor: startPager() ?? 1)
        let output = held
        held = []
        try write(output)
      }
    }
  }

  /// Writes what is held to the terminal and the rest of the output after it, with no pager:
  /// output that pauses (a stream a person watches as it comes) shows at once. Nothing changes
  /// while nothing is held, or once a pager runs.
  ///
  /// - Throws: `OutputError` when the terminal cannot be written.
  static func stopHolding() throws(OutputError) {
    guard case .holding = state, !held.isEmpty else { return }
    state = .writing(descriptor: 1)
    let output = held
    held = []
    try FileDescriptorOutput.write(output, to: 1, name: "standard output")
  }

  /// Writes what is still held to the terminal, then lets the pager finish: closes its input
  /// and waits until the user quits it.
  static func finish() {
    if case .holding = state {
      state = .writing(descriptor: 1)
      try? FileDescriptorOutput.write(held, to: 1, name: "standard output")
      held = []
    }
    if let process = pagerProcess, case .writing(let descriptor) = state {
      close(descriptor)
      var status: Int32 = 0
      while waitpid(process, &status, 0) < 0 && errno == EINTR {}
      pagerProcess = nil
    }
  }

  /// The first state: holding a screen when a pager is wanted and stdout is a terminal of known
  /// size, else writing straight to stdout.
  private static func start() -> State {
    let size = TerminalDevice.size(of: 1)
    let started: State =
      if isWanted, StandardOutput.isTerminal, command != nil, let size, size.rows > 1 {
        .holding(rows: size.rows, columns: size.columns)
      } else {
        .writing(descriptor: 1)
      }
    state = started
    return started
  }

  /// The pager's command line; `nil` when paging is off (`cat` or empty).
  static var command: String? {
    let environment = TerminalOptions.environment
    let command = environment["USTR_PAGER"] ?? environment["PAGER"] ?? "less -R"
    let trimmed = String(command.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
  }

  /// The screen lines `bytes` take at `columns` columns, counting each line's scalars as cells
  /// (tables are fitted to the width, so an estimate suffices).
  static func screenLines(in bytes: [UInt8], columns: Int) -> Int {
    var lines = 0
    var cells = 0
    for byte in bytes {
      if byte == 0x0A {
        lines += 1 + max(0, cells - 1) / max(columns, 1)
        cells = 0
      } else if byte & 0xC0 != 0x80 {
        cells += 1
      }
    }
    return lines
  }

  /// Starts the pager with a pipe as its input; the pipe's write end, or `nil` when it cannot
  /// start. A command of plain words is started directly, so a missing program is known here;
  /// one with shell syntax goes through `/bin/sh -c`.
  /// The corresponding C functions are `pipe` and `posix_spawnp`.
  private static func startPager() -> Int32? {
    guard let command else { return nil }
    if getenv("LESS") == nil { setenv("LESS", "FRX", 1) }
    if getenv("LV") == nil { setenv("LV", "-c", 1) }
    let isPlain = command.allSatisfy { $0.isLetter || $0.isNumber || " -_./=+,:".contains($0) }
    let arguments =
      isPlain ? command.split(separator: " ").map(String.init) : ["/bin/sh", "-c", command]
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    var cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var process = pid_t()
    let spawned = posix_spawnp(&process, arguments[0], &actions, nil, &cArguments, environ)
    close(pipeEnds[0])
    guard spawned == 0 else {
      close(pipeEnds[1])
      return nil
    }
    // A pager the user quits closes the pipe: the next write fails (EPIPE) instead of ending
    // the process, and the command stops quietly. Ctrl-C is for the pager, which handles it.
    signal(SIGPIPE, SIG_IGN)
    signal(SIGINT, SIG_IGN)
    pagerProcess = process
    return pipeEnds[1]
  }
}
