import Foundation
import Testing
import UStrICU
import UStrTestSupport

@testable import UStrReport

/// The block pass of `scan` (`LineSieve`) passes over clean lines without the rules: scanning
/// with it must find exactly what scanning every line with the rules finds, on text made to sit
/// on each of its decisions (joiners in and out of context, NFC_QC=Maybe scalars that compose
/// and that do not, mojibake look-alikes, line endings, ill-formed bytes), on random text and on
/// the corpus.
@Suite("Scan line sieve")
struct LineSieveTests {
  /// The findings of `bytes` scanned as `path` in chunks of `chunk` bytes, with the sieve or
  /// with every line through the rules.
  static func findings(
    _ bytes: [UInt8], path: String, chunk: Int = 1 << 16, sieve: Bool
  ) throws -> [ScanFinding] {
    let scanner = try FileScanner(path: path, policy: ScanPolicy(), listLimit: nil)
    scanner.usesSieve = sieve
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + chunk)
      bytes[start..<end].withUnsafeBufferPointer { scanner.feed($0) }
      start = end
    }
    scanner.finish()
    return scanner.findings
  }

  static func expectSame(
    _ bytes: [UInt8], paths: [String] = ["a.txt", "a.swift"], chunks: [Int] = [1 << 16],
    _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for path in paths {
      let reference = try findings(bytes, path: path, sieve: false)
      for chunk in chunks {
        let sieved = try findings(bytes, path: path, chunk: chunk, sieve: true)
        #expect(sieved == reference, "\(comment), \(path), chunk \(chunk)", sourceLocation: sourceLocation)
      }
    }
  }

  /// Lines that sit on each decision the sieve takes itself, each between clean lines.
  static let decisiveLines: [String] = [
    // ZWNJ inside a Persian word (fits), between Latin letters (reported), at a line's start
    // and end, before CR LF; ZWJ in an emoji sequence, after a virama, between Latin letters.
    "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}", "ab\u{200C}cd", "\u{200C}\u{645}",
    "\u{645}\u{200C}", "\u{645}\u{200C}\r", "\u{1F469}\u{200D}\u{1F680}", "\u{915}\u{94D}\u{200D}\u{937}",
    "a\u{200D}b", "\u{645}\u{200C}\u{FFFD}", "\u{645}\u{200C}\u{1F600}",
    // Nukta: after KA (U+0958 is excluded: stays), after NA (composes to U+0929: not NFC),
    // after a mark, at the line's start.
    "\u{915}\u{93C}\u{93F}", "\u{928}\u{93C}", "\u{915}\u{94D}\u{93C}", "\u{93C}x",
    // Combining marks: e + acute composes; é + dot below reorders and composes; marks out of
    // order; a Maybe mark after a precomposed letter that does not compose with it.
    "e\u{301}", "\u{E9}\u{323}", "a\u{301}\u{316}", "\u{E9}\u{301}", "o\u{308}\u{304}",
    // Hangul: L + V composes, LV + T composes, V + T after a letter does not.
    "\u{1100}\u{1161}", "\u{AC00}\u{11A8}", "a\u{1161}\u{11A8}",
    // Arabic hamza above after alef (composes to U+0623) and after a letter it does not take.
    "\u{627}\u{654}", "\u{628}\u{654}", "\u{6D5}\u{654}",
    // Tamil and Sinhala two-part vowels: compose after their consonant-vowel, not elsewhere.
    "\u{B92}\u{BD7}", "\u{B95}\u{BBE}", "\u{DD9}\u{DCA}", "\u{D9A}\u{DCF}",
    // Mojibake and look-alikes: Ã© (windows-1252), Ã o (not), Greek απ, l’été, Chinese.
    "Pok\u{C3}\u{A9}mon", "\u{C3} o", "\u{3B1}\u{3C0}\u{3CC}", "l\u{2019}\u{E9}t\u{E9}",
    "\u{C3}\u{83}\u{C2}\u{A9}", "\u{767C}\u{5C04}\u{7684}", "\u{E000}\u{E001}", "\u{C3}\u{E000}",
    // Controls, FF, a BOM, a soft hyphen, tags, a variation selector, emoji.
    "a\u{C}b", "a\u{1}b", "\u{FEFF}x", "ab\u{AD}c", "\u{E0041}\u{E0042}", "a\u{FE0F}",
    "\u{1F600}\u{1F3FD}", "\u{10FFFF}",
  ]

  @Test func decisiveLinesFindTheSameAsEveryLineThroughTheRules() throws {
    for line in Self.decisiveLines {
      let text = "clean line\n\(line)\nplain \u{E9}t\u{E9}\n\(line) tail\n\(line)"
      try Self.expectSame(Array(text.utf8), chunks: [1, 3, 1 << 16], line.unicodeScalars.map(Hex.codePoint).joined(separator: " "))
    }
    let all = Self.decisiveLines.joined(separator: "\n") + "\n"
    try Self.expectSame(Array(all.utf8), chunks: [1, 7, 64, 1 << 16], "all lines")
    try Self.expectSame(Array(all.replacingOccurrences(of: "\n", with: "\r\n").utf8), "all lines, CR LF")
  }

  @Test func illFormedBytesFindTheSame() throws {
    let samples: [[UInt8]] = [
      [0x61, 0x0A, 0xC3, 0x0A, 0x62, 0x0A], [0xE2, 0x80, 0x0A, 0x0A], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80, 0x0A],
      [0xC0, 0xAF, 0x0A], [0xF4, 0x90, 0x80, 0x80, 0x0A], [0x61, 0x0A, 0xE2, 0x80, 0x8C],
    ]
    for sample in samples { try Self.expectSame(sample, chunks: [1, 2, 1 << 16], "\(sample)") }
    var generator = SeededGenerator(seed: 0x51E7E)
    for round in 0..<200 {
      let bytes = RandomText.bytes(maxCount: 120, using: &generator)
      try Self.expectSame(bytes, chunks: [1 << 16], "random bytes \(round)")
    }
  }

  @Test func randomTextFindsTheSame() throws {
    var generator = SeededGenerator(seed: 0x5EE7E)
    // Scalars the sieve decides on, with the pool's joiners, marks and jamo.
    let extra: [Unicode.Scalar] = [
      "\u{200C}", "\u{93C}", "\u{928}", "\u{915}", "\u{645}", "\u{654}", "\u{627}", "\u{BD7}",
      "\u{B92}", "\u{C3}", "\u{A9}", "\u{3B1}", "\u{3C0}", "\u{E9}", "\u{323}", "\u{AC00}", "\n",
    ]
    for round in 0..<300 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...60, using: &generator) {
        scalars.append(
          Bool.random(using: &generator)
            ? extra.randomElement(using: &generator)! : RandomText.scalarPool.randomElement(using: &generator)!)
      }
      try Self.expectSame(Array(String(scalars).utf8), "random text \(round)")
    }
    for sample in AdversarialSample.all(embedded: true) {
      try Self.expectSame(Array((sample.text + "\n" + sample.text).utf8), "\(sample)")
    }
  }

  @Test(.enabled(if: (try? SharedData.corpusRoot.get()) != nil, "needs ../shared/corpus"))
  func corpusFindsTheSame() throws {
    let root = try SharedData.corpusRoot.get()
    let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "txt" }
    #expect(files.count >= 20)
    for file in files {
      let bytes = Array(try Data(contentsOf: file))
      try Self.expectSame(bytes, paths: [file.lastPathComponent], "corpus \(file.lastPathComponent)")
    }
  }

  /// The sieve's NFC decision, against ICU: a scalar it lets through after a simple starter
  /// leaves the pair in NFC, for every such scalar and a spread of starters before it.
  @Test func composingScalarsTheSieveLetThroughLeaveThePairInNFC() throws {
    let nfc = try Normalizer(.nfc)
    let composing = (0..<0x10000).compactMap { value -> Unicode.Scalar? in
      guard ScalarTriage.sieveTable[value] & ScalarTriage.sieveComposes != 0 else { return nil }
      return Unicode.Scalar(UInt32(value))
    }
    #expect(composing.contains("\u{93C}") && composing.contains("\u{654}") && composing.contains("\u{301}"))
    var generator = SeededGenerator(seed: 0xC0C0)
    for mark in composing {
      // Every base it composes with, and random simple starters.
      var starters: [Unicode.Scalar] = (0..<400).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0x20...0xFFFF, using: &generator))
      }
      starters += ["a", "e", "\u{915}", "\u{928}", "\u{627}", "\u{1100}", "\u{1161}", "\u{B92}"]
      for starter in starters where nfc.combiningClass(of: starter) == 0 && !nfc.hasDecomposition(starter) {
        let pair = String(starter) + String(mark)
        let isNFC = try nfc.isNormalized(pair)
        #expect(isNFC == (nfc.composePair(starter, mark) == nil), "\(Hex.codePoint(starter)) \(Hex.codePoint(mark))")
      }
    }
  }
}
