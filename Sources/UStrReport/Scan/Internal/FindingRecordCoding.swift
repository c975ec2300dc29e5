/// Writes the fields of a ``ScanFinding`` record (``ScanFinding/record``), or of another
/// record of a scan's (``InvalidInputQueue``): integers as LEB128 varints of their bit pattern,
/// strings and byte arrays after their length, optionals and flags as one byte.
struct FindingRecordWriter {
  private(set) var bytes: [UInt8] = []

  /// Drops the first `count` bytes written (records read already).
  mutating func removeFirst(_ count: Int) {
    bytes.removeFirst(count)
  }

  mutating func integer(_ value: Int) {
    var rest = UInt64(bitPattern: Int64(value))
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func flag(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  mutating func byteArray(_ value: [UInt8]) {
    integer(value.count)
    bytes += value
  }

  mutating func byteArray(_ value: UnsafeBufferPointer<UInt8>) {
    integer(value.count)
    bytes.append(contentsOf: value)
  }

  mutating func string(_ value: String) {
    integer(value.utf8.count)
    bytes += value.utf8
  }

  mutating func optional(_ value: Int?) {
    flag(value != nil)
    if let value { integer(value) }
  }

  mutating func optional(_ value: String?) {
    flag(value != nil)
    if let value { string(value) }
  }
}

/// Reads what ``FindingRecordWriter`` wrote, field by field; each read is `nil` when the record
/// ends too soon or does not hold that field.
struct FindingRecordReader {
  let record: [UInt8]
  /// Where the next field starts.
  private(set) var position: Int

  /// A reader of `record` from byte `position`.
  init(record: [UInt8], position: Int = 0) {
    self.record = record
    self.position = position
  }

  var isAtEnd: Bool { position == record.count }

  mutating func integer() -> Int? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while position < record.count, shift < 64 {
      let byte = record[position]
      position += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return Int(Int64(bitPattern: value)) }
      shift += 7
    }
    return nil
  }

  mutating func flag() -> Bool? {
    guard position < record.count, record[position] <= 1 else { return nil }
    position += 1
    return record[position - 1] == 1
  }

  mutating func byteArray() -> [UInt8]? {
    guard let count = integer(), count >= 0, count <= record.count - position else { return nil }
    position += count
    return Array(record[(position - count)..<position])
  }

  /// Passes over a byte array; returns whether there was one.
  mutating func skipByteArray() -> Bool {
    guard let count = integer(), count >= 0, count <= record.count - position else { return false }
    position += count
    return true
  }

  mutating func string() -> String? {
    byteArray().map { String(decoding: $0, as: UTF8.self) }
  }

  /// The optional integer: `.some(nil)` when absent, `nil` when the record is broken.
  mutating func optionalInteger() -> Int?? {
    guard let present = flag() else { return nil }
    guard present else { return .some(nil) }
    return integer().map { .some($0) }
  }

  /// The optional string: `.some(nil)` when absent, `nil` when the record is broken.
  mutating func optionalString() -> String?? {
    guard let present = flag() else { return nil }
    guard present else { return .some(nil) }
    return string().map { .some($0) }
  }
}
