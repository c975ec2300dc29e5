import ArgumentParser
import UStrCore
import UStrReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ustr breaks`: where a text breaks, by engine and kind, with disagreements and their reasons.
struct Breaks: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "breaks",
    _superCommandName: "ustr",
    abstract: "Show where a text breaks into grapheme clusters, words, sentences or lines, by engine.",
    discussion: """
      Grapheme clusters come from the Swift standard library (Character), ICU's character \
      iterator and ustr's reference implementation of UAX #29; positions where they disagree \
      are listed with each answer, the Unicode version behind it and the reason. Words, \
      sentences and line-break opportunities come from ICU only. --explain names the UAX #29 \
      rule (GB1 ... GB999) that decides at every position, with the properties on both sides.
      The engines walk the text in step, in memory that does not grow with it beyond the text \
      itself: the table lists the first --limit segments and disagreements (1000 by default; \
      positions: one more) with counts of all of them; JSON lists every row, written as it is found, unless \
      --limit is given. Without --limit, --format json keeps the lists after the first in \
      temporary files in $TMPDIR (/tmp if unset) until their turn: disk space up to the size of \
      the document.
      """)

  /// `--engine`: one engine, or all of them.
  enum Engine: String, ExpressibleByArgument, CaseIterable {
    case swift, icu, reference, all

    var engines: [BreakEngine] { self == .all ? BreakEngine.allCases : [BreakEngine(rawValue: rawValue)!] }
  }

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "What to divide the text into: grapheme, word, sentence or line.")
  var kind: BreakKind = .character

  @Option(help: "The grapheme engine: swift, icu, reference or all (words, sentences, lines: icu).")
  var engine: Engine = .all

  @Flag(help: "Name the UAX #29 rule at every position, with the properties on both sides.")
  var explain = false

  @Option(
    name: .customLong("unicode"),
    help: ArgumentHelp(
      "The reference's Unicode version: \(supportedVersions) (default \(ReferenceGraphemeSegmenter.defaultVersion)).",
      valueName: "version"))
  var unicodeVersion: String?

  @Option(
    help: "The most segments and disagreements to list, and with --explain the positions around that many scalars (one more: the end of the last) (table default 1000; JSON and JSON Lines: all); the rest are counted.")
  var limit: Int?

  /// The table's limit when none is given.
  static let defaultTableLimit = 1_000

  @Flag(help: "List every segment and position, however large the input.")
  var all = false

  static var supportedVersions: String {
    ReferenceGraphemeSegmenter.supportedVersions.map(\.description).joined(separator: ", ")
  }

  func validate() throws {
    try output.validateColumns(ColumnNames.keys(BreaksTableRenderer.segmentColumns, BreaksTableRenderer.explanationColumns))
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    if let unicodeVersion {
      let supported = UnicodeVersion(unicodeVersion).flatMap(ReferenceGraphemeSegmenter.init)
      if supported == nil {
        throw ValidationError(
          "--unicode \(unicodeVersion) is not a version the reference segmentation supports;"
            + " supported: \(Self.supportedVersions).")
      }
    }
    guard kind != .character else { return }
    if engine == .swift || engine == .reference {
      throw ValidationError(
        "\(kind) boundaries come from ICU only: use --engine icu (or all), or --kind grapheme.")
    }
    if explain {
      throw ValidationError("--explain names the grapheme cluster rules of UAX #29: use --kind grapheme.")
    }
    if unicodeVersion != nil {
      throw ValidationError("--unicode picks the reference grapheme segmentation: use --kind grapheme.")
    }
  }

  func run() throws {
    let engines = engine.engines
    let version = unicodeVersion.flatMap(UnicodeVersion.init)
    // The text goes by in windows, one held at a time (with --explain, the reference's cursor
    // goes on from window to window); each format takes the rows as they are found.
    switch output.format {
    case .table:
      var stream = BreaksStream(
        kind: kind, engines: engines, referenceVersion: version, explain: explain,
        limit: all ? nil : limit ?? Self.defaultTableLimit)
      // Rows are held while they are few and the text may end within them, then drawn in
      // blocks (BreaksTableSink).
      let table = BreaksTableSink(
        kind: kind, segmentations: stream.segmentations, offsetBound: input.offsetBound)
      let rows = table.rows
      let read = try forEachWindow { window in
        try stream.append(window: window, rows: rows)
        table.segmentsCounted(stream.segmentations.first?.segmentCount ?? 0)
        try table.windowEnded()
        return true
      }
      try table.finish(try stream.finish(invalid: read?.invalid ?? InvalidUTF8List(), rows: rows))
    case .json:
      // The first list is written as it comes, the others wait in spools (BreaksJSONSink).
      var stream = BreaksStream(
        kind: kind, engines: engines, referenceVersion: version, explain: explain,
        limit: all ? nil : limit)
      let document = try BreaksJSONSink(header: stream.header, segmentations: stream.segmentations)
      let rows = document.rows
      let read = try forEachWindow { window in
        try stream.append(window: window, rows: rows)
        try document.windowEnded()
        return true
      }
      try document.finish(
        try stream.finish(invalid: read?.invalid ?? InvalidUTF8List(), rows: rows),
        lastMembers: InputRecord.writeMember(into:))
    case .jsonl:
      var lines = try BreaksReport.JSONLinesStream(
        kind: kind, engines: engines, referenceVersion: version, explain: explain,
        limit: all ? nil : limit, to: StandardOutput.stream)
      let read = try forEachWindow { window in
        try lines.append(window: window)
        // One write a window: rows read from a slow pipe show as each window is read.
        try StandardOutput.stream.flush()
        return true
      }
      try lines.finish(invalid: read?.invalid ?? InvalidUTF8List(), lastMembers: InputRecord.writeMember(into:))
    }
    try StandardOutput.stopIfFailed()
  }
}
