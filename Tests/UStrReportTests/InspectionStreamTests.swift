import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// An inspection streamed in chunks of any size is the inspection of the whole text: each part
/// is checked against the simple whole-text way (the standard library's clusters, ICU on the
/// whole text, the warnings of one scan).
@Suite("Streamed inspection")
struct InspectionStreamTests {
  /// Texts where a chunk boundary can fall where it hurts: inside a cluster, between a base and
  /// its marks, between compatibility jamo that NFKC composes, in a CR LF, in a flag.
  static let samples: [String] = [
    "Poke\u{301}mon", "\u{3131}\u{314F}\u{3131}", "\u{FB01}e\u{301}\r\nx", "a\r\n\r\nb",
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F3FD}", "\u{1F1EF}\u{1F1F5}\u{1F1E6}",
    "\u{915}\u{94D}\u{937}\u{93F}", "\u{1100}\u{1161}\u{11A8}\u{AC00}\u{11A8}",
    "a" + String(repeating: "\u{301}\u{316}", count: 40) + "b", "\u{301}\u{FEFF}\u{202E}\u{200B}x",
    "\u{0}\u{1B}\u{85}\u{2028}\u{E000}\u{FFFF}\u{10FFFF}", "",
    // A form that changes nothing for many windows, then changes something: its counts switch
    // from the text's own to counting its own clusters, mid-window and across windows.
    String(repeating: "abc d\r\n", count: 12) + "e\u{301}\u{E9}\u{3131}\u{314F}x",
    String(repeating: "\u{1F1EF}\u{1F1F5}\u{915}\u{94D}\u{937}", count: 9) + "\u{1E0A}\u{323}",
    // Changes next to each other and to what joins them: syllables after a leading jamo or
    // before a vowel, a precomposed letter before a mark, a compatibility ligature, halfwidth
    // kana with a voiced mark, a nukta consonant in a conjunct, a prepended mark.
    "\u{AC00}\u{AC01}\u{1100}\u{AC00}\u{AC00}\u{1161}\u{AC01}\u{11A8} Vi\u{1EC7}t \u{E9}\u{301}",
    "\u{623}\u{644}\u{623}\u{64E} \u{304C}\u{FB01}x \u{FF76}\u{FF9E}\u{2126}\u{E9}",
    "\u{958}\u{94D}\u{915}\u{915}\u{94D}\u{958} \u{600}\u{E9}\u{110BD}\u{E9}\n\u{301}\u{E9}",
    "\u{1F469}\u{200D}\u{E9}\u{E9}\u{200D}\u{1F469}\u{1F1E6}\u{E9}\u{1F1E6}\u{2000}\u{E9}\u{200D}",
  ] + AdversarialText.allCases.map { $0.text(repeating: 40) }

  static let randomSamples: [String] = {
    var generator = SeededGenerator(seed: 0x5EED_1055)
    return (0..<40).map { _ in RandomText.string(maxScalars: 60, using: &generator) }
  }()

  /// Chunk sizes in scalars: 1 puts a boundary between every pair of scalars.
  static let chunkSizes = [1, 2, 3, 7, 1000]

  @Test(arguments: samples)
  func streamedInChunksMatchesTheWholeTextWay(_ text: String) throws {
    for size in Self.chunkSizes { try checkStream(of: text, chunkScalars: size, limit: nil) }
    try checkStream(of: text, chunkScalars: 2, limit: 3)
  }

  /// A line of many windows with no anchor (no ASCII), and changes that need a region, starting
  /// where a window starts.
  @Test func aLongLineWithoutASCIIStreamsAsItInspectsWhole() throws {
    let line = String(repeating: "\u{D55C}\u{AD6D}\u{C5B4}\u{3002}", count: 17_000)
    let text = line + "\u{FF21}\u{FB01}\u{1161}\u{AC00}" + line + "\u{AC00}\u{1161}\u{FB01}"
    try checkStream(of: text, chunkScalars: 8191, limit: 10)
    try checkStream(of: text, chunkScalars: 68_000, limit: 10)
  }

  /// A text whose normalized forms are too long to keep and whose changes outnumber the list:
  /// past the first windows, each form's scalar changes are counted as the UTF-16 is made.
  @Test func changesCountedAsTheUTF16IsMadeAddUpAsWhole() throws {
    let piece = "\u{1FF}*\u{F000}\u{E9} \u{AC00}\u{1FF}\u{301}\u{1FF}\u{1100}\u{AC00}\u{600}\u{1FF}\u{2126}x\n"
    let text = String(repeating: piece, count: 6000)
    #expect(text.utf8.count > 2 * InspectionStream.normalizedTextLimit)
    try checkStream(of: text, chunkScalars: 4099, limit: 5)
  }

  /// A changed cluster long enough for the forms to share its texts (4 KiB and more): alone
  /// between ASCII, where it is normalized once for its region and its change; and beside
  /// another changed cluster, where it is normalized alone for its change. Its row carries the
  /// text's scalars with their offsets counted one by one, and each form lists it (and only the
  /// clusters normalizing alone changes) with what the normalizer makes of it alone.
  @Test(arguments: [
    "x " + "a" + String(repeating: "\u{301}", count: 3_000) + " y",
    "e\u{301}a" + String(repeating: "\u{316}\u{301}", count: 2_000) + "\u{FB01}",
  ])
  func aLongChangedClusterIsListedAsNormalizingItAloneGives(_ text: String) throws {
    try checkStream(of: text, chunkScalars: 1000, limit: nil)
    var stream = try InspectionStream(graphemeLimit: nil)
    var rows: [GraphemeCluster] = []
    for chunk in ScalarChunks.of(text, size: 1000) {
      try stream.append(chunk) { rows.append($0) }
    }
    let summary = try stream.finish(invalid: []) { rows.append($0) }
    var expected: [ScalarPosition] = []
    var utf16Offset = 0
    var utf8Offset = 0
    for (scalarOffset, scalar) in text.unicodeScalars.enumerated() {
      expected.append(ScalarPosition(scalar: scalar, scalarOffset: scalarOffset, utf16Offset: utf16Offset, utf8Offset: utf8Offset))
      utf16Offset += UTF16.width(scalar)
      utf8Offset += UTF8.width(scalar)
    }
    #expect(rows.flatMap { Array($0.scalars) } == expected)
    #expect(rows.contains { $0.scalars.count > 3_000 })
    func described(_ text: String) -> String { text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
    for form in NormalizationForm.allCases {
      let normalizer = try Normalizer(form)
      var simple: [String] = []
      for (offset, cluster) in text.enumerated() {
        let after = try normalizer.normalize(String(cluster))
        if !after.unicodeScalars.elementsEqual(cluster.unicodeScalars) {
          simple.append("\(offset): \(described(String(cluster))) -> \(described(after))")
        }
      }
      let listed = summary.normalization[form].changedClusters.map {
        "\($0.graphemeOffset): \(described(String($0.before))) -> \(described($0.after))"
      }
      #expect(listed == simple, "\(form)")
    }
    #expect(summary.normalization[.nfc].changedClusters.contains { $0.before.unicodeScalars.count > 3_000 })
  }

  @Test func randomTextsStreamAsTheyInspectWhole() throws {
    for text in Self.randomSamples {
      try checkStream(of: text, chunkScalars: 1, limit: nil)
      try checkStream(of: text, chunkScalars: 5, limit: 4)
    }
  }

  @Test(.enabled(if: (try? SharedData.corpusRoot.get()) != nil, "needs ../shared/corpus"))
  func corpusSlicesStreamAsTheyInspectWhole() throws {
    let root = try SharedData.corpusRoot.get()
    for file in ["lipsum/Hindi-Lipsum.utf8.txt", "lipsum/Emoji-Lipsum.utf8.txt", "wikipedia_mars/korean.utf8.txt", "wikipedia_mars/thai.utf8.txt"] {
      let data = try Data(contentsOf: root.appendingPathComponent(file))
      let text = String(decoding: data.prefix(6000), as: UTF8.self)
      try checkStream(of: text, chunkScalars: 97, limit: 50)
    }
  }

  /// Streams `text` a few scalars at a time and checks every part of the result against the
  /// whole-text way.
  func checkStream(
    of text: String, chunkScalars: Int, limit: Int?, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var stream = try InspectionStream(graphemeLimit: limit)
    var rows: [GraphemeReport] = []
    for chunk in ScalarChunks.of(text, size: chunkScalars) {
      try stream.append(chunk) { rows.append(GraphemeReport($0)) }
    }
    let summary = try stream.finish(invalid: []) { rows.append(GraphemeReport($0)) }
    let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
    let shown = scalars.count <= 200 ? scalars : scalars.prefix(100) + ["…"] + scalars.suffix(100)
    let context = Comment(rawValue: "chunks of \(chunkScalars) scalars: \(shown)")

    // Rows: the standard library's clusters, with their offsets.
    let whole = TextBreakdown(of: text, graphemeLimit: limit)
    #expect(rows == whole.graphemes.map { GraphemeReport($0) }, context, sourceLocation: sourceLocation)
    #expect(summary.counts == ViewCounts(of: text), context, sourceLocation: sourceLocation)
    #expect(summary.isTruncated == whole.isTruncated, context, sourceLocation: sourceLocation)

    // Normalization: each form of the whole text, by ICU at once.
    for form in NormalizationForm.allCases {
      let normalizer = try Normalizer(form)
      let normalized = try normalizer.normalize(text)
      let streamed = summary.normalization[form]
      #expect(streamed.isNormalized == (normalized == text && Array(normalized.utf8) == Array(text.utf8)), "\(form) \(context)", sourceLocation: sourceLocation)
      #expect(streamed.counts == ViewCounts(of: normalized), "\(form) \(context)", sourceLocation: sourceLocation)
      let kept = normalized.utf8.count <= InspectionStream.normalizedTextLimit ? normalized : nil
      #expect(streamed.text == kept, "\(form) \(context)", sourceLocation: sourceLocation)
      #expect(streamed.quickCheck == (try normalizer.quickCheck(text)), "\(form) \(context)", sourceLocation: sourceLocation)
      // Changed clusters: every cluster that normalizing alone changes.
      var changed: [Int] = []
      for (offset, cluster) in text.enumerated() where try !normalizer.isNormalized(String(cluster)) {
        changed.append(offset)
      }
      #expect(streamed.changedClusterCount == changed.count, "\(form) \(context)", sourceLocation: sourceLocation)
      #expect(streamed.changedGraphemeOffsets == Array(changed.prefix(limit ?? Int.max)), "\(form) \(context)", sourceLocation: sourceLocation)
    }

    // Lengths: ICU's own count of the whole text.
    let icu = summary.lengths.first { $0.id == "icu.graphemes" }?.value
    #expect(icu == (try ICU.graphemeCount(of: text)), context, sourceLocation: sourceLocation)

    // Warnings: one scan of the whole text.
    let inspection = try Inspection(text: text, graphemeLimit: limit)
    #expect(summary.warnings == inspection.warnings, context, sourceLocation: sourceLocation)
    #expect(summary.normalization == inspection.normalization, context, sourceLocation: sourceLocation)
  }
}
