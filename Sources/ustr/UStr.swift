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
    subcommands: [Inspect.self, Lengths.self, Offset.self, Slice.self, Sort.self, Escape.self, Versions.self]
  )

  /// Runs a command, turning bad input into one line on stderr and exit code 2.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as InputError {
      StandardError.writeLine("ustr: \(error.description)")
      UStr.exit(withError: ExitCode(2))
    } catch {
      UStr.exit(withError: error)
    }
  }
}

/// The version of this tool.
enum UStrVersion {
  static let current = "0.1.0"
}
