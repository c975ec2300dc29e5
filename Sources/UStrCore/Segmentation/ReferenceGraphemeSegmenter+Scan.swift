extension ReferenceGraphemeSegmenter {
  /// Calls `body` with the position of every grapheme boundary of `text` after its start (its
  /// end included when `text` is not empty).
  ///
  /// The hot loop of `boundaries(in:)` and `graphemeCount(of:)`: it decodes UTF-8 itself and
  /// skips the rules between two ASCII scalars, where only CR × LF (GB3) does not break (no ASCII
  /// scalar is Extend, ZWJ, SpacingMark, Prepend, Extended_Pictographic, RI or an InCB consonant).
  ///
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  @inline(__always)
  func forEachBoundary(in text: String, _ body: (TextPosition) -> Void) {
    var text = text
    text.withUTF8 { bytes in
      table.bmp.withUnsafeBufferPointer { bmp in
        scan(bytes, bmp: bmp) { position in
          body(position)
          return true
        }
      }
    }
  }

  /// Calls `body` with the position of every grapheme boundary of the well-formed UTF-8 `utf8`
  /// after its start (its end included when not empty), until `body` returns `false`.
  ///
  ///     // "e\u{301}!" = 65 CC 81 21
  ///     forEachBoundary(inUTF8: utf8) { print($0.utf8Offset); return true }  // 3, 4
  ///
  /// - Complexity: O(n) in the bytes read.
  public func forEachBoundary(
    inUTF8 utf8: UnsafeBufferPointer<UInt8>, _ body: (TextPosition) -> Bool
  ) {
    table.bmp.withUnsafeBufferPointer { bmp in scan(utf8, bmp: bmp, body) }
  }

  @inline(__always)
  private func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, bmp: UnsafeBufferPointer<UInt8>,
    _ body: (TextPosition) -> Bool
  ) {
    var state = GraphemeBreakState(hasConjunctRule: hasConjunctRule)
    var utf8Offset = 0
    var utf16Offset = 0
    var scalarOffset = 0
    // The previous scalar when it was ASCII; 0xFF when it was not, or at the start.
    var previousASCII: UInt8 = 0xFF
    let count = bytes.count
    while utf8Offset < count {
      let lead = bytes[utf8Offset]
      if lead < 0x80, previousASCII != 0xFF {
        if !(previousASCII == 0x0D && lead == 0x0A),
          !body(TextPosition(utf8Offset: utf8Offset, utf16Offset: utf16Offset, scalarOffset: scalarOffset))
        {
          return
        }
        state.skip(past: GraphemeBreakProperties(packed: bmp[Int(lead)]))
        previousASCII = lead
        utf8Offset += 1
        utf16Offset += 1
        scalarOffset += 1
        continue
      }
      let (value, length) = UTF8.decodeScalar(bytes, at: utf8Offset, lead: lead)
      let packed = value < 0x1_0000 ? bmp[Int(value)] : table.packed(value)
      if state.advance(to: GraphemeBreakProperties(packed: packed)).isBreak, scalarOffset > 0,
        !body(TextPosition(utf8Offset: utf8Offset, utf16Offset: utf16Offset, scalarOffset: scalarOffset))
      {
        return
      }
      previousASCII = lead < 0x80 ? lead : 0xFF
      utf8Offset += length
      utf16Offset += value < 0x1_0000 ? 1 : 2
      scalarOffset += 1
    }
    if scalarOffset > 0 {
      _ = body(TextPosition(utf8Offset: utf8Offset, utf16Offset: utf16Offset, scalarOffset: scalarOffset))
    }
  }
}
