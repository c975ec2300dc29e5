import ArgumentParser

/// How a command prints its answer.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  /// Aligned text for a person at a terminal.
  case table
  /// The report as one ASCII-safe JSON document (schemaVersion 2), for scripts; a streamed
  /// report's rows are written as they come, its summary keys after them.
  case json
  /// JSON Lines: one compact ASCII-safe JSON object a line, each `{"type": ..., "data": ...}`:
  /// a `header`, then one line per row (`grapheme` in `inspect`), then the `summary`, as
  /// ripgrep's `--json` messages. A command without rows writes its report as the summary.
  case jsonl
}

/// The `--format` option every command shares.
struct OutputOptions: ParsableArguments {
  @Option(help: "Output format: table, json or jsonl (JSON Lines: one object a line).")
  var format: OutputFormat = .table
}
