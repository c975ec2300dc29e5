import ArgumentParser

/// How a command prints its answer.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  /// Aligned text for a person at a terminal.
  case table
  /// The report as ASCII-safe JSON (schemaVersion 1), for scripts.
  case json
}

/// The `--format` option every command shares.
struct OutputOptions: ParsableArguments {
  @Option(help: "Output format: table or json.")
  var format: OutputFormat = .table
}
