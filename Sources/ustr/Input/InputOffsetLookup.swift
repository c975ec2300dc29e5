import UStrCore
import UStrReport

/// Finds the scalar whose bytes start at a byte offset of the input (`ustr offset --unit input
/// N`), or says why there is none and where the nearest scalar starts are.
///
/// For converted input the offsets are those the converter recorded (`InputOffsetTable`); a
/// byte order mark that was dropped, the later bytes of a multi-byte character and the bytes of
/// an escape sequence start no scalar. In an ISO 2022 encoding the input's bytes (kept by the
/// table) tell a character's bytes from the escape sequence or shift after it; in HZ, the
/// character itself does (one byte for ASCII, two for `~~` and GB2312). UTF-8 input is read byte for byte (a UTF-8 BOM is kept as
/// U+FEFF), so its input offsets are its UTF-8 offsets, except after an ill-formed sequence,
/// which the text holds as U+FFFD (3 bytes each): there the two are mapped through the list of
/// ill-formed sequences.
///
///     // "a😀" in UTF-16BE after its BOM: FE FF 00 61 D8 3D DE 00
///     lookup.scalarOffset(atInput: 4)   // 1, U+1F600
///     lookup.scalarOffset(atInput: 5)   // throws: inside U+1F600 (input bytes 4..<8); 4 and 8
struct InputOffsetLookup {
  let map: OffsetMap
  /// The converted input's scalar offsets, or `nil` for UTF-8 input.
  let table: InputOffsetTable?
  /// UTF-8 input's ill-formed sequences (offsets in the input and in the repaired text).
  let invalid: [InvalidUTF8Sequence]
  /// The input's length in bytes.
  let byteCount: Int

  /// The input offset of the scalar at `scalarOffset` (`counts.scalar`: the input's end).
  ///
  /// - Complexity: O(64) for converted input, O(log n) plus a scan of 256 bytes for UTF-8.
  func inputOffset(ofScalar scalarOffset: Int) -> Int? {
    if scalarOffset == map.counts[.scalar] { return byteCount }
    if let table { return table.inputOffset(ofScalar: scalarOffset) }
    guard let utf8Offset = map.convert(scalarOffset, from: .scalar, to: .utf8) else { return nil }
    return inputOffset(ofUTF8Offset: utf8Offset)
  }

  /// The scalar offset of the scalar whose input bytes start at `inputOffset` (the end of the
  /// text at the input's end).
  ///
  /// - Throws: `InputError` past the input's end, or when no scalar starts there, naming the
  ///   nearest scalar starts below and above.
  /// - Complexity: O(log n + 64).
  func scalarOffset(atInput inputOffset: Int) throws(InputError) -> Int {
    guard (0...byteCount).contains(inputOffset) else {
      throw InputError(
        description: "input offset \(inputOffset) is out of range: the input has \(byteCount) "
          + "\(plural(byteCount, "byte")), so input offsets go from 0 to \(byteCount)")
    }
    if inputOffset == byteCount { return map.counts[.scalar] }
    let scalarCount = map.counts[.scalar]
    // The last scalar starting at or before the offset, or -1 when none does.
    let below: Int
    if let table {
      below = table.lastScalar(atOrBeforeInputOffset: inputOffset)
    } else {
      below = lastUTF8Scalar(atOrBeforeInputOffset: inputOffset)
    }
    if below >= 0, self.inputOffset(ofScalar: below) == inputOffset { return below }
    let upper = below + 1 <= scalarCount ? self.inputOffset(ofScalar: below + 1) ?? byteCount : byteCount
    let upperName = below + 1 < scalarCount ? describe(scalar: below + 1) : "the end of the text"
    let upperStart = "\(upper) (\(upperName))"
    guard below >= 0, let lower = self.inputOffset(ofScalar: below) else {
      // Before the first scalar: a dropped byte order mark, or (an encoding with shift states)
      // the escape sequences that choose the first character set.
      let what =
        table?.inputBytes != nil
        ? "escape sequences or shifts, which choose a character set and decode to no scalar"
        : "a byte order mark, which is not part of the text"
      throw InputError(
        description: "input offset \(inputOffset) starts no scalar: input bytes 0..<\(upper) come before "
          + "the text (\(what)); the text starts at input offset " + upperStart)
    }
    let nearest = "the nearest scalar starts are \(lower) (\(describe(scalar: below))) and \(upperStart)"
    let prefix = "input offset \(inputOffset) starts no scalar: it falls "
    // Where the scalar's own bytes end (UTF-8 input: at the next scalar).
    let ownEnd = table.map { $0.scalarBytesEnd(start: lower, next: upper, scalar: scalar(at: below)) } ?? upper
    guard let end = ownEnd else {
      throw InputError(
        description: prefix + "in the input bytes \(lower)..<\(upper), which hold \(describe(scalar: below)) "
          + "and any shift after it (the encoding has shift states); " + nearest)
    }
    if inputOffset >= end {
      throw InputError(
        description: prefix + "in an escape sequence or shift (input bytes \(end)..<\(upper), after "
          + "\(describe(scalar: below))), which decodes to no scalar; " + nearest)
    }
    throw InputError(
      description: prefix + "inside the input bytes \(lower)..<\(end) of \(describe(scalar: below)); " + nearest)
  }

  /// "U+65E5, scalar 3".
  private func describe(scalar scalarOffset: Int) -> String {
    guard let scalar = scalar(at: scalarOffset) else { return "scalar \(scalarOffset)" }
    return "\(Hex.codePoint(scalar)), scalar \(scalarOffset)"
  }

  /// The scalar at `scalarOffset`, `nil` past the end.
  private func scalar(at scalarOffset: Int) -> Unicode.Scalar? {
    guard let index = map.index(scalarOffset, in: .scalar), index < map.text.endIndex else { return nil }
    return map.text.unicodeScalars[index]
  }

  /// For UTF-8 input: the input offset of a UTF-8 offset of the (repaired) text.
  private func inputOffset(ofUTF8Offset utf8Offset: Int) -> Int {
    // The last ill-formed sequence whose replacement starts at or before the offset.
    guard let last = lastInvalid(where: { $0.repairedUTF8Offset <= utf8Offset }) else { return utf8Offset }
    let sequence = invalid[last]
    let replacementEnd = sequence.repairedUTF8Offset + 3 * sequence.replacementCount
    if utf8Offset < replacementEnd {
      // Its first U+FFFD sits where its bytes start; the others have no offset of their own.
      return sequence.utf8Offset
    }
    return utf8Offset - replacementEnd + sequence.utf8Offset + sequence.bytes.count
  }

  /// For UTF-8 input: the last scalar whose input bytes start at or before `inputOffset`.
  private func lastUTF8Scalar(atOrBeforeInputOffset inputOffset: Int) -> Int {
    var utf8Offset = inputOffset
    if let last = lastInvalid(where: { $0.utf8Offset <= inputOffset }) {
      let sequence = invalid[last]
      let end = sequence.utf8Offset + sequence.bytes.count
      utf8Offset =
        inputOffset < end
        ? sequence.repairedUTF8Offset
        : inputOffset - end + sequence.repairedUTF8Offset + 3 * sequence.replacementCount
    }
    guard let lookup = map.position(utf8Offset, in: .utf8) else { return -1 }
    return lookup.scalarOffset ?? lookup.containingScalar!.scalarOffset
  }

  /// The index of the last ill-formed sequence that `isBefore` (a prefix of the list).
  private func lastInvalid(where isBefore: (InvalidUTF8Sequence) -> Bool) -> Int? {
    var low = 0
    var high = invalid.count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(invalid[middle]) { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }
}
