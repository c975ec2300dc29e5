import ArgumentParser
import Dispatch
import UStrCore
import UStrICU
import UStrReport

/// How `ustr scan` prints its findings.
enum ScanFormat: String, ExpressibleByArgument, CaseIterable {
  /// Compiler-style diagnostics with the line and a caret, then a summary by rule.
  case human
  /// One JSON document: header keys, `findings[]`, then `summary`.
  case json
  /// JSON Lines: one `finding` message a line, then a `summary` line.
  case jsonl
  /// SARIF 2.1.0.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`).
  case github
}

/// The lowest severity that fails a scan, or never.
enum FailLevel: String, ExpressibleByArgument, CaseIterable {
  case error, warning, note, never

  var severity: ScanSeverity? { ScanSeverity(rawValue: rawValue) }
}

/// `ustr scan`: hidden, deceptive and broken text in files, trees and diffs.
struct Scan: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    _superCommandName: "ustr",
    abstract: "Find hidden, deceptive and broken text in files, trees and diffs, for review and CI.",
    discussion: """
      Finds bidi controls and lines that leave them open (Trojan Source), invisible and format \
      characters, tag characters (showing the text they hide), look-alike identifiers (UTS #39), \
      invalid UTF-8, controls, mixed line endings, private-use, unassigned and noncharacter code \
      points, U+FEFF after the start, and lines not in NFC. Rule ids: \
      \(ScanRule.allCases.map(\.rawValue).joined(separator: ", ")).

      PATH may be a file, a directory (inside a git work tree, the files git tracks or would \
      track; never .git) or - for standard input (the default). Files with a NUL byte in their \
      first 8000 bytes are skipped as binary, as git does, unless --binary.

      Files are read as UTF-8, except one that starts with a byte order mark (UTF-8, \
      UTF-16LE/BE, UTF-32LE/BE): it is decoded in that encoding (and is text, not binary). \
      --encoding NAME reads every file in that encoding, --encoding auto decides per file. \
      Lines and columns are in the decoded text; bytes the encoding cannot decode are \
      invalid-input findings at their offset in the file. --diff reads UTF-8 only.

      Profiles: code (source and configuration files: bidi, invisible and tag characters are \
      errors; identifiers checked), text (everything else: marks prose needs are notes), strict \
      (all at warning or above). Each file gets its profile by its name unless --profile says. \
      --allow and --deny take rule ids, code points (U+200D) and ranges (U+E0000-U+E007F), \
      comma-separated. A line holding the marker "ustr:allow" followed by rule ids or code \
      points (for example "// ustr:allow U+200D") is not reported for them.

      Exit codes: 0 nothing at or above --fail-on (default warning); 1 findings; 2 a path could \
      not be read or is larger than the maximum input (1 GiB, or USTR_MAX_INPUT_BYTES bytes) \
      (the others are still scanned and reported).
      """)

  @Argument(help: "Files or directories to scan (default: standard input).")
  var paths: [String] = []

  @Flag(help: "Read a unified diff on standard input and scan its added lines only (new-file line numbers).")
  var diff = false

  @Option(help: "Profile for every file: code, text or strict (default: by each file's kind).")
  var profile: ScanProfile?

  @Option(help: "Rule ids or code points not to report (comma-separated; repeatable).")
  var allow: [String] = []

  @Option(help: "Rule ids or code points always reported, as errors (comma-separated; repeatable).")
  var deny: [String] = []

  @Option(help: "Output format: human, json, jsonl, sarif or github.")
  var format: ScanFormat = .human

  @Option(
    name: [.customLong("column"), .customLong("column-unit")],
    help: "The unit of columns in human, SARIF and GitHub output: utf8, utf16, scalar or grapheme.")
  var column: TextView = .scalar

  @Option(help: "The lowest severity that makes the exit code 1: error, warning, note or never.")
  var failOn: FailLevel = .warning

  @OptionGroup var terminal: TerminalOptions

  @Flag(help: "Scan files with NUL bytes too, instead of skipping them as binary.")
  var binary = false

  @Option(
    help: """
      Every file's encoding: any name or alias ICU knows ('ustr encodings' lists them), or \
      'auto' to decide per file (a byte order mark, else UTF-8 when the file starts as UTF-8, \
      else ICU's detector's best guess). Default: UTF-8, or what a byte order mark says.
      """)
  var encoding: String?

  @Option(
    help: """
      The most findings to list of each file; the rest are counted. Default: 1000 in human and \
      GitHub output, every finding in JSON, JSON Lines and SARIF (they stream, so a script \
      gets every finding unless it asks for less).
      """)
  var limit: Int?

  @Flag(help: "List every finding, however many.")
  var all = false

  /// How many findings of each file are listed in human and GitHub output unless `--limit` or
  /// `--all` says otherwise.
  static let defaultLimit = 1_000

  /// The findings to list of each file: all with `--all`; else `--limit`; else the format's
  /// default.
  var listLimit: Int? {
    if all { return nil }
    if let limit { return limit }
    switch format {
    case .human, .github: return Self.defaultLimit
    case .json, .jsonl, .sarif: return nil
    }
  }

  func validate() throws {
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    if diff && !paths.isEmpty { throw ValidationError("--diff reads the diff from standard input; give no PATH.") }
    if diff && encoding != nil {
      throw ValidationError("--diff reads a unified diff as UTF-8 (git writes one); --encoding does not apply.")
    }
    _ = try policy()
    _ = try scanEncoding()
  }

  /// `--encoding` as the scanner takes it.
  func scanEncoding() throws -> ScanEncoding {
    guard let encoding else { return .byteOrderMark }
    if encoding == "auto" { return .detected }
    do {
      return .named(try Encoding(named: encoding))
    } catch {
      throw ValidationError("--encoding: \(error.description)")
    }
  }

  func policy() throws -> ScanPolicy {
    var policy = ScanPolicy(profile: profile)
    policy.allowed = try Self.selectors(allow, option: "--allow")
    policy.denied = try Self.selectors(deny, option: "--deny")
    return policy
  }

  static func selectors(_ values: [String], option: String) throws -> [ScanSelector] {
    try values.flatMap { $0.split(separator: ",") }.map { word in
      let trimmed = word.trimmingPrefix(" ")
      guard let selector = ScanSelector(trimmed) else {
        throw ValidationError(
          "\(option): \"\(trimmed)\" is neither a rule id nor a code point (U+200D) or range.")
      }
      return selector
    }
  }

  func run() throws {
    let run = try ScanRun(
      policy: policy(), listLimit: listLimit, checksBinary: !binary,
      encoding: scanEncoding(), failOn: failOn.severity)
    let sink = ScanSink(format: format, column: column, profile: profile)
    try sink.begin()
    // The header goes out at once; each finding follows as it is found (``ScanRelay``).
    try StandardOutput.stream.flush()
    if diff {
      try run.scanDiff(InputFile.readStandardInput(), sink: sink)
    } else {
      let entries = paths.isEmpty ? [ScanPaths.Entry.file(.standardInput)] : ScanPaths.expand(paths)
      try run.scan(entries, sink: sink)
    }
    try sink.end(run.summary)
    for unreadable in run.summary.unreadable {
      StandardError.writeLine(
        "ustr: cannot read " + TerminalText.safe(unreadable.path) + ": "
          + TerminalText.safe(unreadable.message))
    }
    if !run.summary.unreadable.isEmpty { throw ExitCode(2) }
    if run.summary.failed { throw ExitCode(1) }
  }
}

extension ScanProfile: ExpressibleByArgument {}
