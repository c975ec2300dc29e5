extension ViewCounts {
  /// Counts one grapheme cluster given as its UTF-8 (`graphemes` is 1), from the bytes alone.
  ///
  /// - Precondition: `bytes` is one whole cluster of valid UTF-8.
  /// - Complexity: O(n) in `bytes.count`.
  init(clusterUTF8 bytes: UnsafeRawBufferPointer) {
    var scalars = 0
    var fourByteLeaders = 0
    for byte in bytes {
      if byte & 0xC0 != 0x80 { scalars += 1 }
      if byte >= 0xF0 { fourByteLeaders += 1 }
    }
    self.init(graphemes: 1, scalars: scalars, utf16: scalars + fourByteLeaders, utf8: bytes.count)
  }
}
