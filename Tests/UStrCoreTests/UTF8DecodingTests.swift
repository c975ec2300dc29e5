import Foundation
import Testing
import UStrCore
import UStrTestSupport

/// One ill-formed input and what the decoder must say about it.
struct InvalidUTF8Example: CustomTestStringConvertible, Sendable {
  var bytes: [UInt8]
  /// The reports expected: offset in bytes, the bytes, the kind, the U+FFFD count.
  var expected: [(utf8Offset: Int, bytes: [UInt8], kind: InvalidUTF8Kind, replacements: Int)]

  var testDescription: String {
    bytes.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}

@Suite("UTF-8 decoding")
struct UTF8DecodingTests {
  static let examples: [InvalidUTF8Example] = [
    // C0 AF: "/" written in two bytes.
    .init(bytes: [0xC0, 0xAF], expected: [(0, [0xC0, 0xAF], .overlongEncoding, 2)]),
    // E0 80 80: U+0000 written in three bytes.
    .init(bytes: [0xE0, 0x80, 0x80], expected: [(0, [0xE0, 0x80, 0x80], .overlongEncoding, 3)]),
    // F0 80 80 AF: "/" written in four bytes.
    .init(
      bytes: [0xF0, 0x80, 0x80, 0xAF], expected: [(0, [0xF0, 0x80, 0x80, 0xAF], .overlongEncoding, 4)]),
    // ED A0 80: the surrogate U+D800 written as UTF-8 (CESU-8).
    .init(bytes: [0xED, 0xA0, 0x80], expected: [(0, [0xED, 0xA0, 0x80], .encodedSurrogate, 3)]),
    // F4 90 80 80: U+110000, above the maximum.
    .init(bytes: [0xF4, 0x90, 0x80, 0x80], expected: [(0, [0xF4, 0x90, 0x80, 0x80], .aboveMaximum, 4)]),
    // F8 88 80 80 80: an old five-byte form.
    .init(
      bytes: [0xF8, 0x88, 0x80, 0x80, 0x80],
      expected: [(0, [0xF8, 0x88, 0x80, 0x80, 0x80], .aboveMaximum, 5)]),
    // "a" 80: a continuation byte with no lead.
    .init(bytes: [0x61, 0x80], expected: [(1, [0x80], .unexpectedContinuationByte, 1)]),
    // E2 82 at the end: "€" (E2 82 AC) cut short is one maximal subpart.
    .init(bytes: [0xE2, 0x82], expected: [(0, [0xE2, 0x82], .truncatedSequence, 1)]),
    // E2 82 "a": cut short in the middle of the text.
    .init(bytes: [0xE2, 0x82, 0x61], expected: [(0, [0xE2, 0x82], .truncatedSequence, 1)]),
    // F0 9F 98: "😀" cut before its last byte.
    .init(bytes: [0xF0, 0x9F, 0x98], expected: [(0, [0xF0, 0x9F, 0x98], .truncatedSequence, 1)]),
    // C3 at the end.
    .init(bytes: [0x61, 0xC3], expected: [(1, [0xC3], .truncatedSequence, 1)]),
    // FF and FE never occur in UTF-8; C0 with nothing after it neither.
    .init(bytes: [0xFF], expected: [(0, [0xFF], .invalidByte, 1)]),
    .init(
      bytes: [0xFE, 0x61, 0xC0],
      expected: [(0, [0xFE], .invalidByte, 1), (2, [0xC0], .invalidByte, 1)]),
    // "é" then a stray continuation byte, then a valid "é".
    .init(bytes: [0xC3, 0xA9, 0xA9, 0xC3, 0xA9], expected: [(2, [0xA9], .unexpectedContinuationByte, 1)]),
    // Two problems in a row: a truncated lead, then a lone continuation byte after ASCII.
    .init(
      bytes: [0xE1, 0x80, 0x41, 0xBF],
      expected: [(0, [0xE1, 0x80], .truncatedSequence, 1), (3, [0xBF], .unexpectedContinuationByte, 1)]),
  ]

  @Test(arguments: examples)
  func reportsEachIllFormedSequenceWithItsKind(_ example: InvalidUTF8Example) {
    let decoded = UTF8Decoding(bytes: example.bytes)
    let reported = decoded.invalid.map { ($0.utf8Offset, $0.bytes, $0.kind, $0.replacementCount) }
    #expect(reported.count == example.expected.count)
    for (got, want) in zip(reported, example.expected) {
      #expect(got.0 == want.utf8Offset)
      #expect(got.1 == want.bytes)
      #expect(got.2 == want.kind)
      #expect(got.3 == want.replacements)
    }
    checkAgainstStandardLibrary(example.bytes)
  }

  @Test(arguments: ["", "Pokémon", SampleStrings.family, SampleStrings.controls])
  func wellFormedInputIsValidAndUnchanged(_ text: String) {
    let decoded = UTF8Decoding(bytes: Array(text.utf8))
    #expect(decoded.isValid)
    #expect(decoded.text == text)
  }

  @Test func kuhnStressTestMatchesTheStandardLibraryAndFailsFirstAt4461() throws {
    // Missing data fails the test with the places searched, never a silent pass.
    let root = try SharedData.unicodeDataRoot.get()
    let url = root.appendingPathComponent("kuhn/UTF-8-test.txt")
    let bytes = [UInt8](try Data(contentsOf: url))
    let decoded = UTF8Decoding(bytes: bytes)
    #expect(decoded.invalid.first?.utf8Offset == 4461)
    #expect(decoded.invalid.count > 100)
    checkAgainstStandardLibrary(bytes)
  }

  @Test(arguments: 0..<10)
  func randomBytesDecodeLikeTheStandardLibrary(seed: UInt64) {
    var generator = SeededGenerator(seed: 7_000 + seed)
    for _ in 0..<500 {
      let maxCount = seed.isMultiple(of: 2) ? 24 : 160
      checkAgainstStandardLibrary(RandomText.bytes(maxCount: maxCount, using: &generator))
    }
  }

  /// The repaired text is the standard library's; U+FFFD counts add up; every report's bytes are
  /// the input's at its offset and its repaired offset points at a U+FFFD.
  func checkAgainstStandardLibrary(
    _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let decoded = UTF8Decoding(bytes: bytes)
    let expected = String(decoding: bytes, as: UTF8.self)
    let hex = bytes.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    #expect(decoded.text == expected, "text differs for \(hex)", sourceLocation: sourceLocation)
    let inputReplacements = expected.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
    let alreadyThere = validReplacementCharacters(in: bytes)
    #expect(
      decoded.invalid.map(\.replacementCount).reduce(0, +) == inputReplacements - alreadyThere,
      "U+FFFD count differs for \(hex)", sourceLocation: sourceLocation)
    let repaired = Array(decoded.text.utf8)
    var previousEnd = 0
    for report in decoded.invalid {
      #expect(report.utf8Offset >= previousEnd, sourceLocation: sourceLocation)
      #expect(
        Array(bytes[report.utf8Offset..<(report.utf8Offset + report.bytes.count)]) == report.bytes,
        "bytes of the report at \(report.utf8Offset) differ for \(hex)",
        sourceLocation: sourceLocation)
      #expect(
        Array(repaired[report.repairedUTF8Offset..<(report.repairedUTF8Offset + 3)])
          == [0xEF, 0xBF, 0xBD], sourceLocation: sourceLocation)
      previousEnd = report.utf8Offset + report.bytes.count
    }
    #expect(decoded.isValid == bytes.elementsEqual(expected.utf8), sourceLocation: sourceLocation)
  }

  /// U+FFFD already in the input as well-formed EF BF BD, which repair leaves alone.
  func validReplacementCharacters(in bytes: [UInt8]) -> Int {
    var count = 0
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBD {
        count += 1
        index += 3
      } else {
        index += 1
      }
    }
    return count
  }
}
