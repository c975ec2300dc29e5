import ArgumentParser
import UStrConformance
import UStrReport

/// `ustr selftest`: this build's engines against the Unicode conformance files on this machine.
struct Selftest: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "selftest",
    _superCommandName: "ustr",
    abstract: "Check this build's engines (Swift, the system ICU, the reference) against Unicode's conformance files.",
    discussion: """
      Runs every conformance file found under DIR (laid out as <version>/<file>): \
      GraphemeBreakTest for the Swift standard library and ICU at their Unicode versions and \
      for the reference at every supported version; WordBreakTest and NormalizationTest for \
      ICU at its version; emoji-test (each fully-qualified line one cluster) for every engine \
      whose version covers it. Prints pass and fail counts per engine and version and the \
      known deviations with their reasons. Exit 0 when every failure is a known deviation, 1 \
      when any other line fails, 2 when no data is found. A known deviation that no longer \
      occurs is reported, and does not fail the self-test.
      """)

  @Option(
    help: ArgumentHelp(
      "The Unicode data folder (default: $USTR_UNICODE_DATA, else ../shared/unicode).",
      valueName: "dir"))
  var data: String?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.validateColumns(ColumnNames.keys(SelftestTableRenderer.runColumns))
  }

  func run() throws {
    let data = try UnicodeDataDirectory.locate(given: data)
    let report: SelftestReport
    do {
      report = try SelftestReport(data: data) { file throws(InputError) in
        String(decoding: try InputFile.read(path: file.path), as: UTF8.self)
      }
    } catch let error as MalformedConformanceFile {
      throw InputError(description: TerminalText.safe(error.description))
    }
    switch output.format {
    case .table: StandardOutput.writeLine(SelftestTableRenderer().render(report))
    case .json, .jsonl: try StandardOutput.writeJSON(report, format: output.format)
    }
    if !report.passed { throw ExitCode(1) }
  }
}
