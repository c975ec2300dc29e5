import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// `normalize --check` streamed in chunks of any size reports what the whole text, normalized in
/// one piece by ``NormalizationReport/init(of:counts:changeLimit:keepsText:)``, reports.
@Suite("Streamed normalization check")
struct NormalizationCheckStreamTests {
  /// Texts where a chunk boundary can fall inside a cluster, a normalization segment, a run of
  /// marks out of order, a Hangul syllable, or between two forms' boundaries.
  static let samples: [String] = [
    "Poke\u{301}mon", "Pok\u{E9}mon", "\u{FB01}ne", "e\u{301}e\u{301}\u{E9}\u{E9} \u{212B}\u{2126}",
    "a" + String(repeating: "\u{316}\u{301}", count: 40) + "b", "\u{1100}\u{1161}\u{11A8}\u{AC00}\u{11A8}",
    "\u{915}\u{94D}\u{937}\u{93F} \u{1F44D}\u{1F3FD}", "x\u{0344}\u{0F73}\u{2460}\r\n\u{FF21}", "",
  ] + AdversarialText.allCases.map { $0.text(repeating: 40) }

  static let randomSamples: [String] = {
    var generator = SeededGenerator(seed: 0x4E0_4C3C)
    return (0..<30).map { _ in RandomText.string(maxScalars: 60, using: &generator) }
      + (0..<20).map { _ in RandomText.make(using: &generator) }
  }()

  @Test(arguments: samples)
  func streamedInChunksMatchesTheWholeText(_ text: String) throws {
    for size in [1, 2, 7, Int.max] { try checkStream(of: text, chunkScalars: size) }
  }

  @Test func randomTextsStreamAsTheyCheckWhole() throws {
    for text in Self.randomSamples {
      try checkStream(of: text, chunkScalars: 1)
      try checkStream(of: text, chunkScalars: 5)
    }
  }

  /// Text with no ASCII pair to cut at is cut before a cluster that starts a segment once more
  /// than the held limit waits: the windows rebuild the text and each starts a segment.
  @Test func textWithoutASCIIIsCutOnceTheHeldLimitIsPassed() throws {
    let stream = try NormalizationStream(changeLimit: 1)
    var windows = NormalizationWindows(for: stream)
    let unit = "\u{6F22}\u{5B57}e\u{301}\u{AC00}"
    let text = String(repeating: unit, count: NormalizationWindows.heldLimit / unit.utf8.count + 64)
    var given: [String] = []
    var chunk = ""
    for (index, character) in text.enumerated() {
      chunk.append(character)
      if index % 4096 == 4095 {
        given += windows.append(chunk)
        chunk = ""
      }
    }
    given += windows.append(chunk)
    given.append(windows.finish())
    #expect(given.count > 1)
    #expect(given.joined() == text)
    for window in given.dropFirst() where !window.isEmpty {
      #expect(windows.startsSegment(window.unicodeScalars.first!))
    }
  }

  /// A long stretch given at once is taken in pieces: text that NFKC and NFKD make 18 times
  /// longer (U+FDFA, with a Kanji and a decomposed "é" now and then), with no ASCII pair to cut
  /// at, comes in windows of at most two pieces that start a segment and rebuild the text, so
  /// what a form makes of a window stays bounded; streamed, it reports what the whole text does.
  @Test func aLongStretchGivenAtOnceComesInWindowsOfAtMostTwoPieces() throws {
    let unit = String(repeating: "\u{FDFA}", count: 50) + "\u{6F22}e\u{301}"
    let text = String(repeating: unit, count: 3 * NormalizationWindows.pieceUTF8Limit / unit.utf8.count + 7)
    var windows = NormalizationWindows(for: try NormalizationStream(changeLimit: 1))
    let given = windows.append(text) + [windows.finish()]
    #expect(given.count > 3)
    #expect(given.joined() == text)
    for window in given {
      #expect(window.utf8.count <= 2 * NormalizationWindows.pieceUTF8Limit)
      #expect(window.isEmpty || windows.startsSegment(window.unicodeScalars.first!))
    }
    // Tens of thousands of changes: listing the first of each form is enough here.
    try checkStream(of: text, in: [text], chunksNamed: "the whole text", limits: [1])
  }

  func checkStream(
    of text: String, chunkScalars: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try checkStream(
      of: text, in: ScalarChunks.of(text, size: chunkScalars), chunksNamed: "chunks of \(chunkScalars) scalars",
      sourceLocation: sourceLocation)
  }

  /// Checks the stream of `text` given in `chunks` against the whole text, listing the first
  /// change of each form and all of them; kept in the report, and handed over as they come.
  func checkStream(
    of text: String, in chunks: [String], chunksNamed name: String, limits: [Int?] = [1, nil],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let forms = NormalizationForm.allCases
    for limit in limits {
      let whole = try NormalizationReport(
        of: text, counts: ViewCounts(of: text), changeLimit: limit ?? Int.max, keepsText: false)
      for form in forms {
        let scalars = text.unicodeScalars.prefix(200).map { String($0.value, radix: 16) }
        let context = Comment(rawValue: "\(form), limit \(limit.map(String.init) ?? "none"), \(name): \(scalars)")
        var stream = try NormalizationCheckStream(form: form, changeLimit: limit)
        for chunk in chunks { try stream.append(chunk) }
        let report = try stream.finish(invalid: [])
        #expect(report.normalization == whole, context, sourceLocation: sourceLocation)
        #expect(report.counts == ViewCounts(of: text), context, sourceLocation: sourceLocation)
        let normalized = try Normalizer(form).normalize(text)
        #expect(
          report.isNormalized == text.unicodeScalars.elementsEqual(normalized.unicodeScalars), context,
          sourceLocation: sourceLocation)
        #expect(report.form == form, context, sourceLocation: sourceLocation)

        // Handed over: the same changes, in the text's order (by UTF-8 offset, then form), none
        // left in the report.
        var handed: [(form: NormalizationForm, change: ClusterChange)] = []
        var streamed = try NormalizationCheckStream(form: form, changeLimit: limit)
        for chunk in chunks { try streamed.append(chunk) { handed.append(($0, $1)) } }
        let streamedReport = try streamed.finish(invalid: InvalidUTF8List()) { handed.append(($0, $1)) }
        var withoutLists = whole
        for each in forms {
          #expect(
            handed.filter { $0.form == each }.map(\.change) == whole[each].changedClusters, context,
            sourceLocation: sourceLocation)
          withoutLists[each].changedClusters = []
        }
        #expect(streamedReport.normalization == withoutLists, context, sourceLocation: sourceLocation)
        let order = handed.map { ($0.change.utf8Offset, forms.firstIndex(of: $0.form)!) }
        #expect(zip(order, order.dropFirst()).allSatisfy { $0 < $1 }, context, sourceLocation: sourceLocation)
      }
    }
  }
}
