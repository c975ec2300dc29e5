import Foundation
import Testing
import UStrTestSupport

/// The committed man page and completion scripts (share/) follow the command definitions:
/// `Scripts/generate-man-and-completions.sh` writes them, and these tests fail when a command or
/// option changes without it being run.
@Suite("Man page and completion scripts match the commands")
struct ManualAndCompletionTests {
  static let share = SharedData.projectRoot.appendingPathComponent("share")
  static let regenerate = "run Scripts/generate-man-and-completions.sh"

  @Test(arguments: [("bash", "ustr.bash"), ("zsh", "_ustr"), ("fish", "ustr.fish")])
  func eachCompletionScriptIsWhatTheToolGenerates(_ shell: String, _ file: String) throws {
    let generated = try UStrBinary.run(["--generate-completion-script", shell])
    #expect(generated.exitCode == 0)
    let committed = try Data(contentsOf: Self.share.appendingPathComponent("completions/\(file)"))
    #expect(generated.stdout == committed, "share/completions/\(file) is stale: \(Self.regenerate)")
  }

  @Test func theManPageDescribesEveryCommandAndOption() throws {
    let manual = try String(contentsOf: Self.share.appendingPathComponent("man/man1/ustr.1"), encoding: .utf8)
    let commands = try Self.commands()
    #expect(commands.count >= 11, "\(commands)")
    for command in commands {
      #expect(manual.contains(".It Em \(command)\n"), "no section for \(command): \(Self.regenerate)")
      let help = try UStrBinary.run([command, "--help"]).stdoutText
      for option in Self.longOptions(inOptionsOf: help) where option != "help" {
        let pattern = #"(Fl |, )-\#(option)\b"#
        #expect(
          manual.range(of: pattern, options: .regularExpression) != nil,
          "ustr.1 lacks \(command) --\(option): \(Self.regenerate)")
      }
    }
  }

  /// The subcommands `ustr --help` lists.
  static func commands() throws -> [String] {
    let help = try UStrBinary.run(["--help"]).stdoutText
    guard let section = help.range(of: "SUBCOMMANDS:\n") else { return [] }
    let lines = help[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
    return lines.prefix { !$0.isEmpty }.compactMap { line in
      guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
      return line.split(separator: " ").first.map(String.init)
    }.filter { $0 != "help" }
  }

  /// The long option names in a help text's OPTIONS section: "--file" → "file".
  static func longOptions(inOptionsOf help: String) -> [String] {
    guard let section = help.range(of: "OPTIONS:\n") else { return [] }
    var names: [String] = []
    for line in help[section.upperBound...].split(separator: "\n") where line.hasPrefix("  -") {
      let entry = line.split(separator: " ", omittingEmptySubsequences: true)
        .prefix { $0.hasPrefix("-") || $0.hasPrefix("<") }
      // "--unit, --from <unit>", "--all-non-ascii/--minimal"
      for token in entry.flatMap({ $0.split(separator: "/") }) where token.hasPrefix("--") {
        names.append(String(token.dropFirst(2).filter { $0 != "," }))
      }
    }
    return names
  }
}
