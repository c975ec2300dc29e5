import Foundation
import Testing
@testable import UStrICU
import UStrTestSupport

/// The fast encoders of mojibake detection against ICU's converter: for every stretch they
/// answer exactly as encoding with ICU and checking the bytes for UTF-8's shape would.
@Suite("Mojibake encoder")
struct MojibakeEncoderTests {
  /// What the table-driven answer must equal: ICU's bytes, when they are well-formed UTF-8 with
  /// a multi-byte character.
  static func viaICU(_ text: Substring, _ encoding: Encoding, _ cache: EncoderCache) -> [UInt8]? {
    guard let bytes = cache.encode(text, as: encoding), UTF8Shape.isMultiByteUTF8(bytes) else { return nil }
    return bytes
  }

  /// Every non-ASCII character of the encodings' repertoires (and some outside them), with
  /// every private-use character of the BMP (ICU encodes some of them with fallbacks).
  static let repertoire: [Unicode.Scalar] = {
    let ranges: [ClosedRange<UInt32>] = [
      0x80...0x2FF, 0x370...0x52F, 0x2000...0x26FF, 0x3000...0x30FF, 0x4E00...0x4FFF,
      0x7000...0x7FFF, 0x8A00...0x8AFF, 0xE000...0xF8FF, 0xFF00...0xFFEF, 0xF0000...0xF0100,
      0x10FF00...0x10FFFD,
    ]
    return ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
  }()

  @Test func singleCharactersEncodeAsICUEncodesThem() {
    let cache = EncoderCache()
    for encoder in Mojibake.encoders {
      for scalar in Self.repertoire {
        // One character is UTF-8 alone only in Shift_JIS (two bytes); the pairs below reach
        // the single-byte encodings' sequences.
        let text = String(scalar)[...]
        #expect(
          encoder.utf8Bytes(of: text, cache: cache) == Self.viaICU(text, encoder.encoding, cache),
          "\(encoder.encoding.name) U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  @Test func pairsEncodeAsICUEncodesThem() {
    // Each lead-like character followed by each character: every two-character stretch whose
    // first character encodes to C2–F4 in some encoding, which is where UTF-8 can begin.
    let cache = EncoderCache()
    var leads: [Unicode.Scalar] = []
    for scalar in Self.repertoire {
      let text = String(scalar)[...]
      if Mojibake.encoders.contains(where: { encoder in
        cache.encode(text, as: encoder.encoding)?.first.map { (0xC2...0xF4).contains($0) } ?? false
      }) {
        leads.append(scalar)
      }
    }
    #expect(leads.count > 300)
    var mismatches: [String] = []
    var multiByte = 0
    for encoder in Mojibake.encoders {
      // About 60 leads spread over all of them, each followed by the characters that
      // single-byte encodings and Shift_JIS give continuation bytes.
      for lead in stride(from: 0, to: leads.count, by: max(1, leads.count / 60)).map({ leads[$0] }) {
        for scalar in Self.repertoire
        where scalar.value < 0x300 || (0x2010...0x25FF).contains(scalar.value) || scalar.value >= 0xFF61 {
          let text = (String(lead) + String(scalar))[...]
          let expected = Self.viaICU(text, encoder.encoding, cache)
          if expected != nil { multiByte += 1 }
          if encoder.utf8Bytes(of: text, cache: cache) != expected {
            mismatches.append("\(encoder.encoding.name) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    // The comparison reached stretches that are UTF-8, in every encoding.
    #expect(multiByte > 1000)
  }

  @Test func shapeAcceptsExactlyWellFormedUTF8WithAMultiByteCharacter() {
    let samples: [[UInt8]] = [
      [0xC3, 0xA9], [0x41], [0xC3], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98, 0x80], [0x41, 0xE2, 0x82, 0xAC], [0x80],
    ]
    for bytes in samples {
      let wellFormed = String(validating: bytes, as: UTF8.self) != nil
      #expect(UTF8Shape.isMultiByteUTF8(bytes) == (wellFormed && bytes.contains { $0 >= 0xC2 }), "\(bytes)")
    }
  }
}

/// `Mojibake.mayHoldMojibake`, the quick pass over a text's bytes that spares the detector most
/// text: it never says no where the detector finds mojibake.
@Suite("Mojibake quick filter")
struct MojibakeQuickFilterTests {
  static func mayHold(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { Mojibake.mayHoldMojibake($0) }
  }

  @Test func aCharacterItCallsNoLeadStartsNoMojibakeInAnyEncoding() {
    let cache = EncoderCache()
    // Followed by characters that are continuation bytes in the single-byte encodings
    // (© A9, ‚ 82 in windows-1252, ¡ AD in CP437) and by half-width katakana (Shift_JIS A1–DF).
    let followers = ["\u{A9}\u{A9}\u{A9}", "\u{201A}\u{201A}\u{201A}", "\u{A1}\u{A1}\u{A1}", "\u{FF71}\u{FF71}\u{FF71}"]
    var leads = 0
    for scalar in MojibakeEncoderTests.repertoire {
      if Mojibake.isLeadCandidate(scalar.value) {
        leads += 1
        continue
      }
      for encoder in Mojibake.encoders {
        for follower in followers {
          let text = (String(scalar) + follower)[...]
          #expect(encoder.utf8Bytes(of: text, cache: cache) == nil, "\(encoder.encoding.name) U+\(String(scalar.value, radix: 16))")
        }
      }
    }
    #expect(leads > 300)
  }

  /// `mayStartMojibake(_:then:)` says no only where no encoding makes the stretch UTF-8:
  /// every lead candidate, followed by a spread of the repertoire and by characters that are
  /// continuation bytes somewhere.
  @Test func aPairItRulesOutStartsNoMojibakeInAnyEncoding() {
    let cache = EncoderCache()
    let leads = MojibakeEncoderTests.repertoire.filter { Mojibake.isLeadCandidate($0.value) }
    let seconds: [Unicode.Scalar] = MojibakeEncoderTests.repertoire.enumerated().filter { $0.offset % 41 == 0 }.map(\.element)
      + ["\u{A9}", "\u{201A}", "\u{A1}", "\u{FF71}", "\u{E000}", "\u{83}", "\u{192}", "\u{3C0}"]
    var ruledOut = 0
    for first in leads {
      for second in seconds where !Mojibake.mayStartMojibake(first.value, then: second.value) {
        ruledOut += 1
        let text = (String(first) + String(second) + "\u{A9}\u{A9}")[...]
        for encoder in Mojibake.encoders {
          #expect(encoder.utf8Bytes(of: text, cache: cache) == nil, "\(encoder.encoding.name) U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))")
        }
      }
    }
    // Most pairs are ruled out where the first is a lead in a single-byte encoding only.
    #expect(ruledOut > 10_000)
    // "Ã©" can be; Greek "απ" cannot ("α" is E0 in CP437, "π" E3).
    #expect(Mojibake.mayStartMojibake(0xC3, then: 0xA9))
    #expect(!Mojibake.mayStartMojibake(0x3B1, then: 0x3C0))
  }

  /// Private-use characters count by what ICU's converters map: one that no encoding maps
  /// (U+F000) starts no candidate, so a text full of them is decided without ICU; one that
  /// Shift_JIS maps to a lead byte (U+E000 is F0 40 there) still is a candidate.
  @Test func privateUseCharactersNoEncodingMapsStartNoCandidate() {
    let cache = EncoderCache()
    let unmapped: UInt32 = 0xF000
    for encoder in Mojibake.encoders {
      #expect(cache.encode("\u{F000}", as: encoder.encoding) == nil, "\(encoder.encoding.name) maps U+F000")
    }
    #expect(!Mojibake.isLeadCandidate(unmapped))
    #expect(!Mojibake.mayStartMojibake(0x1FF, then: unmapped))
    #expect(!Self.mayHold(String(repeating: "*\u{1FF}\u{F000}\u{F000}\u{1FF}", count: 100)))
    let shiftJIS = Mojibake.encoders.first { !$0.isSingleByte }
    #expect(shiftJIS.flatMap { cache.encode("\u{E000}", as: $0.encoding) } == [0xF0, 0x40])
    #expect(Mojibake.isLeadCandidate(0xE000))
  }

  @Test func itSaysYesWhereverTheDetectorFindsMojibake() {
    let texts = [
      "PokÃ©mon", "cafÃ©", "PokÃƒÂ©mon", "Ã¼ber groÃŸe", "â€œquotedâ€\u{9D}", "SÃO PAULO", "café",
      "Größe süß", "Ðórður", "Привет мир", "日本語のテキスト", "發射的", "한국어", "ÐŸÑ€Ð¸Ð²ÐµÑ‚",
      "縺薙ｓ縺ｫ縺｡縺ｯ", "l’été", "\u{E000}\u{E001}", "é", "x é y ñ z",
    ]
    for text in texts where Mojibake.repair(text) != nil {
      #expect(Self.mayHold(text), "\(text)")
    }
    #expect(!Self.mayHold("café au lait, señor"))
    #expect(!Self.mayHold("Привет мир"))
    #expect(Self.mayHold("PokÃ©mon"))
    #expect(Mojibake.repair("PokÃƒÂ©mon") != nil)
  }

  @Test(.enabled(if: (try? SharedData.corpusRoot.get()) != nil, "needs the shared corpus"))
  func onTheCorpusItNeverHidesAFindingAndDecidesMostLines() throws {
    let root = try SharedData.corpusRoot.get()
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "txt" } ?? []
    #expect(!files.isEmpty)
    var nonASCII = 0
    var decided = 0
    for file in files {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").prefix(400) {
        let line = String(line)
        guard !line.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
        nonASCII += 1
        if Self.mayHold(line) { continue }
        decided += 1
        #expect(Mojibake.repair(line) == nil, "\(file.lastPathComponent): \(line.prefix(40))")
      }
    }
    #expect(nonASCII > 100)
    #expect(decided * 2 > nonASCII, "\(decided) of \(nonASCII)")
  }
}

/// `Mojibake.candidateRuns`, which finds the stretches the detector tries (eight bytes a step
/// through non-ASCII text), against the same stretches found a scalar at a time.
@Suite("Mojibake candidate runs")
struct MojibakeCandidateRunTests {
  /// The maximal runs of non-ASCII scalars of two or more whose first two may start mojibake,
  /// with their scalar offsets and counts.
  static func expectedRuns(_ text: String) -> [String] {
    var runs: [String] = []
    var run: [Unicode.Scalar] = []
    var utf8Offset = 0
    var scalarOffset = 0
    func close() {
      defer { run = [] }
      guard run.count >= 2, Mojibake.isLeadCandidate(run[0].value),
        Mojibake.mayStartMojibake(run[0].value, then: run[1].value)
      else { return }
      let length = run.reduce(0) { $0 + UTF8.width($1) }
      runs.append("\(utf8Offset - length)..<\(utf8Offset) \(scalarOffset - run.count) \(run.count)")
    }
    for scalar in text.unicodeScalars {
      if scalar.isASCII { close() } else { run.append(scalar) }
      utf8Offset += UTF8.width(scalar)
      scalarOffset += 1
    }
    close()
    return runs
  }

  @Test func findsTheRunsAScalarAtATimeFinds() {
    var generator = SeededGenerator(seed: 0x3031_B4CE)
    let pieces = ["PokÃ©mon", "Ã©Ã¨", "Привет мир", "中文字符串很长很长", "é", "Ð¿Ñ€Ð¸", "\u{1F600}\u{1F600}a", "ñ"]
    var texts: [String] = (0..<300).map { _ in RandomText.string(maxScalars: 60, using: &generator) }
    texts += (0..<300).map { _ in
      (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
    for text in texts {
      var text = text
      let found = text.withUTF8 { Mojibake.candidateRuns($0) }
        .map { "\($0.utf8Range) \($0.scalarOffset) \($0.scalarCount)" }
      #expect(found == Self.expectedRuns(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
