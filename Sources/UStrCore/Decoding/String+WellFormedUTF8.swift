extension String {
  /// The text of `bytes`, which the caller has already proved to be well-formed UTF-8
  /// (`UTF8.isWellFormed`, or a decoder's repaired output): the bytes are copied, not checked a
  /// second time.
  ///
  ///     let bytes = Array("Pokémon".utf8)
  ///     precondition(UTF8.isWellFormed(bytes))
  ///     bytes.withUnsafeBufferPointer { String(wellFormedUTF8: $0) }  // "Pokémon"
  ///
  /// `String(decoding:as:)` validates again at about 1 GB/s, scalar by scalar; this copy costs a
  /// `memcpy` and a look for a non-ASCII byte (which stops at the first one), so the string
  /// keeps the standard library's fast paths for ASCII text. Debug builds check the promise.
  ///
  /// - Precondition: `bytes` is well-formed UTF-8. Text made from anything else breaks the
  ///   standard library's own invariants.
  /// - Complexity: O(n) in `bytes.count`.
  package init(wellFormedUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    assert(UTF8.isWellFormed(bytes), "String(wellFormedUTF8:) given ill-formed UTF-8")
    var span = UTF8Span(unchecked: bytes.span)
    _ = span.checkForASCII()
    self.init(copying: span)
  }

  /// ``init(wellFormedUTF8:)-(UnsafeBufferPointer<UInt8>)`` of an array or a slice of one.
  package init(wellFormedUTF8 bytes: some Collection<UInt8>) {
    self = bytes.withContiguousStorageIfAvailable { String(wellFormedUTF8: $0) }
      ?? Array(bytes).withUnsafeBufferPointer { String(wellFormedUTF8: $0) }
  }
}
