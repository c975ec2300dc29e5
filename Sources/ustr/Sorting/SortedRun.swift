#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import UStrCore
import UStrReport

/// A run of sorted lines for ``LineSorter`` to merge, read back a line at a time: either held in
/// memory (the last batch) or written to an unlinked temporary file, one line after another,
/// each ended by "\n" (no line holds one).
///
///     let run = try SortedRun { emit in for line in ["a", "b"] { try emit(line) } }
///     try run.next()  // "a"
///
/// - Complexity: O(1) amortized per line; a file run holds one read buffer (256 KiB to 512 KiB,
///   more while a longer line is read) and its current line.
final class SortedRun {
  /// The lines of a run held in memory, and the next one's index.
  private var lines: [Substring]
  private var nextLine = 0
  /// The temporary file of a written run; -1 for a run in memory.
  private let file: Int32
  /// Bytes read from the file and not yet handed over: `buffer[start..<end]`.
  private var buffer: [UInt8] = []
  private var start = 0
  private var end = 0
  private var isAtEnd = false

  static let readSize = 1 << 18

  /// A run of `lines`, already in order, kept in memory.
  init(lines: [Substring]) {
    self.lines = lines
    file = -1
  }

  /// Writes the lines `produce` hands its argument, already in order, to a new temporary file.
  ///
  ///     let run = try SortedRun { emit in for line in ["a", "b"] { try emit(line) } }
  ///
  /// - Throws: `OutputError` when the file cannot be made or written (a full disk); what
  ///   `produce` throws.
  init(writing produce: (_ emit: (Substring) throws -> Void) throws -> Void) throws {
    self.lines = []
    file = try TemporaryFile.openForOutput(prefix: "ustr-sort")
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Self.readSize * 4)
    try produce { line in
      bytes += line.utf8
      bytes.append(0x0A)
      if bytes.count >= Self.readSize * 4 {
        try FileDescriptorOutput.write(bytes, to: file, name: TemporaryFile.name)
        bytes.removeAll(keepingCapacity: true)
      }
    }
    try FileDescriptorOutput.write(bytes, to: file, name: TemporaryFile.name)
    guard lseek(file, 0, SEEK_SET) == 0 else { throw TemporaryFile.readBackFailure() }
  }

  deinit {
    if file >= 0 { close(file) }
  }

  /// The run's next line, or `nil` after the last.
  ///
  /// - Throws: `OutputError` when the temporary file cannot be read back.
  func next() throws(OutputError) -> Substring? {
    guard file >= 0 else {
      guard nextLine < lines.count else { return nil }
      defer { nextLine += 1 }
      return lines[nextLine]
    }
    while true {
      if let lineFeed = buffer[start..<end].firstIndex(of: 0x0A) {
        // Written from well-formed lines: no need to check it again.
        let line = String(wellFormedUTF8: buffer[start..<lineFeed])
        start = lineFeed + 1
        // After a long line, the room it took goes at once: a merge holds a line of each run.
        if buffer.count > 2 * Self.readSize, end - start < Self.readSize {
          buffer = Array(buffer[start..<end])
          (start, end) = (0, buffer.count)
        }
        return Substring(line)
      }
      // Every line was written with its line feed: nothing is left at the end.
      guard !isAtEnd else { return nil }
      try fill()
    }
  }

  /// Moves what is left to the front of the buffer and reads more after it, growing the buffer
  /// for a line longer than it.
  private func fill() throws(OutputError) {
    let left = end - start
    if start > 0 {
      buffer.withUnsafeMutableBufferPointer { bytes in
        _ = memmove(bytes.baseAddress!, bytes.baseAddress! + start, left)
      }
      (start, end) = (0, left)
    }
    if buffer.count - end < Self.readSize { buffer += [UInt8](repeating: 0, count: Self.readSize) }
    while true {
      let byteCount = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress! + end, $0.count - end) }
      if byteCount < 0 {
        if errno == EINTR { continue }
        throw TemporaryFile.readBackFailure()
      }
      if byteCount == 0 { isAtEnd = true }
      end += byteCount
      return
    }
  }
}
