import ArgumentParser
import UStrCore
import UStrReport

/// `ustr escape`: the text as a string literal in a programming language.
struct Escape: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "escape",
    _superCommandName: "ustr",
    abstract: "Write the text as a string literal in Swift, Java, JavaScript, JSON, Python, Rust, C, C#, HTML or a URL.",
    discussion: """
      Prints the literal, quotes included, on standard output and the traps to know for that \
      language (Java's four-digit \\u, Python's \\x being a code point...) on standard error. \
      By default every scalar outside printable ASCII is escaped, so the literal is plain ASCII; \
      --minimal escapes only what is invisible or unsafe to paste. Text from standard input \
      keeps its final newline: use --escapes or an argument to leave it out.
      """)

  @Option(help: "swift, java, js, json, python, rust, c, csharp, html or url.")
  var lang: LiteralLanguage

  @Flag(help: "Escape every scalar outside printable ASCII (the default), or only invisible and unsafe ones.")
  var escaping: EscapingFlag = .allNonASCII

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  enum EscapingFlag: String, EnumerableFlag {
    case allNonASCII
    case minimal

    static func name(for value: Self) -> NameSpecification {
      value == .allNonASCII ? .customLong("all-non-ascii") : .long
    }

    var escaping: LiteralEscaping { self == .minimal ? .minimal : .nonASCII }
  }

  func validate() throws {
    try output.validateColumns([])
  }

  func run() throws {
    let text = try input.read()
    var report = EscapeReport(
      text: text.text, language: lang, escaping: escaping.escaping,
      invalid: text.decoding.invalid)
    report.invalidUTF8Count = text.decoding.invalidCount
    switch output.format {
    case .table:
      // --minimal keeps printable non-ASCII raw; everything unsafe for a terminal is escaped.
      StandardOutput.writeInputText(report.literal, terminator: "\n")
      text.warnIfRepaired()
      for warning in report.warnings {
        StandardError.writeLine("ustr: warning: \(warning.message)")
      }
    case .json, .jsonl: try StandardOutput.writeJSON(report, format: output.format)
    }
  }
}
