import Testing
import UStrICU
import UStrTestSupport

/// ``ICUGraphemeCounter/append(_:)`` counts runs of ASCII itself and hands ICU the rest: the
/// count is ICU's of the whole text, wherever the chunks are cut.
@Suite("ICU grapheme counter over text")
struct ICUGraphemeCounterTextTests {
  static let samples: [String] = [
    "", "a", "ab", "abc", "e\u{301} plain ASCII words ", "ab\r\ncd\r\n\r\nef\r", "\r\r\n\n\r\nx",
    "abc\u{301}def", "\u{600}abc", "abc\u{600}", "xy\u{1F1EF}\u{1F1F5}zz\u{200D}\u{1F600}",
    "ka\u{915}\u{94D}\u{937}ab", "\u{1100}ab\u{1161}",
  ]

  static let randomSamples: [String] = {
    var generator = SeededGenerator(seed: 0x5EED_1C06)
    return (0..<200).map { _ in RandomText.make(using: &generator, maximumPieces: 30) }
  }()

  @Test func countsAsICUDoesOnTheWholeText() throws {
    for text in Self.samples + Self.randomSamples {
      let expected = try ICU.graphemeCount(of: text)
      for size in [1, 2, 3, 7, 1000] {
        var counter = try ICUGraphemeCounter()
        for chunk in ScalarChunks.of(text, size: size) { try counter.append(chunk) }
        #expect(try counter.finish() == expected, "chunks of \(size): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
  }
}
