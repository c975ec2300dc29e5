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
/// - Complexity: O(n) time in the bytes kept; memory O(``memoryLimit``), and the largest record
///   when it is read back whole (``forEach(_:)``, not ``forEachPiece(_:)``).
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

  /// Keeps `record`, after the others. A record larger than ``memoryLimit`` goes straight to the
  /// file, not through memory.
  ///
  /// - Throws: `OutputError` when the temporary file cannot be made or written (a full disk).
  func append(_ record: [UInt8]) throws(OutputError) {
    let length = UInt32(record.count)
    for shift in stride(from: 0, to: 32, by: 8) { held.append(UInt8(truncatingIfNeeded: length >> UInt32(shift))) }
    count += 1
    guard record.count < memoryLimit else {
      try writeHeld()
      return try FileDescriptorOutput.write(record, to: file, name: TemporaryFile.name)
    }
    held += record
    if held.count > memoryLimit { try writeHeld() }
  }

  /// Keeps the record `write` appends to the bytes it is handed, after the others: a record
  /// laid out in place, with no copy of its own.
  ///
  /// - Throws: `OutputError` when the temporary file cannot be made or written (a full disk).
  func append(writtenBy write: (inout [UInt8]) -> Void) throws(OutputError) {
    let start = held.count
    held.append(contentsOf: [0, 0, 0, 0])
    write(&held)
    let length = UInt32(held.count - start - 4)
    for index in 0..<4 { held[start + index] = UInt8(truncatingIfNeeded: length >> UInt32(8 * index)) }
    count += 1
    if held.count > memoryLimit { try writeHeld() }
  }

  /// Moves the records held in memory to the file, making it first.
  private func writeHeld() throws(OutputError) {
    if file < 0 { file = try TemporaryFile.openForOutput(prefix: "ustr-spool") }
    try FileDescriptorOutput.write(held, to: file, name: TemporaryFile.name)
    held.removeAll(keepingCapacity: true)
  }

  /// Hands `body` every record, in the order they were appended.
  ///
  /// - Throws: `OutputError` when the temporary file cannot be read back; what `body` throws.
  /// - Complexity: O(n); memory O(the largest record).
  func forEach(_ body: ([UInt8]) throws -> Void) throws {
    var record: [UInt8] = []
    try forEachPiece { piece, _, endsRecord in
      record += piece
      guard endsRecord else { return }
      try body(record)
      record.removeAll(keepingCapacity: true)
    }
  }

  /// Hands `body` every record in pieces of at most ``pieceSize`` bytes, in the order they were
  /// appended, each piece with whether it starts a record and whether it ends one (a record of
  /// no bytes is one empty piece that does both): a record too large to hold is read back a
  /// piece at a time.
  ///
  /// - Throws: `OutputError` when the temporary file cannot be read back; what `body` throws.
  /// - Complexity: O(n); memory O(``pieceSize``).
  func forEachPiece(
    _ body: (_ piece: ArraySlice<UInt8>, _ startsRecord: Bool, _ endsRecord: Bool) throws -> Void
  ) throws {
    // The length being read (it may span two pieces), then the bytes of the record left.
    var lengthBytes: [UInt8] = []
    var remaining: Int?
    var startsRecord = true
    func take(_ bytes: ArraySlice<UInt8>) throws {
      var start = bytes.startIndex
      while start < bytes.endIndex {
        // A whole record in the bytes: handed over at once.
        if remaining == nil, lengthBytes.isEmpty, bytes.endIndex - start >= 4 {
          let length =
            Int(bytes[start]) | Int(bytes[start + 1]) << 8 | Int(bytes[start + 2]) << 16 | Int(bytes[start + 3]) << 24
          if bytes.endIndex - start - 4 >= length {
            try body(bytes[(start + 4)..<(start + 4 + length)], true, true)
            start += 4 + length
            continue
          }
        }
        guard let left = remaining else {
          lengthBytes.append(bytes[start])
          start += 1
          guard lengthBytes.count == 4 else { continue }
          let length = lengthBytes.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
          lengthBytes.removeAll(keepingCapacity: true)
          startsRecord = true
          if length == 0 { try body([], true, true) } else { remaining = length }
          continue
        }
        let end = min(bytes.endIndex, start + left)
        let rest = left - (end - start)
        try body(bytes[start..<end], startsRecord, rest == 0)
        startsRecord = false
        remaining = rest == 0 ? nil : rest
        start = end
      }
    }
    if file >= 0 {
      guard lseek(file, 0, SEEK_SET) == 0 else { throw TemporaryFile.readBackFailure() }
      var chunk = [UInt8](repeating: 0, count: Self.pieceSize)
      while true {
        let byteCount = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress!, $0.count) }
        if byteCount < 0 {
          if errno == EINTR { continue }
          throw TemporaryFile.readBackFailure()
        }
        if byteCount == 0 { break }
        try take(chunk[..<byteCount])
      }
    }
    try take(held[...])
  }

  /// The most bytes ``forEachPiece(_:)`` hands over at once: what it reads from the file at a
  /// time.
  static let pieceSize = 1 << 20
}
