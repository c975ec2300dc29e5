import Foundation
import Testing
import UStrCore
import UStrICU
@testable import UStrReport
import UStrTestSupport

/// A lengths report streamed in chunks of any size is the report of the whole text, built here
/// the simple way: the standard library's `Character`s (``LengthDifference/init(of:baseView:otherView:)``),
/// ``LengthLimit/check(_:)-(String)`` and ``LengthLimit/checkEachLine(_:)`` of the whole text,
/// and ICU's count of the whole text.
@Suite("Streamed lengths")
struct LengthsStreamTests {
  /// Texts where a chunk boundary can fall where it hurts: inside a cluster, in a CR LF, in a
  /// flag, in a line, at a line's end.
  static let samples: [String] = [
    "Poke\u{301}mon \u{1F44D}\u{1F3FD}", "a\r\n\r\nb", "a\r\nb\rc\n", "\n", "\n\n", "\r\n", "x\r",
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F3FD}\nab", "\u{1F1EF}\u{1F1F5}\u{1F1E6}\r\n\u{1F1E6}",
    "\u{915}\u{94D}\u{937}\u{93F}\n\u{1100}\u{1161}\u{11A8}\u{AC00}\u{11A8}",
    "a" + String(repeating: "\u{301}\u{316}", count: 40) + "b\nc", "e\u{301}e\u{301}\u{E9}\u{E9}\n\u{1F600}\u{1F600}",
    "\u{0}\u{1B}\u{85}\u{2028}\u{E000}\u{FFFF}\u{10FFFF}", "",
    // Linkers new in 17.0 (the standard library segments them with 16.0 data), next to ASCII.
    "ab \u{1A20}\u{1A60}\u{1A21} cd\n\u{A984}\u{A9C0}\u{A98F}xy", "\u{915}\u{94D}\u{937} ok",
  ] + AdversarialText.allCases.map { $0.text(repeating: 40) }

  static let randomSamples: [String] = {
    var generator = SeededGenerator(seed: 0x5EED_1E46)
    return (0..<40).map { _ in RandomText.string(maxScalars: 60, using: &generator) }
      + (0..<20).map { _ in RandomText.make(using: &generator) }
  }()

  /// The limits checked: each unit, small enough that most samples pass it.
  static let limits: [LengthLimit?] = [nil] + TextView.allCases.map { LengthLimit(maximum: 3, unit: $0) }

  static let chunkSizes = [1, 2, 7]

  @Test(arguments: samples)
  func streamedInChunksMatchesTheWholeTextWay(_ text: String) throws {
    for size in Self.chunkSizes {
      for limit in Self.limits {
        try checkStream(of: text, chunkScalars: size, limit: limit, eachLine: false)
        if limit != nil { try checkStream(of: text, chunkScalars: size, limit: limit, eachLine: true) }
      }
    }
  }

  @Test func randomTextsStreamAsTheyCountWhole() throws {
    for text in Self.randomSamples {
      for limit in Self.limits {
        try checkStream(of: text, chunkScalars: 1, limit: limit, eachLine: false)
        try checkStream(of: text, chunkScalars: 7, limit: limit, eachLine: limit != nil)
      }
    }
  }

  @Test(arguments: AdversarialSample.all(embedded: true))
  func adversarialTextsStreamAsTheyCountWhole(_ sample: AdversarialSample) throws {
    let text = sample.text
    for size in Self.chunkSizes {
      try checkStream(of: text, chunkScalars: size, limit: LengthLimit(maximum: 20, unit: .grapheme), eachLine: false)
      try checkStream(of: text, chunkScalars: size, limit: LengthLimit(maximum: 20, unit: .utf16), eachLine: true)
    }
  }

  @Test(.enabled(if: (try? SharedData.corpusRoot.get()) != nil, "needs ../shared/corpus"))
  func corpusSlicesStreamAsTheyCountWhole() throws {
    let root = try SharedData.corpusRoot.get()
    for file in [
      "lipsum/Hindi-Lipsum.utf8.txt", "lipsum/Emoji-Lipsum.utf8.txt", "wikipedia_mars/korean.utf8.txt",
      "wikipedia_mars/thai.utf8.txt", "wikipedia_mars/arabic.utf8.txt",
    ] {
      let url = root.appendingPathComponent(file)
      guard let data = try? Data(contentsOf: url) else { continue }
      let text = String(decoding: data.prefix(6000), as: UTF8.self)
      try checkStream(of: text, chunkScalars: 97, limit: nil, eachLine: false)
      try checkStream(of: text, chunkScalars: 7, limit: LengthLimit(maximum: 40, unit: .grapheme), eachLine: true)
      try checkStream(of: text, chunkScalars: 2, limit: LengthLimit(maximum: 500, unit: .utf16), eachLine: false)
    }
  }

  /// A stretch longer than the stream holds between unconditional breaks (a line with no two
  /// ASCII scalars side by side) goes through the window path and back; the limit is made tiny
  /// so that the samples cross it everywhere.
  @Test(arguments: [1, 5, 64])
  func stretchesPastTheHeldLimitTakeTheWindowPath(_ carryLimit: Int) throws {
    for text in Self.samples + Self.randomSamples.prefix(20) + [
      String(repeating: "\u{43F}\u{440}\u{438} \u{432}\u{435}\u{442} ", count: 30) + "ok\nab",
    ] {
      for size in [1, 3, 11] {
        var stream = LengthsStream(lineLimit: nil)
        #expect(stream.regions != nil, "the one-walk path is taken without a limit")
        stream.regions?.carryLimit = carryLimit
        for chunk in ScalarChunks.of(text, size: size) { stream.append(chunk) }
        let report = stream.finish(invalid: [])
        let expected = Self.wholeTextReport(text, limit: nil, eachLine: false)
        #expect(report == expected, "held limit \(carryLimit), chunks of \(size): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
  }

  @Test func theLibraryInitIsTheStream() {
    let text = "ab\n\u{E9}\u{E9}\r\nxyz"
    let limit = LengthLimit(maximum: 3, unit: .utf8)
    let report = LengthsReport(decoding: UTF8Decoding(bytes: Array(text.utf8)), limit: limit, eachLine: true)
    #expect(report == Self.wholeTextReport(text, limit: limit, eachLine: true))
  }

  @Test func linesOverAreCountedPastTheListedOnes() {
    var stream = LengthsStream(limit: LengthLimit(maximum: 1, unit: .grapheme), eachLine: true, lineLimit: 2)
    stream.append(String(repeating: "ab\n", count: 5))
    let report = stream.finish(invalid: [])
    #expect(report.lineChecks?.linesOverCount == 5)
    #expect(report.lineChecks?.linesOver.map(\.lineOffset) == [0, 1])
    #expect(report.lineChecks?.lineCount == 5 && report.fits == false)
  }

  @Test func linesHandedOverStopAtTheLineLimitAndAreAllCounted() {
    var stream = LengthsStream(limit: LengthLimit(maximum: 1, unit: .grapheme), eachLine: true, lineLimit: 2)
    var handed: [Int] = []
    var text = String(repeating: "ab\n", count: 4) + "abc"
    text.withUTF8 { utf8 in stream.append(utf8: utf8) { handed.append($0.lineOffset) } }
    #expect(handed == [0, 1])
    let report = stream.finish(invalid: InvalidUTF8List()) { handed.append($0.lineOffset) }
    #expect(handed == [0, 1])
    #expect(report.lineChecks?.linesOverCount == 5 && report.lineChecks?.lineCount == 5)
    #expect(report.lineChecks?.linesOver == [])
  }

  @Test func distinctClustersPastWhatIsRememberedMakeTheCountALowerBound() {
    // U+20000 on: CJK and unassigned scalars of planes 2 to 5, each its own cluster (grapheme
    // break property Other) and 2 UTF-16 units, all distinct.
    let total = LengthDifferenceStream.rememberedClusterLimit + 10
    let text = String(String.UnicodeScalarView((0..<total).map { Unicode.Scalar(0x20000 + $0)! }))
    var stream = LengthDifferenceStream(clusterLimit: 3)
    stream.append(text)
    stream.append(text)  // every cluster again: the listed ones are counted twice
    #expect(!stream.isDistinctClusterCountExact)
    #expect(stream.distinctClusterCount == LengthDifferenceStream.rememberedClusterLimit)
    #expect(stream.clusters.map(\.occurrences) == [2, 2, 2])
    #expect(stream.counts.graphemes == 2 * total && stream.counts.utf16 == 4 * total)
  }

  @Test func distinctClustersWithinWhatIsRememberedAreExact() {
    var stream = LengthDifferenceStream(clusterLimit: 1)
    stream.append("e\u{301}\u{1F600}e\u{301}\u{1F601}")
    #expect(stream.isDistinctClusterCountExact && stream.distinctClusterCount == 3)
    #expect(stream.clusters.map(\.occurrences) == [2])
  }

  /// The report of `text` as the whole-text pieces give it.
  static func wholeTextReport(_ text: String, limit: LengthLimit?, eachLine: Bool) -> LengthsReport {
    var difference = LengthDifference(of: text)
    difference.clusters = Array(difference.clusters.prefix(LengthsReport.clusterLimit))
    let counts = ViewCounts(of: text)
    let lineChecks: LineChecks? = eachLine ? limit.map { limit in
      let checks = limit.checkEachLine(text)
      let over = checks.filter { !$0.check.fits }.map { line in
        LineOverLimit(lineOffset: line.line.lineOffset, utf8Offset: line.line.utf8Offset, check: line.check)
      }
      return LineChecks(limit: limit, lineCount: checks.count, linesOverCount: over.count, linesOver: over)
    } : nil
    return LengthsReport(
      schemaVersion: ReportSchema.version, engines: .current, counts: counts,
      lengths: LengthTable(counts: counts, icuGraphemes: try? ICU.graphemeCount(of: text)).rows,
      swiftJavaDifference: difference,
      check: eachLine ? nil : limit.map { $0.check(text) },
      lineChecks: lineChecks, invalidUTF8Count: 0, invalidUTF8: [])
  }

  /// Streams `text` a few scalars at a time and checks the report against the whole-text way.
  func checkStream(
    of text: String, chunkScalars: Int, limit: LengthLimit?, eachLine: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var stream = LengthsStream(limit: limit, eachLine: eachLine, lineLimit: nil)
    for chunk in ScalarChunks.of(text, size: chunkScalars) { stream.append(chunk) }
    let report = stream.finish(invalid: [])
    let expected = Self.wholeTextReport(text, limit: limit, eachLine: eachLine)
    let context = Comment(rawValue: "chunks of \(chunkScalars) scalars, \(limit.map { "\($0.maximum) \($0.unit)" } ?? "no limit")\(eachLine ? " each line" : ""): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    #expect(report.counts == expected.counts, context, sourceLocation: sourceLocation)
    #expect(report.lengths == expected.lengths, context, sourceLocation: sourceLocation)
    #expect(report.swiftJavaDifference == expected.swiftJavaDifference, context, sourceLocation: sourceLocation)
    #expect(report.check == expected.check, context, sourceLocation: sourceLocation)
    #expect(report.lineChecks == expected.lineChecks, context, sourceLocation: sourceLocation)
    #expect(report == expected, context, sourceLocation: sourceLocation)

    // The same chunks as UTF-8, each line over handed over as it ends: the same lines, in
    // order, and the report keeps none of them.
    var handing = LengthsStream(limit: limit, eachLine: eachLine, lineLimit: nil)
    var handed: [LineOverLimit] = []
    for chunk in ScalarChunks.of(text, size: chunkScalars) {
      var chunk = chunk
      chunk.withUTF8 { utf8 in handing.append(utf8: utf8) { handed.append($0) } }
    }
    let handedReport = handing.finish(invalid: InvalidUTF8List()) { handed.append($0) }
    #expect(handed == expected.lineChecks?.linesOver ?? [], context, sourceLocation: sourceLocation)
    var withoutLines = expected
    withoutLines.lineChecks?.linesOver = []
    #expect(handedReport == withoutLines, context, sourceLocation: sourceLocation)
  }
}
