import Foundation
import Testing
import UStrTestSupport

/// Usage errors name what was wrong and what was probably meant, and exit 64.
@Suite("Usage errors, end to end")
struct UsageErrorTests {
  @Test(arguments: [
    (["inspcet", "x"], "unknown command 'inspcet'. Did you mean 'inspect'?"),
    (["lenghts"], "unknown command 'lenghts'. Did you mean 'lengths'?"),
    (["nromalize", "x"], "unknown command 'nromalize'. Did you mean 'normalize'?"),
    (["help", "inspct"], "no help for 'inspct': it is not a command. Did you mean 'inspect'?"),
  ])
  func aMistypedCommandIsNamedWithTheNearestOne(_ arguments: [String], _ message: String) throws {
    let result = try UStrBinary.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrText.hasPrefix("ustr: " + message + "\n"), "\(result.stderrText)")
  }

  @Test(arguments: [["frobnicate"], ["help", "bogus"], ["Pokémon"]])
  func aWordFarFromEveryCommandListsTheCommands(_ arguments: [String]) throws {
    let result = try UStrBinary.run(arguments)
    #expect(result.exitCode == 64)
    let firstLine = result.stderrText.split(separator: "\n").first.map(String.init) ?? ""
    #expect(firstLine.contains("(commands: inspect, lengths, compare,"), "\(firstLine)")
    #expect(!firstLine.contains("Did you mean"))
  }

  @Test func anUnknownCommandIsShownTerminalSafe() throws {
    let result = try UStrBinary.run(["\u{1B}[31mred"])
    #expect(result.exitCode == 64)
    #expect(!result.stderr.contains(0x1B))
  }

  @Test(arguments: [["help", "inspect"], ["help"], ["--version"], ["inspect", "x"]])
  func commandsAndHelpStillWork(_ arguments: [String]) throws {
    let result = try UStrBinary.run(arguments)
    #expect(result.exitCode == 0, "\(arguments): \(result.stderrText)")
    #expect(!result.stdout.isEmpty)
  }

  @Test func aMistypedOptionIsNamedWithTheNearestOne() throws {
    let result = try UStrBinary.run(["inspect", "--fromat", "json", "x"])
    #expect(result.exitCode == 64)
    #expect(result.stderrText.contains("Did you mean '--format'?"))
  }
}

/// A subcommand named first is parsed on its own (a faster start); its help and its errors must
/// read exactly as the root parse writes them.
@Suite("Subcommands parsed on their own, end to end")
struct SubcommandParseTests {
  static let commands = [
    "inspect", "lengths", "compare", "normalize", "offset", "slice", "breaks", "sort", "escape",
    "versions", "selftest", "scan", "encodings", "demojibake", "char", "search", "print", "emoji",
    "live",
  ]

  @Test("Each subcommand's help names it under ustr", arguments: commands)
  func helpNamesTheCommandUnderUStr(_ command: String) throws {
    let direct = try UStrBinary.run([command, "--help"])
    let viaHelp = try UStrBinary.run(["help", command])
    #expect(direct.exitCode == 0)
    #expect(direct.stdoutText.contains("USAGE: ustr \(command)"), "\(direct.stdoutText.prefix(300))")
    #expect(direct.stdoutText == viaHelp.stdoutText)
  }

  @Test("A bad command line of each subcommand is a usage error that names ustr and the command", arguments: commands)
  func unknownOptionIsAUsageErrorUnderUStr(_ command: String) throws {
    let result = try UStrBinary.run([command, "--no-such-option"])
    #expect(result.exitCode == 64)
    #expect(result.stderrText.contains("Usage: ustr \(command)"), "\(result.stderrText)")
  }
}

/// `--columns` names are checked before anything is written: an unknown name is a usage error
/// that lists the command's columns and, when one is close, the column meant.
@Suite("Column names, end to end")
struct ColumnNameTests {
  /// Every command with `--columns`, with arguments it runs with; `--columns` goes last.
  static let commands: [[String]] = [
    ["inspect", "x"], ["lengths", "x"], ["compare", "a", "b"], ["normalize", "--check", "x"],
    ["offset", "--unit", "utf8", "0", "x"], ["slice", "--unit", "utf8", "--range", "0..<1", "x"], ["breaks", "x"],
    ["escape", "--lang", "swift", "x"], ["char", "x"], ["search", "arrow"], ["print", "U+41..U+42"],
    ["emoji", "cat"], ["encodings"], ["demojibake", "x"], ["versions"], ["selftest"],
  ]

  @Test("An unknown column is a usage error before any output", arguments: commands)
  func anUnknownColumnStopsTheCommand(_ arguments: [String]) throws {
    let result = try UStrBinary.run(arguments + ["--columns", "nosuchcolumn"])
    #expect(result.exitCode == 64, "\(arguments): \(result.stderrText)")
    #expect(result.stdout.isEmpty, "\(arguments)")
    #expect(result.stderrText.contains("--columns"), "\(result.stderrText)")
    #expect(result.stderrText.contains("Usage: ustr \(arguments[0])"), "\(result.stderrText)")
  }

  @Test func theErrorListsTheColumnsAndTheNearestOne() throws {
    let result = try UStrBinary.run(["inspect", "--columns", "index,nmae", "x"])
    #expect(result.exitCode == 64)
    #expect(
      result.stderrText.hasPrefix(
        "Error: unknown column 'nmae' for --columns. Did you mean 'name'? (columns: index, cluster, "
          + "width, code-point, name, cat, script, scx, block, eaw, bidi, mirrored, age, cells, ccc, dt, nv, "
          + "emoji, gcb, incb, wb, sb, lb, hst, utf16-units, utf8-bytes, scalar, utf16, utf8, input, swift, java)\n"),
      "\(result.stderrText)")
  }

  @Test func aCommandWithoutPickableColumnsSaysSo() throws {
    let result = try UStrBinary.run(["lengths", "--columns", "value", "x"])
    #expect(result.exitCode == 64)
    #expect(result.stderrText.hasPrefix("Error: --columns: this command has no table whose columns can be picked\n"))
  }

  @Test(arguments: [
    (["inspect", "x"], "index,code-point,utf8"), (["breaks", "--explain", "x"], "scalar,rule"),
    (["search", "arrow", "--limit", "1"], "code-point,name"), (["compare", "a", "b"], "side,utf8"),
    (["normalize", "--check", "x"], "form,in-form"), (["selftest"], "engine,result"),
  ])
  func knownColumnsStillWork(_ arguments: [String], _ columns: String) throws {
    let result = try UStrBinary.run(arguments + ["--columns", columns])
    #expect(result.exitCode <= 1, "\(arguments): \(result.stderrText)")
    #expect(!result.stdout.isEmpty)
  }

  @Test func anEmptyNameIsAUsageError() throws {
    let result = try UStrBinary.run(["inspect", "--columns", "index,,name", "x"])
    #expect(result.exitCode == 64)
    #expect(result.stderrText.hasPrefix("Error: --columns has an empty name between commas"))
  }
}
