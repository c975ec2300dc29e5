import ArgumentParser
import UStrReport

/// The `ustr` command: shows what a piece of text really is.
@main
struct UStr: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ustr",
    abstract: "Shows what a piece of text really is: graphemes, scalars, UTF-16 and UTF-8, aligned.",
    discussion: """
      Text comes from the argument, --file PATH, or standard input. Exit codes: 0 success or \
      check passed; 1 a check failed; 2 bad input; 64 usage error.
      """,
    version: UStrVersion.current,
    subcommands: [
      Inspect.self, Lengths.self, Compare.self, Normalize.self, Offset.self, Slice.self,
      Breaks.self, Sort.self, Escape.self, Versions.self, Selftest.self,
    ]
  )

  /// Runs a command, turning bad input into one line on stderr and exit code 2.
  ///
  /// Every message is made terminal-safe before it is written: an error can quote what the user
  /// typed (an unknown option, a malformed escape), which may hold control characters.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as InputError {
      StandardError.writeLine("ustr: " + TerminalText.safeKeepingLines(error.description))
      UStr.exit(withError: ExitCode(2))
    } catch {
      let code = exitCode(for: error)
      let message = TerminalText.safeKeepingLines(fullMessage(for: error))
      if !message.isEmpty {
        if code == .success { print(message) } else { StandardError.writeLine(message) }
      }
      if code == .validationFailure, let hint = NegativeNumberHint.line(for: Array(CommandLine.arguments.dropFirst())) {
        StandardError.writeLine(TerminalText.safeKeepingLines(hint))
      }
      UStr.exit(withError: code)
    }
  }
}

/// The version of this tool.
enum UStrVersion {
  static let current = "0.1.0"
}
