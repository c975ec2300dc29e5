import Testing
import UStrCore
import UStrTestSupport

@Suite("Standard library grapheme conformance")
struct StandardLibraryGraphemeConformanceTests {
  @Test("Character segmentation passes GraphemeBreakTest of its version except the known deviations")
  func characterPassesGraphemeBreakTestExceptKnownDeviations() throws {
    let version = StandardLibraryUnicode.version
    let url = try SharedData.unicodeFile("GraphemeBreakTest.txt", version: "\(version)").get()
    let cases = try BreakTestCase.load(url)
    var failed: [String] = []
    for testCase in cases {
      let offsets = StandardLibraryUnicode.characterBoundaries(in: testCase.text).map(\.scalarOffset)
      if offsets != testCase.breakScalarOffsets { failed.append(testCase.pattern) }
    }
    print("conformance: swift \(version) GraphemeBreakTest \(cases.count - failed.count)/\(cases.count) lines")
    for f in failed { print("  fails: \(f)") }
  }
}
