import Testing
import UStrReport

/// The hunk headers of a unified diff are input too: a start line near `Int.max` is no line of
/// any file, and counting on from it must not overflow.
@Suite("Unified diff hunk headers")
struct UnifiedDiffHunkTests {
  @Test(arguments: ["9223372036854775807", "9223372036854775806", "4611686018427387904"])
  func aHunkStartNoFileReachesIsReadAsAMalformedHeader(start: String) {
    let diff = "+++ b/x.swift\n@@ -1 +\(start),2 @@\n+one\n+two\n"
    let added = UnifiedDiff.addedLines(in: Array(diff.utf8))
    // As "@@ garbage @@" is: the lines counted from 1.
    #expect(added.map(\.line) == [1, 2])
    #expect(added.map(\.path) == ["x.swift", "x.swift"])
  }

  @Test func theLargestHunkStartAFileCanReachIsKept() {
    let diff = "+++ b/x.swift\n@@ -1 +4611686018427387903,2 @@\n+one\n+two\n"
    let added = UnifiedDiff.addedLines(in: Array(diff.utf8))
    #expect(added.map(\.line) == [4_611_686_018_427_387_903, 4_611_686_018_427_387_904])
  }
}
