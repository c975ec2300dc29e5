import ArgumentParser
import CUStrMalloc
import UStrReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `ustr` command: shows what a piece of text really is.
@main
struct UStr: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ustr",
    abstract: "Shows what a piece of text really is: graphemes, scalars, UTF-16 and UTF-8, aligned.",
    discussion: """
      Text comes from the argument, --file PATH, or standard input. Exit codes: 0 success or \
      check passed; 1 a check failed; 2 bad input; 64 usage error; 74 the output could not be \
      written.
      """,
    version: UStrVersion.current,
    subcommands: [
      Inspect.self, Lengths.self, Compare.self, Normalize.self, Offset.self, Slice.self,
      Breaks.self, Sort.self, Escape.self, Char.self, Search.self, Print.self, Emoji.self,
      Scan.self, Encodings.self, Demojibake.self, Live.self, Versions.self, Selftest.self,
    ]
  )

  /// Runs a command, turning bad input into one line on stderr and exit code 2, and a failed
  /// write of the output into one line on stderr and exit code 74 (EX_IOERR).
  ///
  /// Every message is made terminal-safe before it is written: an error can quote what the user
  /// typed (an unknown option, a malformed escape), which may hold control characters.
  static func main() {
    StandardDescriptors.holdClosedOnes()
    // A closed pipe ends the process quietly, as it does a C filter (`ustr ... | head`).
    signal(SIGPIPE, SIG_DFL)
    keepWindowsInTheHeap()
    let code = runCommand()
    if code.rawValue == 74 {
      Pager.finish()
      UStr.exit(withError: code)
    }
    StandardOutput.endInputText()
    do {
      try StandardOutput.finish()
    } catch {
      StandardError.writeLine("ustr: " + TerminalText.safeKeepingLines(error.description))
      UStr.exit(withError: ExitCode(74))
    }
    UStr.exit(withError: code == .success ? nil : code)
  }

  /// Lets a freed window's buffers (a few MiB each: UTF-16 for ICU, normalized forms, a chunk)
  /// go back to the heap for the next window instead of back to the kernel.
  ///
  /// glibc maps each allocation over its threshold (128 KiB at first) on its own and unmaps it
  /// when freed, so a command that reads a large file window by window faults in fresh pages for
  /// every window (measured on 68 MB: `inspect` 88 000 page faults and 0.17 s of system time;
  /// with the thresholds raised 9 000 and 0.02 s, user time the same, 2 MB more peak memory).
  static func keepWindowsInTheHeap() {
    #if canImport(Glibc) && os(Linux)
      // Allocations under 32 MiB come from the heap; the heap's top is trimmed above 64 MiB.
      mallopt(M_MMAP_THRESHOLD, 32 << 20)
      mallopt(M_TRIM_THRESHOLD, 64 << 20)
    #endif
  }

  /// Parses the arguments and runs the command; returns the exit code.
  static func runCommand() -> ExitCode {
    let commands = configuration.subcommands.compactMap { $0.configuration.commandName }
    if let message = CommandSuggestion.message(for: Array(CommandLine.arguments.dropFirst()), commands: commands) {
      StandardError.writeLine("ustr: " + TerminalText.safeKeepingLines(message))
      StandardError.writeLine("Usage: ustr <subcommand>\n  See 'ustr --help' for more information.")
      return .validationFailure
    }
    do {
      var command = try parseCommand()
      try command.run()
      return .success
    } catch let error as InputError {
      StandardError.writeLine("ustr: " + TerminalText.safeKeepingLines(error.description))
      return ExitCode(2)
    } catch let error as OutputError {
      // The user quit the pager before the output ended: the command stops, quietly.
      if Pager.wasClosedEarly { return .success }
      StandardError.writeLine("ustr: " + TerminalText.safeKeepingLines(error.description))
      return ExitCode(74)
    } catch {
      let code = exitCode(for: error)
      let message = TerminalText.safeKeepingLines(fullMessage(for: error))
      if !message.isEmpty {
        if code == .success { StandardOutput.writeLine(message) } else { StandardError.writeLine(message) }
      }
      if code == .validationFailure, let hint = NegativeNumberHint.line(for: Array(CommandLine.arguments.dropFirst())) {
        StandardError.writeLine(TerminalText.safeKeepingLines(hint))
      }
      return code
    }
  }
}

extension UStr {
  /// Parses the command line. A subcommand named first is parsed on its own: the root parse
  /// also builds parsers for the completion-script flags and visits every subcommand, about a
  /// third of start-up (each command's configuration names `ustr` as its super-command, which
  /// skips that check and keeps "ustr inspect" in its usage line). Anything else, and any
  /// error or help request, goes through the root parse, so messages are the root's.
  static func parseCommand() throws -> ParsableCommand {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let name = arguments.first,
      let command = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
      let parsed = try? command.parseAsRoot(Array(arguments.dropFirst())),
      type(of: parsed) == command
    {
      return parsed
    }
    return try parseAsRoot()
  }
}

/// The version of this tool.
enum UStrVersion {
  static let current = "0.1.0"
}
