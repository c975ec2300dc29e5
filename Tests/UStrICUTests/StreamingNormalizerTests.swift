import Testing
import UStrCore
import UStrICU

@Suite("Streaming normalization")
struct StreamingNormalizerTests {
  // Latin with marks, ﬁ, Hangul jamo (U+1100 U+1161 U+11A8 compose to 각), a long run, emoji,
  // an invalid byte and a 4-byte scalar: every kind of seam a chunk can cut.
  static let sample: [UInt8] =
    Array("Poke\u{301}mon ﬁ ①\u{1100}\u{1161}\u{11A8} e\u{323}\u{307}".utf8)
    + Array(("a" + String(repeating: "\u{301}\u{316}", count: 40)).utf8) + [0xFF, 0xE2, 0x82]
    + Array("👩🏽‍🚀 ｶﾞ 𝐀 end".utf8)

  @Test(arguments: NormalizationForm.allCases)
  func everyChunkSizeGivesTheWholeTextsBytes(form: NormalizationForm) throws {
    let whole = Array(try Normalizer(form).normalize(String(decoding: Self.sample, as: UTF8.self)).utf8)
    for chunkSize in [1, 2, 3, 5, 7, 64, Self.sample.count] {
      var stream = try StreamingNormalizer(form)
      var output: [UInt8] = []
      var start = 0
      while start < Self.sample.count {
        let end = min(start + chunkSize, Self.sample.count)
        output += try stream.append(Self.sample[start..<end])
        start = end
      }
      output += try stream.finish()
      #expect(output == whole, "chunk size \(chunkSize)")
      #expect(stream.longRuns.count == 1, "chunk size \(chunkSize)")
    }
  }

  @Test(arguments: NormalizationForm.allCases)
  func textEndingWithALineFeedGoesOutWholeAndTextEndingOtherwiseWaits(form: NormalizationForm) throws {
    var normalizer = try StreamingNormalizer(form)
    let line = "Poke\u{301}mon \u{FB01}\n"
    // A line feed has a boundary after it in every form: the line is normalized now.
    let first = try normalizer.append(Array(line.utf8))
    #expect(String(decoding: first, as: UTF8.self) == (try Normalizer(form).normalize(line)))
    // A letter may take a mark that comes next: it waits (only a line feed ends a piece).
    let held = try normalizer.append(Array("ab".utf8))
    let rest = try normalizer.append(Array("\u{301}".utf8)) + normalizer.finish()
    #expect(String(decoding: held + rest, as: UTF8.self) == (try Normalizer(form).normalize("ab\u{301}")))
    #expect(held == Array("a".utf8))
  }

  @Test(arguments: NormalizationForm.allCases)
  func aLongRunAfterALineFeedIsReportedTheSameHoweverTheInputIsCut(form: NormalizationForm) throws {
    // "x", a line feed, 40 marks (one run past the stream-safe limit, in the line feed's
    // segment), "y"; a pipe may cut right after the line feed, which then goes out whole.
    let text = Array(("x\n" + String(repeating: "\u{301}", count: 40) + "y").utf8)
    var whole = try StreamingNormalizer(form)
    let wholeOutput = try whole.append(text) + whole.finish()
    var cut = try StreamingNormalizer(form)
    let cutOutput = try cut.append(text[..<2]) + cut.append(text[2...]) + cut.finish()
    #expect(cutOutput == wholeOutput)
    // Runs are looked for past ICU's quick-check span, which ends before the first mark.
    #expect(cut.longRuns == whole.longRuns)
    if [.nfc, .nfkc].contains(form) {
      #expect(whole.longRuns == [CombiningRun(utf16Range: 2..<42, nonStarterCount: 40)])
    }
  }

  @Test func aSequenceCutShortAtTheEndBecomesOneReplacementCharacter() throws {
    var stream = try StreamingNormalizer(.nfc)
    let output = try stream.append([0x61, 0xF0, 0x9F]) + stream.finish()
    #expect(output == Array("a\u{FFFD}".utf8))
  }

  @Test func invalidSequencesAreReportedAtTheirOffsetsWhateverTheChunks() throws {
    let expected = UTF8Decoding(bytes: Self.sample).invalid
    #expect(expected.map(\.utf8Offset).count == 2)
    for chunkSize in [1, 2, 3, 5, 64, Self.sample.count] {
      var stream = try StreamingNormalizer(.nfd)
      var start = 0
      while start < Self.sample.count {
        let end = min(start + chunkSize, Self.sample.count)
        _ = try stream.append(Self.sample[start..<end])
        start = end
      }
      _ = try stream.finish()
      #expect(stream.invalidUTF8 == expected, "chunk size \(chunkSize)")
      #expect(stream.invalidUTF8Count == 2)
    }
  }
}
