/// The vector step of `UTF8.isWellFormed`: which of 32 bytes break Unicode's Table 3-7, each
/// judged by itself and the three bytes before it.
///
/// A byte must be a continuation byte (`10xxxxxx`) exactly when the byte before it leads a
/// sequence of two or more, the one two before leads three or more, or the one three before leads
/// four. Beside that rule, a byte may not be C0, C1 or F5...FF, and the byte after E0, ED, F0 or F4
/// has a narrower range (no overlong form, no surrogate, nothing above U+10FFFF). Together these
/// are the table, with no need to know where a sequence starts: the bytes at offsets -1, -2 and -3
/// are three more loads of the same memory.
///
///     // "é" cut after its lead: the byte after C3 is "x", not a continuation.
///     WellFormedBlock.isAnySet(WellFormedBlock.padded(pointer, count: 2, before: 0, judgesEnd: true))  // true
///
/// - Complexity: O(1), a few dozen vector operations for 32 bytes.
enum WellFormedBlock {
  typealias Bytes = SIMD32<UInt8>
  /// All ones in the bytes of a lane that breaks the table, as four words.
  ///
  /// The lanes are combined as words: the standard library takes bitwise operations on
  /// `SIMD32<UInt8>` and on masks apart lane by lane (measured: 0.16 GB/s against 3.4 GB/s).
  typealias Errors = SIMD4<UInt64>

  /// Bytes judged a step.
  static let width = 32

  /// Whether any lane of `errors` is set.
  @inline(__always)
  static func isAnySet(_ errors: Errors) -> Bool { (errors[0] | errors[1]) | (errors[2] | errors[3]) != 0 }

  /// The lanes of the 32 bytes at `pointer` that break the table; the three bytes before
  /// `pointer` must be readable.
  @inline(__always)
  static func errors(at pointer: UnsafeRawPointer) -> Errors {
    let bytes = pointer.loadUnaligned(as: Bytes.self)
    let before1 = (pointer - 1).loadUnaligned(as: Bytes.self)
    let before2 = (pointer - 2).loadUnaligned(as: Bytes.self)
    let before3 = (pointer - 3).loadUnaligned(as: Bytes.self)
    return errors(bytes, before1, before2, before3)
  }

  /// ``errors(at:)`` of the `count` (0...32) bytes at `pointer`, with `before` (0...3) readable
  /// bytes before it; the rest on both sides are taken as ASCII. With `judgesEnd`, the three
  /// lanes past `count` judge the padding too: a sequence cut at `pointer + count` is an error
  /// there.
  static func padded(_ pointer: UnsafeRawPointer, count: Int, before: Int, judgesEnd: Bool) -> Errors {
    // 3 bytes before, `width` judged, `width` after so that the 3 lanes past a full block count.
    var buffer = (SIMD64<UInt8>(), SIMD8<UInt8>())
    return withUnsafeMutableBytes(of: &buffer) { raw in
      raw.baseAddress!.advanced(by: 3 - before).copyMemory(from: pointer - before, byteCount: before + count)
      let start = UnsafeRawPointer(raw.baseAddress!) + 3
      var found = errors(at: start)
      if judgesEnd, count > width - 3 { found |= errors(at: start + width) }
      return found
    }
  }

  /// A mask's lanes as ``Errors``.
  @inline(__always)
  private static func lanes(_ mask: SIMDMask<SIMD32<Int8>>) -> Errors { unsafeBitCast(mask, to: Errors.self) }

  @inline(__always)
  private static func errors(_ bytes: Bytes, _ before1: Bytes, _ before2: Bytes, _ before3: Bytes) -> Errors {
    // Constants as locals, comparisons only against vectors: the scalar forms are generic.
    let c0 = Bytes(repeating: 0xC0)
    let e0 = Bytes(repeating: 0xE0)
    let f0 = Bytes(repeating: 0xF0)
    let isContinuation = lanes(bytes &- Bytes(repeating: 0x80) .< Bytes(repeating: 0x40))
    let mustContinue = ~(lanes(before1 .< c0) & lanes(before2 .< e0) & lanes(before3 .< f0))
    var found = isContinuation ^ mustContinue
    // C0, C1 (overlong two-byte leads) and F5...FF (beyond U+10FFFF).
    found |= lanes(bytes &- c0 .< Bytes(repeating: 2)) | ~lanes(bytes .< Bytes(repeating: 0xF5))
    // The second byte's narrower ranges: overlong three- and four-byte forms, surrogates,
    // code points above U+10FFFF.
    found |= lanes(before1 .== e0) & lanes(bytes .< Bytes(repeating: 0xA0))
    found |= lanes(before1 .== Bytes(repeating: 0xED)) & lanes(Bytes(repeating: 0x9F) .< bytes)
    found |= lanes(before1 .== f0) & lanes(bytes .< Bytes(repeating: 0x90))
    found |= lanes(before1 .== Bytes(repeating: 0xF4)) & lanes(Bytes(repeating: 0x8F) .< bytes)
    return found
  }
}
