import Foundation
import Testing
import UStrCore
import UStrTestSupport

@Suite("UTF-8 stream decoding")
struct UTF8StreamDecoderTests {
  /// Decodes `bytes` cut into chunks at `cuts` (ascending offsets) and checks the result is the
  /// whole-input decoding: the same repaired text, the same sequences with the same offsets,
  /// kinds and replacement counts.
  static func expectSameAsWhole(
    _ bytes: [UInt8], cuts: [Int], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let whole = UTF8Decoding(bytes: bytes)
    var decoder = UTF8StreamDecoder()
    var repaired: [UInt8] = []
    var invalid: [InvalidUTF8Sequence] = []
    var start = 0
    for end in cuts + [bytes.count] {
      let output = decoder.decode(bytes[start..<end])
      #expect(String(validating: output.repairedUTF8, as: UTF8.self) != nil, sourceLocation: sourceLocation)
      repaired += output.repairedUTF8
      invalid += output.invalid
      start = end
    }
    let rest = decoder.finish()
    repaired += rest.repairedUTF8
    invalid += rest.invalid
    #expect(repaired == Array(whole.text.utf8), "cuts \(cuts)", sourceLocation: sourceLocation)
    #expect(invalid == whole.invalid, "cuts \(cuts)", sourceLocation: sourceLocation)
    // The same chunks through decodeText, whose well-formed chunks take the standard library's
    // validation instead.
    var textDecoder = UTF8StreamDecoder()
    var text = ""
    var textInvalid: [InvalidUTF8Sequence] = []
    start = 0
    for end in cuts + [bytes.count] {
      let output = textDecoder.decodeText(Array(bytes[start..<end]))
      text += output.text
      textInvalid += output.invalid
      start = end
    }
    let textRest = textDecoder.finish()
    text += String(decoding: textRest.repairedUTF8, as: UTF8.self)
    textInvalid += textRest.invalid
    #expect(Array(text.utf8) == Array(whole.text.utf8), "decodeText, cuts \(cuts)", sourceLocation: sourceLocation)
    #expect(textInvalid == whole.invalid, "decodeText, cuts \(cuts)", sourceLocation: sourceLocation)
    // And through decode(inPlace:), whose well-formed chunks are handed over where they lie.
    var placeDecoder = UTF8StreamDecoder()
    var placed: [UInt8] = []
    var placedInvalid: [InvalidUTF8Sequence] = []
    start = 0
    for end in cuts + [bytes.count] {
      placedInvalid += placeDecoder.decode(inPlace: Array(bytes[start..<end])) { piece in
        #expect(String(validating: piece, as: UTF8.self) != nil, sourceLocation: sourceLocation)
        placed += piece
      }
      start = end
    }
    let placeRest = placeDecoder.finish()
    placed += placeRest.repairedUTF8
    placedInvalid += placeRest.invalid
    #expect(placed == Array(whole.text.utf8), "decode(inPlace:), cuts \(cuts)", sourceLocation: sourceLocation)
    #expect(placedInvalid == whole.invalid, "decode(inPlace:), cuts \(cuts)", sourceLocation: sourceLocation)
  }

  /// The in-place check says what the standard library's validation says, on random bytes, on
  /// every line of the stress test and on every prefix of well-formed text of every width.
  @Test func wellFormednessIsTheStandardLibrarysValidation() throws {
    var generator = SeededGenerator(seed: 0x0A11_600D)
    var inputs: [[UInt8]] = (0..<5_000).map { _ in RandomText.bytes(maxCount: 40, using: &generator) }
    let text = Array("ab\u{E9}\u{20AC}\u{1F600}e\u{301}\u{10FFFF}\u{D7FF}\u{E000}xyzw0123456789".utf8)
    inputs += (0...text.count).map { Array(text[..<$0]) }
    if let root = try? SharedData.unicodeDataRoot.get(),
      let kuhn = try? Data(contentsOf: root.appendingPathComponent("kuhn/UTF-8-test.txt"))
    {
      inputs += [UInt8](kuhn).split(separator: 0x0A).map(Array.init)
    }
    // Every lead byte with every second byte, then continuation bytes.
    for lead in UInt8(0x80)...0xFF {
      for second in UInt8(0)...0xFF { inputs.append([0x41, lead, second, 0x80, 0x80] + Array("12345678".utf8)) }
    }
    for bytes in inputs {
      #expect(UTF8.isWellFormed(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes.map { String($0, radix: 16) })")
    }
  }

  /// Text made from bytes already proved well-formed, without a second check, is the standard
  /// library's own decoding of them: the same scalars, clusters and UTF-16, from an array, a
  /// slice or a buffer, for ASCII and for text of every width.
  @Test func textOfWellFormedBytesIsTheStandardLibrarysDecoding() {
    var generator = SeededGenerator(seed: 0x57_41_7E)
    let samples =
      ["", "ascii only", "Pok\u{E9}mon", "e\u{301}", "\u{1F469}\u{200D}\u{1F467}", String(repeating: "x", count: 100)]
      + (0..<500).map { _ in RandomText.string(maxScalars: 60, using: &generator) }
    for sample in samples {
      let bytes = Array(sample.utf8)
      let texts = [
        bytes.withUnsafeBufferPointer { String(wellFormedUTF8: $0) }, String(wellFormedUTF8: bytes),
        String(wellFormedUTF8: ([0x41] + bytes)[1...]),
      ]
      for text in texts {
        #expect(Array(text.unicodeScalars) == Array(sample.unicodeScalars), "\(sample.debugDescription)")
        #expect(text.count == sample.count, "\(sample.debugDescription)")
        #expect(Array(text.utf16) == Array(sample.utf16), "\(sample.debugDescription)")
        #expect(text.utf16.count == sample.utf16.count, "\(sample.debugDescription)")
      }
    }
  }

  /// Long inputs go 32 bytes a step: text of every width with one bad spot (a cut, a stray
  /// continuation, an overlong form, a surrogate, a byte never used) at every place around a
  /// step's edges, and well-formed text cut at every length, say what the standard library says.
  @Test func wellFormednessOfLongInputsIsTheStandardLibrarysValidation() {
    var generator = SeededGenerator(seed: 0x32_B17E)
    let pieces: [[UInt8]] = ["a", "\u{E9}", "\u{20AC}", "\u{1F600}", "\u{D7FF}", "\u{E000}", "\u{10FFFF}", "\u{800}", "\u{10000}"]
      .map { Array($0.utf8) }
    let bad: [[UInt8]] = [
      [0xE2, 0x82], [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
      [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xF0, 0x9F, 0x98], [0xC3],
    ]
    var inputs: [[UInt8]] = []
    for _ in 0..<300 {
      var text: [UInt8] = []
      while text.count < Int.random(in: 64...200, using: &generator) { text += pieces.randomElement(using: &generator)! }
      inputs.append(text)
      for cut in stride(from: 60, through: text.count, by: 1) { inputs.append(Array(text[..<cut])) }
      for spot in bad {
        var place = Int.random(in: 0...text.count, using: &generator)
        while place < text.count, text[place] & 0xC0 == 0x80 { place += 1 }
        inputs.append(Array(text[..<place]) + spot + text[place...])
      }
    }
    for bytes in inputs {
      #expect(UTF8.isWellFormed(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes.map { String($0, radix: 16) })")
    }
  }

  /// Mostly well-formed text (scalars of every width) with now and then an ill-formed byte, in
  /// chunks of every size: the fast path of decodeText, and its handing over to the validator
  /// and back, give the whole-input decoding.
  @Test func mostlyWellFormedTextInRandomChunks() {
    var generator = SeededGenerator(seed: 0x5EED_0F_7E57)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), Array("e\u{301}".utf8), [0xFF], [0xE2, 0x82],
    ]
    for _ in 0..<500 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...30, using: &generator) {
        let index = Int.random(in: 0..<100, using: &generator)
        bytes += index < 97 ? pieces[index % 5] : pieces[5 + index % 2]
      }
      var cuts: [Int] = []
      var offset = 0
      while offset < bytes.count {
        offset += Int.random(in: 1...9, using: &generator)
        if offset <= bytes.count { cuts.append(offset) }
      }
      Self.expectSameAsWhole(bytes, cuts: cuts)
    }
  }

  /// Ill-formed samples: every kind, at the start, middle and end, and runs of them.
  static let samples: [[UInt8]] = UTF8DecodingTests.examples.map(\.bytes) + [
    [0x61, 0xC0, 0xAF, 0x62], [0xFC, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x41],
    [0xF8, 0x88, 0x80, 0x80, 0x80, 0xE2, 0x82, 0xAC], [0xED, 0xA0, 0x80, 0xED, 0xB0, 0x80],
    [0xF0, 0x9F, 0x98], [0xF0, 0x9F, 0x98, 0x80, 0xF0, 0x9F], [0xE0, 0x80], [0xF4, 0x90, 0x80],
    [0x80, 0x80, 0xBF, 0xC2], [0xFE, 0xFF, 0xC1, 0xBF], Array("e\u{301}\u{1F469}".utf8) + [0xE2],
  ]

  @Test func everySplitOfEveryIllFormedSampleDecodesAsTheWholeInput() {
    for sample in Self.samples {
      for cut in 0...sample.count { Self.expectSameAsWhole(sample, cuts: [cut]) }
      // And every two cuts, so a sequence can be cut into three chunks.
      for first in 0...sample.count {
        for second in first...sample.count { Self.expectSameAsWhole(sample, cuts: [first, second]) }
      }
      // One byte at a time.
      Self.expectSameAsWhole(sample, cuts: Array(0...sample.count))
    }
  }

  @Test func randomBytesInRandomChunks() {
    var generator = SeededGenerator(seed: 0x0DEC_0DE5)
    for _ in 0..<2_000 {
      let bytes = RandomText.bytes(maxCount: 40, using: &generator)
      var cuts: [Int] = []
      var offset = 0
      while offset < bytes.count {
        offset += Int.random(in: 0...7, using: &generator)
        if offset <= bytes.count { cuts.append(offset) }
      }
      Self.expectSameAsWhole(bytes, cuts: cuts)
    }
  }

  @Test func kuhnStressTestAtEverySplitPoint() throws {
    let root = try SharedData.unicodeDataRoot.get()
    let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent("kuhn/UTF-8-test.txt")))
    #expect(!UTF8Decoding(bytes: bytes).isValid)
    // Decoding is local (no sequence spans more than 6 bytes), so every split point is checked
    // on the 24 bytes around it rather than re-decoding the whole file at each one.
    for cut in 0...bytes.count {
      let window = max(0, cut - 12)..<min(bytes.count, cut + 12)
      Self.expectSameAsWhole(Array(bytes[window]), cuts: [cut - window.lowerBound])
    }
    // Chunks of every small size.
    for size in 1...9 { Self.expectSameAsWhole(bytes, cuts: Array(stride(from: size, to: bytes.count, by: size))) }
  }

  /// With a list limit, the first sequences are listed exactly as without one, the rest only
  /// counted, and the repaired text is unchanged: through all three ways of decoding.
  @Test func aChunkEndingWithASCIIIsDecodedWholeAndOneEndingInASequenceWaits() {
    var decoder = UTF8StreamDecoder()
    // No sequence continues past an ASCII byte: a line goes on whole, with what waited before it.
    #expect(decoder.decode(Array("Pok\u{E9}mon\n".utf8)).repairedUTF8 == Array("Pok\u{E9}mon\n".utf8))
    // The last bytes of a chunk that ends in a sequence wait: the next chunk may change it.
    let cut = decoder.decode([0x61, 0xC3, 0xA9, 0xC0])
    #expect(cut.repairedUTF8.count < 4)
    let next = decoder.decode([0xAF, 0x0A])
    #expect(cut.repairedUTF8 + next.repairedUTF8 == [0x61, 0xC3, 0xA9] + Array("\u{FFFD}\u{FFFD}\n".utf8))
    #expect(next.invalid.map(\.utf8Offset) == [12])
    #expect(decoder.finish().repairedUTF8.isEmpty)
  }

  @Test func aListLimitListsTheFirstSequencesAndCountsTheRest() {
    var generator = SeededGenerator(seed: 0x1157_0001)
    for _ in 0..<1_000 {
      let bytes = RandomText.bytes(maxCount: 60, using: &generator)
      var cuts: [Int] = []
      var offset = 0
      while offset < bytes.count {
        offset += Int.random(in: 1...9, using: &generator)
        if offset < bytes.count { cuts.append(offset) }
      }
      let whole = UTF8Decoding(bytes: bytes)
      let limit = Int.random(in: 0...(whole.invalid.count + 1), using: &generator)
      let unlisted = whole.invalid.dropFirst(limit)
      var decoders = Array(repeating: UTF8StreamDecoder(listLimit: limit), count: 3)
      var repaired = Array(repeating: [UInt8](), count: 3)
      var listed = Array(repeating: [InvalidUTF8Sequence](), count: 3)
      var start = 0
      for end in cuts + [bytes.count] {
        let chunk = Array(bytes[start..<end])
        let output = decoders[0].decode(chunk)
        repaired[0] += output.repairedUTF8
        listed[0] += output.invalid
        let text = decoders[1].decodeText(chunk)
        repaired[1] += Array(text.text.utf8)
        listed[1] += text.invalid
        listed[2] += decoders[2].decode(inPlace: chunk) { repaired[2] += $0 }
        start = end
      }
      for way in 0..<3 {
        let rest = decoders[way].finish()
        repaired[way] += rest.repairedUTF8
        listed[way] += rest.invalid
        #expect(repaired[way] == Array(whole.text.utf8), "way \(way), \(bytes)")
        #expect(listed[way] == Array(whole.invalid.prefix(limit)), "way \(way), limit \(limit), \(bytes)")
        #expect(decoders[way].listedCount == listed[way].count)
        #expect(decoders[way].unlistedCount == unlisted.count, "way \(way), limit \(limit), \(bytes)")
        #expect(decoders[way].unlistedReplacementCount == unlisted.map(\.replacementCount).reduce(0, +))
      }
    }
  }

  /// An input's counted sequences join a list after its listed ones: the count and replacements
  /// are the whole input's, the list its first sequences.
  @Test func unlistedSequencesJoinTheListsCounts() {
    let bytes = [UInt8](repeating: 0xFF, count: 2_500) + [0x61, 0xC0, 0xAF]
    var decoder = UTF8StreamDecoder(listLimit: InvalidUTF8List.listLimit)
    var list = InvalidUTF8List()
    list.append(contentsOf: decoder.decode(bytes).invalid)
    list.append(contentsOf: decoder.finish().invalid)
    list.appendUnlisted(count: decoder.unlistedCount, replacementCount: decoder.unlistedReplacementCount)
    let whole = UTF8Decoding(bytes: bytes)
    #expect(list.count == whole.invalid.count)
    #expect(list.replacementCount == whole.invalid.map(\.replacementCount).reduce(0, +))
    #expect(list.listed == Array(whole.invalid.prefix(InvalidUTF8List.listLimit)))
    #expect(list.isTruncated)
  }

  /// The bytes put back from a decoding are the bytes decoded, for random bytes.
  @Test func originalBytesAreTheBytesDecoded() {
    var generator = SeededGenerator(seed: 0x0B17_E5BA)
    for _ in 0..<2_000 {
      let bytes = RandomText.bytes(maxCount: 50, using: &generator)
      #expect(UTF8Decoding(bytes: bytes).originalBytes == bytes, "\(bytes)")
    }
    var streamed = UTF8Decoding(bytes: [0xFF, 0xFE])
    streamed.invalid.removeLast()
    #expect(streamed.originalBytes == nil, "a list that is not every sequence cannot be put back")
  }

  @Test func offsetsCountTheWholeInputAndStayAfterTheEnd() {
    var decoder = UTF8StreamDecoder()
    _ = decoder.decode([0x61, 0xC0])
    let output = decoder.decode([0xAF, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67])
    #expect(output.invalid.map(\.utf8Offset) == [1])
    #expect(output.invalid.map(\.bytes) == [[0xC0, 0xAF]])
    #expect(output.invalid.map(\.replacementCount) == [2])
    _ = decoder.finish()
    #expect(decoder.utf8Offset == 9)
    #expect(decoder.finish().repairedUTF8.isEmpty)
    #expect(decoder.utf8Offset == 9)
  }
}
