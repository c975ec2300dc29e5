/// One thing that happens to `ustr live`'s screen: a key, typed or pasted text, a new terminal
/// size, or the tick of the debounce clock that asks for the whole-text recount.
///
/// The terminal's bytes become events in ``LiveInputParser``; ``LiveState/handle(_:)`` turns
/// each event into the next state.
public enum LiveEvent: Hashable, Sendable {
  /// Text typed at the keyboard (one or more scalars, never a control character).
  case text(String)
  /// Text pasted between the terminal's bracketed-paste marks: inserted as it is, controls,
  /// newlines and escape sequences included.
  case paste(String)
  /// A key that is a command.
  case key(LiveKey)
  /// The terminal now has this size.
  case resize(LiveSize)
  /// The debounce clock fired: recount the whole text now.
  case tick
}

/// The keys `ustr live` acts on, named as on the keyboard.
public enum LiveKey: Hashable, Sendable {
  case left, right, up, down, home, end
  case backspace, tab, enter
  /// Ctrl-N: cycles the text through NFC, NFD, NFKC and NFKD.
  case controlN
  /// Ctrl-D: quits.
  case controlD
  /// A lone Esc (not the start of an escape sequence): quits.
  case escape
  /// F1: shows or hides the keys.
  case f1
  /// `?`: shows or hides the keys.
  case questionMark
}

/// A terminal's size in character cells.
public struct LiveSize: Hashable, Sendable {
  /// Lines on the screen.
  public var rows: Int
  /// Cells on a line.
  public var columns: Int

  /// A size of `rows` lines of `columns` cells.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}
