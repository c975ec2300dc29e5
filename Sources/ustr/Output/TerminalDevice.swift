#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the executable asks of a terminal device: whether a descriptor is one, and its size.
/// All of the output side's terminal `ioctl`s are here (raw mode, for `ustr live`, lives apart).
enum TerminalDevice {
  /// A terminal's size in character cells.
  struct Size: Equatable {
    var columns: Int
    var rows: Int
  }

  /// Whether `descriptor` is a terminal (not a pipe, a file or /dev/null).
  /// The corresponding C function is `isatty`.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The size of the terminal on `descriptor`; `nil` when it is not a terminal or reports no
  /// size (0 × 0, as a pty that was never sized does).
  /// The corresponding C call is `ioctl(descriptor, TIOCGWINSZ, &size)`.
  static func size(of descriptor: Int32) -> Size? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Size(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
