import Foundation
import Testing

/// Which oracle programs are on this machine, and why a test skips when one is not.
public enum PeerAvailability {
  /// Whether every program in `names` is on `PATH`.
  public static func available(_ names: String...) -> Bool {
    names.allSatisfy { (try? Peer.find($0).get()) != nil }
  }

  /// The reason to print when a test skips because a program in `names` is missing.
  public static func skipReason(_ names: String...) -> Comment {
    let missing = names.compactMap { name -> String? in
      if case .failure(let error) = Peer.find(name) { return "\(name) not found (\(error))" }
      return nil
    }
    return Comment(rawValue: missing.joined(separator: "; "))
  }

  /// The program `name`, which an `.enabled(if:)` trait has made sure exists.
  public static func peer(_ name: String) throws -> Peer {
    try Peer.find(name).get()
  }

  /// Runs the program `name` with `arguments` on `lines` (one per input line) and returns its
  /// output lines split at tabs; throws when it fails, with its standard error.
  public static func tabSeparatedRows(
    of name: String, _ arguments: [String], input lines: [String]
  ) throws -> [[Substring]] {
    let input = Data((lines.joined(separator: "\n") + "\n").utf8)
    let run = try peer(name).run(arguments, input: input)
    guard run.exitCode == 0 else { throw OracleFailure(message: "\(name): " + run.stderrText) }
    return run.stdoutText.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
  }
}

/// An oracle program failed to compile or run; the message has its standard error.
public struct OracleFailure: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
  public init(message: String) { self.message = message }
}
