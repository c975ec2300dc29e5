import Testing

@testable import UStrReport

/// `ScalarScan.isPrintableASCII`, the eight-bytes-a-step skip of the warnings scan: it must
/// agree with the byte-by-byte definition, or a control would go unwarned.
@Suite("Warnings scan: printable ASCII words")
struct PrintableASCIIWordTests {
  static func isPrintable(_ word: UInt64) -> Bool {
    (0..<8).allSatisfy { (0x20...0x7E).contains(UInt8(truncatingIfNeeded: word >> ($0 * 8))) }
  }

  @Test func everyByteValueAtEveryPlaceAgreesWithTheDefinition() {
    let base = UInt64(0x6867_6665_6463_6261)  // "abcdefgh"
    for place in 0..<8 {
      for byte in 0...255 {
        let shift = UInt64(place * 8)
        let word = base & ~(0xFF << shift) | UInt64(byte) << shift
        #expect(ScalarScan.isPrintableASCII(word) == Self.isPrintable(word), "byte \(byte) at \(place)")
      }
    }
  }

  @Test func randomWordsAgreeWithTheDefinition() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50_000 {
      // Mostly printable bytes, with a control, DEL or high byte now and then.
      var word: UInt64 = 0
      for place in 0..<8 {
        let byte: UInt8 = Int.random(in: 0..<10, using: &generator) == 0 ? .random(in: 0...255, using: &generator) : .random(in: 0x20...0x7E, using: &generator)
        word |= UInt64(byte) << UInt64(place * 8)
      }
      #expect(ScalarScan.isPrintableASCII(word) == Self.isPrintable(word))
    }
  }
}
