#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

/// Why a temporary file could not be made: the system's reason.
struct TemporaryFileError: Error {
  var reason: String
}
