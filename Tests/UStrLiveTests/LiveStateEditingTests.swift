import Testing
import UStrCore
import UStrICU
import UStrLive

/// Typing, pasting, Backspace in each unit and Ctrl-N change the text as an editor counting in
/// that unit would, and the counts follow.
@Suite("Live: editing")
struct LiveStateEditingTests {
  static func state(_ text: String, unit: TextView = .grapheme, cursor: Int? = nil) -> LiveState {
    var state = LiveState(text: text)
    while state.unit != unit { state.handle(.key(.tab)) }
    if let cursor {
      state.handle(.key(.home))
      var byByte = state
      while byByte.unit != .utf8 { byByte.handle(.key(.tab)) }
      for _ in 0..<cursor { byByte.handle(.key(.right)) }
      while byByte.unit != unit { byByte.handle(.key(.tab)) }
      state = byByte
    }
    return state
  }

  @Test func typingPokemonScalarByScalar() {
    var state = LiveState(text: "")
    for scalar in "Poke\u{301}mon".unicodeScalars { state.handle(.text(String(scalar))) }
    #expect(state.text == "Poke\u{301}mon")
    #expect(state.counts == ViewCounts(graphemes: 7, scalars: 8, utf16: 8, utf8: 9))
    #expect(state.screen.cursor.grapheme == .at(7))
    #expect(state.summary.normalization?.nfc.isNormalized == false)
    #expect(state.summary.warnings.contains { $0.id == .notNFC })
  }

  // After "é" (e U+0301) in "Poke\u{301}mon": UTF-8 offset 6.
  @Test(arguments: [
    (TextView.grapheme, "Pokmon", 3),
    (.scalar, "Pokemon", 4),
    (.utf16, "Pokemon", 4),
    // U+0301 is CC 81: without 81, CC alone is repaired to U+FFFD (3 bytes).
    (.utf8, "Poke\u{FFFD}mon", 7),
  ])
  func backspaceDeletesOneUnit(_ unit: TextView, _ expected: String, _ cursor: Int) {
    var state = Self.state("Poke\u{301}mon", unit: unit, cursor: 6)
    state.handle(.key(.backspace))
    #expect(state.text == expected)
    #expect(state.cursor == LiveCursor(utf8Offset: cursor))
    #expect(state.counts == ViewCounts(of: expected))
  }

  @Test func backspaceByUTF16LeavesALoneSurrogate() {
    var state = Self.state("a😀", unit: .utf16)
    state.handle(.key(.backspace))
    #expect(state.text == "a\u{FFFD}")
  }

  @Test func typingBetweenSurrogatesSplitsThePair() {
    var state = Self.state("😀", unit: .utf16)
    state.handle(.key(.home))
    state.handle(.key(.right))
    state.handle(.text("x"))
    #expect(state.text == "\u{FFFD}x\u{FFFD}")
    #expect(state.cursor == LiveCursor(utf8Offset: 4))
  }

  @Test func pasteIsTextWithItsControls() {
    var state = LiveState(text: "ab")
    state.handle(.key(.left))
    state.handle(.paste("\u{1B}[31m\nx"))
    #expect(state.text == "a\u{1B}[31m\nxb")
    #expect(state.cursor == LiveCursor(utf8Offset: 8))
    #expect(state.screen.cursor.line == 1)
  }

  /// A paste with bytes that are not UTF-8 says on the status line which bytes, why, and where
  /// their U+FFFD landed; the next key clears it.
  @Test func invalidPastedBytesAreNamedOnTheStatusLine() {
    var parser = LiveInputParser()
    let events = parser.feed(Array("\u{1B}[200~".utf8) + [0x78, 0xFF, 0x79] + Array("\u{1B}[201~".utf8))
    var state = LiveState(text: "abc")
    state.handle(.key(.left))
    for event in events { state.handle(event) }
    #expect(state.text == "abx\u{FFFD}yc")
    #expect(state.screen.message == "pasted bytes not UTF-8, now U+FFFD: FF (byte never valid in UTF-8) at utf8 3")
    state.handle(.key(.left))
    #expect(state.screen.message == nil)
  }

  @Test func controlNCyclesTheForms() {
    // "ﬁ" U+FB01 LATIN SMALL LIGATURE FI: only the compatibility forms take it apart.
    var state = LiveState(text: "Poke\u{301}mon \u{FB01}")
    var seen: [(NormalizationForm?, String)] = []
    for _ in 0..<5 {
      state.handle(.key(.controlN))
      seen.append((state.form, state.text))
    }
    #expect(seen.map(\.0) == [.nfc, .nfd, .nfkc, .nfkd, .nfc])
    #expect(seen.map(\.1) == [
      "Pok\u{E9}mon \u{FB01}", "Poke\u{301}mon \u{FB01}", "Pok\u{E9}mon fi", "Poke\u{301}mon fi",
      "Pok\u{E9}mon fi",
    ])
    #expect(state.counts == ViewCounts(of: "Pok\u{E9}mon fi"))
    #expect(state.cursor.utf8Offset == state.text.utf8.count)
  }

  @Test func helpAndQuit() {
    var state = LiveState(text: "")
    state.handle(.key(.questionMark))
    #expect(state.isShowingHelp)
    state.handle(.key(.f1))
    #expect(!state.isShowingHelp)
    state.handle(.key(.controlD))
    #expect(state.hasQuit)
    var escaped = LiveState(text: "")
    escaped.handle(.key(.escape))
    #expect(escaped.hasQuit)
  }

  @Test func resizeChangesTheWindow() {
    var state = LiveState(text: String(repeating: "abc", count: 100))
    state.handle(.resize(LiveSize(rows: 30, columns: 40)))
    let narrow = state.screen.textClusters.count
    state.handle(.resize(LiveSize(rows: 30, columns: 200)))
    #expect(state.screen.textClusters.count > narrow)
    #expect(state.screen.size == LiveSize(rows: 30, columns: 200))
  }
}
