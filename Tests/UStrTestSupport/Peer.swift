import Foundation

/// A real program on this machine used as an oracle (java, javac, node, python3, uconv).
public struct Peer: Sendable {
  /// The program's absolute path.
  public var path: String

  /// Finds `name` on `PATH`, or returns why not (for a test to print when it skips).
  public static func find(_ name: String) -> Result<Peer, MissingData> {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init)
    for directory in paths {
      let candidate = directory + "/" + name
      if FileManager.default.isExecutableFile(atPath: candidate) { return .success(Peer(path: candidate)) }
    }
    return .failure(MissingData(searched: paths.map { "\($0)/\(name)" }))
  }

  /// Runs the peer with `arguments`, feeding `input` to its standard input.
  public func run(
    _ arguments: [String], input: Data = Data(), currentDirectory: URL? = nil
  ) throws -> ProcessOutput {
    try ProcessOutput.run(path, arguments, input: input, currentDirectory: currentDirectory)
  }
}

/// What a finished process wrote and how it exited.
public struct ProcessOutput: Sendable {
  public var stdout: Data
  public var stderr: Data
  public var exitCode: Int32

  public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
  public var stderrText: String { String(decoding: stderr, as: UTF8.self) }

  /// Runs an executable to completion, reading both pipes concurrently so neither fills up.
  public static func run(
    _ executable: String, _ arguments: [String], input: Data = Data(),
    environment: [String: String]? = nil, currentDirectory: URL? = nil
  ) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = stdout.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      errData = stderr.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    try stdin.fileHandleForWriting.write(contentsOf: input)
    try stdin.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return ProcessOutput(stdout: outData, stderr: errData, exitCode: process.terminationStatus)
  }
}
