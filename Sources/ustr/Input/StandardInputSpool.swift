#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input made readable more than once, for a command that reads its input in several
/// passes without holding it (`ustr breaks --format json` writes each engine's list in a pass of
/// its own).
///
/// Standard input redirected from a regular file (`ustr breaks < big.txt`) is read again from
/// where it started: ``InputChunks`` seeks back there on each pass after the first. A pipe or a
/// terminal is first copied, a chunk at a time, to an unlinked temporary file in `$TMPDIR`
/// (`/tmp` by default), which then stands as standard input; the copy goes when the process
/// ends, even when it is killed.
///
///     try StandardInputSpool.makeRereadable()   // `cat big.txt | ustr breaks --format json`
///
/// - Complexity: O(n) time and disk for a pipe, with one chunk in memory; O(1) for a file.
enum StandardInputSpool {
  /// Where standard input started, in bytes, when it is a regular file: each pass after the
  /// first starts there again (`InputRecord.isRereading`).
  nonisolated(unsafe) static var start: off_t?

  /// Whether standard input is a regular file (so a pass can start again by seeking).
  static var isRegularFile: Bool {
    var info = stat()
    return fstat(0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Makes standard input a regular file, copying a pipe or a terminal to a temporary file; a
  /// regular file is left as it is.
  ///
  /// - Parameter maximum: The most bytes the input may hold (`InputFile.maximumSize()`).
  /// - Throws: `InputError` when standard input cannot be read, is larger than `maximum`, or
  ///   cannot be copied (a full disk: the message says where the copy was going).
  static func makeRereadable(maximum: Int) throws(InputError) {
    guard !isRegularFile else { return }
    let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((directory + "/ustr-stdin-XXXXXX").utf8CString)
    let copy = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard copy >= 0 else {
      throw InputError(
        description: "cannot copy standard input to a temporary file in \(InputFile.quoted(directory)): "
          + InputFile.systemError())
    }
    // Unlinked at once: nothing is left behind, however the process ends.
    _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
    do throws(InputError) {
      try copyStandardInput(to: copy, maximum: maximum, directory: directory)
      guard dup2(copy, 0) >= 0, lseek(0, 0, SEEK_SET) == 0 else {
        throw InputError(description: "cannot read standard input again: \(InputFile.systemError())")
      }
      close(copy)
    } catch {
      close(copy)
      throw error
    }
  }

  /// Copies standard input to the open file `copy`, a chunk at a time.
  private static func copyStandardInput(to copy: Int32, maximum: Int, directory: String) throws(InputError) {
    let input = InputChunks.standardInput()
    var total = 0
    while let chunk = try input.next() {
      total += chunk.count
      if total > maximum { throw InputFile.tooLarge(input.name, size: nil, maximum: maximum) }
      if let failure = chunk.withUnsafeBytes({ FileDescriptorOutput.failure(writing: $0, to: copy) }) {
        throw InputError(
          description: "cannot copy standard input to a temporary file in "
            + "\(InputFile.quoted(directory)): \(String(cString: strerror(failure)))")
      }
    }
  }
}
