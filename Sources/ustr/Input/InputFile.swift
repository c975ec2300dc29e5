#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files and standard input as bytes, with errors that name the file and the reason.
/// (`InputChunks` reads them a chunk at a time, for filters.)
enum InputFile {
  /// The largest input read, in bytes: 1 GiB. Larger input is refused with a clear message.
  static let maximumSize = 1 << 30

  /// Reads the file at `path` ("-" is standard input) to its end.
  static func read(path: String) throws(InputError) -> [UInt8] {
    try readAll(InputChunks(path: path))
  }

  /// Reads standard input to its end.
  static func readStandardInput() throws(InputError) -> [UInt8] {
    try readAll(InputChunks.standardInput())
  }

  static func readAll(_ chunks: InputChunks) throws(InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    while let chunk = try chunks.next() {
      bytes.append(contentsOf: chunk)
      if bytes.count > maximumSize {
        throw InputError(
          description: "\(chunks.name) is larger than the maximum input of \(maximumSize) bytes (1 GiB)")
      }
    }
    return bytes
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
