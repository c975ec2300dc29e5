import Testing
@testable import UStrCore
import UStrTestSupport

/// A cluster that fills a window of ``StandardLibraryUnicode/CharacterBoundaryIterator``'s
/// `referenceWindowSize` (1 MiB) is ended by the reference's rules at the standard library's
/// version, walked a scalar at a time, not by a window of the whole cluster; where a scalar may
/// have other properties in the standard library's data, the window grows as before. Either way
/// the boundaries are the whole text's.
@Suite("Character boundaries of long clusters by the reference")
struct CharacterBoundaryIteratorReferenceTests {
  static func boundaries(_ text: String, windowSize: Int, referenceWindowSize: Int) -> [Int] {
    var text = text
    return text.withUTF8 { utf8 in
      var iterator = StandardLibraryUnicode.CharacterBoundaryIterator(utf8: utf8, windowSize: windowSize)
      iterator.referenceWindowSize = referenceWindowSize
      var offsets: [Int] = []
      while let offset = iterator.next() { offsets.append(offset) }
      return offsets
    }
  }

  /// A scalar the reference leaves to the standard library, or `nil` when it leaves none.
  static let uncertainScalar: Unicode.Scalar? = {
    guard let pair = StandardLibraryUnicode.CharacterBoundaryIterator.enginePair else { return nil }
    return (0..<0x11_0000).lazy.compactMap { Unicode.Scalar(UInt32($0)) }
      .first { pair.isUncertainForPrimary(pair.lookup($0.value)) }
  }()

  @Test(arguments: [(4, 4), (5, 8), (16, 16), (64, 128)])
  func clustersEndedByTheReferenceAreTheWholeTextsBoundaries(windowSize: Int, referenceWindowSize: Int) {
    var generator = SeededGenerator(seed: 0x10_C1A5)
    let uncertain = Self.uncertainScalar.map { "a\u{301}\($0)\u{301}\u{301}b" } ?? ""
    let texts = CharacterBoundaryIteratorTests.adversarial + [uncertain]
      + (0..<300).map { _ in RandomText.string(maxScalars: 40, using: &generator) }
    for text in texts {
      #expect(
        Self.boundaries(text, windowSize: windowSize, referenceWindowSize: referenceWindowSize)
          == CharacterBoundaryIteratorTests.whole(text), "\(text.debugDescription)")
    }
  }

  @Test func aClusterOfMegabytesIsEndedAsTheStandardLibraryEndsIt() {
    let marks = "a" + String(repeating: "\u{301}", count: 600_000)
    var texts = [marks, "x" + marks + "b\r\n", marks + "\u{1F1EF}\u{1F1F5}" + marks]
    if let scalar = Self.uncertainScalar { texts.append(marks + String(scalar) + marks) }
    for text in texts {
      #expect(
        Self.boundaries(text, windowSize: 1 << 16, referenceWindowSize: 1 << 20)
          == CharacterBoundaryIteratorTests.whole(text), "\(text.unicodeScalars.count) scalars")
    }
  }

  @Test func theReferenceEndsACertainClusterAndLeavesAnUncertainOneToTheStandardLibrary() throws {
    var text = "a" + String(repeating: "\u{301}", count: 100) + "b"
    let end = text.withUTF8 { utf8 in
      StandardLibraryUnicode.CharacterBoundaryIterator(utf8: utf8).referenceClusterEnd(from: 0)
    }
    #expect(end == 201)
    let scalar = try #require(Self.uncertainScalar)
    var uncertain = "a\u{301}\(scalar)b"
    let none = uncertain.withUTF8 { utf8 in
      StandardLibraryUnicode.CharacterBoundaryIterator(utf8: utf8).referenceClusterEnd(from: 0)
    }
    #expect(none == nil)
  }
}
