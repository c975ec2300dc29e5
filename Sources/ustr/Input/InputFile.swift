#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files and standard input as bytes, with errors that name the file and the reason.
enum InputFile {
  /// The largest input read, in bytes: 1 GiB. Larger input is refused with a clear message.
  static let maximumSize = 1 << 30

  /// Reads the file at `path` ("-" is standard input).
  static func read(path: String) throws(InputError) -> [UInt8] {
    if path == "-" { return try readStandardInput() }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw InputError(description: "cannot read \(quoted(path)): \(systemError())")
    }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw InputError(description: "cannot read \(quoted(path)): it is a directory")
    }
    return try readAll(descriptor, name: quoted(path))
  }

  /// Reads standard input to its end.
  static func readStandardInput() throws(InputError) -> [UInt8] {
    try readAll(0, name: "standard input")
  }

  static func readAll(_ descriptor: Int32, name: String) throws(InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        #if canImport(Glibc)
          Glibc.read(descriptor, buffer.baseAddress, buffer.count)
        #else
          Darwin.read(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw InputError(description: "cannot read \(name): \(systemError())")
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > maximumSize {
        throw InputError(
          description: "\(name) is larger than the maximum input of \(maximumSize) bytes (1 GiB)")
      }
    }
  }

  static func systemError() -> String { String(cString: strerror(errno)) }

  /// A path shown safely: quoted, with control characters escaped.
  static func quoted(_ path: String) -> String {
    var result = "'"
    for scalar in path.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "'"
  }
}
