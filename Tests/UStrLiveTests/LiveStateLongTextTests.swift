import Testing
import UStrCore
import UStrLive
import UStrTestSupport

/// In a text over the immediate-recount limit an edit updates the counts from the edited region
/// and asks for a recount; the recount agrees.
@Suite("Live: long texts")
struct LiveStateLongTextTests {
  // Clusters of one to four scalars: "e" + U+0301, "👩🏽‍🚀", CR LF, Devanagari KA VIRAMA SSA.
  static let pieces = ["abc ", "e\u{301}", "👩🏽‍🚀", "\r\n", "\u{915}\u{94D}\u{937}", "日本", "x"]

  static func longText(bytes: Int) -> String {
    var text = ""
    var index = 0
    while text.utf8.count < bytes {
      text += pieces[index % pieces.count]
      index += 7
    }
    return text
  }

  @Test func keystrokeInALongTextAsksForARecount() {
    var state = LiveState(text: Self.longText(bytes: 100_000))
    state.handle(.key(.home))
    for _ in 0..<500 { state.handle(.key(.right)) }
    let asksForRecount = state.handle(.text("\u{301}"))
    #expect(asksForRecount)
    #expect(state.isRecountPending)
    #expect(state.counts == ViewCounts(of: state.text))
    state.handle(.tick)
    #expect(!state.isRecountPending)
    #expect(state.counts == ViewCounts(of: state.text))
  }

  @Test func editsKeepTheCountsExact() {
    var state = LiveState(text: Self.longText(bytes: 40_000))
    var generator = SeededGenerator(seed: 16)
    let keys: [LiveEvent] = [
      .key(.left), .key(.right), .key(.backspace), .key(.tab), .text("\u{301}"), .text("é"),
      .text("🚀"), .paste("\r\n"), .text("\u{200D}"),
    ]
    for step in 0..<400 {
      let event = keys.randomElement(using: &generator)!
      state.handle(event)
      if step % 97 == 0 { state.handle(.key(.home)) }
      let expected = ViewCounts(of: state.text)
      #expect(state.counts == expected, "after \(event) at step \(step)")
      guard state.counts == expected else { return }
      if step % 50 == 0 { state.handle(.tick) }
    }
  }

  /// Edits whose effect reaches past the edited cluster: a regional indicator inserted into or
  /// deleted from a run re-pairs the whole rest of the run; a joiner or virama joins the clusters
  /// on both sides. After each, the counts and the clusters on screen (their offsets in every
  /// view) are those a fresh segmentation of the whole text finds.
  @Test func longRangeEditsKeepCountsAndClustersExact() {
    let flags = String(repeating: "\u{1F1E6}", count: 301)
    var text = ""
    while text.utf8.count < 20_000 {
      text += "ab " + flags + " \u{1F469}\u{200D}\u{1F469}\u{915}\u{94D}\u{937}\r\n"
    }
    var state = LiveState(text: text)
    var generator = SeededGenerator(seed: 1_1_6)
    let events: [LiveEvent] = [
      .key(.left), .key(.left), .key(.right), .key(.backspace), .text("\u{1F1E6}"), .text("\u{1F1E6}"),
      .text("\u{200D}"), .text("\u{94D}"), .text("\u{915}"), .text("a"), .paste("\r\n"), .key(.enter),
    ]
    state.handle(.key(.home))
    for _ in 0..<40 { state.handle(.key(.right)) }
    for step in 0..<300 {
      let event = events.randomElement(using: &generator)!
      state.handle(event)
      if step % 60 == 59 { state.handle(.key(.home)) }
      let expectedCounts = ViewCounts(of: state.text)
      #expect(state.counts == expectedCounts, "after \(event) at step \(step)")
      let clusters = state.screen.textClusters
      var expected: [GraphemeCluster] = []
      var position = ViewCounts.zero
      for character in state.text {
        let cluster = GraphemeCluster(character, at: position)
        if let first = clusters.first, cluster.utf8Range.lowerBound >= first.utf8Range.lowerBound {
          expected.append(cluster)
          if expected.count == clusters.count { break }
        }
        position = ViewCounts(
          graphemes: position.graphemes + 1, scalars: cluster.scalarRange.upperBound,
          utf16: cluster.utf16Range.upperBound, utf8: cluster.utf8Range.upperBound)
      }
      #expect(clusters == expected, "after \(event) at step \(step)")
      let lineColumns = LineIndex(state.text).lineColumns(utf8Offset: state.cursor.utf8Offset, in: state.text)
      #expect(state.screen.cursor.line == lineColumns?.line, "after \(event) at step \(step)")
      #expect(state.screen.cursor.columns == lineColumns?.columns, "after \(event) at step \(step)")
      guard state.counts == expectedCounts, clusters == expected else { return }
    }
  }

  /// On one line of a megabyte the cursor's columns are its offsets (found from the checkpoint
  /// before the line's start, not by counting the line).
  @Test func columnsOnOneHugeLine() {
    let line = String(repeating: "e\u{301}🚀", count: 100_000)
    var state = LiveState(text: "ab\n" + line)
    state.handle(.key(.left))
    let columns = state.screen.cursor.columns
    #expect(state.screen.cursor.line == 1)
    #expect(columns == LineColumns(utf8: line.utf8.count - 4, utf16: line.utf16.count - 2,
      scalar: line.unicodeScalars.count - 1, grapheme: line.count - 1))
  }

  @Test func screenOfALongTextShowsTheClustersAroundTheCursor() {
    let text = Self.longText(bytes: 100_000)
    var state = LiveState(text: text)
    state.handle(.key(.home))
    for _ in 0..<3000 { state.handle(.key(.right)) }
    let screen = state.screen
    #expect(screen.textContinuesBefore && screen.textContinuesAfter)
    let all = Array(text)
    let cursorCluster = screen.textClusters.first { $0.utf8Range.lowerBound == state.cursor.utf8Offset }
    #expect(cursorCluster?.graphemeOffset == 3000)
    #expect(cursorCluster.map { String($0.character) } == String(all[3000]))
    #expect(screen.cursor.grapheme == .at(3000))
  }

  @Test(arguments: AdversarialText.allCases)
  func adversarialTextsMoveAndCount(_ sample: AdversarialText) {
    var state = LiveState(text: sample.text(repeating: 2000))
    state.handle(.key(.home))
    for _ in 0..<50 { state.handle(.key(.right)) }
    state.handle(.text("a"))
    state.handle(.key(.backspace))
    state.handle(.tick)
    #expect(state.counts == ViewCounts(of: state.text))
  }
}
