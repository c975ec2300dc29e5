public import UStrCore
public import UStrICU
public import UStrReport

/// Everything `ustr live` shows, as typed values derived from a ``LiveState``: the view draws
/// these and computes nothing.
public struct LiveScreen: Hashable, Sendable {
  /// The unit the arrows move by.
  public var unit: TextView
  /// The normalization form Ctrl-N applied last, `nil` for the text as typed.
  public var form: NormalizationForm?
  /// The terminal's size.
  public var size: LiveSize
  /// Whether the list of keys is shown.
  public var isShowingHelp: Bool
  /// A message for the status line.
  public var message: String?
  /// The clusters of the text around the cursor, for the text line.
  public var textClusters: [GraphemeCluster]
  /// Whether the text goes on before `textClusters`.
  public var textContinuesBefore: Bool
  /// Whether the text goes on after `textClusters`.
  public var textContinuesAfter: Bool
  /// The fewer clusters around the cursor shown aligned with their scalars and code units.
  public var alignedClusters: [GraphemeCluster]
  /// Where the cursor is, in every view.
  public var cursor: LivePosition
  /// The counts of the whole text.
  public var counts: ViewCounts
  /// Whether the whole-text recount is still to come (the grapheme count, normalization and
  /// warnings may be those of the text before the last edit).
  public var isRecountPending: Bool
  /// The scalar at the cursor (after it, or the one it splits), `nil` at the end.
  public var scalar: CharacterCard?
  /// The four normalization forms' counts and whether the text is in each.
  public var normalization: NormalizationReport?
  /// The warnings of `ustr inspect`.
  public var warnings: [Warning]
  /// The engines and their Unicode versions.
  public var engines: Engines

  /// The keys and what they do, for the help.
  public static let keys: [(keys: String, action: String)] = [
    ("type, paste", "edit the text (a paste is text: newlines and escapes included)"),
    ("Left, Right", "move the cursor one unit"),
    ("Tab", "cycle the unit: grapheme, scalar, UTF-16 unit, UTF-8 byte"),
    ("Home, End", "go to the start, the end"),
    ("Backspace", "delete one unit before the cursor"),
    ("Ctrl-N", "normalize the text: NFC, NFD, NFKC, NFKD in turn"),
    ("F1, ?", "show or hide these keys"),
    ("Esc, Ctrl-D", "quit"),
  ]
}

/// The cursor's place in every view.
///
/// For "Poke\u{301}mon" with the cursor after "e" (moved by scalar), `grapheme` is
/// `.inside(3)` (inside "é"), `scalar` `.at(4)`, `utf16` `.at(4)`, `utf8` `.at(4)`.
public struct LivePosition: Hashable, Sendable {
  /// The position in grapheme clusters.
  public var grapheme: LiveOffset
  /// The position in Unicode scalars.
  public var scalar: LiveOffset
  /// The position in UTF-16 code units.
  public var utf16: LiveOffset
  /// The position in UTF-8 bytes.
  public var utf8: LiveOffset
  /// The line (from 0) holding the cursor.
  public var line: Int
  /// The column in each view on that line (`nil` where the cursor is not a boundary).
  public var columns: LineColumns
  /// The raw cursor.
  public var cursor: LiveCursor

  /// The position in `view`.
  public subscript(view: TextView) -> LiveOffset {
    switch view {
    case .grapheme: grapheme
    case .scalar: scalar
    case .utf16: utf16
    case .utf8: utf8
    }
  }
}

/// An offset in one view: at a boundary, or inside the unit that starts at an offset.
public enum LiveOffset: Hashable, Sendable {
  /// At the boundary with this many units before it.
  case at(Int)
  /// Inside the unit at this offset (a cluster, scalar or surrogate pair that the cursor
  /// splits).
  case inside(Int)
}
