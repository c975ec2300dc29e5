import Dispatch
import UStrLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// All of `ustr live`'s contact with the terminal, in one place: raw mode, the alternate screen,
/// bracketed paste, the window size, the signals that must restore the terminal, and the reader
/// that turns input bytes into events.
///
/// `enter()` saves the terminal's modes and switches; `leave()` puts everything back. SIGTERM,
/// SIGINT and SIGHUP restore the terminal too (in the handler, with async-signal-safe calls
/// only) and end the process with exit status 0; SIGWINCH wakes the reader, which sends a
/// `.resize` event.
enum Terminal {
  /// The modes to restore.
  nonisolated(unsafe) private static var saved = termios()
  /// Whether `enter()` changed the terminal and `leave()` has not restored it.
  nonisolated(unsafe) private static var isEntered = false
  /// SIGWINCH writes a byte here to wake the reader: [read end, write end].
  nonisolated(unsafe) private static var wakePipe: [Int32] = [-1, -1]
  /// The bytes that leave the alternate screen, kept where a signal handler can reach them
  /// without allocating.
  nonisolated(unsafe) private static var leaveBytes: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)

  /// Alternate screen on, bracketed paste on, terminal cursor hidden (the view draws its own).
  private static let enterSequence = "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l\u{1B}[2J"
  /// Bracketed paste off, cursor shown, alternate screen off.
  private static let leaveSequence = "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  /// Whether standard input and standard output are both terminals.
  ///
  /// The corresponding C function is `isatty`.
  static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// The terminal's size (24 x 80 when it does not say).
  ///
  /// The corresponding C function is `ioctl(TIOCGWINSZ)`.
  static func size() -> LiveSize {
    var window = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else {
      return LiveSize(rows: 24, columns: 80)
    }
    return LiveSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
  }

  /// Saves the terminal's modes, switches to raw mode (no echo, no line editing; Ctrl-C still
  /// signals), the alternate screen and bracketed paste, and installs the signal handlers.
  ///
  /// The corresponding C functions are `tcgetattr` and `tcsetattr`.
  static func enter() {
    guard tcgetattr(0, &saved) == 0 else { return }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | ISTRIP)
    tcsetattr(0, TCSAFLUSH, &raw)
    let bytes = Array(leaveSequence.utf8)
    leaveBytes = .allocate(capacity: bytes.count)
    _ = leaveBytes.initialize(from: bytes)
    pipe(&wakePipe)
    isEntered = true
    signal(SIGWINCH) { _ in
      var byte: UInt8 = 1
      _ = write(Terminal.wakePipe[1], &byte, 1)
    }
    // A parent may have blocked these (a mask is inherited): they must reach the handlers.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signalNumber in [SIGTERM, SIGINT, SIGHUP, SIGWINCH] { sigaddset(&unblocked, signalNumber) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
      signal(signalNumber) { _ in
        Terminal.restore()
        _exit(0)
      }
    }
    writeAll(Array(enterSequence.utf8))
  }

  /// Puts the terminal back as `enter()` found it.
  static func leave() {
    for signalNumber in [SIGTERM, SIGINT, SIGHUP, SIGWINCH] { signal(signalNumber, SIG_DFL) }
    restore()
  }

  /// Leaves the alternate screen and restores the saved modes: `write` and `tcsetattr` only,
  /// so that a signal handler may call it.
  private static func restore() {
    guard isEntered else { return }
    isEntered = false
    _ = write(1, leaveBytes.baseAddress, leaveBytes.count)
    // TCSANOW: after a hangup there is no reader left to drain the output for TCSAFLUSH.
    tcsetattr(0, TCSANOW, &saved)
  }

  /// Writes `bytes` to standard output, retrying short writes; returns whether all went.
  ///
  /// The corresponding C function is `write`.
  @discardableResult
  static func writeAll(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }

  /// The events of standard input: a reader thread polls the terminal and the SIGWINCH pipe,
  /// feeds the bytes to a ``LiveInputParser`` (flushing it after 30 ms of quiet, so a lone
  /// Esc is a key) and sends `.resize` on SIGWINCH. The sequence ends when the input does.
  ///
  /// The corresponding C functions are `poll` and `read`.
  static func events() -> AsyncStream<LiveEvent> {
    let (events, continuation) = AsyncStream<LiveEvent>.makeStream()
    let wake = wakePipe[0]
    DispatchQueue.global().async {
      var parser = LiveInputParser()
      var buffer = [UInt8](repeating: 0, count: 4096)
      var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
      while true {
        let ready = poll(&fds, nfds_t(wake >= 0 ? 2 : 1), parser.isWaiting ? 30 : -1)
        if ready < 0 {
          if errno == EINTR { continue }
          break
        }
        if ready == 0 {
          for event in parser.flush() { continuation.yield(event) }
          continue
        }
        if fds[1].revents & Int16(POLLIN) != 0 {
          _ = read(wake, &buffer, buffer.count)
          continuation.yield(.resize(size()))
        }
        if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
          let count = read(0, &buffer, buffer.count)
          if count <= 0 {
            if count < 0, errno == EINTR { continue }
            break
          }
          for event in parser.feed(buffer[0..<count]) { continuation.yield(event) }
        }
      }
      continuation.finish()
    }
    return events
  }
}
