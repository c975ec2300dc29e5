#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to the process's standard error and standard output without Foundation's buffering.
enum StandardError {
  /// Writes `line` and a newline to stderr.
  static func writeLine(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    FileDescriptorOutput.write(bytes, to: 2)
  }
}

/// Raw writes to a file descriptor, retried until every byte is written.
enum FileDescriptorOutput {
  static func write(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        #if canImport(Glibc)
          let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        #else
          let result = Darwin.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        #endif
        if result < 0 {
          if errno == EINTR { continue }
          return
        }
        written += result
      }
    }
  }
}
