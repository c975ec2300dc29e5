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
/// - Complexity: O(n) time in the bytes kept; memory O(``memoryLimit``) while appending (a
///   record larger than that goes to the file as it is written, when its writer drains), and
///   the largest record when it is read back whole (``forEach(_:)``, not ``forEachPiece(_:)``).
final class RecordSpool {
  /// The most bytes held in memory before they go to the file.
  let memoryLimit: Int
  /// How many records were appended.
  private(set) var count = 0
  /// The records not yet in the file, each after its length (4 bytes, little-endian); drained
  /// to the file once they pass ``memoryLimit`` bytes.
  private var held: ByteOutput!
  /// The temporary file, once the records outgrew memory; -1 before.
  private var file: Int32 = -1
  /// How many bytes went to the file: where the held bytes will start in it.
  private var fileByteCount = 0

  /// A spool that holds up to `memoryLimit` bytes in memory.
  init(memoryLimit: Int = 1 << 22) {
    self.memoryLimit = memoryLimit
    held = ByteOutput(threshold: memoryLimit + 1) { [unowned self] (bytes) throws(OutputError) in
      try writeToFile(bytes)
    }
  }

  deinit {
    if file >= 0 { close(file) }
  }

  /// How many bytes are held in memory (at most ``memoryLimit`` between appends).
  var heldByteCount: Int { held.withBuffer { $0.count } }

  /// Keeps `record`, after the others. A record larger than ``memoryLimit`` goes straight to the
  /// file, not through memory.
  ///
  /// - Throws: `OutputError` when the temporary file cannot be made or written (a full disk).
  func append(_ record: [UInt8]) throws(OutputError) {
    let length = UInt32(record.count)
    let isHeld = record.count < memoryLimit
    count += 1
    // One access to the buffer for the length and the record: ByteOutput's generic writes are
    // not specialized across modules.
    held.withBuffer { bytes in
      for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: length >> UInt32(shift))) }
      if isHeld { bytes += record }
    }
    guard isHeld else {
      try held.flush()
      return try writeToFile(record)
    }
    if let failure = held.failure { throw failure }
  }

  /// Keeps the record `write` appends to the bytes it is handed, after the others: a record
  /// laid out in place, with no copy of its own. `write` may call `drainIfFull` with those
  /// bytes as it goes, which moves them to the file once they pass ``memoryLimit``, so a
  /// record larger than that is not held whole; its length is set in the file afterwards.
  ///
  ///     try spool.append { bytes, drainIfFull in
  ///       for row in rows { bytes += row; drainIfFull(&bytes) }
  ///     }
  ///
  /// - Throws: `OutputError` when the temporary file cannot be made or written (a full disk).
  func append(writtenBy write: (inout [UInt8], _ drainIfFull: ByteOutput.Drainer) -> Void) throws(OutputError) {
    // Where the record's length goes, counting the bytes in the file then those held.
    var lengthStart = 0
    var length = 0
    held.withDrainingBuffer { bytes, drainIfFull in
      lengthStart = fileByteCount + bytes.count
      bytes += [0, 0, 0, 0]
      write(&bytes, drainIfFull)
      length = fileByteCount + bytes.count - lengthStart - 4
      // Still held (nothing was drained since): set in place.
      if lengthStart >= fileByteCount {
        for index in 0..<4 {
          bytes[lengthStart - fileByteCount + index] = UInt8(truncatingIfNeeded: length >> (8 * index))
        }
      }
    }
    count += 1
    if let failure = held.failure { throw failure }
    if lengthStart < fileByteCount { try setLength(length, atFileOffset: lengthStart) }
  }

  /// Appends `bytes` to the file, making it first.
  private func writeToFile(_ bytes: [UInt8]) throws(OutputError) {
    if file < 0 { file = try TemporaryFile.openForOutput(prefix: "ustr-spool") }
    try FileDescriptorOutput.write(bytes, to: file, name: TemporaryFile.name)
    fileByteCount += bytes.count
  }

  /// Writes a record's length over the 4 bytes kept for it in the file, at `fileOffset` bytes.
  /// The corresponding C function is `pwrite`.
  private func setLength(_ length: Int, atFileOffset fileOffset: Int) throws(OutputError) {
    let bytes = (0..<4).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) }
    while true {
      let written = bytes.withUnsafeBytes { pwrite(file, $0.baseAddress!, 4, off_t(fileOffset)) }
      if written == 4 { return }
      if written < 0, errno == EINTR { continue }
      throw OutputError(destination: TemporaryFile.name, reason: String(cString: strerror(errno)))
    }
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
        // A whole record of at most a piece in the bytes: handed over at once.
        if remaining == nil, lengthBytes.isEmpty, bytes.endIndex - start >= 4 {
          let length =
            Int(bytes[start]) | Int(bytes[start + 1]) << 8 | Int(bytes[start + 2]) << 16 | Int(bytes[start + 3]) << 24
          if length <= Self.pieceSize, bytes.endIndex - start - 4 >= length {
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
        let end = min(bytes.endIndex, start + left, start + Self.pieceSize)
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
    try held.withBuffer { try take($0[...]) }
  }

  /// The most bytes ``forEachPiece(_:)`` hands over at once: what it reads from the file at a
  /// time.
  static let pieceSize = 1 << 20
}
