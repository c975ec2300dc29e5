import UStrReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to the process's standard error, unbuffered (a message must not wait for the output).
enum StandardError {
  /// The width of the terminal on stderr; `nil` when it is not one.
  static let width = TableLayout.width(
    environment: TerminalOptions.environment, isTerminal: TerminalDevice.isTerminal(2),
    terminalColumns: TerminalDevice.size(of: 2)?.columns)

  /// Writes `line` and a newline to stderr; a failure to write an error message is ignored, as
  /// there is nowhere left to report it.
  /// On a terminal a line wider than it is wrapped at spaces (``LineWrap``).
  static func writeLine(_ line: String) {
    var bytes: [UInt8] = []
    if let width, line.utf8.count > width {
      for part in line.split(separator: "\n", omittingEmptySubsequences: false) {
        for piece in LineWrap.lines(String(part), width: width) { bytes += piece.utf8 + [0x0A] }
      }
    } else {
      bytes = Array(line.utf8) + [0x0A]
    }
    try? FileDescriptorOutput.write(bytes, to: 2, name: "standard error")
  }
}

/// Raw writes to a file descriptor, retried until every byte is written.
enum FileDescriptorOutput {
  /// Writes all of `bytes` to `descriptor`.
  ///
  /// - Throws: `OutputError` naming `name` and the system's reason when a write fails (EPIPE
  ///   only when SIGPIPE is ignored; by default the signal ends the process first).
  static func write(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(OutputError) {
    if let failure = bytes.withUnsafeBytes({ Self.failure(writing: $0, to: descriptor) }) {
      throw OutputError(destination: name, reason: String(cString: strerror(failure)))
    }
  }

  /// Writes all of `buffer` to `descriptor`, retrying short and interrupted writes; returns
  /// `errno` when a write fails, `nil` when every byte went.
  static func failure(writing buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var written = 0
    while written < buffer.count {
      #if canImport(Glibc)
        let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      #else
        let result = Darwin.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      #endif
      if result < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += result
    }
    return nil
  }
}
