import Testing
import UStrCore
@testable import UStrICU
import UStrTestSupport

/// The filter and the grapheme counter on one enormous cluster: the same answers, without the
/// copies of it they used to make.
@Suite("Long runs and clusters in ICU's engines")
struct LongRunHoldingTests {
  /// Runs of non-starters after "a": already in canonical order (one mark repeated; classes
  /// that rise), and not (classes that fall; a mark that decomposes, U+0344 = U+0308 U+0301).
  static let runs: [(marks: String, isInOrder: Bool)] = [
    (String(repeating: "\u{301}", count: 300), true),
    (String(repeating: "\u{316}\u{301}", count: 150), false),
    (String(repeating: "\u{316}", count: 150) + String(repeating: "\u{301}", count: 150), true),
    (String(repeating: "\u{301}", count: 150) + "\u{316}", false),
    (String(repeating: "\u{301}", count: 150) + "\u{344}", false),
    // Tibetan KA and subjoined RA (a starter) with two vowel signs of rising classes.
    (String(repeating: "\u{FB2}\u{F71}\u{F74}", count: 100), true),
  ]

  @Test func aRunIsInOrderOnlyWhenReorderingWouldGiveItBack() throws {
    let instance = try NormalizerInstance(.nfd)
    for (marks, isInOrder) in Self.runs {
      let units = Array(("a" + marks).utf16)
      try units.withUnsafeBufferPointer { (buffer) throws(ICUError) in
        let runs = CombiningRun.find(in: buffer, utf16Base: 0, decomposer: instance.decomposer)
        let reordered = CanonicalReordering.reorder(buffer, runs: runs, utf16Base: 0, decomposer: instance.decomposer)
        let answer = CanonicalReordering.isInOrder(buffer, runs: runs, utf16Base: 0, decomposer: instance.decomposer)
        #expect(answer == isInOrder, "\(marks.unicodeScalars.prefix(3).map(\.value))")
        if answer { #expect(reordered == units) }
      }
    }
  }

  /// A stretch's runs, in order or not, normalize as ICU normalizes them unguarded, and are all
  /// reported.
  @Test(arguments: NormalizationForm.allCases)
  func aStretchWithLongRunsNormalizesAsICUDoesWithoutTheGuard(form: NormalizationForm) throws {
    let instance = try Normalizer(form).instance
    for (marks, _) in Self.runs {
      let units = Array(("a" + marks).utf16)
      try units.withUnsafeBufferPointer { (buffer) throws(ICUError) in
        let (normalized, runs) = try instance.normalizeStretch(buffer)
        #expect(normalized == (try instance.normalizeUnguarded(buffer)), "\(form) \(marks.unicodeScalars.prefix(3).map(\.value))")
        #expect(runs == CombiningRun.find(in: buffer, utf16Base: 0, decomposer: instance.decomposer))
      }
    }
  }

  @Test(arguments: NormalizationForm.allCases)
  func aLongRunNormalizesAsICUDoesWithoutTheGuard(form: NormalizationForm) throws {
    let normalizer = try Normalizer(form)
    for (marks, _) in Self.runs {
      let text = "x a" + marks + "b" + marks
      let units = Array(text.utf16)
      let expected = try units.withUnsafeBufferPointer { (buffer) throws(ICUError) in
        try normalizer.instance.normalizeUnguarded(buffer)
      }
      var stream = try StreamingNormalizer(form)
      let output = try stream.append(Array(text.utf8)) + stream.finish()
      #expect(output == Array(String(decoding: expected, as: UTF16.self).utf8))
    }
  }

  @Test func utf8FromUTF16IsTheStringsUTF8() {
    let samples: [[UInt16]] = [
      [], Array("Poke\u{301}mon 👩🏽‍🚀 ｶﾞ 𝐀".utf16), [0xD800], [0x61, 0xDC00, 0x62], [0xD83D],
      [0xD83D, 0x61], Array(String(repeating: "\u{FB2}\u{F71}", count: 1000).utf16),
    ]
    for units in samples {
      let utf8 = units.withUnsafeBufferPointer(UTF16Transcoding.utf8)
      #expect(utf8 == Array(String(decoding: units, as: UTF16.self).utf8), "\(units.prefix(4))")
    }
  }

  /// Tibetan KA with subjoined RA and vowel signs, a + U+0301 repeated, a conjunct chain
  /// (ICU 72's aksara rule), a flag run and an emoji joiner chain, each far longer than the
  /// pieces ICU is handed.
  static let longClusters: [String] = [
    "\u{F40}" + String(repeating: "\u{FB2}\u{F71}\u{F74}", count: 8_000),
    "a" + String(repeating: "\u{301}", count: 40_000),
    "\u{915}" + String(repeating: "\u{94D}\u{915}", count: 12_000),
    String(repeating: "\u{1F1E6}", count: 20_001),
    "\u{1F469}" + String(repeating: "\u{200D}\u{1F469}", count: 10_000),
  ]

  @Test(arguments: 0..<5)
  func aLongClusterCutAnywhereCountsAsICUCountsTheWholeText(cluster index: Int) throws {
    do {
      let cluster = Self.longClusters[index]
      let text = "ab" + cluster + "c\u{301}d" + cluster
      let expected = try ICU.graphemeCount(of: text)
      for size in [997, 30_001] {
        var counter = try ICUGraphemeCounter()
        for chunk in ScalarChunks.of(text, size: size) { try counter.append(chunk) }
        #expect(try counter.finish() == expected, "chunks of \(size) scalars")
        var whole = try ICUGraphemeCounter(withoutReference: ())
        try whole.append(text)
        #expect(try whole.finish() == expected, "without the reference")
      }
    }
  }

  @Test func aLongClustersUTF16IsLetGoOnceCounted() throws {
    var counter = try ICUGraphemeCounter(withoutReference: ())
    try counter.append("a" + String(repeating: "\u{301}", count: 100_000))
    #expect(counter.pending.count > ICUGraphemeCounter.keptCapacity)
    _ = try counter.finish()
    #expect(counter.pending.capacity <= ICUGraphemeCounter.keptCapacity)
  }
}
