/// Where the scalars of a converted file's recent text sat in the file: each decoded stretch's
/// UTF-8 and its scalars' input offsets (as the decoder lists them), kept until the scanner has
/// passed them, so memory stays about one chunk and what a long line holds.
///
///     window.append(utf8: [0x61, 0xF0, 0x9F, 0x98, 0x80, 0x62], inputOffsets: [2, 4, 8])
///     // "a😀b" from UTF-16LE after its BOM
///     window.inputOffset(ofUTF8Offset: 5)   // 8: "b"
///     window.forget(before: 5)
///
/// Queries walk forward from the last one answered, so findings asked in file order cost
/// O(n) in all.
struct InputOffsetWindow {
  struct Stretch {
    /// The offset of `utf8`'s first byte in the decoded text.
    var utf8Start: Int
    var utf8: [UInt8]
    var inputOffsets: [Int]
  }

  private var stretches: [Stretch] = []
  /// Where the decoded text handed in so far ends.
  private(set) var utf8End = 0
  /// The last place answered: a stretch's start, a UTF-8 offset in it and its scalar index.
  private var cursor = (utf8Start: -1, utf8Offset: 0, scalarIndex: 0)

  /// Adds the next decoded text and its scalars' input offsets (one per scalar, in order).
  mutating func append(utf8: [UInt8], inputOffsets: [Int]) {
    guard !utf8.isEmpty else { return }
    stretches.append(Stretch(utf8Start: utf8End, utf8: utf8, inputOffsets: inputOffsets))
    utf8End += utf8.count
  }

  /// Drops the stretches that end at or before `utf8Offset`: no finding is asked there again.
  mutating func forget(before utf8Offset: Int) {
    let done = stretches.prefix { $0.utf8Start + $0.utf8.count <= utf8Offset }.count
    if done > 0 { stretches.removeFirst(done) }
  }

  /// The input offset of the scalar that starts at `utf8Offset` of the decoded text (the end
  /// of the input when it is the end of the text); `nil` when that stretch was forgotten or
  /// the offset is inside a scalar.
  ///
  /// - Complexity: O(distance from the last offset asked, or from its stretch's start).
  mutating func inputOffset(ofUTF8Offset utf8Offset: Int, inputEnd: Int) -> Int? {
    if utf8Offset == utf8End { return inputEnd }
    guard let stretch = stretches.first(where: { utf8Offset < $0.utf8Start + $0.utf8.count }),
      utf8Offset >= stretch.utf8Start
    else { return nil }
    let local = utf8Offset - stretch.utf8Start
    if cursor.utf8Start != stretch.utf8Start || cursor.utf8Offset > local {
      cursor = (stretch.utf8Start, 0, 0)
    }
    var scalarIndex = cursor.scalarIndex
    stretch.utf8.withUnsafeBufferPointer { bytes in
      for index in cursor.utf8Offset..<local where bytes[index] & 0xC0 != 0x80 { scalarIndex += 1 }
    }
    cursor = (stretch.utf8Start, local, scalarIndex)
    guard stretch.utf8[local] & 0xC0 != 0x80, scalarIndex < stretch.inputOffsets.count else {
      return nil
    }
    return stretch.inputOffsets[scalarIndex]
  }
}
