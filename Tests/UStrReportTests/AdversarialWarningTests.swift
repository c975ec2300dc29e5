import Testing
import UStrCore
import UStrReport
import UStrTestSupport

/// The warnings scan decides whether a sequence joiner (U+200D, variation selectors, tags) is a
/// cluster by itself without asking the standard library from inside the cluster; its answer is
/// the one `Array(text)` gives.
@Suite("Adversarial texts, warnings")
struct AdversarialWarningTests {
  /// The scalar offsets of the joiners of `text` that are a `Character` by themselves: the
  /// simple way.
  static func aloneJoiners(in text: String) -> [Int] {
    var offsets: [Int] = []
    var scalarOffset = 0
    for character in text {
      let scalars = Array(character.unicodeScalars)
      if scalars.count == 1, ScalarClass.isSequenceJoiner(scalars[0]) { offsets.append(scalarOffset) }
      scalarOffset += scalars.count
    }
    return offsets
  }

  @Test(arguments: AdversarialSample.all(embedded: true))
  func joinersOfAdversarialTextsAreInvisibleExactlyWhereTheyAreAloneInACluster(sample: AdversarialSample) throws {
    try Self.checkJoiners(of: sample.text)
  }

  @Test(arguments: [
    // A joiner starts a cluster only at the start or after a control, CR or LF.
    "\u{200D}", "\u{200D}\u{200D}", "\u{200D}a", "\u{FE0F}", "\u{E0041}\u{E007F}",
    String(repeating: "\n\u{200D}", count: 40), "\n" + String(repeating: "\u{200D}", count: 40),
    "\r\n\u{FE0F}x", "\r\u{200D}", "a\u{0}\u{200D}\u{200D}", "\t\u{FE0F}\u{1F1E6}",
    "\u{1F1E6}\u{200D}\u{1F1E6}", "\u{1F469}\u{200D}\n\u{200D}\u{1F469}", "\u{915}\u{94D}\u{200D}\u{915}",
    "\u{1100}\u{200D}\u{1161}", "\u{7F}\u{E0100}", "\u{85}\u{200D}", "\u{2028}\u{200D}",
  ])
  func joinersAreInvisibleExactlyWhereTheyAreAloneInACluster(text: String) throws {
    try Self.checkJoiners(of: text)
  }

  static func checkJoiners(of text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let warning = try Inspection(text: text).warnings.first { $0.id == .invisible }
    let expected = Self.aloneJoiners(in: text)
    #expect((warning?.scalarOffsets ?? []) == Array(expected.prefix(100)), "\(text.unicodeScalars.map(\.value))", sourceLocation: sourceLocation)
  }
}
