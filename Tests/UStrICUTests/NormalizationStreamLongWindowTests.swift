import Testing
@testable import UStrICU
import UStrCore
import UStrTestSupport

/// A long window that no form changes (one cluster of emoji joined by U+200D) is taken a piece
/// at a time, and the text a form carries into the next window is a part of the window's text:
/// these tests hold the reports to those of the windows taken whole, and to ICU on the whole
/// text, with the pieces made tiny so that short texts have many.
@Suite("Normalization stream on long windows")
struct NormalizationStreamLongWindowTests {
  /// "👩" joined to itself `count` times by U+200D: one cluster that no form changes.
  static func chain(_ count: Int) -> String {
    "\u{1F469}" + String(repeating: "\u{200D}\u{1F469}", count: count)
  }

  /// Texts with a long unchanged cluster and changes after it: in the same cluster (U+0301
  /// U+0316 are reordered by every form), in the next one ("é" in NFD, "e" U+0301 in NFC), one
  /// that joins what comes before it (Hangul LV + T composes in NFC; "ㅏ" U+314F becomes a vowel
  /// jamo, which joins "ᄀ" U+1100, in NFKD), long runs of marks that no form changes (a run counted
  /// before a later change), ASCII anchors, and a cluster with no normalization boundary at all.
  static let texts: [String] = [
    chain(120),
    chain(120) + "\u{301}\u{316}",
    chain(120) + "e\u{301}" + chain(60) + "\u{E9}",
    "x" + chain(90) + "\u{1FF}" + chain(90) + "ab" + chain(40),
    chain(100) + "\u{AC00}\u{11A8}" + chain(30),
    chain(80) + "\u{1100}\u{314F}" + chain(80) + "\u{200D}\u{1100}\u{314F}",
    "ab" + chain(70) + "cd" + chain(70) + "\u{212B}" + chain(70) + "\n" + chain(70),
    chain(50) + String(repeating: "\u{301}", count: 40) + chain(60) + "\u{301}\u{316}",
    chain(50) + String(repeating: "\u{301}", count: 40) + chain(60),
    "x" + String(repeating: "\u{301}", count: 300) + chain(50),
    chain(60) + "\u{FB01}" + chain(60) + "\u{1F1E6}\u{1F1E6}\u{1F1E6}" + chain(60),
  ]

  /// Streams `text` in windows cut from chunks of `chunkScalars`, long windows taken in pieces
  /// of `pieceUTF8Count` bytes from `longWindowUTF8Count` (`Int.max`: every window whole).
  static func stream(
    _ text: String, chunkScalars: Int, changeLimit: Int, textLimit: Int, longWindowUTF8Count: Int,
    pieceUTF8Count: Int = 24
  ) throws -> NormalizationReport {
    var stream = try NormalizationStream(changeLimit: changeLimit, textLimit: textLimit)
    stream.longWindowUTF8Count = longWindowUTF8Count
    stream.unchangedPieceUTF8Count = pieceUTF8Count
    var windows = NormalizationWindows(for: stream)
    var counts = ViewCounts.zero
    var kept = Array(repeating: [ClusterChange](), count: NormalizationForm.allCases.count)
    func take(_ window: String) throws {
      try stream.append(window, startingAt: counts)
      counts += ViewCounts(of: window)
      for (index, changes) in stream.takeChangedClusters().enumerated() { kept[index] += changes }
    }
    for chunk in ScalarChunks.of(text, size: chunkScalars) {
      for window in windows.append(chunk) { try take(window) }
    }
    try take(windows.finish())
    var report = try stream.finish(counts: counts)
    for (index, form) in NormalizationForm.allCases.enumerated() { report[form].changedClusters = kept[index] }
    return report
  }

  @Test(arguments: texts.indices)
  func aLongWindowTakenInPiecesReportsWhatTheWholeWindowReports(text index: Int) throws {
    let text = Self.texts[index]
    for chunkScalars in [1, 5, 64, 100_000] {
      for (changeLimit, textLimit) in [(0, 0), (2, 0), (1000, 1 << 16), (1000, 200)] {
        let whole = try Self.stream(
          text, chunkScalars: chunkScalars, changeLimit: changeLimit, textLimit: textLimit,
          longWindowUTF8Count: .max)
        for pieceUTF8Count in [16, 24, 41, 100] {
          let pieces = try Self.stream(
            text, chunkScalars: chunkScalars, changeLimit: changeLimit, textLimit: textLimit,
            longWindowUTF8Count: 64, pieceUTF8Count: pieceUTF8Count)
          #expect(
            pieces == whole,
            "text \(index), chunks of \(chunkScalars), limit \(changeLimit), text \(textLimit), pieces \(pieceUTF8Count)")
        }
      }
    }
  }

  /// The same texts against ICU on the whole text: counts, whether normalized, the quick check,
  /// and every changed cluster, listed where it is.
  @Test(arguments: texts.indices)
  func aChangeAfterALongUnchangedClusterIsCountedAndListedAsICUSays(text index: Int) throws {
    let text = Self.texts[index]
    let clusters = Array(text)
    for chunkScalars in [1, 7, 100_000] {
      let report = try Self.stream(
        text, chunkScalars: chunkScalars, changeLimit: 1000, textLimit: 1 << 16, longWindowUTF8Count: 64)
      for form in NormalizationForm.allCases {
        let normalizer = try Normalizer(form)
        let normalized = try normalizer.normalize(text)
        let streamed = report[form]
        let context = Comment(rawValue: "\(form), text \(index), chunks of \(chunkScalars)")
        #expect(streamed.counts == ViewCounts(of: normalized), context)
        #expect(streamed.text == normalized, context)
        #expect(streamed.isNormalized == (Array(normalized.unicodeScalars) == Array(text.unicodeScalars)), context)
        #expect(streamed.quickCheck == (try normalizer.quickCheck(text)), context)
        var changed: [(offset: Int, before: String, after: String)] = []
        for (offset, cluster) in clusters.enumerated() where try !normalizer.isNormalized(String(cluster)) {
          changed.append((offset, String(cluster), try normalizer.normalize(String(cluster))))
        }
        #expect(streamed.changedClusterCount == changed.count, context)
        #expect(streamed.changedClusters.map(\.graphemeOffset) == changed.map(\.offset), context)
        #expect(streamed.changedClusters.map { String($0.before) } == changed.map(\.before), context)
        #expect(streamed.changedClusters.map(\.after) == changed.map(\.after), context)
      }
    }
  }

  /// The pieces are taken: a long chain is taken in pieces and carried as a part of the window's
  /// text; a window that a form changes after all, or that cannot be cut, is left to be taken
  /// whole, with nothing noted of its pieces.
  @Test func onlyALongWindowThatNoFormChangesIsTakenInPieces() throws {
    var stream = try NormalizationStream(changeLimit: 10, textLimit: 0)
    stream.unchangedPieceUTF8Count = 24
    let chain = Self.chain(50)
    #expect(try stream.appendUnchanged(chain, startingAt: .zero))
    #expect(stream.carried == chain[...], "no anchor: the whole chain is carried")
    #expect(stream.forms.allSatisfy { $0.carryUTF8Count == chain.utf8.count && $0.report.isNormalized })

    let before = stream.forms.map(\.report)
    let marks = Self.chain(50) + String(repeating: "\u{301}", count: 40) + Self.chain(50) + "\u{301}\u{316}"
    #expect(try !stream.appendUnchanged(marks, startingAt: .zero))
    #expect(stream.forms.map(\.report) == before, "the long run of the first pieces is not counted")
    #expect(try !stream.appendUnchanged("x" + String(repeating: "\u{301}", count: 40), startingAt: .zero))
    #expect(stream.forms.map(\.report) == before)
  }
}
