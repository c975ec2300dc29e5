import ArgumentParser
import UStrCharacters
import UStrCore
import UStrReport

/// `ustr emoji`: emoji sequences by CLDR name, group and subgroup, with tones and genders.
struct Emoji: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "emoji",
    _superCommandName: "ustr",
    abstract: "Find emoji sequences by CLDR short name, group or subgroup, with skin tones and gendered forms.",
    discussion: """
      Every word must be a whole word of the name, group or subgroup (emoji-test.txt of the \
      reference tables' Unicode version). Fully-qualified sequences only unless --qualification \
      says otherwise; no skin tone unless --tone. Each result shows its code points and its \
      length in graphemes, scalars, UTF-16 units and UTF-8 bytes.
      """)

  @Argument(help: "Words of the name, group or subgroup ('firefighter', 'face smiling'); none lists all.")
  var words: [String] = []

  @Option(help: "Skin tone: light, medium-light, medium, medium-dark, dark, or all (every form). Default: none.")
  var tone: String?

  @Option(help: "Gendered forms: woman, man, person or all.")
  var gender: EmojiReport.GenderChoice = .all

  @Option(help: "fully-qualified, minimally-qualified, unqualified, component or all.")
  var qualification: String = "fully-qualified"

  @Option(help: "The most sequences to list; the rest are counted. Default: 100 in the table, every one in JSON and JSON Lines.")
  var limit: Int?

  @Flag(help: "List every match.")
  var all = false

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.validateColumns([])
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    _ = try toneChoice()
    _ = try qualifications()
  }

  func toneChoice() throws -> EmojiReport.ToneChoice {
    guard let tone else { return .none }
    if tone == "all" { return .all }
    guard let value = EmojiReport.SkinTone(rawValue: tone) else {
      throw ValidationError("--tone: light, medium-light, medium, medium-dark, dark or all.")
    }
    return .tone(value)
  }

  func qualifications() throws -> Set<EmojiSequence.Qualification> {
    if qualification == "all" { return Set(EmojiSequence.Qualification.allCases) }
    guard let value = EmojiSequence.Qualification(rawValue: qualification) else {
      throw ValidationError("--qualification: fully-qualified, minimally-qualified, unqualified, component or all.")
    }
    return [value]
  }

  func run() throws {
    let report = EmojiReport(
      words: words, tone: try toneChoice(), gender: gender,
      qualifications: try qualifications(), limit: output.rowLimit(limit, all: all, tableDefault: 100))
    switch output.format {
    case .json: try StandardOutput.writeJSON(report)
    case .jsonl:
      try JSONLinesMessages.write(
        header: JSONLinesMessages.Versions(engines: report.engines), rowType: "result", rows: report.results,
        summary: JSONLinesMessages.Count(count: report.count))
    case .table:
      var table = TextTable(columns: [
        .init("emoji"), .init("code points"), .init("name"), .init("g", alignment: .right),
        .init("s", alignment: .right), .init("u16", alignment: .right), .init("u8", alignment: .right),
      ])
      for result in report.results {
        let counts = result.counts
        table.append([
          TerminalText.cluster(result.text), result.scalars.map(Hex.codePoint).joined(separator: " "), result.name,
          String(counts.graphemes), String(counts.scalars), String(counts.utf16), String(counts.utf8),
        ])
      }
      var lines = [report.results.isEmpty ? "no match" : table.render()]
      lines.append(CharacterRowTableRenderer.summary(shown: report.results.count, count: report.count)
        .replacingOccurrences("code point", with: "sequence"))
      lines.append("engines: reference tables (emoji-test.txt, Unicode \(report.engines.reference.unicodeVersion))")
      StandardOutput.writeLine(lines.joined(separator: "\n"))
    }
  }
}

extension EmojiReport.GenderChoice: ExpressibleByArgument {}

extension String {
  fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
