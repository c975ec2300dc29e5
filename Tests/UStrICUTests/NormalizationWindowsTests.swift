import Testing
import UStrICU

/// Windows a normalization stream can take on their own, cut as the text arrives.
@Suite("Normalization windows")
struct NormalizationWindowsTests {
  @Test func textEndingWithALineFeedIsAWindowAtOnceAndTextEndingOtherwiseWaits() throws {
    var windows = NormalizationWindows(for: try NormalizationStream(changeLimit: 0, textLimit: 0))
    // A line feed ends a cluster and a segment of every form: the whole line goes on now.
    #expect(windows.append("Poke\u{301}mon \u{FB01}\n") == ["Poke\u{301}mon \u{FB01}\n"])
    // A letter may take the marks that come next, in a cluster and in a form's segment.
    #expect(windows.append("ab\u{301}") == [])
    #expect(windows.finish() == "ab\u{301}")
  }
}
