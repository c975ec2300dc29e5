import Foundation

/// Starting a program detached from the test process, as tmux's server must be started: the
/// one place the tests spawn a program with `posix_spawn` (`TmuxPane`, `TmuxSession`,
/// `PipeFeed`).
public enum DetachedProcess {
  /// Runs `arguments` with stdin, stdout and stderr on /dev/null and every other descriptor
  /// closed, and waits for it: the server tmux forks must hold none of the pipes that tests
  /// running beside this one have open (Foundation's `Process` lets them leak into children).
  /// Returns the exit status, or -1 when the program could not be started.
  public static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
    guard let process = spawn(arguments, environment: environment) else { return -1 }
    return (wait(for: process) >> 8) & 0xFF
  }

  /// Starts `arguments` with `standardInput`, `standardOutput` and `standardError` as its
  /// descriptors 0, 1 and 2 (`nil`: /dev/null) and every other descriptor closed, with no
  /// signal blocked and default handlers; returns its process id, or `nil` when it could not
  /// be started. Wait for it with ``wait(for:)``.
  public static func spawn(
    _ arguments: [String], environment: [String: String], standardInput: Int32? = nil,
    standardOutput: Int32? = nil, standardError: Int32? = nil
  ) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (descriptor, given) in [standardInput, standardOutput, standardError].enumerated() {
      let descriptor = Int32(descriptor)
      if let given {
        posix_spawn_file_actions_adddup2(&actions, given, descriptor)
      } else {
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
      }
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
    // The test runner's threads block signals, and a mask is inherited: the program starts
    // with none blocked and default handlers, as from a shell.
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
      return nil
    }
    return process
  }

  /// Waits for `process` to end and returns its raw status (as `waitpid` gives it).
  public static func wait(for process: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    return status
  }
}
