import Foundation
import Testing
@testable import UStrICU
import UStrConformance
import UStrCore
import UStrTestSupport

/// ``ICUGraphemeCounter`` counts with the Unicode reference at ICU's version and asks ICU only
/// about the stretches that hold an uncertain scalar; these tests hold it to ICU's own count of
/// the whole text.
@Suite("ICU grapheme counter against ICU itself")
struct ICUGraphemeCounterEquivalenceTests {
  /// The counter's count of `text` given in pieces of `size` scalars.
  static func counted(_ text: String, piecesOf size: Int, reference: Bool = true) throws -> Int {
    var counter = reference ? try ICUGraphemeCounter() : try ICUGraphemeCounter(withoutReference: ())
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    while start < scalars.endIndex {
      let end = scalars.index(start, offsetBy: size, limitedBy: scalars.endIndex) ?? scalars.endIndex
      try counter.append(String(scalars[start..<end]))
      start = end
    }
    return try counter.finish()
  }

  /// The reference alone would not do: ICU 72 joins a Devanagari conjunct (CLDR's aksara rule),
  /// which Unicode 15.0's rules split; the counter hands that stretch to ICU.
  @Test(.enabled(if: ICU.unicodeVersion == UnicodeVersion(major: 15, minor: 0)))
  func icuTailorsConjunctsThatTheCounterLeavesToIt() throws {
    // "क्ष" = U+0915 U+094D U+0937
    let text = "ab \u{915}\u{94D}\u{937} cd"
    let reference = ReferenceGraphemeSegmenter(unicodeVersion: ICU.unicodeVersion)!
    #expect(reference.graphemeCount(of: text) == 8)
    #expect(try ICU.graphemeCount(of: text) == 7)
    #expect(try Self.counted(text, piecesOf: 1000) == 7)
    #expect(ReferenceGraphemeCounter(unicodeVersion: ICU.unicodeVersion)!.isUncertain("\u{94D}"))
  }

  @Test("Counts as ICU does on every line of the grapheme break tests", arguments: ["15.0", "16.0", "17.0"])
  func countsAsICUOnTheConformanceFiles(version: String) throws {
    let url = try SharedData.unicodeFile("GraphemeBreakTest.txt", version: version).get()
    let cases = try BreakTestCase.parse(SharedData.text(of: url))
    #expect(cases.count > 500)
    for testCase in cases {
      let expected = try ICU.graphemeCount(of: testCase.text)
      for size in [1, 2, 1000] {
        #expect(try Self.counted(testCase.text, piecesOf: size) == expected, "\(testCase.pattern), pieces of \(size)")
      }
    }
    // All lines as one text, each after "ab" so that lines run into each other.
    let joined = cases.map { "ab" + $0.text }.joined()
    #expect(try Self.counted(joined, piecesOf: 7) == ICU.graphemeCount(of: joined))
  }

  /// The claim the counter rests on: where no uncertain scalar is near, ICU breaks exactly as
  /// the reference at its version. Every code point of the BMP, of U+1F000...U+1FFFF (emoji and
  /// symbols) and U+E0000...U+E0FFF (tags, variation selectors), and every 61st one elsewhere,
  /// in contexts that exercise each rule (after a letter, a jamo, an emoji and ZWJ, a Devanagari
  /// consonant, a regional indicator, CR, LF); a context with an uncertain scalar is left out,
  /// since the counter hands those to ICU.
  @Test func icuBreaksAsTheReferenceWhereNoScalarIsUncertain() throws {
    let reference = try #require(ReferenceGraphemeSegmenter(unicodeVersion: ICU.unicodeVersion))
    let counter = try #require(ReferenceGraphemeCounter(unicodeVersion: ICU.unicodeVersion))
    let codePoints = Array(0..<0x1_0000) + Array(0x1_F000..<0x2_0000) + Array(0xE_0000..<0xE_1000)
      + stride(from: 0x1_0000, to: 0x11_0000, by: 61)
    let scalars = codePoints.compactMap { Unicode.Scalar(UInt32($0)) }
    var mismatches: [String] = []
    for block in stride(from: 0, to: scalars.count, by: 256) {
      var text = String.UnicodeScalarView()
      for x in scalars[block..<min(block + 256, scalars.count)] {
        for context in Self.contexts(around: x) where !context.contains(where: counter.isUncertain) {
          text.append(contentsOf: context)
          text.append("\n")
        }
      }
      let string = String(text)
      let icu = try BreakIterator(.character, text: string).utf16Boundaries()
      let ours = reference.boundaries(in: string).map(\.utf16Offset)
      if icu != ours {
        let first = zip(icu, ours).first { $0 != $1 }.map { "UTF-16 offset \($0.0) vs \($0.1)" } ?? "lengths"
        mismatches.append("block at U+\(String(scalars[block].value, radix: 16)): first difference \(first)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  /// The same contexts around every uncertain scalar (and every 61st code point), as one text:
  /// the counter's count is ICU's, whatever ICU makes of them.
  @Test func countsAsICUOnEveryUncertainScalarInContext() throws {
    let counter = try #require(ReferenceGraphemeCounter(unicodeVersion: ICU.unicodeVersion))
    let scalars = (UInt32(0)..<0x11_0000).compactMap(Unicode.Scalar.init).filter { x in
      counter.isUncertain(x) || x.value % 61 == 0
    }
    #expect(scalars.count > 1_000)
    for block in stride(from: 0, to: scalars.count, by: 1024) {
      var text = String.UnicodeScalarView()
      for x in scalars[block..<min(block + 1024, scalars.count)] {
        for context in Self.contexts(around: x) { text.append(contentsOf: context) }
      }
      let string = String(text)
      #expect(try Self.counted(string, piecesOf: 4099) == ICU.graphemeCount(of: string), "block at U+\(String(scalars[block].value, radix: 16))")
    }
  }

  @Test func countsAsICUOnTheCorpus() throws {
    let root = try SharedData.corpusRoot.get()
    let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".txt") }
    #expect(files.count > 20)
    for file in files {
      let text = try SharedData.text(of: root.appendingPathComponent(file))
      let expected = try ICU.graphemeCount(of: text)
      #expect(try Self.counted(text, piecesOf: 1 << 16) == expected, "\(file)")
      #expect(try Self.counted(text, piecesOf: 1001) == expected, "\(file), pieces of 1001")
    }
  }

  @Test(arguments: AdversarialSample.all(embedded: true))
  func countsAsICUOnAdversarialText(sample: AdversarialSample) throws {
    let expected = try ICU.graphemeCount(of: sample.text)
    for size in [1, 5, 1000] {
      #expect(try Self.counted(sample.text, piecesOf: size) == expected, "pieces of \(size)")
      #expect(try Self.counted(sample.text, piecesOf: size, reference: false) == expected, "no reference, pieces of \(size)")
    }
  }

  /// A stretch longer than the counter holds (a 200 000-scalar conjunct chain, uncertain, with
  /// no unconditional break) is handed to ICU in pieces, and still counts as ICU does.
  @Test func countsAsICUOnAStretchLongerThanTheLimit() throws {
    let text = "ab" + AdversarialText.conjunctChain.text(repeating: 100_000) + "\u{301}cd"
      + AdversarialText.marksOnOneBase.text(repeating: 100_000) + "\u{94D}\r\n"
    #expect(text.utf8.count > 4 * ReferenceGraphemeCounter.stretchLimit)
    let expected = try ICU.graphemeCount(of: text)
    #expect(try Self.counted(text, piecesOf: 10_000) == expected)
    #expect(try Self.counted(text, piecesOf: 200_001) == expected)
  }

  /// Contexts around `x` whose other scalars have the same properties in every version.
  static func contexts(around x: Unicode.Scalar) -> [[Unicode.Scalar]] {
    let emoji: Unicode.Scalar = "\u{1F600}"
    let zwj: Unicode.Scalar = "\u{200D}"
    let ka: Unicode.Scalar = "\u{915}"
    return [
      ["a", x, "b"], [x, x], [x, x, x], [x, "\u{301}"], [x, zwj, emoji],
      ["\u{1100}", x], [x, "\u{1161}"], [x, "\u{11A8}"], ["\u{AC00}", x], ["\u{AC01}", x],
      [emoji, zwj, x], [emoji, x, zwj, emoji], [ka, x, ka], [ka, x, zwj, ka],
      ["\u{1F1E6}", x], [x, "\u{1F1E6}"], ["\r", x], [x, "\r"], ["\n", x], [x, "\n"],
      ["\u{600}", x], [x, "\u{903}"],
    ]
  }
}
