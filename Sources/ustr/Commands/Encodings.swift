import ArgumentParser
import UStrReport

/// `ustr encodings`: every encoding `--encoding` accepts.
struct Encodings: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encodings",
    _superCommandName: "ustr",
    abstract: "List the encodings --encoding accepts: ICU's converters, their aliases, ASCII-compatibility.",
    discussion: """
      One row per ICU converter: the standard name (what --encoding and JSON 'input' report), \
      whether bytes 00-7F always mean ASCII, ICU's own name and every alias. Any alias works \
      with --encoding, case and punctuation ignored.
      """)

  @Argument(help: "Only encodings with a name or alias containing this (case ignored).")
  var filter: String?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.validateColumns([])
  }

  func run() throws {
    let report = EncodingsReport(matching: filter)
    switch output.format {
    case .json: try StandardOutput.writeJSON(report)
    case .jsonl:
      try JSONLinesMessages.write(
        header: JSONLinesMessages.Versions(engines: report.engines), rowType: "encoding", rows: report.encodings,
        summary: JSONLinesMessages.Count(count: report.count))
    case .table:
      var table = TextTable(columns: [.init("name"), .init("ascii"), .init("icu name"), .init("aliases", minimumWidth: 12, wraps: true)])
      for entry in report.encodings {
        let others = entry.aliases.filter { $0 != entry.name && $0 != entry.icuName }
        table.append([
          TerminalText.safe(entry.name), entry.isASCIICompatible ? "yes" : "no",
          TerminalText.safe(entry.icuName), TerminalText.safe(others.joined(separator: " ")),
        ])
      }
      StandardOutput.writeLine(
        table.render() + "\n\n\(report.count) encoding(s); ICU \(report.engines.icu.version)")
    }
  }
}
