/// Runs of ASCII in UTF-8 bytes, found eight bytes a step: the skip every scanner of mostly-ASCII
/// text starts with.
///
///     let bytes: [UInt8] = Array("plain text, then é".utf8)
///     bytes.withUnsafeBufferPointer { ASCIIRun.end(in: $0, from: 0) }   // 16, the é's first byte
public enum ASCIIRun {
  /// The end of the run of ASCII bytes that starts at `start`: the first offset at or after
  /// `start` whose byte is 0x80 or above, or `bytes.count`.
  ///
  /// - Complexity: O(m), m the run's length, eight bytes at a time.
  @inlinable
  public static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let count = bytes.count
    guard let base = bytes.baseAddress else { return start }
    var end = start
    while count &- end >= 8,
      UnsafeRawPointer(base).loadUnaligned(fromByteOffset: end, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    {
      end &+= 8
    }
    while end < count, base[end] < 0x80 { end &+= 1 }
    return end
  }
}
