/// Scalar and UTF-16 counts of UTF-8 text, derived from its bytes alone.
///
/// In valid UTF-8 every byte that is not a continuation byte (`10xxxxxx`) starts one scalar, and
/// every 4-byte leader (`11110xxx`) starts a scalar that UTF-16 writes as a surrogate pair:
///
///     scalars = bytes − continuation bytes
///     utf16   = scalars + 4-byte leaders
///
/// so counting is byte classification, with no decoding. The bytes are classified 64 at a time
/// with `SIMD64<UInt8>` (then a machine word, then a byte at a time for the tail).
///
///     UTF8CodeUnitCounts(of: "a😀é")  // utf8 7, scalars 3, utf16 4
public struct UTF8CodeUnitCounts: Hashable, Sendable {
  /// UTF-8 bytes.
  public var utf8: Int
  /// Unicode scalars.
  public var scalars: Int
  /// UTF-16 code units.
  public var utf16: Int

  /// Counts the views of `text`'s UTF-8.
  ///
  /// - Complexity: O(n) in the UTF-8 length (a copy first if `text` is not native UTF-8).
  public init(of text: String) {
    var text = text
    let counts = text.withUTF8 { UTF8CodeUnitCounts(validUTF8: $0) }
    self = counts
  }

  /// Counts the views of a buffer that holds valid UTF-8.
  ///
  /// - Precondition: `bytes` is valid UTF-8; invalid bytes give meaningless counts.
  /// - Complexity: O(n) in `bytes.count`.
  public init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    let classes = UTF8ByteClasses(counting: UnsafeRawBufferPointer(bytes))
    utf8 = bytes.count
    scalars = bytes.count - classes.continuationBytes
    utf16 = scalars + classes.fourByteLeaders
  }
}

extension UTF8CodeUnitCounts {
  init(utf8: Int, scalars: Int, utf16: Int) {
    self.utf8 = utf8
    self.scalars = scalars
    self.utf16 = utf16
  }
}
