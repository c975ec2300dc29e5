/// Where every scalar of a converted input sat in the input, for a command that holds the whole
/// text (`offset`): about one byte a scalar, the step from the scalar before, with the absolute
/// offset of every 64th scalar.
///
///     table.append([2, 4, 6, 10])       // "ab😀c" from UTF-16LE after its BOM
///     table.inputOffset(ofScalar: 3)    // 10
///     table.inputOffset(ofScalar: 4)    // nil: no such scalar
final class InputOffsetTable: InputOffsetRecorder {
  var isConverted = false
  /// The input offset of scalars 0, 64, 128, ...
  private var checkpoints: [Int] = []
  /// Each scalar's offset minus the one before's; `UInt8.max` when that does not fit (the
  /// offset is then in `farOffsets`).
  private var steps: [UInt8] = []
  private var farOffsets: [Int: Int] = [:]
  private var last = 0

  static let checkpointInterval = 64

  /// For an encoding with shift states, the input as read (`offset` holds the whole text
  /// anyway): where a scalar's own bytes end and an escape sequence or shift begins.
  private(set) var inputBytes: [UInt8]?
  /// The kind of shifts the encoding has.
  private(set) var shifts = InputShifts.other

  func wantsInputBytes(shifts: InputShifts) -> Bool {
    inputBytes = []
    self.shifts = shifts
    return true
  }

  func appendInput(_ chunk: [UInt8]) { inputBytes? += chunk }

  /// Where the bytes of `scalar`, which start at `start`, end when the next scalar starts at
  /// `next`: ISO 2022, at the first escape sequence or shift between them; HZ, after its one
  /// byte (ASCII) or two (`~~`, a GB2312 pair), where `~{`, `~}` or `~` and a line feed may
  /// follow; UTF-7, at the end of its base64 (before a `-` that ends the run) or after its own
  /// byte; else at `next`; `nil` when that cannot be told (no bytes kept, another kind of
  /// shift, a U+FFFD that replaced bytes in HZ).
  ///
  /// - Complexity: O(`next - start`).
  func scalarBytesEnd(start: Int, next: Int, scalar: Unicode.Scalar?) -> Int? {
    guard let inputBytes else { return next }
    switch shifts {
    case .iso2022:
      let shiftBytes: Set<UInt8> = [0x1B, 0x0E, 0x0F]
      return (start + 1..<min(next, inputBytes.count)).first { shiftBytes.contains(inputBytes[$0]) } ?? next
    case .hz:
      guard let scalar, scalar != "\u{FFFD}" else { return nil }
      let length = scalar.isASCII && scalar != "~" ? 1 : 2
      return min(start + length, next)
    case .utf7:
      return Self.utf7BytesEnd(inputBytes, start: start, next: min(next, inputBytes.count))
    case .other:
      return nil
    }
  }

  /// UTF-7: where the bytes of the scalar starting at `start` end, reading the shifts from the
  /// input's start: in a run of base64, at the first byte that is not base64 (the `-` or the
  /// character that ends the run); outside one, after the byte, or after `+-`. Never past
  /// `next`.
  ///
  /// - Complexity: O(`next`).
  static func utf7BytesEnd(_ bytes: [UInt8], start: Int, next: Int) -> Int {
    func isBase64(_ byte: UInt8) -> Bool {
      (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
        || byte == 0x2B || byte == 0x2F
    }
    var inBase64 = false
    var index = 0
    while index < start {
      let byte = bytes[index]
      if inBase64 {
        if isBase64(byte) {
          index += 1
        } else {
          // A "-" ends the run and goes with it; any other byte is a character of its own.
          inBase64 = false
          if byte == 0x2D { index += 1 }
        }
      } else if byte == 0x2B {
        if index + 1 < bytes.count, bytes[index + 1] == 0x2D {
          index += 2
        } else {
          inBase64 = true
          index += 1
        }
      } else {
        index += 1
      }
    }
    if inBase64 {
      return (start + 1..<next).first { !isBase64(bytes[$0]) } ?? next
    }
    let length = bytes[start] == 0x2B && start + 1 < bytes.count && bytes[start + 1] == 0x2D ? 2 : 1
    return min(start + length, next)
  }

  /// How many scalars the table holds.
  var count: Int { steps.count }

  /// Adds the input offsets of the next scalars handed on.
  ///
  /// - Complexity: O(`next.count`).
  func append(_ next: [Int]) {
    for offset in next {
      let scalarOffset = steps.count
      let step = offset - last
      if scalarOffset % Self.checkpointInterval == 0 {
        checkpoints.append(offset)
        steps.append(0)
      } else if step >= 0, step < Int(UInt8.max) {
        steps.append(UInt8(step))
      } else {
        steps.append(UInt8.max)
        farOffsets[scalarOffset] = offset
      }
      last = offset
    }
  }

  /// The input offset of the scalar at `scalarOffset`; `nil` past the last scalar.
  ///
  /// - Complexity: O(64).
  func inputOffset(ofScalar scalarOffset: Int) -> Int? {
    guard scalarOffset >= 0, scalarOffset < steps.count else { return nil }
    let checkpoint = scalarOffset / Self.checkpointInterval
    var offset = checkpoints[checkpoint]
    var index = checkpoint * Self.checkpointInterval + 1
    while index <= scalarOffset {
      let step = steps[index]
      offset = step == UInt8.max ? farOffsets[index]! : offset + Int(step)
      index += 1
    }
    return offset
  }

  /// The last scalar whose input offset is at or before `inputOffset` (the first of several
  /// that one input character became, when they share it); -1 when none is.
  ///
  /// - Complexity: O(log n + 64).
  func lastScalar(atOrBeforeInputOffset inputOffset: Int) -> Int {
    // The last checkpoint at or before it, by binary search (offsets never decrease).
    var low = 0
    var high = checkpoints.count
    while low < high {
      let middle = (low + high) / 2
      if checkpoints[middle] <= inputOffset { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return -1 }
    var scalar = (low - 1) * Self.checkpointInterval
    var offset = checkpoints[low - 1]
    var index = scalar + 1
    while index < steps.count, index % Self.checkpointInterval != 0 {
      let step = steps[index]
      let next = step == UInt8.max ? farOffsets[index]! : offset + Int(step)
      if next > inputOffset { break }
      if next != offset { scalar = index }
      offset = next
      index += 1
    }
    // Scalars before a checkpoint can share its offset.
    while scalar > 0, self.inputOffset(ofScalar: scalar - 1) == offset { scalar -= 1 }
    return scalar
  }
}
