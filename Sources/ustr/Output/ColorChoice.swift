import ArgumentParser

/// When to write colour: the `--color` option, as ripgrep, git and ls spell it.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  /// Colour when standard output is a terminal whose `TERM` is not `dumb`.
  case auto
  /// Colour even in a pipe or a file (`less -R`, a test).
  case always
  /// No colour.
  case never

  /// Whether to colour, by the choice and the environment, in this order: `--color always` or
  /// `never` decides; else `NO_COLOR` set to anything non-empty turns colour off
  /// (no-color.org); else `CLICOLOR_FORCE` set and not `0` turns it on; else colour when
  /// `isTerminal` and `TERM` is set and not `dumb`.
  ///
  ///     ColorChoice.auto.usesColor(environment: ["TERM": "xterm"], isTerminal: true)   // true
  ///     ColorChoice.auto.usesColor(environment: ["TERM": "xterm", "NO_COLOR": "1"], isTerminal: true)  // false
  ///     ColorChoice.auto.usesColor(environment: ["CLICOLOR_FORCE": "1"], isTerminal: false)  // true
  func usesColor(environment: [String: String], isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
      guard isTerminal, let term = environment["TERM"], !term.isEmpty else { return false }
      return term != "dumb"
    }
  }
}
