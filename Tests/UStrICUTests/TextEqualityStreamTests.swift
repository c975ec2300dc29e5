import Testing
import UStrCore
@testable import UStrICU

/// ``TextEqualityStream`` on long runs of marks that every level holds at once (one pending
/// text per side, shared by the levels): the answers of ``TextEquality`` on the whole texts and
/// Swift's `<` and `==`, however the texts are cut into chunks and whichever ends first.
@Suite("Equality levels of streamed texts")
struct TextEqualityStreamTests {
  /// `text` in stretches of `size` scalars.
  static func chunks(of text: String, size: Int) -> [String] {
    let scalars = Array(text.unicodeScalars)
    return stride(from: 0, to: scalars.count, by: size).map {
      String(String.UnicodeScalarView(scalars[$0..<min($0 + size, scalars.count)]))
    }
  }

  /// Streams `a` and `b` in chunks of `sizeA` and `sizeB` scalars, each side read when a level
  /// waits for it (as `CompareStream` reads), and returns the stream once both have ended.
  static func streamed(_ a: String, _ b: String, sizeA: Int, sizeB: Int) throws -> TextEqualityStream {
    var chunksA = chunks(of: a, size: sizeA)[...]
    var chunksB = chunks(of: b, size: sizeB)[...]
    var stream = try TextEqualityStream()
    var ended = [false, false]
    while !ended[0] || !ended[1] {
      var read = [!ended[0], !ended[1]]
      if read[0], read[1], stream.needsInput(.a) != stream.needsInput(.b) {
        read = [stream.needsInput(.a), stream.needsInput(.b)]
      }
      let textA = read[0] ? chunksA.popFirst() : nil
      let textB = read[1] ? chunksB.popFirst() : nil
      try stream.append(a: textA, b: textB)
      for (side, text) in [(PairSide.a, textA), (.b, textB)] where read[side.rawValue] && text == nil {
        try stream.finish(side)
        ended[side.rawValue] = true
      }
    }
    return stream
  }

  /// Checks the streamed answers against the whole texts' in several chunkings.
  static func check(
    _ a: String, _ b: String,
    sizes: [(Int, Int)] = [(1, 1), (3, 5), (64, 64), (64, 7), (1000, 1000), (1000, 2)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let bytesEqual = a.utf8.elementsEqual(b.utf8)
    let whole = try TextEquality(a, b)
    let order: StringComparison = a < b ? .before : (a == b ? .equal : .after)
    for (sizeA, sizeB) in sizes {
      let stream = try streamed(a, b, sizeA: sizeA, sizeB: sizeB)
      let label = "\(a.unicodeScalars.count) vs \(b.unicodeScalars.count) scalars in chunks of \(sizeA), \(sizeB)"
      #expect(stream.equality(bytesEqual: bytesEqual) == whole, "\(label)", sourceLocation: sourceLocation)
      #expect(bytesEqual || stream.swiftOrder == order, "\(label)", sourceLocation: sourceLocation)
      #expect(stream.isDecided, "\(label)", sourceLocation: sourceLocation)
    }
  }

  /// 300 acute accents U+0301 after "a": one segment in every form, held by every level.
  static let run = String(repeating: "\u{301}", count: 300)
  /// 299 of them.
  static let shorterRun = String(run.dropLast())

  @Test func equalRunsAreEqualAtEveryLevel() throws {
    try Self.check("a" + Self.run, "a" + Self.run)
    try Self.check("x a" + Self.run + "b", "x a" + Self.run + "b")
    // "á" U+00E1 against "a" U+0301: equal from Swift's == on, the run after it the same.
    try Self.check("\u{E1}" + Self.run, "a\u{301}" + Self.run)
  }

  @Test func aMarkChangedAnywhereInTheRunDecides() throws {
    let marks = Array(Self.run.unicodeScalars)
    for index in [0, 1, 150, 298, 299] {
      var changed = marks
      // U+0300 grave: the same class as U+0301, a different scalar at every level.
      changed[index] = "\u{300}"
      let other = String(String.UnicodeScalarView(changed))
      try Self.check("a" + Self.run, "a" + other)
      try Self.check("a" + other + "z", "a" + Self.run + "z")
    }
    // Dot below U+0323 (class 220) moved to the front of the run: canonically the same.
    try Self.check("a" + Self.run + "\u{323}", "a\u{323}" + Self.run)
  }

  @Test func aRunThatEndsOneMarkEarlierSortsFirst() throws {
    try Self.check("a" + Self.shorterRun, "a" + Self.run)
    try Self.check("a" + Self.run, "a" + Self.shorterRun)
    // One text ends inside the run while the other goes on long after it.
    try Self.check("a" + Self.run, "a" + Self.run + String(repeating: "word ", count: 200))
    try Self.check("A" + Self.run + String(repeating: "word ", count: 200), "a" + Self.run)
  }

  @Test func runsDifferingOnlyInCaseOrCompatibility() throws {
    try Self.check("A" + Self.run, "a" + Self.run)
    // U+FB01 LATIN SMALL LIGATURE FI against "fi", each before the run.
    try Self.check("\u{FB01}" + Self.run, "fi" + Self.run)
  }

  @Test func aRunAfterAScalarNewerThanICU() throws {
    // U+16121 GURUNG KHEMA VOWEL SIGN U (Unicode 16.0) = U+1611E U+1611E canonically.
    try Self.check("\u{16121}a" + Self.run, "\u{1611E}\u{1611E}a" + Self.run)
    try Self.check("\u{16121}a" + Self.run, "\u{1611E}\u{1611E}a" + Self.shorterRun)
  }

  @Test func aSecondTextThatIsTheFirstIsReadFromItUntilTheyPart() throws {
    var stream = try TextEqualityStream()
    let chunks = Self.chunks(of: "a" + Self.run, size: 16)
    for chunk in chunks { try stream.append(a: chunk, b: chunk) }
    #expect(stream.mirroredUTF16End == 301)
    #expect(stream.pending.map(\.units.count) == [301, 0])
    // B parts from A inside the run: B gets its own copy of the run, and the answers are those
    // of the whole texts.
    try stream.append(a: "\u{301}", b: "\u{300}")
    #expect(stream.mirroredUTF16End == nil)
    #expect(stream.pending.map(\.units.count) == [302, 302])
    try stream.finish(.a)
    try stream.finish(.b)
    let a = "a" + Self.run + "\u{301}"
    let b = "a" + Self.run + "\u{300}"
    #expect(stream.equality(bytesEqual: false) == (try TextEquality(a, b)))
    #expect(stream.swiftOrder == (a < b ? .before : .after))
  }

  @Test func aNormalizedRunIsLetGo() throws {
    // Once a boundary follows the run, no level needs it and the shared text drops it.
    var stream = try TextEqualityStream()
    for chunk in Self.chunks(of: "a" + Self.run, size: 16) { try stream.append(a: chunk, b: chunk) }
    #expect(stream.pending[0].units.count == 301)
    try stream.append(a: "bcd", b: "bcd")
    #expect(stream.pending.allSatisfy { $0.units.count <= 3 })
  }
}
