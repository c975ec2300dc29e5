import AsyncAlgorithms

/// The binding between ``LiveState`` and a view: events arrive as an asynchronous sequence, each
/// is applied to the state, and the new ``LiveScreen`` is handed to `draw`; an edit of a long
/// text asks for a whole-text recount, which arrives as a `.tick` event after the text has been
/// still for `debounce` on `clock` (a paste of 100 KB is recounted once, not once per chunk).
///
/// The clock is injected: the terminal passes `ContinuousClock`, tests a `TestClock` they
/// advance by hand, so no test waits for real time.
///
///     let session = LiveSession(clock: ContinuousClock())
///     let final = await session.run(LiveState(text: "abc"), events: events) { screen in draw(screen) }
public struct LiveSession<C: Clock>: Sendable where C.Duration == Duration {
  /// The clock the debounce waits on.
  public let clock: C
  /// How long the text must be still before a long text is recounted.
  public let debounce: Duration

  /// A session waiting `debounce` on `clock` before each recount.
  public init(clock: C, debounce: Duration = .milliseconds(80)) {
    self.clock = clock
    self.debounce = debounce
  }

  /// Applies `events` to `state` until the user quits or the events end, drawing the first
  /// screen and the screen after each event; returns the last state.
  public func run<Events: AsyncSequence & Sendable>(
    _ state: LiveState, events: Events, draw: (LiveScreen) async -> Void
  ) async -> LiveState where Events.Element == LiveEvent, Events.Failure == Never {
    var state = state
    let (recounts, recount) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    defer { recount.finish() }
    let ticks = recounts.debounce(for: debounce, clock: clock).map { @Sendable _ in LiveEvent.tick }
    // `merge` ends when both sequences do: when the events end, end the recounts too.
    let (inbox, forward) = AsyncStream<LiveEvent>.makeStream()
    let feeder = Task {
      for await event in events { forward.yield(event) }
      forward.finish()
      recount.finish()
    }
    defer { feeder.cancel() }
    await draw(state.screen)
    for await event in merge(inbox, ticks) {
      let needsRecount = state.handle(event)
      if state.hasQuit { break }
      if needsRecount { recount.yield() }
      await draw(state.screen)
    }
    return state
  }
}
