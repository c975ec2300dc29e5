#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import UStrReport

/// Records of bytes kept now and read back once, in order, later: in memory while they take
/// less than ``memoryLimit``, then in an unlinked temporary file (``TemporaryFile``). For a
/// command that must list something after a member it streams: `demojibake --format json`
/// lists its changes after the repaired text, and a text can hold millions of them.
///
///     let spool = RecordSpool(memoryLimit: 1 << 20)
///     try spool.append(Array("{\"a\":1}".utf8))
///     try spool.forEach { print(String(decoding: $0, as: UTF8.self)) }  // {"a":1}
///
/// - Complexity: O(n) time in the bytes kept; memory O(``memoryLimit`` + the largest record).
final class RecordSpool {
  /// The most bytes held in memory before they go to the file.
  let memoryLimit: Int
  /// How many records were appended.
  private(set) var count = 0
  /// The records not yet in the file, each after its length (4 bytes, little-endian).
  private var held: [UInt8] = []
  /// The temporary file, once the records outgrew memory; -1 before.
  private var file: Int32 = -1

  /// A spool that holds up to `memoryLimit` bytes in memory.
  init(memoryLimit: Int = 1 << 22) {
    self.memoryLimit = memoryLimit
  }

  deinit {
    if file >= 0 { close(file) }
  }

  /// Keeps `record`, after the others.
  ///
  /// - Throws: `OutputError` when the temporary file cannot be made or written (a full disk).
  func append(_ record: [UInt8]) throws(OutputError) {
    let length = UInt32(record.count)
    for shift in stride(from: 0, to: 32, by: 8) { held.append(UInt8(truncatingIfNeeded: length >> UInt32(shift))) }
    held += record
    count += 1
    guard held.count > memoryLimit else { return }
    if file < 0 { file = try TemporaryFile.openForOutput(prefix: "ustr-spool") }
    try FileDescriptorOutput.write(held, to: file, name: TemporaryFile.name)
    held.removeAll(keepingCapacity: true)
  }

  /// Hands `body` every record, in the order they were appended.
  ///
  /// - Throws: `OutputError` when the temporary file cannot be read back; what `body` throws.
  func forEach(_ body: ([UInt8]) throws -> Void) throws {
    var pending: [UInt8] = []
    /// Hands over the whole records at the start of `pending` and keeps the rest.
    func takeRecords() throws {
      var start = 0
      while pending.count - start >= 4 {
        var length = 0
        for index in 0..<4 { length |= Int(pending[start + index]) << (8 * index) }
        guard pending.count - start - 4 >= length else { break }
        try body(Array(pending[(start + 4)..<(start + 4 + length)]))
        start += 4 + length
      }
      pending.removeFirst(start)
    }
    if file >= 0 {
      guard lseek(file, 0, SEEK_SET) == 0 else { throw TemporaryFile.readBackFailure() }
      var chunk = [UInt8](repeating: 0, count: 1 << 20)
      while true {
        let byteCount = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress!, $0.count) }
        if byteCount < 0 {
          if errno == EINTR { continue }
          throw TemporaryFile.readBackFailure()
        }
        if byteCount == 0 { break }
        pending += chunk[..<byteCount]
        try takeRecords()
      }
    }
    pending += held
    try takeRecords()
  }
}
