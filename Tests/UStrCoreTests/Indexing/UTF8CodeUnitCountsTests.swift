import Testing
import UStrCore

@Suite("UTF-8 code unit counts")
struct UTF8CodeUnitCountsTests {
  @Test(arguments: 0..<8)
  func countsAgreeWithReencodingAtEveryLength(seed: Int) {
    // Every length from 0 to 300 bytes exercises the vector, word and byte paths and their tails.
    let text = IndexingSamples.random(seed: UInt64(100 + seed), scalars: 400)
    var prefix = ""
    for character in text {
      let counts = UTF8CodeUnitCounts(of: prefix)
      #expect(counts.utf8 == prefix.utf8.count)
      #expect(counts.scalars == prefix.unicodeScalars.count)
      #expect(counts.utf16 == prefix.utf16.count)
      prefix.append(character)
      if prefix.utf8.count > 300 { break }
    }
  }

  @Test func largeTextCountsAgreeWithReencoding() {
    // More than 255 vectors of 64 bytes, so the lane counters are summed more than once.
    let text = IndexingSamples.random(seed: 5, scalars: 40_000)
    let counts = UTF8CodeUnitCounts(of: text)
    #expect(counts.utf8 == text.utf8.count)
    #expect(counts.scalars == Array(text.unicodeScalars).count)
    #expect(counts.utf16 == Array(text.utf16).count)
  }

  @Test func mapMemoryStaysUnderThreePercentOfTheText() {
    let text = String(repeating: "abc\u{E9}\u{4E2D}\u{1F600}", count: 20_000)
    let map = CodeUnitMap(text)
    #expect(map.checkpointMemory * 100 <= text.utf8.count * 3)
  }
}
