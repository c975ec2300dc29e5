#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files and standard input as bytes, with errors that name the file and the reason.
/// (`InputChunks` reads them a chunk at a time, for filters.)
///
/// Input larger than the maximum (1 GiB, or `USTR_MAX_INPUT_BYTES`) is refused: a regular file
/// by its size, before anything is read; a stream (a pipe, /dev/zero) once the maximum is
/// passed, holding at most the maximum and one byte.
enum InputFile {
  /// The largest input read when the environment does not say: 1 GiB.
  static let defaultMaximumSize = 1 << 30

  /// The environment variable that sets another maximum, in bytes (a positive integer).
  static let maximumSizeVariable = "USTR_MAX_INPUT_BYTES"

  /// The largest input read, in bytes: `USTR_MAX_INPUT_BYTES` when set, else 1 GiB.
  ///
  /// - Throws: `InputError` when the variable is set to anything but a positive integer.
  static func maximumSize() throws(InputError) -> Int {
    guard let value = getenv(maximumSizeVariable).map({ String(cString: $0) }), !value.isEmpty
    else { return defaultMaximumSize }
    guard let size = Int(value), size > 0 else {
      throw InputError(
        description: "\(maximumSizeVariable) must be a positive number of bytes, not \(quoted(value))")
    }
    // Beyond any memory; kept small enough that the maximum and one byte is still an Int.
    return min(size, Int.max / 2)
  }

  /// Reads the file at `path` ("-" is standard input) to its end.
  static func read(path: String) throws(InputError) -> [UInt8] {
    try readAll(InputChunks(path: path))
  }

  /// Reads the file at `path` ("-" is standard input), named by its bytes, to its end.
  static func read(path: RawPath) throws(InputError) -> [UInt8] {
    try readAll(InputChunks(path: path))
  }

  /// Reads standard input to its end.
  static func readStandardInput() throws(InputError) -> [UInt8] {
    try readAll(InputChunks.standardInput())
  }

  /// Reads `input` to its end: a regular file into an array of exactly its size, a stream chunk
  /// by chunk into an array that grows up to the maximum and one byte (never doubling past it).
  ///
  /// - Throws: `InputError` when the input cannot be read or is larger than `maximumSize()`.
  static func readAll(_ input: InputChunks) throws(InputError) -> [UInt8] {
    let maximum = try maximumSize()
    var bytes: [UInt8] = []
    if let size = input.regularFileSize {
      guard size <= maximum else { throw tooLarge(input.name, size: size, maximum: maximum) }
      bytes = try input.read(upTo: size)
      // A file that grows while it is read (a log) is read on as a stream, to its end.
    }
    while let chunk = try input.next() {
      // Hold at most `maximum + 1` bytes: one more than allowed proves the input too large.
      let room = maximum + 1 - bytes.count
      if bytes.count + chunk.count > bytes.capacity {
        bytes.reserveCapacity(
          grownCapacity(bytes.capacity, needed: bytes.count + chunk.count, maximum: maximum + 1))
      }
      bytes.append(contentsOf: chunk.prefix(room))
      if bytes.count > maximum { throw tooLarge(input.name, size: nil, maximum: maximum) }
    }
    return bytes
  }

  /// The next capacity of a stream's array: double, and straight to `maximum` once that passes
  /// half of it, so an array is never copied into one near twice the maximum (at most half the
  /// maximum is copied into the maximum: the peak stays near the maximum).
  static func grownCapacity(_ capacity: Int, needed: Int, maximum: Int) -> Int {
    let doubled = max(2 * capacity, needed, InputChunks.chunkSize)
    return doubled > maximum / 2 ? maximum : doubled
  }

  /// "1073741824 bytes (1 GiB)", "1000 bytes".
  static func describe(_ size: Int) -> String {
    for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)]
    where size >= 1 << shift && size % (1 << shift) == 0 {
      return "\(size) bytes (\(size >> shift) \(unit))"
    }
    return "\(size) bytes"
  }

  /// The error for input over the maximum: a file of known `size`, or a stream (`nil`).
  static func tooLarge(_ name: String, size: Int?, maximum: Int) -> InputError {
    let what = size.map { "is \($0) bytes, larger" } ?? "is larger"
    return InputError(
      description: "\(name) \(what) than the maximum input of \(describe(maximum)); "
        + "\(maximumSizeVariable) sets another maximum")
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
