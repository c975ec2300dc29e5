import Testing
import UStrCore
import UStrTestSupport

@Suite("Character boundaries a window at a time")
struct CharacterBoundaryIteratorTests {
  /// Small texts where clusters run long: regional indicators, ZWJ chains, marks on one base,
  /// conjuncts, CR LF, Hangul.
  static let adversarial: [String] = [
    "", "a", "\r\n\r\n", String(repeating: "\u{1F1E6}", count: 41),
    "x" + String(repeating: "\u{1F1E6}", count: 40) + "y",
    String(repeating: "\u{1F469}\u{200D}", count: 30) + "\u{1F469}",
    "a" + String(repeating: "\u{301}", count: 300) + "b",
    String(repeating: "\u{915}\u{94D}", count: 40) + "\u{915}",
    String(repeating: "\u{1000}\u{1039}", count: 20) + "\u{1000}",
    String(repeating: "\u{1100}", count: 20) + String(repeating: "\u{1161}", count: 20),
    String(repeating: "word ", count: 200),
  ]

  static func boundaries(_ text: String, windowSize: Int) -> [Int] {
    var text = text
    return text.withUTF8 { utf8 in
      var iterator = StandardLibraryUnicode.CharacterBoundaryIterator(utf8: utf8, windowSize: windowSize)
      var offsets: [Int] = []
      while let offset = iterator.next() { offsets.append(offset) }
      return offsets
    }
  }

  static func whole(_ text: String) -> [Int] {
    Array(StandardLibraryUnicode.characterBoundaries(in: text).map(\.utf8Offset).dropFirst())
  }

  @Test(arguments: [4, 5, 7, 16, 64, 1 << 16])
  func windowsFindTheWholeTextsBoundaries(windowSize: Int) {
    for text in Self.adversarial {
      #expect(Self.boundaries(text, windowSize: windowSize) == Self.whole(text), "\(text.debugDescription)")
    }
    var generator = SeededGenerator(seed: 0xB0_0DA5)
    for _ in 0..<300 {
      let text = RandomText.string(maxScalars: 40, using: &generator)
      #expect(Self.boundaries(text, windowSize: windowSize) == Self.whole(text), "\(text.debugDescription)")
    }
  }

  @Test func theReferenceCursorMakesTheSameDecisionsAsTheWholeText() {
    var generator = SeededGenerator(seed: 0xC0_4501)
    let texts = Self.adversarial + (0..<200).map { _ in RandomText.string(maxScalars: 30, using: &generator) }
    for version in ReferenceGraphemeSegmenter.supportedVersions {
      let reference = ReferenceGraphemeSegmenter(unicodeVersion: version)!
      for text in texts {
        var cursor = reference.cursor()
        let walked = text.unicodeScalars.map { cursor.advance(past: $0) } + [cursor.decisionAtEnd()]
        #expect(walked == reference.decisions(in: text), "\(version) \(text.debugDescription)")
      }
    }
  }

  @Test func positionsAdvanceOverUTF8() {
    var text = "e\u{301}\u{1F600}x"
    let position = text.withUTF8 { TextPosition.zero.advanced(inUTF8: $0, to: 7) }
    #expect(position == TextPosition(utf8Offset: 7, utf16Offset: 4, scalarOffset: 3))
  }
}
