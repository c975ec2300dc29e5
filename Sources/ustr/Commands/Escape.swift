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

  /// Streams the literal: each piece of the input is escaped as it is read, so a file of any
  /// size is written in bounded memory (the traps and the invalid input are known at the end,
  /// where the table prints them on stderr and the JSON has them after the literal).
  func run() throws {
    var writer = LiteralWriter(language: lang, escaping: escaping.escaping)
    switch output.format {
    case .table:
      // --minimal keeps printable non-ASCII raw; everything unsafe for a terminal is escaped.
      StandardOutput.writeInputText(writer.opening)
      let read = try input.stream { piece in
        StandardOutput.writeInputText(writer.append(piece))
        try StandardOutput.stopIfFailed()
      }
      StandardOutput.writeInputText(writer.closing, terminator: "\n")
      read.warnIfRepaired()
      for warning in writer.warnings {
        StandardError.writeLine("ustr: warning: \(warning.message)")
      }
    case .json, .jsonl:
      // The members of `EscapeReport`, in its order, with the literal written as it comes.
      try StandardOutput.writeJSONDocument(format: output.format, startsWithVersions: true) { json in
        try json.member("language", lang.rawValue)
        try json.member("escaping", escaping.escaping.rawValue)
        var read: StreamedInput?
        try json.member("literal") { append in
          append(writer.opening)
          read = try input.stream { piece in
            append(writer.append(piece))
            try StandardOutput.stopIfFailed()
          }
          append(writer.closing)
        }
        try json.member("warnings", writer.warnings)
        try json.member("invalidUTF8Count", read?.invalid.count ?? 0)
        try json.member("invalidUTF8", read?.invalid.listed ?? [])
      }
    }
  }
}
