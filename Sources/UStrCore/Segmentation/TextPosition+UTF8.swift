extension TextPosition {
  /// The position at `utf8Offset` of the well-formed UTF-8 `utf8`, when `self` is a position of
  /// the same text at or before it: the scalars and UTF-16 units between are counted from the
  /// bytes (a scalar per lead byte, two UTF-16 units per four-byte scalar).
  ///
  ///     // "e\u{301}😀" = 65 CC 81 F0 9F 98 80
  ///     TextPosition.zero.advanced(inUTF8: utf8, to: 7)  // utf8 7, utf16 4, scalar 3
  ///
  /// - Precondition: `utf8Offset` is a scalar boundary at or after `self.utf8Offset`.
  /// - Complexity: O(k) for the k bytes between.
  public func advanced(inUTF8 utf8: UnsafeBufferPointer<UInt8>, to utf8Offset: Int) -> TextPosition {
    precondition(utf8Offset >= self.utf8Offset, "UTF-8 offset \(utf8Offset) is before \(self)")
    // Scalars are the bytes that are not continuations; a 4-byte scalar is 2 UTF-16 units.
    let classes = UTF8ByteClasses(
      counting: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[self.utf8Offset..<utf8Offset])))
    let scalars = utf8Offset - self.utf8Offset - classes.continuationBytes
    let fourByte = classes.fourByteLeaders
    return TextPosition(
      utf8Offset: utf8Offset, utf16Offset: utf16Offset + scalars + fourByte,
      scalarOffset: scalarOffset + scalars)
  }
}
