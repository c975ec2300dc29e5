import Testing
@testable import UStrICU
import UStrCore
import UStrTestSupport

/// Once a form lists no more changed clusters and keeps no text, the transcoding counts the
/// scalar changes the form would take on their own (an "ǿ" in NFD) instead of handing each on:
/// these tests hold what the stream reports then to ICU on the whole text.
@Suite("Normalization stream counting scalar changes")
struct NormalizationStreamCountingTests {
  /// Scalars that change alone into an equivalent cluster in some form ("é", "ǿ", syllables,
  /// "Ω", "أ"), or not ("ﬁ", compatibility jamo), and neighbours that make a change not stand
  /// alone or not end at a boundary: marks, jamo, prepended marks (one above the BMP), ZWJ,
  /// a virama, regional indicators, emoji, controls, private use.
  static let pool: [Unicode.Scalar] = [
    "a", "*", " ", "\r", "\n", "\u{E9}", "\u{1FF}", "\u{1FF}", "\u{1FF}", "\u{AC00}", "\u{AC01}", "\u{2126}",
    "\u{623}", "\u{FB01}", "\u{3131}", "\u{314F}", "\u{301}", "\u{316}", "\u{1100}", "\u{1161}", "\u{11A8}",
    "\u{600}", "\u{110BD}", "\u{200D}", "\u{94D}", "\u{915}", "\u{1F1E6}", "\u{1F469}", "\u{F000}", "\u{F000}",
    "\u{FF76}", "\u{FF9E}", "\u{1E0A}", "\u{323}", "\u{E01}", "\u{E33}",
  ]

  static func text(scalars: Int, using generator: inout SeededGenerator) -> String {
    var view = String.UnicodeScalarView()
    for _ in 0..<scalars { view.append(pool.randomElement(using: &generator)!) }
    return String(view)
  }

  /// Streams `text` in windows cut from chunks of `chunkScalars`.
  static func stream(_ text: String, chunkScalars: Int, changeLimit: Int) throws -> NormalizationReport {
    var stream = try NormalizationStream(changeLimit: changeLimit, textLimit: 0)
    var windows = NormalizationWindows(for: stream)
    var counts = ViewCounts.zero
    func take(_ window: String) throws {
      try stream.append(window, startingAt: counts)
      counts += ViewCounts(of: window)
    }
    for chunk in ScalarChunks.of(text, size: chunkScalars) {
      for window in windows.append(chunk) { try take(window) }
    }
    try take(windows.finish())
    return try stream.finish(counts: counts)
  }

  func check(_ text: String, chunkScalars: Int, changeLimit: Int) throws {
    let report = try Self.stream(text, chunkScalars: chunkScalars, changeLimit: changeLimit)
    let context = Comment(rawValue: "limit \(changeLimit), chunks of \(chunkScalars): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    let clusters = Array(text)
    for form in NormalizationForm.allCases {
      let normalizer = try Normalizer(form)
      let normalized = try normalizer.normalize(text)
      let streamed = report[form]
      #expect(streamed.counts == ViewCounts(of: normalized), "\(form) \(context)")
      #expect(streamed.isNormalized == (Array(normalized.unicodeScalars) == Array(text.unicodeScalars)), "\(form) \(context)")
      #expect(streamed.quickCheck == (try normalizer.quickCheck(text)), "\(form) \(context)")
      var changed: [Int] = []
      for (offset, cluster) in clusters.enumerated() where try !normalizer.isNormalized(String(cluster)) {
        changed.append(offset)
      }
      #expect(streamed.changedClusterCount == changed.count, "\(form) \(context)")
      #expect(streamed.changedClusters.map(\.graphemeOffset) == Array(changed.prefix(changeLimit)), "\(form) \(context)")
    }
  }

  @Test func countedChangesAddUpToICUsOnRandomTexts() throws {
    var generator = SeededGenerator(seed: 0xC0_0A7E)
    for round in 0..<120 {
      let text = Self.text(scalars: Int.random(in: 1...400, using: &generator), using: &generator)
      try check(text, chunkScalars: [1, 3, 17, 1000][round % 4], changeLimit: [0, 1, 4][round % 3])
    }
  }

  /// Changes next to what keeps them from standing alone or ending at a boundary, at a window's
  /// start and end: each must go back to the runs, once.
  @Test(arguments: [
    "\u{1FF}\u{1FF}\u{1FF}\u{301}", "\u{600}\u{1FF}*\u{1FF}", "\u{110BD}\u{1FF}\u{1FF}", "\u{1100}\u{AC00}\u{AC00}",
    "\u{AC00}\u{1161}\u{AC00}\u{11A8}\u{AC00}", "\u{1FF}\u{200D}\u{1FF}\u{1FF}", "\u{1FF}\u{E9}\u{2126}\u{623}\u{FB01}",
    "\u{1FF}\u{1F1E6}\u{1FF}\u{1F469}\u{1FF}", "\u{E9}\u{316}\u{301}\u{E9}\u{E9}", "\u{1FF}\r\n\u{1FF}\u{F000}\u{1FF}",
  ])
  func changesBesideWhatJoinsThemAreCountedOnce(_ piece: String) throws {
    let text = String(repeating: "\u{1FF}\u{E9}\u{AC00}*", count: 8) + piece + String(repeating: piece, count: 5)
    for chunkScalars in [1, 2, 5, 1000] {
      for changeLimit in [0, 2] { try check(text, chunkScalars: chunkScalars, changeLimit: changeLimit) }
    }
  }

  /// The counting is used: "ǿ" is counted in NFD where a boundary follows it, and left out of
  /// NFD's runs; where a mark follows, it goes back to them.
  @Test func theTranscodingCountsChangesThatStandAloneAndLeavesThemOutOfTheRuns() throws {
    let instances = try NormalizationForm.allCases.map { try Normalizer($0).instance }
    var passable = PassableUnits(instances: instances)
    var anchors = ClusterAnchors()
    let utf8 = Array("\u{1FF}*\u{1FF}\u{301}\u{1FF}".utf8)
    let plain = utf8.withUnsafeBufferPointer { passable.transcode($0) }
    #expect(plain.runs[1] == [0..<5])
    passable.markScalarChange(0x1FF, form: 1)
    let counting = utf8.withUnsafeBufferPointer {
      passable.transcode($0, countingScalarChangesIn: 0b10, anchors: &anchors)
    }
    #expect(counting.units == plain.units)
    #expect(counting.runs[1] == [1..<4], "the first and the last \"ǿ\" are counted")
    #expect(Array(counting.runs[0]) == plain.runs[0] && Array(counting.runs[2...]) == Array(plain.runs[2...]))
    let counted = passable.takeCountedChanges()
    #expect(counted.map { "\($0.form) \($0.value) \($0.count)" } == ["1 511 2"])
    #expect(passable.takeCountedChanges().isEmpty)
  }

  @Test func aLongTextOfChangesCountsEveryOne() throws {
    let text = String(repeating: "\u{1FF}*\u{F000}\u{1FF}", count: 3000)
    let report = try Self.stream(text, chunkScalars: 700, changeLimit: 1)
    #expect(report[.nfd].changedClusterCount == 6000)
    #expect(report[.nfd].counts == ViewCounts(of: try Normalizer(.nfd).normalize(text)))
  }
}
