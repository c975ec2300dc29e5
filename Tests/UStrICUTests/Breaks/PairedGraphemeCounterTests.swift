import Foundation
import Testing
@testable import UStrICU
import UStrConformance
import UStrCore
import UStrTestSupport

/// ``PairedGraphemeCounter`` counts the standard library's clusters of each window and ICU's of
/// the whole text in one walk; these tests hold each window's count to the standard library's
/// clusters in it and the total to ICU's own count of the whole text, with the text cut into
/// windows at random cluster boundaries (as `ClusterWindows` cuts it).
@Suite("Paired grapheme counter against the standard library and ICU")
struct PairedGraphemeCounterTests {
  /// Checks `text` cut into windows of 1 to `maxClusters` clusters (the standard library's),
  /// the standard library's count asked of every window but those the generator skips.
  static func check(
    _ text: String, maxClusters: Int, using generator: inout SeededGenerator,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard var counter = try PairedGraphemeCounter() else { return }
    let characters = Array(text)
    var start = 0
    var windowCount = 0
    while start < characters.count {
      let end = min(characters.count, start + Int.random(in: 1...maxClusters, using: &generator))
      var window = String(characters[start..<end])
      let countsSwift = Int.random(in: 0..<8, using: &generator) != 0
      let counted = try window.withUTF8 { utf8 in
        Result { () throws(ICUError) in try counter.append(window: utf8, countsSwift: countsSwift) }
      }.get()
      #expect(
        counted == (countsSwift ? end - start : 0), "window \(windowCount), clusters \(start)..<\(end)",
        sourceLocation: sourceLocation)
      start = end
      windowCount += 1
    }
    #expect(try counter.finish() == ICU.graphemeCount(of: text), "ICU's count", sourceLocation: sourceLocation)
  }

  @Test func countsAsBothEnginesOnRandomTexts() throws {
    var generator = SeededGenerator(seed: 0x9A12_ED01)
    for _ in 0..<400 {
      let text = RandomText.string(maxScalars: 120, using: &generator)
      try Self.check(text, maxClusters: 6, using: &generator)
    }
  }

  @Test(arguments: AdversarialSample.all(embedded: true))
  func countsAsBothEnginesOnAdversarialText(sample: AdversarialSample) throws {
    var generator = SeededGenerator(seed: 0xAD5E_0001)
    try Self.check(sample.text, maxClusters: 3, using: &generator)
    try Self.check(sample.text, maxClusters: 500, using: &generator)
  }

  @Test func countsAsBothEnginesOnTheGraphemeBreakTests() throws {
    let url = try SharedData.unicodeFile("GraphemeBreakTest.txt", version: "17.0").get()
    let cases = try BreakTestCase.parse(SharedData.text(of: url))
    #expect(cases.count > 500)
    var generator = SeededGenerator(seed: 0x6B7E_5701)
    // All lines as one text, each after "ab" so that lines run into each other.
    let joined = cases.map { "ab" + $0.text }.joined()
    try Self.check(joined, maxClusters: 4, using: &generator)
    // Each line after a non-ASCII letter, so that no window starts at an unconditional break.
    try Self.check(cases.map { "\u{E9}" + $0.text }.joined(), maxClusters: 2, using: &generator)
  }

  /// Every scalar whose stretch the pair leaves to an engine (its properties differ between
  /// versions, or it is an Indic linker), and every 61st code point, in contexts that exercise
  /// each rule.
  @Test func countsAsBothEnginesOnEveryUncertainScalarInContext() throws {
    let pair = try #require(GraphemeEnginePair(primary: StandardLibraryUnicode.version, secondary: ICU.unicodeVersion))
    let scalars = (UInt32(0)..<0x11_0000).compactMap(Unicode.Scalar.init).filter { x in
      pair.isUncertainForSecondary(pair.lookup(x.value)) || x.value % 61 == 0
    }
    var generator = SeededGenerator(seed: 0x5CA1_A75)
    for block in stride(from: 0, to: scalars.count, by: 1024) {
      var text = String.UnicodeScalarView()
      for x in scalars[block..<min(block + 1024, scalars.count)] {
        for context in ICUGraphemeCounterEquivalenceTests.contexts(around: x) { text.append(contentsOf: context) }
      }
      try Self.check(String(text), maxClusters: 40, using: &generator)
    }
  }

  @Test func countsAsBothEnginesOnTheCorpus() throws {
    let root = try SharedData.corpusRoot.get()
    let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".txt") }
    #expect(files.count > 20)
    var generator = SeededGenerator(seed: 0xC0_4905)
    for file in files {
      try Self.check(SharedData.text(of: root.appendingPathComponent(file)), maxClusters: 5_000, using: &generator)
    }
  }

  /// Stretches with no unconditional break longer than the counter holds, over many windows:
  /// certain ones (accented letters, each a cluster) and uncertain ones (a conjunct chain).
  @Test func countsAsBothEnginesOnStretchesLongerThanTheLimit() throws {
    let text = "ab" + String(repeating: "\u{E9}\u{F1}", count: 40_000) + "\u{301}cd"
      + AdversarialText.conjunctChain.text(repeating: 20_000) + "\u{94D}\r\n"
      + String(repeating: "\u{915}\u{94D}\u{937} ", count: 10_000)
    #expect(text.utf8.count > 4 * ReferenceGraphemeCounter.stretchLimit)
    var generator = SeededGenerator(seed: 0x10_4E57)
    try Self.check(text, maxClusters: 3_000, using: &generator)
  }
}
