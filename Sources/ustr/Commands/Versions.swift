import ArgumentParser
import UStrReport

/// `ustr versions`: each engine, its library version and its Unicode version.
struct Versions: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "versions",
    _superCommandName: "ustr",
    abstract: "Show each engine, its library version and the Unicode version it implements.")

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.validateColumns([])
  }

  func run() throws {
    let report = VersionsReport(toolVersion: UStrVersion.current)
    switch output.format {
    case .json, .jsonl: try StandardOutput.writeJSON(report, format: output.format)
    case .table:
      var table = TextTable(columns: [.init("engine"), .init("unicode"), .init("answers", minimumWidth: 16, wraps: true)])
      for role in report.roles {
        table.append([role.library, "Unicode \(role.unicodeVersion)", role.answers])
      }
      StandardOutput.writeLine("ustr \(report.toolVersion)\n\n" + table.render())
    }
  }
}
