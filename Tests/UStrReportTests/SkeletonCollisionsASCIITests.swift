import Testing
import UStrCore

@testable import UStrReport

/// `SkeletonCollisions.findASCII` finds the first whole-word occurrence of each ASCII word in
/// one pass: the same finds, lines and columns as searching the file once per word.
@Suite("Skeleton collisions: the ASCII look-alikes' second look")
struct SkeletonCollisionsASCIITests {
  /// The first whole-word occurrence of each word as a search per word finds it (what
  /// `findASCII` did before its one pass): sorted by offset.
  static func searchedWordByWord(_ words: Set<String>, in bytes: [UInt8]) -> [ScanIdentifier] {
    func isWordByte(_ byte: UInt8) -> Bool { SkeletonCollisions.isWordByte(byte) }
    var found: [ScanIdentifier] = []
    for word in words {
      let needle = Array(word.utf8)
      guard needle.count <= bytes.count else { continue }
      for at in 0...(bytes.count - needle.count) {
        let end = at + needle.count
        guard Array(bytes[at..<end]) == needle else { continue }
        let before = at > 0 ? bytes[at - 1] : 0x20
        let after = end < bytes.count ? bytes[end] : 0x20
        guard !isWordByte(before), before < 0x80, !isWordByte(after), after < 0x80 else { continue }
        let lineStart = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let prefix = String(decoding: bytes[lineStart..<at], as: UTF8.self)
        let column = LineColumns(
          utf8: at - lineStart + 1, utf16: prefix.utf16.count + 1,
          scalar: prefix.unicodeScalars.count + 1, grapheme: prefix.count + 1)
        let line = bytes[..<at].count { $0 == 0x0A } + 1
        found.append(
          ScanIdentifier(
            text: word, skeleton: word, path: "f", lineNumber: line, columnNumber: column,
            utf8Offset: at, collisionSeverity: nil))
        break
      }
    }
    return found.sorted { $0.utf8Offset! < $1.utf8Offset! }
  }

  static func findASCII(_ words: Set<String>, in bytes: [UInt8]) -> [ScanIdentifier] {
    var collisions = SkeletonCollisions()
    bytes.withUnsafeBufferPointer { collisions.findASCII(words, in: $0, path: "f") }
    return collisions.asciiOccurrences.sorted { $0.utf8Offset! < $1.utf8Offset! }
  }

  static let words: Set<String> = ["vOa", "vla", "_x", "zz9"]

  /// Texts spelled piece by piece: "🇺🇸" = U+1F1FA U+1F1F8 (one cluster of 8 bytes), "e" U+0301
  /// (one cluster of 2 scalars), 0xFF (not UTF-8: one U+FFFD), "é" right before a word (no
  /// match: a non-ASCII byte touches it).
  static let texts: [[UInt8]] = [
    Array("x vOa\nvOa vla".utf8),
    Array("🇺🇸 e\u{301}\u{301} vla, _x zz9\n\n  zz9 vOa".utf8),
    Array("évla vla\r\nvOavla vla_ (zz9)".utf8),
    Array("a".utf8) + [0xFF, 0x20] + Array("vOa 😀\u{200D}👩 _x".utf8),
    Array("🇺 🇺🇸🇺 vla\u{301} vla".utf8),
    [],
  ]

  @Test(arguments: texts)
  func onePassFindsWhatASearchPerWordFinds(bytes: [UInt8]) {
    let found = Self.findASCII(Self.words, in: bytes)
    let expected = Self.searchedWordByWord(Self.words, in: bytes)
    #expect(found.map(\.text) == expected.map(\.text))
    #expect(found.map(\.lineNumber) == expected.map(\.lineNumber))
    #expect(found.map(\.columnNumber) == expected.map(\.columnNumber))
    #expect(found.map(\.utf8Offset) == expected.map(\.utf8Offset))
  }

  /// Pieces joined at random (a fixed seed): every kind of neighbour a word can have.
  @Test func onePassFindsWhatASearchPerWordFindsInMixedText() {
    let pieces: [[UInt8]] = [
      "vOa", "vla", "_x", "zz9", " ", "\n", "\r\n", "é", "e\u{301}", "🇺", "🇸", "😀", "\u{200D}",
      "a", "9", ",", "\t",
    ].map { Array($0.utf8) } + [[0xFF], [0xE2, 0x82]]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<200 {
      var bytes: [UInt8] = []
      for _ in 0..<40 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes += pieces[Int(state >> 33) % pieces.count]
      }
      let found = Self.findASCII(Self.words, in: bytes)
      let expected = Self.searchedWordByWord(Self.words, in: bytes)
      #expect(found.map(\.utf8Offset) == expected.map(\.utf8Offset), "\(bytes)")
      #expect(found.map(\.lineNumber) == expected.map(\.lineNumber), "\(bytes)")
      #expect(found.map(\.columnNumber) == expected.map(\.columnNumber), "\(bytes)")
    }
  }
}
