import Testing
import UStrConformance
import UStrCore
import UStrICU
import UStrTestSupport

@Suite("ICU break iterator conformance")
struct ICUBreakConformanceTests {
  struct Conformance: Sendable, CustomStringConvertible {
    var kind: BreakKind
    var testFile: String
    var description: String { "\(kind) vs \(testFile)" }
  }

  @Test(
    "ICU's iterators fail exactly the known deviations of the break tests of ICU's Unicode version",
    arguments: [
      Conformance(kind: .character, testFile: "GraphemeBreakTest.txt"),
      Conformance(kind: .word, testFile: "WordBreakTest.txt"),
    ])
  func icuFailsExactlyTheKnownDeviations(conformance: Conformance) throws {
    let version = ICU.unicodeVersion
    let url = try SharedData.unicodeFile(conformance.testFile, version: "\(version)").get()
    let cases = try BreakTestCase.parse(SharedData.text(of: url))
    #expect(cases.count > 500, "too few lines in \(url.path)")
    var failing: [String] = []
    for testCase in cases {
      let offsets = try BreakIterator(conformance.kind, text: testCase.text).utf16Boundaries()
      if offsets != testCase.breakUTF16Offsets { failing.append(testCase.pattern) }
    }
    let known = KnownBreakDeviation.deviations(
      of: .icu, testFile: conformance.testFile, unicodeVersion: version)
    let check = KnownFailures(failing: failing, known: known.map(\.pattern))
    #expect(check.unexpected.isEmpty, "lines failing outside the known list: \(check.unexpected)")
    #expect(check.fixed.isEmpty, "known deviations that now pass (remove them): \(check.fixed)")
    print(
      "conformance: icu \(ICU.version) (Unicode \(version)) \(conformance.testFile)"
        + " \(cases.count - failing.count)/\(cases.count) lines")
  }

  @Test("ICU keeps every fully-qualified emoji its Unicode version covers in one cluster")
  func everyCoveredEmojiIsOneCluster() throws {
    let version = ICU.unicodeVersion
    // Its own version's file, and the newest file's lines of emoji versions ICU covers.
    var failing: [String] = []
    for fileVersion in Set(["\(version)", "17.0"]).sorted() {
      let url = try SharedData.unicodeFile("emoji-test.txt", version: fileVersion).get()
      let cases = try EmojiTestCase.parse(SharedData.text(of: url)).filter {
        $0.status == "fully-qualified"
          && (UnicodeVersion($0.emojiVersion).map { $0 <= version } ?? false)
      }
      #expect(cases.count > 3000, "too few covered fully-qualified lines in \(url.path)")
      var passed = 0
      for testCase in cases {
        if try ICU.graphemeCount(of: testCase.text) == 1 {
          passed += 1
        } else {
          failing.append("\(fileVersion) \(testCase)")
        }
      }
      print(
        "conformance: icu \(version) emoji-test \(fileVersion) fully-qualified (E\(version) or"
          + " older) \(passed)/\(cases.count) lines")
    }
    #expect(failing.isEmpty, "\(failing.prefix(10))")
  }
}
