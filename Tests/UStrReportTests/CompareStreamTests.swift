import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// A comparison streamed in chunks of any size, each text cut its own way, is the report of the
/// whole texts (``CompareReport/init(a:b:)``: ``TextEquality``, ``OrderComparison`` and
/// ``FirstDifference`` of the whole strings, the standard library's `==` and `<`).
@Suite("Streamed compare")
struct CompareStreamTests {
  /// `text` in stretches of about `size` UTF-8 bytes, each ending at a scalar boundary.
  static func chunks(of text: String, size: Int) -> [String] {
    var chunks: [String] = []
    var current = String.UnicodeScalarView()
    var bytes = 0
    for scalar in text.unicodeScalars {
      current.append(scalar)
      bytes += UTF8.width(scalar)
      if bytes >= size {
        chunks.append(String(current))
        current = String.UnicodeScalarView()
        bytes = 0
      }
    }
    if !current.isEmpty { chunks.append(String(current)) }
    return chunks
  }

  /// The report of `a` and `b` streamed in chunks of about `sizeA` and `sizeB` bytes.
  static func streamed(_ a: String, _ b: String, sizeA: Int, sizeB: Int) throws -> (CompareReport, CompareStream) {
    var chunksA = chunks(of: a, size: sizeA)[...]
    var chunksB = chunks(of: b, size: sizeB)[...]
    var stream = try CompareStream()
    try stream.run(a: { chunksA.popFirst() }, b: { chunksB.popFirst() })
    return (stream.report(invalidA: [], invalidB: []), stream)
  }

  /// Checks that `a` and `b` streamed in several chunkings give the whole-text report.
  static func check(
    _ a: String, _ b: String, sizes: [(Int, Int)] = [(1, 1), (1, 3), (4, 2), (7, 7), (1 << 20, 5)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let whole = try CompareReport(a: a, b: b)
    for (sizeA, sizeB) in sizes {
      let (report, stream) = try streamed(a, b, sizeA: sizeA, sizeB: sizeB)
      #expect(
        report == whole, "\(a.debugDescription) vs \(b.debugDescription) in chunks of \(sizeA), \(sizeB)",
        sourceLocation: sourceLocation)
      // The table's texts: the first clusters of each.
      #expect(
        Array(stream.head(of: .a)) == Array(a.prefix(CompareStream.headClusterLimit)),
        sourceLocation: sourceLocation)
      #expect(
        Array(stream.head(of: .b)) == Array(b.prefix(CompareStream.headClusterLimit)),
        sourceLocation: sourceLocation)
    }
  }

  /// Pieces where the levels part (from the difference kind invariant's list).
  static let pieces: [String] = [
    "e", "E", "\u{E9}", "e\u{301}", "E\u{301}", "\u{C9}", "\u{212B}", "\u{C5}", "A\u{30A}", "a",
    "\u{2126}", "\u{3A9}", "\u{FB01}", "fi", "FI", "\u{2460}", "1", "\u{FF76}\u{FF9E}", "\u{30AC}",
    "x\u{323}\u{307}", "x\u{307}\u{323}", "\u{1EC7}", "\u{1EB9}\u{302}", "\u{200B}", "\u{AD}",
    "\u{DF}", "ss", "SS", "\u{430}", "\u{212A}", "K", "\u{AC01}", "\u{1100}\u{1161}\u{11A8}",
    "\u{AC00}\u{11A8}", "\u{F900}", "\u{8C48}", "\u{344}", "\u{308}\u{301}", "\u{1F1E6}",
    "\u{1F469}\u{200D}\u{1F469}", "\u{FF61}", "\u{1F600}",
  ]

  @Test func documentedPairsAreTheWholeTextReport() throws {
    for (a, b) in [
      ("Pok\u{E9}mon", "Poke\u{301}mon"), ("\u{FB01}", "fi"), ("\u{2126}", "\u{3A9}"),
      ("Stra\u{DF}e", "STRASSE"), ("ab", "a\u{200B}b"), ("abc", "abcd"), ("same", "same"), ("", ""),
      ("", "a"), ("a", ""), ("pay", "p\u{430}y"), ("\u{FF61}", "\u{1F600}"),
    ] {
      try Self.check(a, b)
    }
  }

  @Test func everyPairOfPiecesInContext() throws {
    for a in Self.pieces {
      for b in Self.pieces {
        for (prefix, suffix) in [("", ""), ("Pok", "mon"), ("x", "y\u{301}")] {
          try Self.check(prefix + a + suffix, prefix + b + suffix, sizes: [(1, 2), (3, 1), (1 << 20, 1 << 20)])
        }
      }
    }
  }

  @Test func randomPairsOfDifferentLengths() throws {
    var generator = SeededGenerator(seed: 0xC0_4DA2E)
    for _ in 0..<300 {
      let prefix = RandomText.string(maxScalars: 30, using: &generator)
      let a = prefix + RandomText.string(maxScalars: 6, using: &generator)
      let b = prefix + RandomText.string(maxScalars: 12, using: &generator)
      let sizeA = Int.random(in: 1...9, using: &generator)
      let sizeB = Int.random(in: 1...9, using: &generator)
      try Self.check(a, b, sizes: [(sizeA, sizeB), (sizeB, 1 << 20)])
    }
  }

  @Test func aDifferenceAtEveryChunkBoundary() throws {
    // The same words, one changed at each scalar in turn: with chunks of 1 to 8 bytes the change
    // falls on every position of a chunk.
    let base = "Pok\u{E9}mon \u{1F469}\u{1F3FD}\u{200D}\u{1F680} \u{915}\u{94D}\u{937}\u{93F} e\u{301}!"
    let scalars = Array(base.unicodeScalars)
    for index in scalars.indices {
      var changed = scalars
      changed[index] = changed[index] == "a" ? "b" : "a"
      let b = String(String.UnicodeScalarView(changed))
      for size in 1...8 {
        try Self.check(base, b, sizes: [(size, size), (size, 9 - size)])
      }
      // And canonically the same text with that scalar decomposed or composed.
      for form in [NormalizationForm.nfc, .nfd] {
        let normalized = try Normalizer(form).normalize(String(String.UnicodeScalarView(scalars[...index])))
          + String(String.UnicodeScalarView(scalars[(index + 1)...]))
        try Self.check(base, normalized, sizes: [(3, 5), (1, 1)])
      }
    }
  }

  @Test(arguments: AdversarialSample.all(embedded: true))
  func adversarialTextsAreTheWholeTextReport(sample: AdversarialSample) throws {
    let a = sample.text
    var b = String(a.unicodeScalars.dropLast())
    b.unicodeScalars.append(a.unicodeScalars.last == "\u{1F1E6}" ? "\u{1F1E7}" : "\u{E9}")
    let sizes = [(64, 64), (7, 1 << 20), (1 << 20, 13)]
    try Self.check(a, b, sizes: sizes)
    try Self.check(a, a, sizes: sizes)
    try Self.check(a, try Normalizer(.nfd).normalize(a), sizes: sizes)
    try Self.check(try Normalizer(.nfc).normalize(a), a + "x", sizes: sizes)
    try Self.check(String(a.dropFirst()), a, sizes: sizes)
  }

  @Test func aCharacterNewerThanICUIsJudgedByEachEngine() throws {
    // U+16121 GURUNG KHEMA VOWEL SIGN U (Unicode 16.0) = U+1611E U+1611E canonically.
    try Self.check("ab\u{16121}c", "ab\u{1611E}\u{1611E}c")
    try Self.check("ab\u{16121}c", "ab\u{1611E}\u{1611E}d")
    try Self.check("\u{16121}x" + String(repeating: "e\u{301}", count: 20), "\u{1611E}\u{1611E}x" + String(repeating: "\u{E9}", count: 20))
  }

  @Test func aCanonicallyEqualTextOfManyChunksStaysAligned() throws {
    // NFC against NFD of the same words: B's form runs ahead of A's byte for byte.
    let words = String(repeating: "Pok\u{E9}mon \u{1EC7} \u{AC01} ", count: 400)
    let nfd = try Normalizer(.nfd).normalize(words)
    try Self.check(words, nfd, sizes: [(64, 64), (1000, 10)])
    try Self.check(words + "a", nfd + "b", sizes: [(64, 64)])
  }
}
