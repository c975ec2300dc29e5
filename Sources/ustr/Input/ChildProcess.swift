#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs another program and collects its standard output: `git ls-files` for `ustr scan`.
/// All of the executable's process spawning is here.
enum ChildProcess {
  /// The standard output of `arguments` (the program found on PATH), and whether it exited with
  /// 0; `nil` when it cannot be started. Its standard error goes to /dev/null. Arguments are
  /// bytes: a path that is not UTF-8 is passed as it is.
  static func output(of arguments: [[UInt8]]) -> (bytes: [UInt8], succeeded: Bool)? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { argument in
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: argument.count + 1)
      for (index, byte) in argument.enumerated() { copy[index] = CChar(bitPattern: byte) }
      copy[argument.count] = 0
      return copy
    } + [nil]
    defer { for argument in cArguments { argument?.deallocate() } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, cArguments[0]!, &actions, nil, &cArguments, environ)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      return nil
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // Exited normally with status 0.
    return (bytes, status & 0x7F == 0 && (status >> 8) & 0xFF == 0)
  }
}
