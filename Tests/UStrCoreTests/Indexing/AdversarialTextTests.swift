import Testing
import UStrCore
import UStrTestSupport

/// The cluster walks that are linear on adversarial text (long clusters, flag runs) give the
/// standard library's answers: counts, conversions, positions, slices and breakdowns, each
/// checked against the simple way at two small sizes. Timing is the benchmarks' job.
@Suite("Adversarial texts, indexing")
struct AdversarialTextTests {
  /// Each adversarial text at each test size, alone and between other text.
  static let samples = AdversarialSample.all(embedded: true)

  @Test(arguments: samples)
  func countsAreTheStandardLibrarys(sample: AdversarialSample) {
    let text = sample.text
    #expect(
      ViewCounts(of: text)
        == ViewCounts(
          graphemes: text.count, scalars: text.unicodeScalars.count, utf16: text.utf16.count,
          utf8: text.utf8.count))
  }

  @Test(arguments: samples)
  func offsetMapConvertsAndPositionsLikeTheStandardLibrary(sample: AdversarialSample) {
    let text = sample.text
    checkConversions(of: text)
    checkPositions(of: text, every: text.utf8.count > 1_000 ? 7 : 1)
  }

  @Test(arguments: samples)
  func slicesEndOnlyAtTheStandardLibrarysBoundaries(sample: AdversarialSample) throws {
    let text = sample.text
    let map = OffsetMap(text)
    let boundaries = Set(ReferenceBoundaries(text).utf8ByGrapheme)
    var utf8Offset = 0
    for scalar in text.unicodeScalars + [" "] {
      let slice = map.substring(0..<utf8Offset, in: .utf8)
      let isBoundary = boundaries.contains(utf8Offset)
      #expect(((try? slice.get()) != nil) == isBoundary, "utf8 \(utf8Offset)")
      let outward = try map.substring(utf8Offset..<utf8Offset, in: .utf8, rounding: .outward).get()
      let below = boundaries.filter { $0 <= utf8Offset }.max()!
      let above = boundaries.filter { $0 >= utf8Offset }.min()!
      #expect(outward.utf8.count == above - below, "utf8 \(utf8Offset)")
      utf8Offset += UTF8.width(scalar)
    }
  }

  @Test(arguments: samples)
  func breakdownHasTheStandardLibrarysCharacters(sample: AdversarialSample) {
    let text = sample.text
    let characters = Array(text)
    for limit in [nil, 0, 1, 3] as [Int?] {
      let breakdown = TextBreakdown(of: text, graphemeLimit: limit)
      #expect(breakdown.counts.graphemes == characters.count, "limit \(String(describing: limit))")
      #expect(breakdown.graphemes.map(\.character) == Array(characters.prefix(limit ?? characters.count)))
    }
  }

  @Test(arguments: samples)
  func characterBoundariesAreTheStandardLibrarys(sample: AdversarialSample) {
    let text = sample.text
    let boundaries = StandardLibraryUnicode.characterBoundaries(in: text).map(\.utf8Offset)
    #expect(boundaries == ReferenceBoundaries(text).utf8ByGrapheme)
  }
}
