import Testing
import UStrCore
import UStrLive

/// The example of the UStrLive documentation catalog (Sources/UStrLive/UStrLive.docc), run.
@Suite("UStrLive documentation example")
struct DocumentationExampleTests {
  @Test("Poke\u{301}mon typed one scalar at a time, then two steps left and Tab")
  func overviewExample() {
    var state = LiveState(text: "")
    for scalar in "Poke\u{301}mon".unicodeScalars {
      state.handle(.text(String(scalar)))
    }
    #expect(state.counts == ViewCounts(graphemes: 7, scalars: 8, utf16: 8, utf8: 9))
    state.handle(.key(.left))
    state.handle(.key(.left))
    let cursor = state.screen.cursor
    #expect(cursor.grapheme == .at(5))
    #expect(cursor.scalar == .at(6))
    #expect(cursor.utf16 == .at(6))
    #expect(cursor.utf8 == .at(7))
    state.handle(.key(.tab))
    #expect(state.unit == .scalar)
  }
}
