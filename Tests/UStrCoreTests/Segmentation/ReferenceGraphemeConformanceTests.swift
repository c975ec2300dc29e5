import Testing
import UStrConformance
import UStrCore
import UStrTestSupport

@Suite("Reference grapheme segmenter conformance")
struct ReferenceGraphemeConformanceTests {
  @Test(
    "The reference passes every line of GraphemeBreakTest, with the same rule at every position",
    arguments: ReferenceGraphemeSegmenter.supportedVersions)
  func referencePassesEveryLineOfGraphemeBreakTest(version: UnicodeVersion) throws {
    let reference = try #require(ReferenceGraphemeSegmenter(unicodeVersion: version))
    let url = try SharedData.unicodeFile("GraphemeBreakTest.txt", version: "\(version)").get()
    let cases = try BreakTestCase.parse(SharedData.text(of: url))
    #expect(cases.count > 500, "too few lines in \(url.path)")
    var passed = 0
    for testCase in cases {
      let decisions = reference.decisions(of: testCase.scalars)
      let breaks = decisions.map(\.isBreak)
      let rules = decisions.map(\.rule)
      let expectedRules = testCase.rules.map(GraphemeBreakRule.init(testFileNumber:))
      #expect(breaks == testCase.breaks, "\(testCase)")
      #expect(expectedRules.isEmpty || rules == expectedRules, "\(testCase): rules \(rules)")
      if breaks == testCase.breaks, expectedRules.isEmpty || rules == expectedRules { passed += 1 }
    }
    print("conformance: reference \(version) GraphemeBreakTest \(passed)/\(cases.count) lines")
    #expect(passed == cases.count)
  }

  @Test(
    "The reference keeps every fully-qualified emoji of its version in one cluster",
    arguments: ReferenceGraphemeSegmenter.supportedVersions)
  func everyFullyQualifiedEmojiIsOneCluster(version: UnicodeVersion) throws {
    let reference = try #require(ReferenceGraphemeSegmenter(unicodeVersion: version))
    let url = try SharedData.unicodeFile("emoji-test.txt", version: "\(version)").get()
    let cases = try EmojiTestCase.parse(SharedData.text(of: url)).filter { $0.status == "fully-qualified" }
    #expect(cases.count > 3000, "too few fully-qualified lines in \(url.path)")
    var passed = 0
    for testCase in cases {
      let count = reference.graphemeCount(of: testCase.text)
      #expect(count == 1, "\(testCase)")
      if count == 1 { passed += 1 }
    }
    print("conformance: reference \(version) emoji-test fully-qualified \(passed)/\(cases.count) lines")
  }
}
