import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// The streamed walks give exactly what the simple whole-text ways give.
@Suite("Streamed breaks equal the whole-text breaks")
struct StreamedBreaksTests {
  static let adversarial: [String] = [
    "", "a", "Pok\u{E9}mon", "Hi 42, it's 3.14! Ok?\r\nNext line.\u{2029}",
    "\u{915}\u{94D}\u{937}x", String(repeating: "\u{1F1E6}", count: 41),
    "x" + String(repeating: "\u{1F1E6}", count: 40) + "y",
    String(repeating: "\u{1F469}\u{200D}", count: 30) + "\u{1F469}",
    "a" + String(repeating: "\u{301}", count: 300) + "b",
    String(repeating: "\u{915}\u{94D}", count: 40) + "\u{915}",
    // Myanmar, Khmer and Balinese conjuncts: Swift 6.3 splits them (a known deviation)
    String(repeating: "\u{1000}\u{1039}", count: 20) + "\u{1000}",
    "\u{179F}\u{17D2}\u{178F}\u{17D2}\u{179A}\u{17B8} \u{1B32}\u{1B44}\u{1B2F}",
    "\u{1A20}\u{1A60}\u{1A20} \u{16D63}\u{16D67}",
    String(repeating: "word ", count: 200),
    // Printable ASCII pairs (walked without a decision made) right before and after
    // disagreements that wait for their clusters to end, and causes among them.
    "ab cd\u{1000}\u{1039}\u{1000}xy, zz \u{1A20}\u{1A60}\u{1A20}ok. \u{1000}\u{1039}!!",
    "\u{0E2A}\u{0E27}\u{0E31}\u{0E2A}\u{0E14}\u{0E35}\u{0E04}\u{0E23}\u{0E31}\u{0E1A}",
  ]

  static var texts: [String] {
    var generator = SeededGenerator(seed: 0x57_EA4D)
    return adversarial + (0..<150).map { _ in RandomText.string(maxScalars: 30, using: &generator) }
  }

  static func walk(_ text: String, engines: [BreakEngine], listLimit: Int? = nil) throws
    -> (GraphemeComparison.Summary, [GraphemeDisagreement])
  {
    var text = text
    var found: [GraphemeDisagreement] = []
    let summary = try text.withUTF8 { utf8 in
      try GraphemeComparison.walk(
        utf8: utf8, engines: engines, referenceVersion: ReferenceGraphemeSegmenter.defaultVersion,
        listLimit: listLimit
      ) { found.append($0) }
    }
    return (summary, found)
  }

  @Test func theWalkFindsTheWholeComparisonsDisagreementsAndCounts() throws {
    for text in Self.texts {
      let whole = try GraphemeComparison(of: text)
      let (summary, walked) = try Self.walk(text, engines: BreakEngine.allCases)
      #expect(walked == whole.disagreements, "\(text.debugDescription)")
      #expect(summary.disagreementCount == whole.disagreements.count)
      for segmentation in whole.segmentations {
        #expect(summary.segmentCounts[segmentation.engine] == segmentation.boundaries.count - 1)
      }
      let groups = summary.identicalGroups
      for a in whole.segmentations {
        for b in whole.segmentations {
          let together = groups.contains { $0.contains(a.engine) && $0.contains(b.engine) }
          #expect(together == (a.boundaries == b.boundaries), "\(a.engine) \(b.engine) \(text.debugDescription)")
        }
      }
    }
  }

  @Test func aKnownDeviationIsNamedOnTheWalkAsOnTheWholeText() throws {
    let text = String(repeating: "\u{1000}\u{1039}", count: 3) + "\u{1000}"
    let (_, walked) = try Self.walk(text, engines: BreakEngine.allCases)
    let whole = try GraphemeComparison(of: text)
    #expect(walked == whole.disagreements)
    if StandardLibraryUnicode.version == UnicodeVersion(major: 17, minor: 0) {
      #expect(!walked.isEmpty && walked.allSatisfy { $0.knownDeviation?.engine == .swift })
    }
  }

  @Test func theWalkListsOnlyTheFirstDisagreementsAndCountsTheRest() throws {
    let text = String(repeating: "\u{1000}\u{1039}\u{1000} ", count: 50)
    let (all, every) = try Self.walk(text, engines: BreakEngine.allCases)
    let (limited, first) = try Self.walk(text, engines: BreakEngine.allCases, listLimit: 3)
    #expect(first == Array(every.prefix(3)))
    #expect(limited.disagreementCount == all.disagreementCount)
  }

  @Test(arguments: BreakKind.allCases)
  func icuReadingUTF8InPlaceFindsWhatItFindsOnUTF16(kind: BreakKind) throws {
    for text in Self.texts {
      let expected = try BreakIterator(kind, text: text).boundaries().dropFirst()
      var copy = text
      let found = try copy.withUTF8 { utf8 in
        let iterator = try UTF8BreakIterator(kind, utf8: utf8)
        var found: [(Int, Int)] = []
        while let next = iterator.next() { found.append(next) }
        return found
      }
      #expect(found.map(\.0) == expected.map(\.position.utf8Offset), "\(kind) \(text.debugDescription)")
      #expect(found.map(\.1) == expected.map(\.ruleStatus), "\(kind) \(text.debugDescription)")
    }
  }

  /// ICU's dictionary engines split "က္က" after the virama on a UTF-8 UText but not on UTF-16
  /// (ICU4J and `Intl.Segmenter` agree with UTF-16): words and lines of dictionary scripts are
  /// read as UTF-16, also after a reset to the next window; other text stays in place.
  @Test(arguments: [BreakKind.word, .line])
  func dictionaryScriptsAreReadAsICUReadsUTF16(kind: BreakKind) throws {
    let texts = [
      "\u{1000}\u{1039}\u{1000}", "ab\u{1000}\u{1039}\u{1000}cd, \u{1019}\u{1039}\u{1019} ok",
      "\u{1000}\u{1039}\u{1000}\u{1000}", "ผมกินข้าว 😀 日本語の文章 \u{20000}𠀁 ສະບາຍດີ ខ្ញុំ",
    ]
    let iterator = try "x".utf8.withContiguousStorageIfAvailable { try UTF8BreakIterator(kind, utf8: $0) }!
    for text in texts {
      let expected = try BreakIterator(kind, text: text).boundaries().dropFirst()
      var copy = text
      let (fresh, reset) = try copy.withUTF8 { utf8 in
        #expect(UTF8BreakIterator.readsUTF16(kind, utf8: utf8))
        let fresh = try UTF8BreakIterator(kind, utf8: utf8)
        try iterator.reset(utf8: utf8)
        return (
          Array(sequence(state: fresh) { $0.next() }.map(\.utf8Offset)),
          Array(sequence(state: iterator) { $0.next() }.map(\.utf8Offset))
        )
      }
      #expect(fresh == expected.map(\.position.utf8Offset), "\(kind) \(text.debugDescription)")
      #expect(reset == fresh)
    }
    for text in ["Pokémon, the cat.", "Ünïcödé ΑΒΓ абв ०१२ 😀👩‍👩‍👧 🇺🇸", "\u{915}\u{94D}\u{937}"] {
      #expect(Array(text.utf8).withUnsafeBufferPointer { !UTF8BreakIterator.readsUTF16(kind, utf8: $0) })
    }
  }

  /// Every scalar the standard library lacks data for explains the disagreements it causes, not
  /// only the three linkers of the listed test lines: the other new linkers (U+1A60, U+1BAB,
  /// U+10A3F, U+A9C0, U+AAF6, U+11133, U+113D0, U+1193E, U+11A47, U+11A99, U+11F42) and Kirat
  /// Rai's GCB=V vowels (U+16D63, U+16D67...U+16D6A).
  @Test func everyLaggingScalarsDisagreementIsAKnownDeviation() throws {
    let lags = StandardLibraryUnicode.graphemePropertyLags
    for lag in lags {
      let x = lag.scalar
      var disagreements: [GraphemeDisagreement] = []
      for context: [Unicode.Scalar] in [["\u{915}", x, "\u{915}"], ["\u{1100}", x], [x, x], ["a", x]] {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: context)
        disagreements += try Self.walk(String(text), engines: [.swift, .reference]).1
      }
      #expect(!disagreements.isEmpty, "U+\(String(x.value, radix: 16)) makes no disagreement")
      for disagreement in disagreements {
        #expect(disagreement.knownDeviation?.engine == .swift, "U+\(String(x.value, radix: 16))")
        #expect(disagreement.knownDeviation?.reason.contains(KnownBreakDeviation.hexName(x)) == true)
      }
    }
  }
}
