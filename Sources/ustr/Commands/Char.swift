import ArgumentParser
import UStrCore
import UStrReport

/// `ustr char`: every property of each scalar of a text, or of code points named `U+XXXX`.
struct Char: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "char",
    _superCommandName: "ustr",
    abstract: "Show every property of each character: name, aliases, script, block, age, bidi, width, decomposition, case, breaks, confusables, literals.",
    discussion: """
      Give a text (one argument, --file or standard input) or code points (U+00E9 U+301 ...). \
      Each scalar gets a card and each grapheme cluster a line. Each property comes from the \
      newest engine that has it (the reference tables generated from the newest Unicode \
      Character Database, the standard library, ICU); where engines answer differently, every \
      answer is shown with its engine and Unicode version. Rows stream: a file or standard \
      input is read a chunk at a time and each card is written as its cluster is read; JSON \
      Lines writes a grapheme message per cluster followed by a scalar message per card.
      """)

  @Argument(help: "The text, or code points written U+XXXX. Omit to read --file or standard input.")
  var items: [String] = []

  @Option(name: .long, help: "Read the text from a file ('-' for standard input).")
  var file: String?

  @OptionGroup var decoding: DecodingOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "The most scalars to show a card for; the rest are counted. Default: 100 in the table, every one in JSON and JSON Lines.")
  var limit: Int?

  @Flag(help: "Show a card for every scalar, however large the input.")
  var all = false

  func validate() throws {
    try output.validateColumns([])
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    if !items.isEmpty && file != nil {
      throw ValidationError("Give the text as an argument or with --file, not both.")
    }
    if items.count > 1 && Self.codePoints(items) == nil {
      throw ValidationError(
        "Give one text, or code points written U+XXXX (quote a text with spaces).")
    }
  }

  /// The scalars of arguments that are all `U+XXXX`, or `nil`.
  static func codePoints(_ items: [String]) -> [Unicode.Scalar]? {
    var scalars: [Unicode.Scalar] = []
    for item in items {
      guard item.hasPrefix("U+") || item.hasPrefix("u+") else { return nil }
      guard let value = UInt32(item.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value)
      else { return nil }
      scalars.append(scalar)
    }
    return scalars.isEmpty ? nil : scalars
  }

  func run() throws {
    var stream = CharStream(scalarLimit: scalarLimit)
    var sink: any CharSink =
      switch output.format {
      case .table: CharTableSink()
      case .json: CharJSONSink()
      case .jsonl: CharJSONLinesSink()
      }
    try sink.begin(stream.header)
    let invalid: InvalidUTF8List
    let warnIfRepaired: () -> Void
    if items.isEmpty {
      // A file or standard input is read a chunk at a time: rows go out as the text comes in.
      var input = try TextInputOptions.parse(["--file", file ?? "-"])
      input.decoding = decoding
      let read = try input.stream(paused: { sink.paused() }) { text in
        try stream.append(text) { try sink.row($0) }
        try StandardOutput.stopIfFailed()
      }
      invalid = read.invalid
      warnIfRepaired = { read.warnIfRepaired() }
    } else {
      let text: InputText
      if let scalars = Self.codePoints(items) {
        text = InputText(
          decoding: UTF8Decoding(bytes: Array(String(String.UnicodeScalarView(scalars)).utf8)),
          source: "argument")
      } else {
        text = try decoding.decode(RawArguments.bytes(of: items[0]).bytes, source: "argument")
      }
      try stream.append(text.text) { try sink.row($0) }
      invalid = InvalidUTF8List(text.decoding.invalid)
      warnIfRepaired = { text.warnIfRepaired() }
    }
    let summary = try stream.finish(invalid: invalid) { try sink.row($0) }
    try sink.end(summary)
    if output.format == .table { warnIfRepaired() }
  }

  /// The most scalars that get a card: `--all` every one; else `--limit`; else 100 in the table
  /// and every one in JSON and JSON Lines, which stream.
  var scalarLimit: Int? {
    let limit = output.rowLimit(limit, all: all, tableDefault: 100)
    return limit == .max ? nil : limit
  }
}
