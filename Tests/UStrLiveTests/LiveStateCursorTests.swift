import Testing
import UStrCore
import UStrLive

/// The cursor moves by each unit through clusters of several scalars, a surrogate pair and a
/// CR LF, and every view says where it landed.
@Suite("Live: cursor movement by unit")
struct LiveStateCursorTests {
  /// The cursors visited pressing Right from the start, moving by `unit`.
  static func rightwards(_ text: String, by unit: TextView) -> [LiveCursor] {
    var state = LiveState(text: text)
    state.handle(.key(.home))
    while state.unit != unit { state.handle(.key(.tab)) }
    var visited: [LiveCursor] = []
    while state.cursor.utf8Offset < text.utf8.count || state.cursor.isBetweenSurrogates {
      state.handle(.key(.right))
      visited.append(state.cursor)
    }
    return visited
  }

  /// The same walk leftwards from the end.
  static func leftwards(_ text: String, by unit: TextView) -> [LiveCursor] {
    var state = LiveState(text: text)
    while state.unit != unit { state.handle(.key(.tab)) }
    var visited: [LiveCursor] = []
    while state.cursor.utf8Offset > 0 || state.cursor.isBetweenSurrogates {
      state.handle(.key(.left))
      visited.append(state.cursor)
    }
    return visited
  }

  static func at(_ offsets: [Int]) -> [LiveCursor] { offsets.map { LiveCursor(utf8Offset: $0) } }

  // "Poke\u{301}mon": P o k e U+0301 m o n; U+0301 is 2 bytes (CC 81), one UTF-16 unit.
  @Test func pokemonByEachUnit() {
    let text = "Poke\u{301}mon"
    #expect(Self.rightwards(text, by: .grapheme) == Self.at([1, 2, 3, 6, 7, 8, 9]))
    #expect(Self.rightwards(text, by: .scalar) == Self.at([1, 2, 3, 4, 6, 7, 8, 9]))
    #expect(Self.rightwards(text, by: .utf16) == Self.at([1, 2, 3, 4, 6, 7, 8, 9]))
    #expect(Self.rightwards(text, by: .utf8) == Self.at(Array(1...9)))
    #expect(Self.leftwards(text, by: .grapheme) == Self.at([8, 7, 6, 3, 2, 1, 0]))
    #expect(Self.leftwards(text, by: .scalar) == Self.at([8, 7, 6, 4, 3, 2, 1, 0]))
  }

  // "👩🏽‍🚀" = U+1F469 U+1F3FD U+200D U+1F680: one cluster; 4 + 4 + 3 + 4 = 15 bytes;
  // 2 + 2 + 1 + 2 = 7 UTF-16 units.
  @Test func astronautByEachUnit() {
    let text = "👩🏽‍🚀"
    #expect(Self.rightwards(text, by: .grapheme) == Self.at([15]))
    #expect(Self.rightwards(text, by: .scalar) == Self.at([4, 8, 11, 15]))
    #expect(
      Self.rightwards(text, by: .utf16) == [
        LiveCursor(utf8Offset: 0, isBetweenSurrogates: true), LiveCursor(utf8Offset: 4),
        LiveCursor(utf8Offset: 4, isBetweenSurrogates: true), LiveCursor(utf8Offset: 8),
        LiveCursor(utf8Offset: 11), LiveCursor(utf8Offset: 11, isBetweenSurrogates: true),
        LiveCursor(utf8Offset: 15),
      ])
    #expect(Self.rightwards(text, by: .utf8) == Self.at(Array(1...15)))
    #expect(
      Self.leftwards(text, by: .utf16) == [
        LiveCursor(utf8Offset: 11, isBetweenSurrogates: true), LiveCursor(utf8Offset: 11),
        LiveCursor(utf8Offset: 8), LiveCursor(utf8Offset: 4, isBetweenSurrogates: true),
        LiveCursor(utf8Offset: 4), LiveCursor(utf8Offset: 0, isBetweenSurrogates: true),
        LiveCursor(utf8Offset: 0),
      ])
  }

  // "a\r\nb": CR LF is one cluster of two scalars.
  @Test func crlfIsOneClusterOfTwoScalars() {
    let text = "a\r\nb"
    #expect(Self.rightwards(text, by: .grapheme) == Self.at([1, 3, 4]))
    #expect(Self.rightwards(text, by: .scalar) == Self.at([1, 2, 3, 4]))
    #expect(Self.leftwards(text, by: .grapheme) == Self.at([3, 1, 0]))
  }

  @Test func positionInsideAClusterNamesItInEveryView() {
    var state = LiveState(text: "Poke\u{301}mon")
    state.handle(.key(.home))
    state.handle(.key(.tab))  // scalar
    for _ in 0..<4 { state.handle(.key(.right)) }
    let position = state.screen.cursor
    #expect(position.grapheme == .inside(3))
    #expect(position.scalar == .at(4))
    #expect(position.utf16 == .at(4))
    #expect(position.utf8 == .at(4))
    #expect(position.line == 0)
    #expect(position.columns.grapheme == nil)
    #expect(position.columns.utf8 == 4)
  }

  @Test func positionBetweenSurrogates() {
    var state = LiveState(text: "a😀b")
    state.handle(.key(.home))
    state.handle(.key(.tab))
    state.handle(.key(.tab))  // utf16
    state.handle(.key(.right))
    state.handle(.key(.right))
    let position = state.screen.cursor
    #expect(state.cursor == LiveCursor(utf8Offset: 1, isBetweenSurrogates: true))
    #expect(position.utf16 == .at(2))
    #expect(position.scalar == .inside(1))
    #expect(position.grapheme == .inside(1))
    #expect(position.utf8 == .inside(1))
    #expect(state.screen.scalar?.scalar == "\u{1F600}")
  }

  @Test func homeEndAndLineColumn() {
    var state = LiveState(text: "ab\r\ncd")
    #expect(state.screen.cursor.line == 1)
    #expect(state.screen.cursor.columns.grapheme == 2)
    state.handle(.key(.home))
    #expect(state.cursor == LiveCursor(utf8Offset: 0))
    state.handle(.key(.end))
    #expect(state.cursor == LiveCursor(utf8Offset: 6))
    #expect(state.screen.cursor.grapheme == .at(5))
  }

  /// A state can start with its cursor anywhere: inside a cluster it moves to the cluster's
  /// start; past the end, to the end.
  @Test func startingCursorIsAClusterStart() {
    let text = "Poke\u{301}mon"
    #expect(LiveState(text: text, cursorUTF8Offset: 4).cursor == LiveCursor(utf8Offset: 3))
    #expect(LiveState(text: text, cursorUTF8Offset: 6).cursor == LiveCursor(utf8Offset: 6))
    #expect(LiveState(text: text, cursorUTF8Offset: 0).cursor == LiveCursor(utf8Offset: 0))
    #expect(LiveState(text: text, cursorUTF8Offset: 99).cursor == LiveCursor(utf8Offset: 9))
  }

  @Test func tabCyclesTheUnit() {
    var state = LiveState(text: "")
    var units = [state.unit]
    for _ in 0..<4 {
      state.handle(.key(.tab))
      units.append(state.unit)
    }
    #expect(units == [.grapheme, .scalar, .utf16, .utf8, .grapheme])
  }
}
