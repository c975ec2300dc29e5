import UStrReport

/// What colour means in ustr's tables: the one place each meaning gets its look.
///
/// Only bold, dim, underline and the eight basic foreground colours are used (no backgrounds,
/// no 256-colour palette), so every style reads on dark and light terminals alike. Colour is
/// only ever added to text that is already terminal-safe, after its width was measured, so it
/// never moves a column.
///
///     TextStyle.isEnabled = true
///     TextStyle.failed.apply("FAIL")  // "\u{1B}[1;31mFAIL\u{1B}[0m"
enum TextStyle: CaseIterable {
  /// Column titles and section headings: dim.
  case heading
  /// A grapheme cluster's index and its first row (where a cluster boundary falls): bold.
  case clusterBoundary
  /// Invalid UTF-8 and what repaired it: bold red.
  case invalid
  /// A placeholder for an invisible character, a bidi control or a control (⟨U+202E⟩, ␛):
  /// magenta.
  case placeholder
  /// A combining mark (a scalar that joins the cluster before it): cyan.
  case combiningMark
  /// A cluster that changed (between the two texts of `compare`, or under normalization):
  /// yellow.
  case changed
  /// A failed check (selftest, `normalize --check`, a ✗ in `compare`): bold red.
  case failed
  /// A passed check: green.
  case passed
  /// A warning line ("! ..."), and a `scan` finding of severity warning: yellow.
  case warning
  /// A `scan` finding of severity error (its severity and rule id, the marked span, the caret
  /// under it): bold red.
  case error
  /// A `scan` finding of severity note: cyan.
  case note

  /// The SGR parameters of the style (ECMA-48 "Select Graphic Rendition").
  var parameters: String {
    switch self {
    case .heading: "2"
    case .clusterBoundary: "1"
    case .invalid: "1;31"
    case .placeholder: "35"
    case .combiningMark: "36"
    case .changed: "33"
    case .failed: "1;31"
    case .passed: "32"
    case .warning: "33"
    case .error: "1;31"
    case .note: "36"
    }
  }

  /// Whether styles are written: set once from `--color` and the environment
  /// (``ColorChoice``) before any output.
  nonisolated(unsafe) static var isEnabled = false

  /// `text` in this style when colour is on, else `text` itself. An empty text stays empty.
  func apply(_ text: String) -> String {
    guard Self.isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[\(parameters)m" + text + "\u{1B}[0m"
  }
}

extension Optional where Wrapped == TextStyle {
  /// `text` in the style, if there is one and colour is on.
  func apply(_ text: String) -> String { self?.apply(text) ?? text }
}

extension TextStyle {
  /// The style of a scalar's row: a placeholder for controls, bidi controls and invisible
  /// characters, a combining mark for marks, none for the rest.
  static func of(_ scalar: Unicode.Scalar) -> TextStyle? {
    if ScalarClass.isControl(scalar) || ScalarClass.isTerminalUnsafe(scalar)
      || ScalarClass.isInvisible(scalar)
    {
      return .placeholder
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return .combiningMark
    default: return nil
    }
  }

  /// The style of a `scan` finding's severity: its `severity[rule]`, marked span and caret.
  static func of(_ severity: ScanSeverity) -> TextStyle {
    switch severity {
    case .error: .error
    case .warning: .warning
    case .note: .note
    }
  }

  /// The style of a cluster shown by ``TerminalText/cluster(_:scalarLimit:)``: a placeholder
  /// when the shown text holds one (it differs from the cluster), else a cluster boundary.
  static func ofCluster(_ cluster: String, shown: String) -> TextStyle {
    cluster.unicodeScalars.elementsEqual(shown.unicodeScalars) ? .clusterBoundary : .placeholder
  }
}
