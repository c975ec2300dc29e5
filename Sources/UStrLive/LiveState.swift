public import UStrCore
public import UStrICU
public import UStrReport

/// The state of `ustr live`'s screen: the text, the cursor, the unit the arrows move by, the
/// last normalization form applied, and what the model said of the whole text at the last
/// recount. This is the view model: it knows nothing of terminals; ``handle(_:)`` turns an event
/// into the next state and ``screen`` derives the typed content a view draws.
///
///     var state = LiveState(text: "")
///     for scalar in "Poke\u{301}mon".unicodeScalars { _ = state.handle(.text(String(scalar))) }
///     state.counts  // graphemes 7, scalars 8, utf16 8, utf8 9
///     _ = state.handle(.key(.left))
///     state.cursor  // utf8Offset 8: before "n"
///
/// A keystroke costs O(k) in the text near the cursor (a few checkpoints' worth of bytes),
/// never O(n): the counts are updated from the edited region, the clusters on screen are found
/// by walking from the nearest grapheme-boundary checkpoint, and the whole-text recount
/// (normalization, warnings, exact counts, new checkpoints) runs once per debounce on a text
/// over ``immediateRecountLimit`` bytes (``handle(_:)`` returns `true` to ask for it).
public struct LiveState: Sendable {
  /// The text being edited.
  public internal(set) var text: String
  /// Where the cursor is.
  public internal(set) var cursor: LiveCursor
  /// The unit the arrow keys and Backspace move by; Tab cycles it.
  public internal(set) var unit: TextView = .grapheme
  /// The normalization form Ctrl-N applied last (`nil`: the text as typed).
  public internal(set) var form: NormalizationForm?
  /// The terminal's size.
  public internal(set) var size: LiveSize
  /// Whether the list of keys is shown.
  public internal(set) var isShowingHelp = false
  /// Whether Esc or Ctrl-D asked to quit.
  public internal(set) var hasQuit = false
  /// A message for the status line (a refused normalization), cleared by the next key.
  public internal(set) var message: String?
  /// The counts of the whole text, kept up to date at every edit. The grapheme count comes from
  /// re-segmenting the edited region, exact but for long-range effects (a run of regional
  /// indicators) that the next recount settles.
  public internal(set) var counts: ViewCounts
  /// Normalization and warnings of the whole text at the last recount.
  public internal(set) var summary: LiveSummary
  /// Whether the text changed since the last recount (the summary is stale).
  public internal(set) var isRecountPending = false

  /// The line starts, edited in place at every change.
  var lines: LineIndex
  /// Grapheme-cluster boundaries about every ``checkpointSpacing`` bytes, with their offsets in
  /// every view, in increasing order; the first is the text's start.
  var checkpoints: [ViewCounts]

  /// Texts up to this many UTF-8 bytes are recounted at once at every edit; longer ones once
  /// per debounce.
  public static let immediateRecountLimit = 16 * 1024
  /// The distance in UTF-8 bytes between grapheme checkpoints.
  static let checkpointSpacing = 1024

  /// A state showing `text` with the cursor at `utf8Offset` (moved back to the start of the
  /// cluster it falls in), or at the end when `nil`.
  ///
  /// - Complexity: O(n): one recount.
  public init(text: String, cursorUTF8Offset utf8Offset: Int? = nil, size: LiveSize = LiveSize(rows: 24, columns: 80)) {
    self.text = text
    self.size = size
    cursor = LiveCursor(utf8Offset: text.utf8.count)
    lines = LineIndex(text)
    checkpoints = [.zero]
    counts = .zero
    summary = LiveSummary()
    recount()
    if let utf8Offset, utf8Offset < text.utf8.count {
      let requested = LiveCursor(utf8Offset: max(0, utf8Offset))
      cursor = LiveCursor(utf8Offset: cluster(holding: requested)?.utf8Range.lowerBound ?? text.utf8.count)
    }
  }

  /// Applies `event`; returns whether a whole-text recount should follow after the debounce
  /// delay (a text over ``immediateRecountLimit`` bytes changed).
  ///
  /// - Complexity: O(k), k the bytes between the cursor and its nearest checkpoints, for keys
  ///   and typing; O(n) for `.tick`, Ctrl-N, and any edit of a short text.
  @discardableResult
  public mutating func handle(_ event: LiveEvent) -> Bool {
    message = nil
    switch event {
    case .text(let typed): return edit(insert: typed)
    case .paste(let pasted): return edit(insert: pasted)
    case .invalidUTF8(let report): message = Self.describe(report, insertedAt: cursor.utf8Offset - report.repairedUTF8Count)
    case .resize(let newSize): size = newSize
    case .tick: if isRecountPending { recount() }
    case .key(let key): return handle(key)
    }
    return false
  }

  private mutating func handle(_ key: LiveKey) -> Bool {
    switch key {
    case .left: cursor = position(before: cursor, by: unit)
    case .right: cursor = position(after: cursor, by: unit)
    case .home: cursor = LiveCursor(utf8Offset: 0)
    case .end: cursor = LiveCursor(utf8Offset: text.utf8.count)
    case .up, .down: break
    case .tab: unit = unit.next
    case .enter: return edit(insert: "\n")
    case .backspace:
      let start = position(before: cursor, by: unit)
      if start != cursor { return replace(from: start, to: cursor, with: "") }
    case .controlN: cycleForm()
    case .controlD, .escape: hasQuit = true
    case .f1, .questionMark: isShowingHelp.toggle()
    }
    return false
  }

  private mutating func edit(insert inserted: String) -> Bool {
    replace(from: cursor, to: cursor, with: inserted)
  }

  /// The status line for ill-formed UTF-8 in text inserted at `utf8Offset`: each sequence's
  /// bytes, what is wrong with them, and where its U+FFFD now is in the text.
  ///
  ///     "pasted bytes not UTF-8, now U+FFFD: FF (byte never valid in UTF-8) at utf8 12"
  static func describe(_ report: LiveInvalidInput, insertedAt utf8Offset: Int) -> String {
    let shown = report.sequences.prefix(3).map { sequence in
      "\(sequence.hexBytes.joined(separator: " ")) (\(sequence.kind.explanation)) at utf8 "
        + "\(utf8Offset + sequence.repairedUTF8Offset)"
    }
    let more = report.sequences.count > 3 ? ", and \(report.sequences.count - 3) more" : ""
    return "\(report.wasPasted ? "pasted" : "typed") bytes not UTF-8, now U+FFFD: "
      + shown.joined(separator: ", ") + more
  }
}

/// What the last whole-text recount found beyond the counts.
public struct LiveSummary: Hashable, Sendable {
  /// The four normalization forms' counts and whether the text is in each; `nil` when ICU
  /// refused the text.
  public var normalization: NormalizationReport?
  /// The warnings of `ustr inspect`.
  public var warnings: [Warning] = []
  /// The engines and their Unicode versions.
  public var engines: Engines = .current
}

extension TextView {
  /// The unit after this one in the order Tab cycles: grapheme, scalar, UTF-16, UTF-8.
  var next: TextView {
    switch self {
    case .grapheme: .scalar
    case .scalar: .utf16
    case .utf16: .utf8
    case .utf8: .grapheme
    }
  }
}
