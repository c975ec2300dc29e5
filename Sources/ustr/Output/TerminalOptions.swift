import ArgumentParser
import UStrReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The options every command shares about the terminal: colour, the pager and the width policy.
///
/// `validate()` records the choices (``TextStyle/isEnabled``, ``Pager/isWanted``, ``CellWidth/policy``) before the
/// command runs, so every writer sees them without passing them down.
struct TerminalOptions: ParsableArguments {
  @Option(
    name: .customLong("color"),
    help: """
      When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; \
      CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.
      """)
  var color: ColorChoice = .auto

  @Flag(help: "Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).")
  var noPager = false

  @Option(
    help: """
      How many terminal cells a grapheme cluster takes, for aligning tables and wrapping lines \
      (the README's "Cell widths" says which terminals draw which).
      """)
  var widthPolicy: WidthPolicy = .unicode

  func validate() throws {
    TextStyle.isEnabled = color.usesColor(
      environment: Self.environment, isTerminal: StandardOutput.isTerminal)
    Pager.isWanted = !noPager
    CellWidth.policy = widthPolicy
  }

  /// The process's environment variables.
  static var environment: [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let pair = String(cString: pointer)
      if let equals = pair.firstIndex(of: "=") {
        variables[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }
}
