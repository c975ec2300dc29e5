extension CodeUnitMap {
  /// The UTF-16 offset of the scalar boundary at `utf8Offset`.
  ///
  /// Returns `nil` when `utf8Offset` is outside `0...counts.utf8` or falls inside a scalar's
  /// UTF-8 bytes (for "a😀", 2 is inside U+1F600).
  ///
  /// - Complexity: O(1) with a scan of at most 256 bytes.
  public func utf16Offset(utf8Offset: Int) -> Int? {
    exactBoundary(utf8Offset: utf8Offset)?.utf16Offset
  }

  /// The scalar offset of the scalar boundary at `utf8Offset`, or `nil` when `utf8Offset` is out
  /// of range or inside a scalar's bytes.
  ///
  /// - Complexity: O(1) with a scan of at most 256 bytes.
  public func scalarOffset(utf8Offset: Int) -> Int? {
    exactBoundary(utf8Offset: utf8Offset)?.scalarOffset
  }

  /// The UTF-8 offset of the scalar boundary at `utf16Offset`.
  ///
  /// Returns `nil` when `utf16Offset` is outside `0...counts.utf16` or falls between the two
  /// units of a surrogate pair (for "a😀", 2 is between the units of U+1F600).
  ///
  /// - Complexity: O(log n) to find the checkpoint, then a scan of at most 256 bytes.
  public func utf8Offset(utf16Offset: Int) -> Int? {
    exactBoundary(utf16Offset: utf16Offset)?.utf8Offset
  }

  /// The scalar offset at `utf16Offset`, or `nil` when out of range or between surrogates.
  ///
  /// - Complexity: O(log n), then a scan of at most 256 bytes.
  public func scalarOffset(utf16Offset: Int) -> Int? {
    exactBoundary(utf16Offset: utf16Offset)?.scalarOffset
  }

  /// The UTF-8 offset of the scalar at `scalarOffset` (or of the end when it equals
  /// `counts.scalars`), or `nil` when out of range.
  ///
  /// - Complexity: O(log n), then a scan of at most 256 bytes.
  public func utf8Offset(scalarOffset: Int) -> Int? {
    boundary(scalarOffset: scalarOffset)?.utf8Offset
  }

  /// The UTF-16 offset of the scalar at `scalarOffset`, or `nil` when out of range.
  ///
  /// - Complexity: O(log n), then a scan of at most 256 bytes.
  public func utf16Offset(scalarOffset: Int) -> Int? {
    boundary(scalarOffset: scalarOffset)?.utf16Offset
  }
}

/// A scalar boundary with its offset in the three code-unit views.
struct ScalarBoundary: Hashable, Sendable {
  var utf8Offset: Int
  var utf16Offset: Int
  var scalarOffset: Int

  /// The offset in a code-unit view (`nil` for `.grapheme`).
  subscript(view: TextView) -> Int? {
    switch view {
    case .utf8: utf8Offset
    case .utf16: utf16Offset
    case .scalar: scalarOffset
    case .grapheme: nil
    }
  }
}

extension CodeUnitMap {
  func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    text.utf8.withContiguousStorageIfAvailable { body(UnsafeRawBufferPointer($0)) }!
  }

  /// The scalar boundary at or before `utf8Offset`, and whether it is `utf8Offset` itself;
  /// `nil` when out of range.
  func boundary(roundingDownUTF8Offset utf8Offset: Int) -> (boundary: ScalarBoundary, isExact: Bool)? {
    guard utf8Offset >= 0, utf8Offset <= counts.utf8 else { return nil }
    return withBytes { bytes in
      var start = utf8Offset
      while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
      let counted = checkpoint(before: start, in: bytes)
      return (
        ScalarBoundary(utf8Offset: start, utf16Offset: counted.utf16, scalarOffset: counted.scalars),
        start == utf8Offset
      )
    }
  }

  /// The scalar boundary at or before `utf16Offset`, and whether it is exact (when not, the
  /// offset is between the two units of the surrogate pair of the scalar that starts there).
  func boundary(roundingDownUTF16Offset utf16Offset: Int) -> (boundary: ScalarBoundary, isExact: Bool)? {
    guard utf16Offset >= 0, utf16Offset <= counts.utf16 else { return nil }
    return withBytes { locate(utf16Offset, byUTF16: true, in: $0) }
  }

  /// The scalar boundary before the scalar at `scalarOffset`; `nil` when out of range.
  func boundary(scalarOffset: Int) -> ScalarBoundary? {
    guard scalarOffset >= 0, scalarOffset <= counts.scalars else { return nil }
    return withBytes { locate(scalarOffset, byUTF16: false, in: $0).boundary }
  }

  func exactBoundary(utf8Offset: Int) -> ScalarBoundary? {
    boundary(roundingDownUTF8Offset: utf8Offset).flatMap { $0.isExact ? $0.boundary : nil }
  }

  func exactBoundary(utf16Offset: Int) -> ScalarBoundary? {
    boundary(roundingDownUTF16Offset: utf16Offset).flatMap { $0.isExact ? $0.boundary : nil }
  }

  /// Scalars and UTF-16 units that start before `utf8Offset`.
  func checkpoint(before utf8Offset: Int, in bytes: UnsafeRawBufferPointer) -> Checkpoint<Int> {
    let block = utf8Offset >> Self.blockShift
    var counted = checkpoint(atBlock: block)
    let start = block << Self.blockShift
    if isASCII(block: block) {
      counted.add(Checkpoint(scalars: utf8Offset - start, utf16: utf8Offset - start))
      return counted
    }
    let rest = UnsafeRawBufferPointer(rebasing: bytes[start..<utf8Offset])
    counted.add(Checkpoint(UTF8ByteClasses(counting: rest), bytes: rest.count))
    return counted
  }

  func checkpoint(atBlock block: Int) -> Checkpoint<Int> {
    let outer = superblocks[block / Self.blocksPerSuperblock]
    let inner = blocks[block]
    return Checkpoint(scalars: outer.scalars + Int(inner.scalars), utf16: outer.utf16 + Int(inner.utf16))
  }

  /// The last block whose checkpoint is at or below `target` UTF-16 units (or scalars): a binary
  /// search over the superblocks, then over the (at most 16) blocks of one.
  private func block(containing target: Int, byUTF16: Bool) -> Int {
    var low = 0
    var high = superblocks.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      let counted = superblocks[middle]
      if (byUTF16 ? counted.utf16 : counted.scalars) <= target { low = middle } else { high = middle - 1 }
    }
    let outer = superblocks[low]
    let inSuperblock = target - (byUTF16 ? outer.utf16 : outer.scalars)
    var block = low * Self.blocksPerSuperblock
    let end = min(block + Self.blocksPerSuperblock, blocks.count)
    while block + 1 < end {
      let next = blocks[block + 1]
      if Int(byUTF16 ? next.utf16 : next.scalars) > inSuperblock { break }
      block += 1
    }
    return block
  }

  /// Finds where `target` UTF-16 units (or scalars) have started: the last block whose
  /// checkpoint is at or below it, then words, then bytes.
  private func locate(
    _ target: Int, byUTF16: Bool, in bytes: UnsafeRawBufferPointer
  ) -> (boundary: ScalarBoundary, isExact: Bool) {
    func key(_ counted: Checkpoint<Int>) -> Int { byUTF16 ? counted.utf16 : counted.scalars }
    let low = block(containing: target, byUTF16: byUTF16)
    var counted = checkpoint(atBlock: low)
    var position = low << Self.blockShift
    if isASCII(block: low) {
      // One byte, one scalar, one UTF-16 unit; the next block's checkpoint is above `target`.
      let ahead = target - key(counted)
      let boundary = ScalarBoundary(
        utf8Offset: position + ahead, utf16Offset: counted.utf16 + ahead,
        scalarOffset: counted.scalars + ahead)
      return (boundary, true)
    }
    // 64 bytes, then whole words, while they stay at or below the target; a step may end
    // inside a scalar whose units it already counted, and the byte loop skips that scalar's
    // remaining bytes.
    while bytes.count - position >= 64 {
      let step = Self.chunkCounts(at: position, in: bytes)
      if key(counted) + key(step) > target { break }
      counted.add(step)
      position += 64
    }
    while bytes.count - position >= 8 {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
      let scalars = 8 - UTF8ByteClasses.continuationBytes(in: word)
      let step = Checkpoint(scalars: scalars, utf16: scalars + UTF8ByteClasses.fourByteLeaders(in: word))
      if key(counted) + key(step) > target { break }
      counted.add(step)
      position += 8
    }
    while true {
      while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
      let boundary = ScalarBoundary(
        utf8Offset: position, utf16Offset: counted.utf16, scalarOffset: counted.scalars)
      if key(counted) == target { return (boundary, true) }
      let width = bytes[position] >= 0xF0 ? 2 : 1
      if byUTF16, counted.utf16 + width > target { return (boundary, false) }
      counted.add(Checkpoint(scalars: 1, utf16: width))
      position += 1
    }
  }

  /// Scalars and UTF-16 units that start in the 64 bytes at `position`.
  @inline(__always)
  private static func chunkCounts(at position: Int, in bytes: UnsafeRawBufferPointer) -> Checkpoint<Int> {
    var continuation: UInt64 = 0
    var fourByte: UInt64 = 0
    for word in 0..<8 {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position + word * 8, as: UInt64.self))
      continuation &+= UTF8ByteClasses.continuationFlags(word)
      fourByte &+= UTF8ByteClasses.fourByteLeaderFlags(word)
    }
    // Each byte lane holds at most 8, so the lanes sum to at most 64 without carries.
    let scalars = 64 - Int(UTF8ByteClasses.sumOfByteFlags(continuation))
    return Checkpoint(scalars: scalars, utf16: scalars + Int(UTF8ByteClasses.sumOfByteFlags(fourByte)))
  }
}
