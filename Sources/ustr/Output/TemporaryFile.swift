#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import UStrReport

/// Unlinked temporary files: a descriptor to write and read back, which nothing names, so
/// nothing is left behind however the process ends.
enum TemporaryFile {
  /// Where temporary files go: `$TMPDIR`, else `/tmp`.
  static var directory: String {
    getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  }

  /// Opens a new file in ``directory`` for reading and writing and unlinks it at once.
  ///
  ///     let descriptor = try TemporaryFile.openUnlinked(prefix: "ustr-input")
  ///
  /// - Returns: The open descriptor; the caller closes it.
  /// - Throws: The system's reason (`strerror`) when the file cannot be made.
  static func openUnlinked(prefix: String) throws(TemporaryFileError) -> Int32 {
    var template = Array((directory + "/" + prefix + "-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw TemporaryFileError(reason: String(cString: strerror(errno))) }
    _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
    return descriptor
  }
}

extension TemporaryFile {
  /// How output errors name a temporary file: "a temporary file in '/tmp'".
  static var name: String { "a temporary file in \(InputFile.quoted(directory))" }

  /// ``openUnlinked(prefix:)`` for a command that writes there: a file that cannot be made is
  /// an output error (exit 74), as a full disk is.
  static func openForOutput(prefix: String) throws(OutputError) -> Int32 {
    do {
      return try openUnlinked(prefix: prefix)
    } catch {
      throw OutputError(destination: name, reason: error.reason)
    }
  }

  /// The error for a temporary file that cannot be read back (or sought), with the system's
  /// reason (`errno`).
  static func readBackFailure() -> OutputError {
    OutputError(destination: name, reason: "cannot read it back: " + String(cString: strerror(errno)))
  }
}

/// Why a temporary file could not be made: the system's reason.
struct TemporaryFileError: Error {
  var reason: String
}
