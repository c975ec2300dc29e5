import Foundation

/// The built `ustr` executable, next to the test bundle in the build folder (or `USTR_BINARY`).
public enum UStrBinary {
  public static var path: String {
    if let path = ProcessInfo.processInfo.environment["USTR_BINARY"], !path.isEmpty { return path }
    let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
    // On Linux the tests run from `<build>/debug/ustrPackageTests.xctest`; on macOS from inside
    // `<build>/debug/ustrPackageTests.xctest/Contents/MacOS/`.
    while !directory.path.isEmpty, directory.path != "/" {
      let candidate = directory.appendingPathComponent("ustr")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
      directory.deleteLastPathComponent()
    }
    return "ustr"
  }

  /// Runs `ustr` with `arguments` and `input` on stdin.
  public static func run(_ arguments: [String], input: Data = Data()) throws -> ProcessOutput {
    try ProcessOutput.run(path, arguments, input: input)
  }

  /// Runs `ustr` through `/bin/sh` so arguments can hold bytes that are not UTF-8:
  /// `script` is shell text such as `"$USTR" inspect "$(printf '\\377')"`.
  public static func runShell(_ script: String, input: Data = Data()) throws -> ProcessOutput {
    var environment = ProcessInfo.processInfo.environment
    environment["USTR"] = path
    return try ProcessOutput.run("/bin/sh", ["-c", script], input: input, environment: environment)
  }
}
