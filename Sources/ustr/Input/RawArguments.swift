#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line as the bytes the shell passed, before any decoding.
///
/// `CommandLine.arguments` replaces invalid UTF-8 with U+FFFD without saying so; ustr must report
/// invalid bytes instead, so it reads `argv` itself and matches each parsed value back to the
/// bytes it came from.
enum RawArguments {
  /// Every argument after the program name, as raw bytes.
  static let all: [[UInt8]] = (1..<Int(CommandLine.argc)).map { index in
    guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
  }

  /// The raw bytes of the argument that the parser turned into `value`, searching from argument
  /// `start` on; with the index where it was found, to continue from for the next positional.
  ///
  /// Returns the value's own UTF-8 when no argument matches (the command was not run from a
  /// command line, as in tests that call `parse` directly).
  static func bytes(of value: String, from start: Int = 0) -> (bytes: [UInt8], index: Int?) {
    for index in start..<all.count where String(decoding: all[index], as: UTF8.self) == value {
      return (all[index], index)
    }
    return (Array(value.utf8), nil)
  }

  /// The raw bytes of a path the parser turned into `value`: an argument of its own, or the part
  /// after "=" in `--option=value`. A path is bytes to the file system, and a name that is not
  /// UTF-8 must open the file it names, not the repaired one. The value's own UTF-8 when nothing
  /// matches.
  static func pathBytes(of value: String) -> [UInt8] {
    for argument in all {
      // By bytes: Swift's == is canonical equivalence, which would match "é" (U+00E9) to an
      // argument "e" + U+0301 that names another file.
      if String(decoding: argument, as: UTF8.self).utf8.elementsEqual(value.utf8) { return argument }
      if argument.starts(with: Array("--".utf8)), let equals = argument.firstIndex(of: UInt8(ascii: "=")) {
        let rest = Array(argument[(equals + 1)...])
        if String(decoding: rest, as: UTF8.self).utf8.elementsEqual(value.utf8) { return rest }
      }
    }
    return Array(value.utf8)
  }
}
