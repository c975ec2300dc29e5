import Testing
import UStrTestSupport
import UStrCore

@Suite("Text breakdown invariants")
struct TextBreakdownTests {
  @Test(arguments: SampleStrings.seedExamples)
  func holdsEveryInvariantOnFixtures(_ sample: CountedSample) {
    checkInvariants(of: sample.text)
  }

  @Test func holdsEveryInvariantOnTheFixturesJoined() {
    checkInvariants(of: SampleStrings.seedExamples.map(\.text).joined())
  }

  @Test(arguments: 0..<8)
  func holdsEveryInvariantOnRandomStrings(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<250 {
      checkInvariants(of: RandomText.string(maxScalars: 24, using: &generator))
    }
  }

  @Test func holdsEveryInvariantOnLongClustersOfMixedWidths() {
    // Past 64 bytes a cluster is counted a vector at a time; its scalars are still walked one by
    // one: 2-byte U+0301 and 4-byte U+1D167 (a surrogate pair in UTF-16) on one base.
    let marks = String(repeating: "\u{301}\u{1D167}", count: 300)
    checkInvariants(of: "x" + "a" + marks + "\u{1F1E6}\u{1F1E8}" + "e" + marks.prefix(40) + "!")
  }

  @Test(arguments: [0, 1, 2, 5, 100])
  func graphemeLimitTruncatesClustersButKeepsFullCounts(limit: Int) {
    let text = SampleStrings.pokemonDecomposed + SampleStrings.family
    let full = TextBreakdown(of: text)
    let truncated = TextBreakdown(of: text, graphemeLimit: limit)
    #expect(truncated.counts == full.counts)
    #expect(truncated.graphemes == Array(full.graphemes.prefix(limit)))
    #expect(truncated.isTruncated == (limit < full.counts.graphemes))
  }

  @Test(arguments: 0..<6)
  func countsPastTheLimitAgreeWithTheWholeWalk(seed: Int) {
    // Past the limit the rest is counted by bytes and the cluster scanner, not by `Character`s.
    var generator = SeededGenerator(seed: UInt64(900 + seed))
    let text = RandomText.string(maxScalars: 400, using: &generator)
    let full = TextBreakdown(of: text)
    #expect(full.counts == ViewCounts(graphemes: text.count, scalars: text.unicodeScalars.count, utf16: text.utf16.count, utf8: text.utf8.count))
    for limit in [0, 1, full.counts.graphemes / 2, full.counts.graphemes] {
      #expect(TextBreakdown(of: text, graphemeLimit: limit).counts == full.counts, "limit \(limit)")
    }
  }

  /// Joined clusters equal the input; ranges are contiguous and cover every view; counts agree
  /// with re-encoding; scalar offsets agree with the standard library's own index conversions.
  func checkInvariants(of text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let breakdown = TextBreakdown(of: text)
    let counts = breakdown.counts
    #expect(
      breakdown.graphemes.map { String($0.character) }.joined() == text,
      "joined clusters differ from \(debug(text))", sourceLocation: sourceLocation)
    #expect(
      counts
        == ViewCounts(
          graphemes: text.count, scalars: text.unicodeScalars.count, utf16: text.utf16.count,
          utf8: text.utf8.count),
      "counts differ from re-encoding for \(debug(text))", sourceLocation: sourceLocation)
    #expect(ViewCounts(of: text) == counts, sourceLocation: sourceLocation)

    var expectedStart = (scalar: 0, utf16: 0, utf8: 0)
    for (graphemeOffset, cluster) in breakdown.graphemes.enumerated() {
      #expect(cluster.graphemeOffset == graphemeOffset, sourceLocation: sourceLocation)
      #expect(
        cluster.scalarRange.lowerBound == expectedStart.scalar
          && cluster.utf16Range.lowerBound == expectedStart.utf16
          && cluster.utf8Range.lowerBound == expectedStart.utf8,
        "cluster \(graphemeOffset) of \(debug(text)) is not contiguous",
        sourceLocation: sourceLocation)
      #expect(cluster.scalars.count == cluster.scalarRange.count, sourceLocation: sourceLocation)
      #expect(
        cluster.utf8Range.count == String(cluster.character).utf8.count
          && cluster.utf16Range.count == String(cluster.character).utf16.count,
        sourceLocation: sourceLocation)
      for position in cluster.scalars {
        checkScalarPosition(position, in: text, sourceLocation: sourceLocation)
      }
      // The same positions stepping by index, forward and back, as walking the iterator.
      let walked = Array(cluster.scalars)
      #expect(cluster.scalars.indices.map { cluster.scalars[$0] } == walked, sourceLocation: sourceLocation)
      #expect(Array(cluster.scalars.reversed()) == walked.reversed(), sourceLocation: sourceLocation)
      #expect(walked.count == cluster.scalars.count, sourceLocation: sourceLocation)
      #expect(
        cluster.scalars.distance(from: cluster.scalars.startIndex, to: cluster.scalars.endIndex) == walked.count,
        sourceLocation: sourceLocation)
      expectedStart = (cluster.scalarRange.upperBound, cluster.utf16Range.upperBound,
        cluster.utf8Range.upperBound)
    }
    #expect(
      expectedStart == (counts.scalars, counts.utf16, counts.utf8),
      "clusters of \(debug(text)) do not end at the counts", sourceLocation: sourceLocation)
  }

  func checkScalarPosition(
    _ position: ScalarPosition, in text: String, sourceLocation: SourceLocation
  ) {
    let scalars = text.unicodeScalars
    let index = scalars.index(scalars.startIndex, offsetBy: position.scalarOffset)
    #expect(scalars[index] == position.scalar, sourceLocation: sourceLocation)
    #expect(index.utf16Offset(in: text) == position.utf16Offset, sourceLocation: sourceLocation)
    #expect(
      text.utf8.distance(from: text.utf8.startIndex, to: index) == position.utf8Offset,
      sourceLocation: sourceLocation)
    #expect(
      String.Index(utf16Offset: position.utf16Offset, in: text) == index,
      sourceLocation: sourceLocation)
    #expect(Array(String(position.scalar).utf8) == position.utf8, sourceLocation: sourceLocation)
    #expect(Array(String(position.scalar).utf16) == position.utf16, sourceLocation: sourceLocation)
  }

  func debug(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      .joined(separator: " ")
  }
}

@Suite("View counts")
struct ViewCountTests {
  @Test(arguments: 0..<8)
  func countsAgreeWithReencodingForRandomStrings(seed: UInt64) {
    var generator = SeededGenerator(seed: 1000 + seed)
    for _ in 0..<500 {
      let text = RandomText.string(maxScalars: 40, using: &generator)
      let codeUnits = UTF8CodeUnitCounts(of: text)
      #expect(codeUnits.utf8 == Array(text.utf8).count)
      #expect(codeUnits.utf16 == Array(text.utf16).count)
      #expect(codeUnits.scalars == Array(text.unicodeScalars).count)
      let counts = ViewCounts(of: text)
      #expect(counts.graphemes == Array(text).count)
      #expect(TextView.allCases.map { counts[$0] } == [
        codeUnits.utf8, codeUnits.utf16, codeUnits.scalars, counts.graphemes,
      ])
    }
  }
}
