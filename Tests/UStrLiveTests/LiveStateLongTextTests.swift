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
