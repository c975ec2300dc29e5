#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Input made readable more than once, for a command that reads its input in several passes
/// without holding it (`ustr breaks --format json` writes each engine's list in a pass of its
/// own).
///
/// A regular file is read again as it is. Standard input redirected from one
/// (`ustr breaks < big.txt`) is read again from where it started: ``InputChunks`` seeks back
/// there on each pass after the first. A pipe, a terminal or a device (standard input, or a
/// `--file` such as `<(command)` or /dev/stdin) is first copied, a chunk at a time, to an
/// unlinked temporary file in `$TMPDIR` (`/tmp` by default), which each later pass reads
/// instead: standard input is replaced by it, a path is looked up in ``copies``. The copy goes
/// when the process ends, even when it is killed.
///
///     try InputSpool.makeRereadable(path: nil)        // `cat big.txt | ustr breaks --format json`
///     try InputSpool.makeRereadable(path: "/dev/fd/63")  // `ustr breaks --file <(cat big.txt) ...`
///
/// - Complexity: O(n) time and disk for a pipe, with one chunk in memory; O(1) for a file.
enum InputSpool {
  /// Where standard input started, in bytes, when it is a regular file: each pass after the
  /// first starts there again (`InputRecord.isRereading`).
  nonisolated(unsafe) static var standardInputStart: off_t?

  /// The copies of `--file` paths that could not be read twice, by path: an open descriptor of
  /// the unlinked copy, which ``InputChunks`` reads (through a duplicate) instead of the path.
  nonisolated(unsafe) static var copies: [String: Int32] = [:]

  /// Makes the input at `path` (`nil` or "-": standard input) readable again: copies a pipe, a
  /// terminal or a device to a temporary file; a regular file is left as it is.
  ///
  /// - Parameter maximum: The most bytes the input may hold (`InputFile.maximumSize()`).
  /// - Throws: `InputError` when the input cannot be read, is larger than `maximum`, or cannot
  ///   be copied (a full disk: the message says where the copy was going).
  static func makeRereadable(path: String?, maximum: Int) throws(InputError) {
    let path = path ?? "-"
    guard copies[path] == nil else { return }
    // Opened once: a named pipe opened and closed unread would lose its writer.
    let input = try InputChunks(path: path)
    guard input.regularFileSize == nil else { return }
    let directory = TemporaryFile.directory
    let copy: Int32
    do {
      copy = try TemporaryFile.openUnlinked(prefix: "ustr-input")
    } catch {
      throw InputError(
        description: "cannot copy \(input.name) to a temporary file in \(InputFile.quoted(directory)): "
          + error.reason)
    }
    do throws(InputError) {
      try copyInput(input, to: copy, maximum: maximum, directory: directory)
      if path == "-" {
        guard dup2(copy, 0) >= 0, lseek(0, 0, SEEK_SET) == 0 else {
          throw InputError(description: "cannot read standard input again: \(InputFile.systemError())")
        }
        close(copy)
      } else {
        copies[path] = copy
      }
    } catch {
      close(copy)
      throw error
    }
  }

  /// Copies `input` to the open file `copy`, a chunk at a time.
  private static func copyInput(_ input: InputChunks, to copy: Int32, maximum: Int, directory: String) throws(InputError) {
    var total = 0
    while let chunk = try input.next() {
      total += chunk.count
      if total > maximum { throw InputFile.tooLarge(input.name, size: nil, maximum: maximum) }
      if let failure = chunk.withUnsafeBytes({ FileDescriptorOutput.failure(writing: $0, to: copy) }) {
        throw InputError(
          description: "cannot copy \(input.name) to a temporary file in "
            + "\(InputFile.quoted(directory)): \(String(cString: strerror(failure)))")
      }
    }
  }
}
