import Testing
import UStrCore

@Suite("Grapheme break explanations")
struct GraphemeExplanationTests {
  struct Example: Sendable, CustomStringConvertible {
    var name: String
    var text: String
    /// The rule at every scalar position, from before the first scalar to after the last.
    var rules: [GraphemeBreakRule]
    var description: String { name }
  }

  static let examples: [Example] = [
    // "👨‍👩‍👧‍👦" = U+1F468 ZWJ U+1F469 ZWJ U+1F467 ZWJ U+1F466
    Example(
      name: "family joins by GB9 before each ZWJ and GB11 after it",
      text: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
      rules: [.gb1, .gb9, .gb11, .gb9, .gb11, .gb9, .gb11, .gb2]),
    // "🇯🇵🇺🇸" = U+1F1EF U+1F1F5 U+1F1FA U+1F1F8
    // A run of regional indicators at the start of text pairs up by GB12 ...
    Example(
      name: "flags at the start join by GB12 inside and break by GB999 between",
      text: "\u{1F1EF}\u{1F1F5}\u{1F1FA}\u{1F1F8}", rules: [.gb1, .gb12, .gb999, .gb12, .gb2]),
    // ... and after any other scalar by GB13: "a🇯🇵🇺🇸".
    Example(
      name: "flags after a letter join by GB13 inside and break by GB999 between",
      text: "a\u{1F1EF}\u{1F1F5}\u{1F1FA}\u{1F1F8}",
      rules: [.gb1, .gb999, .gb13, .gb999, .gb13, .gb2]),
    Example(name: "CRLF joins by GB3", text: "\r\n", rules: [.gb1, .gb3, .gb2]),
    Example(name: "e and U+0301 join by GB9", text: "e\u{301}", rules: [.gb1, .gb9, .gb2]),
    // "क्ष" = U+0915 U+094D U+0937
    Example(
      name: "क्ष joins by GB9c", text: "\u{915}\u{94D}\u{937}", rules: [.gb1, .gb9, .gb9c, .gb2]),
  ]

  @Test("The reference names the rule at every position", arguments: examples)
  func referenceNamesTheRule(example: Example) throws {
    let reference = try #require(
      ReferenceGraphemeSegmenter(unicodeVersion: UnicodeVersion(major: 17, minor: 0)))
    #expect(reference.decisions(in: example.text).map(\.rule) == example.rules)
  }

  @Test("Unicode 15.0 has no GB9c, so क्ष is two clusters there")
  func conjunctBreaksAtUnicode15() throws {
    let reference = try #require(
      ReferenceGraphemeSegmenter(unicodeVersion: UnicodeVersion(major: 15, minor: 0)))
    #expect(reference.decisions(in: "\u{915}\u{94D}\u{937}").map(\.rule) == [.gb1, .gb9, .gb999, .gb2])
    #expect(!reference.hasConjunctRule)
  }

  @Test("A decision carries the properties of the scalars on both sides and the offsets")
  func decisionCarriesPropertiesAndOffsets() throws {
    let reference = try #require(
      ReferenceGraphemeSegmenter(unicodeVersion: UnicodeVersion(major: 17, minor: 0)))
    // "😀\u{915}\u{94D}\u{937}" = U+1F600 U+0915 U+094D U+0937
    let decision = reference.decisions(in: "😀\u{915}\u{94D}\u{937}")[3]
    #expect(decision.position == TextPosition(utf8Offset: 10, utf16Offset: 4, scalarOffset: 3))
    #expect(decision.rule == .gb9c)
    #expect(decision.scalarBefore == "\u{94D}")
    #expect(decision.propertiesBefore?.indicConjunctBreak == .linker)
    #expect(decision.propertiesAfter?.indicConjunctBreak == .consonant)
    #expect(reference.properties(of: "😀").isExtendedPictographic)
    #expect(reference.properties(of: "😀").description == "GCB=XX ExtPict")
  }

  @Test("Boundaries and counts agree with the decisions", arguments: examples)
  func boundariesMatchDecisions(example: Example) {
    let reference = ReferenceGraphemeSegmenter()
    let fromDecisions = reference.decisions(in: example.text).filter(\.isBreak).map(\.position)
    #expect(reference.boundaries(in: example.text) == fromDecisions)
    #expect(reference.graphemeCount(of: example.text) == fromDecisions.count - 1)
  }

  @Test("The empty text has one boundary and no clusters")
  func emptyText() {
    let reference = ReferenceGraphemeSegmenter()
    #expect(reference.boundaries(in: "") == [.zero])
    #expect(reference.graphemeCount(of: "") == 0)
    #expect(reference.decisions(in: "").map(\.rule) == [.gb1])
  }

  @Test("Versions: the default is the closest supported one not newer than the standard library's")
  func defaultVersion() {
    let v = { (major: Int, minor: Int) in UnicodeVersion(major: major, minor: minor) }
    #expect(ReferenceGraphemeSegmenter.closestSupportedVersion(atMost: v(15, 1)) == v(15, 0))
    #expect(ReferenceGraphemeSegmenter.closestSupportedVersion(atMost: v(14, 0)) == nil)
    #expect(ReferenceGraphemeSegmenter(unicodeVersion: v(15, 1)) == nil)
    #expect(ReferenceGraphemeSegmenter.defaultVersion <= StandardLibraryUnicode.version)
  }
}
