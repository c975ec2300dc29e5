#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file or standard input read a chunk at a time, for filters that stream input of any size in
/// bounded memory (`ustr normalize`); `InputFile.read` collects the chunks into one array.
///
///     let chunks = try InputChunks(path: "big.txt")
///     while let chunk = try chunks.next() { ... }   // at most `chunkSize` bytes each
final class InputChunks {
  /// The most bytes one chunk holds: 64 KiB.
  static let chunkSize = 1 << 16

  /// The input for messages: "standard input" or a quoted path.
  let name: String
  let descriptor: Int32
  let ownsDescriptor: Bool
  var buffer = [UInt8](repeating: 0, count: InputChunks.chunkSize)

  /// Opens the file at `path` ("-" is standard input).
  init(path: String) throws(InputError) {
    if path == "-" {
      (name, descriptor, ownsDescriptor) = ("standard input", 0, false)
      return
    }
    name = InputFile.quoted(path)
    let cPath = RawArguments.pathBytes(of: path).map { CChar(bitPattern: $0) } + [0]
    descriptor = open(cPath, O_RDONLY)
    ownsDescriptor = true
    guard descriptor >= 0 else {
      throw InputError(description: "cannot read \(name): \(InputFile.systemError())")
    }
    var info = stat()
    if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw InputError(description: "cannot read \(name): it is a directory")
    }
  }

  /// Standard input.
  static func standardInput() -> InputChunks {
    // "-" never fails to open.
    try! InputChunks(path: "-")
  }

  deinit {
    if ownsDescriptor, descriptor >= 0 { close(descriptor) }
  }

  /// The next chunk (1 to `chunkSize` bytes), or `nil` at the end of the input.
  func next() throws(InputError) -> ArraySlice<UInt8>? {
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        #if canImport(Glibc)
          Glibc.read(descriptor, bytes.baseAddress, bytes.count)
        #else
          Darwin.read(descriptor, bytes.baseAddress, bytes.count)
        #endif
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw InputError(description: "cannot read \(name): \(InputFile.systemError())")
      }
      return count == 0 ? nil : buffer[0..<count]
    }
  }
}
