import ArgumentParser
import UStrCore
import UStrICU
import UStrReport

/// `ustr normalize`: a filter that writes its input in NFC, NFD, NFKC or NFKD; with `--check`,
/// which forms the input is already in.
struct Normalize: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "normalize",
    _superCommandName: "ustr",
    abstract: "Write the text in NFC, NFD, NFKC or NFKD (a filter), or --check which forms it is in.",
    discussion: """
      A Unix filter: the argument, --file or standard input, written to standard output as raw \
      UTF-8 (as ICU's uconv does); a file or standard input is streamed in bounded memory. An \
      argument is followed by a newline; a file or standard input is written byte for byte. \
      Invalid UTF-8 is repaired with U+FFFD and reported on standard error (exit 2 with \
      --strict). Combining runs longer than 30 non-starters (the UAX #15 stream-safe limit) are \
      put in canonical order in linear time, with the same output as ICU, and reported on \
      standard error. On a terminal, control characters are shown as placeholders.
      With --check: whether the text is in each form (ICU's quick check and the exact answer) \
      and the first cluster each other form changes, then every changed cluster, or the first \
      --limit N of each form (JSON and JSON Lines, as the text streams; a table with --limit or \
      --all); exit 1 when it is not in --form.
      """)

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "The form: nfc, nfd, nfkc or nfkd.")
  var form: NormalizationForm = .nfc

  @Flag(help: "Say which forms the text is already in instead of normalizing it; exit 1 when it is not in --form.")
  var check = false

  @Option(
    help: """
      The most changed clusters to list per form with --check; the rest are counted. Default: \
      none in a table (its forms show each one's first change), every one in JSON and JSON \
      Lines (they stream, so a script gets every change unless it asks for less).
      """)
  var limit: Int?

  @Flag(help: "List every changed cluster (--check), however many.")
  var all = false

  /// The changed clusters to list per form: all with `--all`; else `--limit`; else the
  /// format's default (none in a table's changes list, all in JSON and JSON Lines).
  var changeLimit: Int? {
    if all { return nil }
    return limit ?? (output.format == .table ? 0 : nil)
  }

  func validate() throws {
    try output.validateColumns(ColumnNames.keys(NormalizationCheckTableRenderer.columns))
    if output.format != .table && !check {
      throw ValidationError("--format applies to --check; normalize writes the text itself.")
    }
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    if !check && (limit != nil || all) {
      throw ValidationError("--limit and --all choose the changed clusters to list: they need --check.")
    }
  }

  func run() throws {
    if check { return try runCheck() }
    if let file = input.file, !input.decoding.escapes {
      try stream(InputChunks(path: file))
    } else if input.text == nil, !input.decoding.escapes {
      try stream(InputChunks.standardInput())
    } else {
      // An argument, or escapes (which need the whole text): small, so read whole.
      let text = try input.read()
      try stream(text.decoding, source: text.source)
    }
  }

  /// `--check`: the input streamed through a `NormalizationCheckStream`, in bounded memory;
  /// each changed cluster goes to the sink as its window ends (JSON Lines writes it at once).
  func runCheck() throws {
    // The table's forms show each form's first change, whatever the changes table lists.
    let listLimit = changeLimit
    var stream = try NormalizationCheckStream(
      form: form, changeLimit: output.format == .table ? listLimit.map { max($0, 1) } : listLimit)
    let sink: any NormalizationCheckSink =
      switch output.format {
      case .table: NormalizationCheckTableSink(rowLimit: listLimit)
      case .json: NormalizationCheckJSONSink()
      case .jsonl: try NormalizationCheckJSONLinesSink(form: form)
      }
    // The report itself names the invalid input: no warning on stderr.
    let read = try input.stream { chunk in
      try stream.append(chunk) { sink.take($1, of: $0) }
      try sink.chunkEnded()
    }
    let report = try stream.finish(invalid: read.invalid) { sink.take($1, of: $0) }
    try sink.end(report)
    if !report.isNormalized { throw ExitCode(1) }
  }

  /// Normalizes input that is already decoded (an argument), followed by a newline.
  func stream(_ decoding: UTF8Decoding, source: String) throws {
    var normalizer = try StreamingNormalizer(form)
    let output = try normalizer.append(Array(decoding.text.utf8)) + normalizer.finish()
    StandardOutput.writeInputBytes(output + [0x0A])
    reportInvalid(decoding.invalid, count: decoding.invalidCount, source: source)
    reportLongRuns(normalizer.longRuns, source: source)
  }

  /// Normalizes a file or standard input chunk by chunk, writing each part as it is final.
  func stream(_ chunks: InputChunks) throws {
    var normalizer = try StreamingNormalizer(form)
    var plan: InputEncodingPlan?
    while true {
      // A pipe that pauses gets what was normalized so far at once (`tail -f log | ustr normalize`).
      if chunks.isPaused() { try StandardOutput.showPaused() }
      let chunk: ArraySlice<UInt8>
      if let plan {
        guard let next = try chunks.next() else { break }
        chunk = next
        plan.addToSample(chunk)
      } else {
        // From a pipe, the first read that cannot begin a longer byte order mark: a filter in
        // a pipeline answers at once.
        let first = try chunks.readFirst(fileChunkSize: InputChunks.chunkSize, decoding: input.decoding)
        if first.isEmpty { break }
        chunk = first[...]
        plan = try InputEncodingPlan(options: input.decoding, firstChunk: first, source: chunks.name)
      }
      // UTF-8 goes straight on; any other encoding (or a BOM) through the converter stage.
      let output: [UInt8]
      if plan!.isUTF8 && plan!.markLength == 0 {
        plan!.count(chunk.count)
        output = try normalizer.append(chunk)
      } else {
        output = try normalizer.append(plan!.utf8(Array(chunk)))
      }
      try refuseInvalidIfStrict(normalizer, source: chunks.name)
      if !output.isEmpty { StandardOutput.writeInputBytes(output) }
      try StandardOutput.stopIfFailed()
    }
    if let plan {
      let converted = try normalizer.append(plan.finish())
      if !converted.isEmpty { StandardOutput.writeInputBytes(converted) }
    }
    let rest = try normalizer.finish()
    plan?.conclude(invalidUTF8Count: normalizer.invalidUTF8Count)
    try refuseInvalidIfStrict(normalizer, source: chunks.name)
    if !rest.isEmpty { StandardOutput.writeInputBytes(rest) }
    reportInvalid(normalizer.invalidUTF8, count: normalizer.invalidUTF8Count, source: chunks.name)
    reportLongRuns(normalizer.longRuns, source: chunks.name)
  }

  /// Under `--strict`, stops at the first invalid sequence (what came before it is written).
  func refuseInvalidIfStrict(_ normalizer: StreamingNormalizer, source: String) throws(InputError) {
    guard input.decoding.strict, let first = normalizer.invalidUTF8.first else { return }
    throw InputError(description: InputText.invalidMessage(first, source: source))
  }

  /// One warning line naming where the input was not UTF-8.
  func reportInvalid(_ sequences: [InvalidUTF8Sequence], count: Int, source: String) {
    guard count > 0 else { return }
    let shown = 8
    let places = sequences.prefix(shown).map { sequence in
      "byte \(sequence.utf8Offset) [\(Hex.bytes(sequence.bytes).joined(separator: " "))]"
    }
    StandardError.writeLine(
      "ustr: warning: \(source) is not valid UTF-8: \(count) ill-formed sequence(s) replaced by U+FFFD at "
        + places.joined(separator: ", ") + (count > shown ? ", …" : ""))
  }

  /// One warning line naming the combining runs past the stream-safe limit.
  func reportLongRuns(_ runs: [CombiningRun], source: String) {
    guard let first = runs.first else { return }
    let longest = runs.map(\.nonStarterCount).max() ?? 0
    StandardError.writeLine(
      "ustr: warning: \(source) has \(runs.count) run(s) of more than \(CombiningRun.streamSafeLimit) combining marks (UAX #15 stream-safe limit; longest \(longest), first in the stretch between normalization boundaries at UTF-16 \(first.utf16Range.lowerBound)..<\(first.utf16Range.upperBound)): put in canonical order in linear time, output identical to ICU's, no mark added or dropped"
    )
  }
}
