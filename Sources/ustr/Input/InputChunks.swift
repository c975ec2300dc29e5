import UStrCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file or standard input read a chunk at a time, for filters that stream input of any size in
/// bounded memory (`ustr normalize`); `InputFile.read` reads a regular file whole with
/// `read(upTo:)` and collects the chunks of a stream into one array.
///
///     let chunks = try InputChunks(path: "big.txt")
///     while let chunk = try chunks.next() { ... }   // at most `chunkSize` bytes each
final class InputChunks {
  /// The most bytes one chunk holds: 64 KiB.
  static let chunkSize = 1 << 16

  /// How long a pipe or a terminal may give nothing before a streamed command calls it a pause
  /// and shows what it holds: the output buffer is written, a table draws its held rows on a
  /// terminal. 100 ms: at once to a person watching `tail -f log | ustr inspect`, and longer
  /// than the gaps between the reads of a writer that keeps up.
  static let pauseMilliseconds: Int32 = 100

  /// The input for messages: "standard input" or a quoted path.
  let name: String
  let descriptor: Int32
  let ownsDescriptor: Bool
  /// The size in bytes of a regular file, known before reading (from `fstat`); `nil` for a pipe,
  /// a terminal or a device such as /dev/zero, which are read until they end.
  let regularFileSize: Int?
  lazy var buffer = [UInt8](repeating: 0, count: InputChunks.chunkSize)

  /// Opens the file at `path` ("-" is standard input), a command-line argument: the file its
  /// raw bytes name (``RawArguments/pathBytes(of:)``).
  convenience init(path: String) throws(InputError) {
    try self.init(path: RawPath(argument: path))
  }

  /// Opens the file at `path` ("-" is standard input), by its bytes.
  init(path: RawPath) throws(InputError) {
    if path.isStandardInput {
      (name, descriptor, ownsDescriptor) = ("standard input", 0, false)
    } else {
      name = InputFile.quoted(path.text)
      descriptor = path.withCString { open($0, O_RDONLY) }
      ownsDescriptor = true
      guard descriptor >= 0 else {
        throw InputError(description: "cannot read \(name): \(InputFile.systemError())")
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      regularFileSize = nil
      return
    }
    // Standard input redirected from a directory (`ustr inspect < /`) is not refused here:
    // `standardInput()` cannot fail, and its first read fails with EISDIR (exit 2).
    if (info.st_mode & S_IFMT) == S_IFDIR, ownsDescriptor {
      throw InputError(description: "cannot read \(name): it is a directory")
    }
    // Standard input redirected from a file (`ustr lengths < big.txt`) is a regular file too.
    regularFileSize = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
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
    let count = buffer.withUnsafeMutableBytes { readOnce(into: $0.baseAddress!, count: $0.count) }
    guard count >= 0 else { throw readError() }
    return count == 0 ? nil : buffer[0..<count]
  }

  /// Up to `count` bytes read straight into an array of that capacity, by one loop of `read`
  /// calls; fewer when the input ends first. For a regular file of known size: no chunk is
  /// copied, and the array never grows.
  ///
  /// - Complexity: O(`count`).
  func read(upTo count: Int) throws(InputError) -> [UInt8] {
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      guard let base = buffer.baseAddress else { return }
      while initializedCount < count {
        let read = readOnce(into: base + initializedCount, count: count - initializedCount)
        if read <= 0 {
          failed = read < 0
          return
        }
        initializedCount += read
      }
    }
    if failed { throw readError() }
    return bytes
  }

  /// Reads up to `count` bytes into `bytes`, replacing what it held and keeping its storage
  /// when nothing else holds it, so a loop that reads chunk after chunk into one array allocates
  /// once (a fresh megabyte each time costs page faults). It reads until `count` bytes (fewer
  /// only at the end); with `waitsToFill` false, it returns after the first `read(2)` that
  /// gives any bytes, so a pipe's text goes on as it comes, not when `count` bytes of it have.
  ///
  /// - Throws: `InputError` when the read fails.
  /// - Complexity: O(count).
  func read(into bytes: inout [UInt8], upTo count: Int, waitsToFill: Bool = true) throws(InputError) {
    // Only the bytes cut off after the last short read are zeroed again.
    if bytes.count > count { bytes.removeLast(bytes.count - count) }
    if bytes.count < count { bytes.append(contentsOf: repeatElement(0, count: count - bytes.count)) }
    var total = 0
    var failed = false
    bytes.withUnsafeMutableBytes { raw in
      while total < count {
        let read = readOnce(into: raw.baseAddress! + total, count: count - total)
        if read <= 0 {
          failed = read < 0
          return
        }
        total += read
        if !waitsToFill { break }
      }
    }
    if failed { throw readError() }
    if total < count { bytes.removeLast(count - total) }
  }

  /// The first chunk of a stream: `chunkSize` bytes, or, when encoding detection reads more
  /// (`--detect-bytes`), up to `detectionLimit` bytes (the whole input for `Int.max`), read
  /// `chunkSize` at a time.
  ///
  /// - Complexity: O(the bytes read); memory the same.
  func readFirst(chunkSize: Int, detectionLimit: Int) throws(InputError) -> [UInt8] {
    var bytes = try read(upTo: chunkSize)
    while bytes.count < detectionLimit, bytes.count % chunkSize == 0, !bytes.isEmpty {
      let more = try read(upTo: min(chunkSize, detectionLimit - bytes.count))
      if more.isEmpty { break }
      bytes += more
    }
    return bytes
  }

  /// Whether a pipe or a terminal gives nothing (neither bytes nor its end) for
  /// ``pauseMilliseconds``, by `poll(2)`: the moment a streamed command shows what it holds.
  /// Never for a regular file; a failed poll is no pause (the read that follows reports it).
  ///
  /// - Complexity: O(1); waits at most ``pauseMilliseconds``.
  func isPaused() -> Bool {
    guard regularFileSize == nil else { return false }
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&request, 1, Self.pauseMilliseconds)
      if ready >= 0 { return ready == 0 }
      if errno != EINTR { return false }
    }
  }

  /// The first chunk of a streamed input: for a regular file (chunks of `fileChunkSize`) or
  /// `--encoding auto`, what encoding detection reads (``readFirst(chunkSize:detectionLimit:)``);
  /// else, from a pipe or a terminal, the first read that cannot begin a longer byte order mark
  /// (``readStart(upTo:)``), so a slow writer's first line goes on at once.
  ///
  /// - Complexity: O(the bytes read).
  func readFirst(fileChunkSize: Int, decoding: DecodingOptions) throws(InputError) -> [UInt8] {
    if regularFileSize != nil {
      return try readFirst(chunkSize: fileChunkSize, detectionLimit: decoding.detectBytes.limit)
    }
    if decoding.encoding == "auto" {
      return try readFirst(chunkSize: Self.chunkSize, detectionLimit: decoding.detectBytes.limit)
    }
    return try readStart(upTo: Self.chunkSize)
  }

  /// The first bytes of a pipe or a terminal for a reader that needs only a byte order mark
  /// from them: reads until what came cannot grow into a longer mark (`FF FE` may be UTF-32's
  /// `FF FE 00 00`; "ab\n" begins none) or the input ends, then returns all that those reads
  /// gave, at most `count`, so a slow writer's first line goes on at once.
  ///
  /// - Complexity: O(the bytes read).
  func readStart(upTo count: Int) throws(InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    var piece: [UInt8] = []
    while ByteOrderMark.allCases.contains(where: { $0.bytes.count > bytes.count && $0.bytes.starts(with: bytes) }) {
      try read(into: &piece, upTo: count - bytes.count, waitsToFill: false)
      if piece.isEmpty { break }
      bytes += piece
    }
    return bytes
  }

  /// One `read(2)` of at most `count` bytes into `address`, retried when a signal interrupts it:
  /// the number of bytes read, 0 at the end of the input, -1 on failure (with `errno` set).
  private func readOnce(into address: UnsafeMutableRawPointer, count: Int) -> Int {
    while true {
      #if canImport(Glibc)
        let read = Glibc.read(descriptor, address, count)
      #else
        let read = Darwin.read(descriptor, address, count)
      #endif
      if read >= 0 || errno != EINTR { return read }
    }
  }

  private func readError() -> InputError {
    InputError(description: "cannot read \(name): \(InputFile.systemError())")
  }
}
