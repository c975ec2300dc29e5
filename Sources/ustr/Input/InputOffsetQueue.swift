import UStrICU

/// Where each scalar of a converted input sat in the input, held from when the converter hands
/// a chunk on until the rows of its scalars are written: memory of about one chunk, whatever the
/// input's size. Rows ask in increasing scalar order.
///
///     queue.append([0, 2, 6])        // "a😀b" from UTF-16LE
///     queue.inputOffset(ofScalar: 1)  // 2
final class InputOffsetQueue: InputOffsetRecorder {
  /// The input offsets of scalars `firstScalarOffset...`.
  var offsets: [Int] = []
  var start = 0
  var firstScalarOffset = 0
  /// Whether the input is converted from another encoding, so that its scalars have input
  /// offsets (set before the first chunk is handed on).
  var isConverted = false
  /// Whether offsets are still asked for: once the rows listed are all written (`--limit`), the
  /// rest are dropped as they come, so memory stays bounded.
  var isWanted = true

  /// Adds the input offsets of the next scalars handed on.
  func append(_ next: [Int]) {
    guard isWanted else {
      offsets = []
      start = 0
      return
    }
    if start > 4096 && start * 2 > offsets.count {
      offsets.removeFirst(start)
      firstScalarOffset += start
      start = 0
    }
    offsets += next
  }

  /// The input offset of the scalar at `scalarOffset`; `nil` when it is unknown (asked out of
  /// order, or never converted). Forgets the scalars before it.
  func inputOffset(ofScalar scalarOffset: Int) -> Int? {
    let index = scalarOffset - firstScalarOffset
    guard index >= start, index < offsets.count else { return nil }
    start = index
    return offsets[index]
  }
}

/// What the converter stage tells about where the scalars it hands on sat in the input.
protocol InputOffsetRecorder: AnyObject {
  /// Whether the input is converted from another encoding (set before the first chunk).
  var isConverted: Bool { get set }
  /// Adds the input offsets of the next scalars handed on, in order.
  func append(_ next: [Int])
  /// For an encoding with shift states (set before the first chunk): whether the recorder wants
  /// the input's bytes too (``appendInput(_:)``), to tell an escape sequence from a character's
  /// bytes; `shifts` says which kind the encoding has.
  func wantsInputBytes(shifts: InputShifts) -> Bool
  /// Adds the next chunk of input, as read (when ``wantsInputBytes(shifts:)`` said so).
  func appendInput(_ chunk: [UInt8])
}

/// The kind of shifts an encoding with shift states has, as far as telling a character's own
/// bytes from the shifts after it goes.
enum InputShifts {
  /// ISO 2022's escape sequences, SO and SI, which never occur inside a character.
  case iso2022
  /// HZ's `~{`, `~}` and `~` with a line feed; a character is one byte (ASCII), or two (`~~`
  /// for a tilde, a GB2312 pair).
  case hz
  /// UTF-7's `+` before a run of base64 and `-` after it; a character outside a run is one
  /// byte, or two for `+-` (a plus sign).
  case utf7
  /// Any other (EBCDIC's SO and SI, SCSU, BOCU-1...).
  case other

  /// The kind `encoding` has.
  init(_ encoding: Encoding) {
    self =
      encoding.shiftsByISO2022Escapes
      ? .iso2022 : encoding.shiftsByHZTildes ? .hz : encoding.shiftsAsUTF7 ? .utf7 : .other
  }
}

extension InputOffsetRecorder {
  func wantsInputBytes(shifts: InputShifts) -> Bool { false }
  func appendInput(_ chunk: [UInt8]) {}
}
