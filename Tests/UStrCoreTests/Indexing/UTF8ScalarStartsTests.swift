import Testing

@testable import UStrCore

@Suite("Scalar starts in UTF-8, a word at a time")
struct UTF8ScalarStartsTests {
  /// Every start and every number of scalars to skip, on texts whose widths change inside each
  /// 8-byte word, agrees with the standard library's own scalar offsets.
  @Test(arguments: 0..<4)
  func skippingAndCountingAgreeWithTheScalarView(seed: Int) {
    let text = IndexingSamples.random(seed: UInt64(300 + seed), scalars: 90)
    let starts = Self.scalarStarts(of: text)
    text.utf8.withContiguousStorageIfAvailable { buffer in
      let bytes = UnsafeRawBufferPointer(buffer)
      for (first, start) in starts.enumerated() {
        for (skipped, expected) in starts[first...].enumerated() {
          #expect(UTF8ByteClasses.offset(skippingScalars: skipped, from: start, in: bytes) == expected)
          #expect(UTF8ByteClasses.scalarCount(from: start, to: expected, in: bytes) == skipped)
        }
      }
    }!
  }

  @Test func theWidthOfAScalarFollowsFromItsLeadByte() {
    for value in [0x00, 0x41, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x1_0000, 0x10_FFFF] as [UInt32] {
      let scalar = Unicode.Scalar(value)!
      #expect(UTF8.scalarWidth(lead: UTF8.encode(scalar)!.first!) == UTF8.width(scalar))
    }
  }

  /// The UTF-8 offset of each scalar of `text`, then the text's length.
  private static func scalarStarts(of text: String) -> [Int] {
    let utf8 = text.utf8
    var starts = text.unicodeScalars.indices.map { utf8.distance(from: utf8.startIndex, to: $0) }
    starts.append(utf8.count)
    return starts
  }
}
