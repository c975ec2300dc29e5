import Testing
@testable import UStrCore

/// What a grapheme counter or a length stream holds on one enormous cluster (a base and
/// millions of marks) beyond the text its answer needs.
@Suite("Holding a long cluster")
struct LongClusterHoldingTests {
  /// "a" + U+0301 × `marks`: one cluster of 1 + 2 × `marks` bytes.
  static func marks(_ marks: Int) -> [UInt8] {
    [0x61] + Array(repeating: [0xCC, 0x81], count: marks).joined()
  }

  @Test func aStretchPieceLongerThanTheLimitIsHandedOverInPlace() {
    let limit = ReferenceGraphemeCounter.stretchLimit
    let start = Self.marks(100)
    let long = Array(Self.marks(4 * limit).dropFirst())
    var stretch = HeldStretch()
    var measured: [UInt8] = []
    var pieceCounts: [Int] = []
    let measure = { (piece: UnsafeBufferPointer<UInt8>, isEnd: Bool) -> Int in
      measured += piece
      pieceCounts.append(piece.count)
      return 0
    }
    _ = start.withUnsafeBufferPointer { stretch.keep($0, measure: measure) }
    _ = long.withUnsafeBufferPointer { stretch.keep($0, measure: measure) }
    #expect(stretch.isHandingOver)
    // The held bytes went first, then the long piece itself: nothing held grew to its size.
    #expect(pieceCounts == [start.count, long.count])
    #expect(measured == start + long)
    #expect(stretch.held.capacity <= limit)
  }

  @Test func aLongClusterIsCountedAsWhateverItsPiecesAre() {
    let text = Self.marks(3 * ReferenceGraphemeCounter.stretchLimit) + Array("bc\u{301}".utf8)
    for cut in [1, 5, 4095, ReferenceGraphemeCounter.stretchLimit + 1, text.count - 2] {
      // Cut on a scalar boundary at or before `cut`.
      var at = cut
      while at > 0, text[at] & 0xC0 == 0x80 { at -= 1 }
      var counter = ReferenceGraphemeCounter(unicodeVersion: UnicodeVersion(major: 17, minor: 0))!
      // Counts what it is handed as the standard library does, once the stretch is whole.
      var handed: [UInt8] = []
      let measure = { (piece: UnsafeBufferPointer<UInt8>, isEnd: Bool) -> Int in
        handed += piece
        guard isEnd else { return 0 }
        defer { handed = [] }
        return String(decoding: handed, as: UTF8.self).count
      }
      text[..<at].withUnsafeBufferPointer { counter.append($0, measure: measure) }
      text[at...].withUnsafeBufferPointer { counter.append($0, measure: measure) }
      #expect(counter.finish(measure: measure) == 3, "cut at \(at)")
    }
  }

  @Test func longClusterKeysCompareScalarsNotCanonicalEquivalence() {
    // "é" + U+0301 × 20 written with U+00E9, and with e U+0301: canonically equivalent.
    let composed = "\u{E9}" + String(repeating: "\u{301}", count: 20)
    let decomposed = "e\u{301}" + String(repeating: "\u{301}", count: 20)
    func key(_ text: String) -> ClusterKey {
      Array(text.utf8).withUnsafeBytes { ClusterKey($0) }
    }
    #expect(composed == decomposed)
    #expect(key(composed) != key(decomposed))
    #expect(key(composed) == key(composed))
    #expect(key(composed).hashValue == key(composed).hashValue)
    let shared = Array(composed.utf8).withUnsafeBytes { ClusterKey($0, text: composed) }
    #expect(shared == key(composed))
  }

  @Test func aLongClusterIsListedOnceWithItsOccurrences() {
    let cluster = String(decoding: Self.marks(50_000), as: UTF8.self)
    let other = "e\u{301}" + String(repeating: "\u{301}", count: 50_000 - 1)
    var stream = LengthDifferenceStream(clusterLimit: 10)
    // Each cluster a window of its own (as a long cluster comes), then inside a longer window.
    stream.append(cluster)
    stream.append(cluster)
    stream.append(other)
    stream.append("x" + cluster + "y")
    #expect(stream.clusters.count == 2)
    #expect(stream.clusters.map(\.occurrences) == [3, 1])
    #expect(stream.clusters[0].character.unicodeScalars.elementsEqual(cluster.unicodeScalars))
    #expect(stream.clusters[1].character.unicodeScalars.elementsEqual(other.unicodeScalars))
    #expect(stream.clusters.map(\.firstUTF8Offset) == [0, 2 * cluster.utf8.count])
  }
}
