import Clocks
import Synchronization
import Testing
import UStrCore
import UStrLive

/// The session applies events and draws; a long text's recount waits for the debounce on the
/// injected clock, which the test advances by hand.
@Suite("Live: session")
struct LiveSessionTests {
  final class Screens: Sendable {
    let drawn = Mutex<[LiveScreen]>([])
    var count: Int { drawn.withLock { $0.count } }
    var last: LiveScreen? { drawn.withLock { $0.last } }
    func append(_ screen: LiveScreen) { drawn.withLock { $0.append(screen) } }

    /// Yields until `count` screens are drawn (a bounded number of times, not a time).
    func waitFor(_ count: Int) async {
      for _ in 0..<100_000 where self.count < count { await Task.yield() }
    }
  }

  @Test func typingDrawsAScreenPerEvent() async {
    let (events, input) = AsyncStream<LiveEvent>.makeStream()
    let screens = Screens()
    let session = LiveSession(clock: TestClock())
    let run = Task { await session.run(LiveState(text: ""), events: events) { screens.append($0) } }
    for scalar in "Poke\u{301}mon".unicodeScalars { input.yield(.text(String(scalar))) }
    input.yield(.key(.escape))
    let final = await run.value
    #expect(final.hasQuit)
    #expect(screens.count == 9)
    #expect(screens.last?.counts == ViewCounts(graphemes: 7, scalars: 8, utf16: 8, utf8: 9))
  }

  @Test func longPasteIsRecountedAfterTheDebounce() async {
    let clock = TestClock()
    let (events, input) = AsyncStream<LiveEvent>.makeStream()
    let screens = Screens()
    let session = LiveSession(clock: clock, debounce: .milliseconds(80))
    let long = String(repeating: "abc ", count: 10_000)
    let run = Task { await session.run(LiveState(text: long), events: events) { screens.append($0) } }
    await screens.waitFor(1)
    input.yield(.paste("e\u{301}"))
    await screens.waitFor(2)
    #expect(screens.last?.isRecountPending == true)
    #expect(screens.last?.normalization?.nfc.isNormalized == true)  // the stale summary
    // Advance until the tick's screen arrives: the debounce may register its sleep a little
    // after the paste's screen is drawn.
    for _ in 0..<1000 where screens.count < 3 {
      await clock.advance(by: .milliseconds(80))
      await Task.yield()
    }
    #expect(screens.count == 3)
    #expect(screens.last?.isRecountPending == false)
    #expect(screens.last?.normalization?.nfc.isNormalized == false)
    input.finish()
    _ = await run.value
  }
}
