public import UStrCore

/// One thing that happens to `ustr live`'s screen: a key, typed or pasted text, bytes in it that
/// were not UTF-8, a new terminal size, or the tick of the debounce clock that asks for the
/// whole-text recount.
///
/// The terminal's bytes become events in ``LiveInputParser``; ``LiveState/handle(_:)`` turns
/// each event into the next state.
public enum LiveEvent: Hashable, Sendable {
  /// Text typed at the keyboard (one or more scalars, never a control character).
  case text(String)
  /// Text pasted between the terminal's bracketed-paste marks: inserted as it is, controls,
  /// newlines and escape sequences included.
  case paste(String)
  /// The typed or pasted text just before this event held bytes that are not UTF-8; each
  /// ill-formed sequence is in that text as U+FFFD, and is reported.
  case invalidUTF8(LiveInvalidInput)
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

/// The ill-formed UTF-8 in one typed or pasted text: where each sequence was in the bytes the
/// terminal sent, and how long the repaired text is (so the state can say where each U+FFFD
/// landed in its own text).
///
/// Pasting the bytes `61 FF 62` gives `.paste("a\u{FFFD}b")` and then this, with one sequence
/// (`FF` at byte 1, an invalid byte) and `repairedUTF8Count` 5.
public struct LiveInvalidInput: Hashable, Sendable {
  /// Every ill-formed sequence, offsets counted in the bytes of that text.
  public var sequences: [InvalidUTF8Sequence]
  /// The UTF-8 length of the repaired text that was inserted.
  public var repairedUTF8Count: Int
  /// Whether the text was pasted (else typed).
  public var wasPasted: Bool

  /// A report of `sequences` in a text of `repairedUTF8Count` bytes once repaired.
  public init(sequences: [InvalidUTF8Sequence], repairedUTF8Count: Int, wasPasted: Bool) {
    self.sequences = sequences
    self.repairedUTF8Count = repairedUTF8Count
    self.wasPasted = wasPasted
  }
}
