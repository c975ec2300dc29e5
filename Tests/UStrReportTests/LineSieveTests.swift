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

  /// "Mars — Марс — المريخ — 火星 — मंगल — 화성 — Planète ", clean for every rule, repeated
  /// past one piece (``FileScanner/maximumPieceLength``) and an eighth.
  static let longProse: [UInt8] = {
    let prose =
      "Mars \u{2014} \u{41C}\u{430}\u{440}\u{441} \u{2014} \u{627}\u{644}\u{645}\u{631}\u{64A}\u{62E} "
      + "\u{2014} \u{706B}\u{661F} \u{2014} \u{92E}\u{902}\u{917}\u{932} \u{2014} \u{D654}\u{C131} "
      + "\u{2014} Plan\u{E8}te "
    let repeats = FileScanner.maximumPieceLength / prose.utf8.count + 1
    return Array(String(repeating: prose, count: repeats + repeats / 8).utf8)
  }()

  /// ``longProse`` with `insertions` (UTF-8 offset, text), each at the first scalar start at
  /// or after its offset (the end when past it).
  static func longLine(_ insertions: [(Int, String)]) -> [UInt8] {
    var bytes = longProse
    for (utf8Offset, text) in insertions.sorted(by: { $0.0 > $1.0 }) {
      var at = min(utf8Offset, bytes.count)
      while at < bytes.count && bytes[at] & 0xC0 == 0x80 { at += 1 }
      bytes.insert(contentsOf: Array(text.utf8), at: at)
    }
    return bytes
  }

  /// Lines longer than a piece, where the sieve proves pieces clean one by one: multilingual
  /// prose with a decisive line put at the start, just before and after the first cut, and at
  /// the end; bidi controls opened in one piece and closed, or not, in a clean one; a piece cut
  /// inside CJK text that starts with a joiner.
  @Test func longLinesFindTheSame() throws {
    let cut = FileScanner.maximumPieceLength - 40
    let line = Self.longLine
    let end = Int.max
    var cases: [(String, [UInt8])] = [("clean", line([]) + [0x0A] + Array("next\n".utf8))]
    for sample in ["\u{202E}", "ab\u{200C}cd", "e\u{301}", "Pok\u{C3}\u{A9}mon", "\u{FEFF}"] {
      for at in [0, cut + 80, end] {
        cases.append(("\(sample.unicodeScalars.map(Hex.codePoint)) at \(at)", line([(at, sample)]) + [0x0A]))
      }
    }
    cases.append(("RLO closed in a clean piece", line([(10, "\u{202E}"), (end, "\u{202C}")]) + [0x0A]))
    cases.append(("LRI left open over clean pieces", line([(10, "\u{2066}")]) + Array("\r\nx\n".utf8)))
    cases.append(("no line feed at the end", line([(cut, "\u{200B}")])))
    cases.append(("CR LF", line([]) + [0x0D, 0x0A] + line([]) + [0x0A]))
    // CJK without an ASCII pair: the first cut falls at a scalar's start, just before a ZWNJ.
    let cjk = String(repeating: "\u{706B}", count: FileScanner.maximumPieceLength / 3) + "\u{200C}\u{645}"
      + String(repeating: "\u{645}\u{200C}\u{62E}", count: 100_000)
    cases.append(("joiner after a cut in CJK", Array((cjk + "\n").utf8)))
    for (index, (comment, bytes)) in cases.enumerated() {
      // (In a debug build each case takes seconds: code and chunks only on some.)
      try Self.expectSame(
        bytes, paths: index % 4 == 0 ? ["a.txt", "a.swift"] : ["a.txt"],
        chunks: index % 3 == 0 ? [1 << 16, (1 << 20) + 17] : [1 << 16], comment)
    }
  }

  /// Pieces given to the rules in stretches (`FileScanner.scanStretches`) find what the
  /// pieces scanned whole find: long lines of prose with findings of every kind at random
  /// places (several in a piece: two not in NFC, runs of private use longer than a stretch,
  /// findings next to a piece's ends, where excerpts are cut), and with what makes a piece be
  /// scanned whole (mojibake, look-alikes of it that no encoding undoes, an inline allow, a bad
  /// byte, an override).
  @Test func piecesScannedInStretchesFindTheSame() throws {
    let findings = [
      "\u{200F}", "\u{AD}", "\u{FEFF}", "a\u{200B}b", "e\u{301}", "\u{928}\u{93C}", "a\u{301}\u{316}",
      "\u{E9}\u{323}", "\u{1}", "x\u{FE0F}", "\u{E0041}\u{E0042}", "ab\u{200C}cd", "\r",
      String(repeating: "\u{E000}", count: 400), "\u{3164}", "\u{FFFF}",
    ]
    let wholePiece = ["Pok\u{C3}\u{A9}mon", "// ustr:allow U+200F", "\u{202E}", "\u{2069}"]
    let lookAlikes = ["ar\u{E2}\u{161}kiel\u{E2}", "l\u{2019}\u{E9}t\u{E9}", "S\u{E3}o Paulo"]
    let count = Self.longProse.count
    var generator = SeededGenerator(seed: 0x57E7C4)
    for round in 0..<12 {
      var insertions: [(Int, String)] = []
      for _ in 0..<Int.random(in: 1...30, using: &generator) {
        let pool = Int.random(in: 0..<10, using: &generator) < 7 ? findings : lookAlikes
        insertions.append((Int.random(in: 0..<count, using: &generator), pool.randomElement(using: &generator)!))
      }
      // Next to the ends of the first piece and of the line.
      let edge = [0, 20, FileScanner.maximumPieceLength - 100, count - 20, count]
      insertions.append((edge.randomElement(using: &generator)!, findings.randomElement(using: &generator)!))
      if round % 4 == 3 {
        insertions.append((Int.random(in: 0..<count, using: &generator), wholePiece[round / 4 % wholePiece.count]))
      }
      let bytes = Self.longLine(insertions) + [0x0A] + Self.longLine(insertions.map { ($0.0 / 2, $0.1) })
      try Self.expectSame(bytes, paths: ["a.txt"], chunks: [(1 << 20) + 17], "round \(round): \(insertions)")
    }
    // The rules saw only stretches there: a line of marks, soft hyphens and a text not in NFC
    // goes to them in stretches covering a small part of it.
    let some = ["\u{200F}", "\u{AD}", "e\u{301}", "a\u{200B}b", "\u{FEFF}", "\u{928}\u{93C}"]
    let one = Self.longLine(some.enumerated().map { ($0.offset * count / some.count, $0.element) })
    let scanner = try FileScanner(path: "a.txt", policy: ScanPolicy(), listLimit: nil)
    let stretches = one.withUnsafeBufferPointer { scanner.flaggedStretches($0, isLineEnd: true) }
    let covered = try #require(stretches).reduce(0) { $0 + $1.count }
    #expect(covered > 0 && covered < one.count / 10)
  }
}
