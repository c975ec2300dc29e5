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
      and the first cluster each other form changes; exit 1 when it is not in --form.
      """)

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "The form: nfc, nfd, nfkc or nfkd.")
  var form: NormalizationForm = .nfc

  @Flag(help: "Say which forms the text is already in instead of normalizing it; exit 1 when it is not in --form.")
  var check = false

  func validate() throws {
    try output.validateColumns(ColumnNames.keys(NormalizationCheckTableRenderer.columns))
    if output.format != .table && !check {
      throw ValidationError("--format applies to --check; normalize writes the text itself.")
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

  /// `--check`: the input streamed through a `NormalizationCheckStream`, in bounded memory.
  func runCheck() throws {
    var stream = try NormalizationCheckStream(form: form)
    // The report itself names the invalid input: no warning on stderr.
    let read = try input.stream { try stream.append($0) }
    let report = try stream.finish(invalid: read.invalid)
    switch output.format {
    case .table: StandardOutput.writeLine(NormalizationCheckTableRenderer().render(report))
    case .json: try StandardOutput.writeJSON(report)
    case .jsonl: try Self.writeJSONLines(report)
    }
    if !report.isNormalized { throw ExitCode(1) }
  }

  /// The check as JSON Lines: a `header` (schema version, engines, the form checked), a
  /// `changedCluster` message per changed cluster listed, naming its form
  /// (`{"type":"changedCluster","form":"nfd","data":{...}}`, in the order nfc, nfd, nfkc,
  /// nfkd), and a `summary`: the JSON document without the header's keys, its forms without
  /// their `changedClusters`.
  static func writeJSONLines(_ report: NormalizationCheckReport) throws {
    struct Header: Encodable {
      var schemaVersion: Int
      var engines: Engines
      var form: NormalizationForm
    }
    struct Summary: Encodable {
      var isNormalized: Bool
      var counts: ViewCounts
      var normalization: NormalizationSummary
      var invalidUTF8Count: Int
      var invalidUTF8: [InvalidUTF8Sequence]
    }
    try StandardOutput.writeJSONLine(
      type: "header", Header(schemaVersion: report.schemaVersion, engines: report.engines, form: report.form))
    var summary = report.normalization
    for form in NormalizationForm.allCases {
      for change in summary[form].changedClusters {
        try StandardOutput.writeJSONLine(type: "changedCluster", naming: ("form", form.rawValue), change)
        try StandardOutput.stopIfFailed()
      }
      summary[form].changedClusters = []
    }
    try StandardOutput.writeJSON(
      Summary(
        isNormalized: report.isNormalized, counts: report.counts, normalization: summary,
        invalidUTF8Count: report.invalidUTF8Count, invalidUTF8: report.invalidUTF8),
      format: .jsonl)
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
    while var chunk = try chunks.next() {
      if plan == nil {
        // Detection may read more than one chunk (--detect-bytes past 64 KiB; by default a
        // pipe's first read is enough, so a filter in a pipeline answers at once).
        let limit = input.decoding.detectBytes.limit
        if limit > InputChunks.chunkSize, limit > chunk.count {
          chunk = (Array(chunk) + (try chunks.readFirst(chunkSize: InputChunks.chunkSize, detectionLimit: limit - chunk.count)))[...]
        }
        plan = try InputEncodingPlan(options: input.decoding, firstChunk: Array(chunk), source: chunks.name)
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
