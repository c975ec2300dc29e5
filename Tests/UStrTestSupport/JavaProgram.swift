import Foundation

/// A one-class Java program compiled with the machine's `javac` and run with its `java`: the
/// oracle for Java's `length()`, `compareTo` and `Collections.sort`.
public enum JavaProgram {
  /// A step of compiling or running failed; the message has its standard error.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Compiles `source` (a public class `className`) in a temporary folder and runs it on
  /// `input`; throws when `java` or `javac` is missing or either step fails.
  public static func run(source: String, className: String, input: Data) throws -> ProcessOutput {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ustr-java-\(className)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try source.write(
      to: directory.appendingPathComponent("\(className).java"), atomically: true, encoding: .utf8)
    let compiled = try Peer.find("javac").get().run(
      ["-encoding", "UTF-8", "\(className).java"], currentDirectory: directory)
    guard compiled.exitCode == 0 else { throw Failure(description: "javac: " + compiled.stderrText) }
    let run = try Peer.find("java").get().run(
      ["-cp", directory.path, className], input: input, currentDirectory: directory)
    guard run.exitCode == 0 else { throw Failure(description: "java: " + run.stderrText) }
    return run
  }
}
