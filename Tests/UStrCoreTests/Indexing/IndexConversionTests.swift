import Testing
import UStrCore

@Suite("Index conversion")
struct IndexConversionTests {
  @Test(arguments: IndexingSamples.named)
  func conversionsAgreeWithTheStandardLibrary(text: String) {
    checkConversions(of: text)
  }

  @Test(arguments: IndexingSamples.named)
  func everyPositionConvertsThereAndBack(text: String) {
    checkPositions(of: text)
  }

  @Test(arguments: 0..<24)
  func randomTextsConvertLikeTheStandardLibrary(seed: Int) {
    let text = IndexingSamples.random(seed: UInt64(seed), scalars: 50 + seed * 40)
    checkConversions(of: text)
    checkPositions(of: text, every: seed % 3 + 1)
  }

  @Test(arguments: IndexingSamples.named)
  func aValidUTF8BufferMapsLikeItsString(text: String) throws {
    let bytes = Array(text.utf8)
    let map = try #require(OffsetMap(validatingUTF8: bytes))
    let fromString = OffsetMap(text)
    #expect(map.counts == fromString.counts)
    for utf8Offset in 0...bytes.count {
      #expect(map.position(utf8Offset, in: .utf8) == fromString.position(utf8Offset, in: .utf8))
    }
    #expect(CodeUnitMap(validatingUTF8: bytes)?.counts == fromString.codeUnits.counts)
  }

  @Test(arguments: [[0x61, 0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xE0, 0x80, 0x80]] as [[UInt8]])
  func invalidUTF8BuildsNoMap(bytes: [UInt8]) {
    #expect(OffsetMap(validatingUTF8: bytes) == nil)
    #expect(CodeUnitMap(validatingUTF8: bytes) == nil)
  }

  @Test func trailingSurrogateHasNoScalarPosition() throws {
    // "👩🏽‍🚀!" = U+1F469 U+1F3FD U+200D U+1F680 U+0021
    let map = OffsetMap("\u{1F469}\u{1F3FD}\u{200D}\u{1F680}!")
    let position = try #require(map.position(1, in: .utf16))
    #expect(position.utf16Offset == 1)
    #expect(position.utf8Offset == nil)
    #expect(position.scalarOffset == nil)
    #expect(position.graphemeOffset == nil)
    #expect(position.containingScalar?.scalar == "\u{1F469}")
    #expect(position.containingCluster?.character == "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}")
    #expect(position.roundedDown == BoundaryOffsets(utf8Offset: 0, utf16Offset: 0, scalarOffset: 0, graphemeOffset: 0))
    #expect(position.roundedUp == BoundaryOffsets(utf8Offset: 15, utf16Offset: 7, scalarOffset: 4, graphemeOffset: 1))
  }

  @Test func scalarInsideClusterIsNoGraphemeBoundary() throws {
    // "Poke\u{301}mon": scalar 4 is U+0301, inside the cluster "é".
    let map = OffsetMap("Poke\u{301}mon")
    let position = try #require(map.position(4, in: .scalar))
    #expect(position.utf8Offset == 4 && position.utf16Offset == 4 && position.scalarOffset == 4)
    #expect(position.graphemeOffset == nil)
    #expect(position.containingScalar == nil)
    #expect(position.containingCluster?.scalarRange == 3..<5)
    #expect(position.roundedDown.graphemeOffset == 3)
    #expect(position.roundedUp == BoundaryOffsets(utf8Offset: 6, utf16Offset: 5, scalarOffset: 5, graphemeOffset: 4))
  }

  @Test func utf8OffsetInsideScalarKeepsOnlyItsUTF8Position() throws {
    // "a😀" = U+0061 U+1F600; UTF-8 offset 3 is the third byte of U+1F600.
    let position = try #require(OffsetMap("a\u{1F600}").position(3, in: .utf8))
    #expect(position.utf8Offset == 3)
    #expect(position.utf16Offset == nil)
    #expect(position.containingScalar?.utf8Offset == 1)
  }

  @Test(arguments: TextView.allCases)
  func outOfRangeOffsetsGiveNil(view: TextView) {
    let map = OffsetMap("a\u{1F600}")
    #expect(map.position(-1, in: view) == nil)
    #expect(map.position(map.counts[view] + 1, in: view) == nil)
    #expect(map.position(map.counts[view], in: view)?.roundedUp.graphemeOffset == 2)
    #expect(map.convert(Int.max, from: view, to: .utf8) == nil)
  }

  @Test func stringIndexBetweenSurrogatesIsItsUTF16Offset() {
    let text = "a\u{1F600}b"
    let map = OffsetMap(text)
    let inside = text.utf16.index(text.utf16.startIndex, offsetBy: 2)
    #expect(map.position(of: inside).utf16Offset == 2)
    #expect(map.position(of: inside).utf8Offset == nil)
    let after = text.utf16.index(text.utf16.startIndex, offsetBy: 3)
    #expect(map.position(of: after).graphemeOffset == 2)
    let midByte = text.utf8.index(text.utf8.startIndex, offsetBy: 2)
    #expect(map.position(of: midByte).utf8Offset == 2)
    #expect(map.position(of: midByte).utf16Offset == nil)
  }

  @Test func roundingIndicesLandOnClusterBoundaries() {
    let text = "Poke\u{301}mon"
    let map = OffsetMap(text)
    #expect(map.index(roundingDown: 4, in: .scalar) == text.index(text.startIndex, offsetBy: 3))
    #expect(map.index(roundingUp: 4, in: .scalar) == text.index(text.startIndex, offsetBy: 4))
    #expect(map.index(4, in: .scalar).map { text.unicodeScalars[$0] } == "\u{301}")
  }
}
