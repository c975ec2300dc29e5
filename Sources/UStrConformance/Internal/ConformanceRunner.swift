import UStrCore
internal import UStrICU

/// Runs the files one engine at a time, reading and parsing each file once.
struct ConformanceRunner {
  let data: ConformanceData
  let read: (ConformanceData.File) throws -> String
  var runs: [ConformanceRunReport] = []
  var skipped: [SkippedRunReport] = []
  var deviations: [KnownDeviationStatus] = []
  private var breakCases: [ConformanceData.File: [BreakTestCase]] = [:]
  private var emojiCases: [ConformanceData.File: [EmojiTestCase]] = [:]

  init(data: ConformanceData, read: @escaping (ConformanceData.File) throws -> String) {
    self.data = data
    self.read = read
  }

  /// One test line's verdict: `nil` when the engine passes it, else what it did instead.
  typealias Judge<Case> = (Case) throws -> String?

  mutating func runAll() throws {
    let swift = StandardLibraryUnicode.version
    let icu = ICU.unicodeVersion
    try runBreaks(.swift, swift, .graphemeBreakTest, checks: "breaks") { line in
      let offsets = StandardLibraryUnicode.characterBoundaries(in: line.text).map(\.scalarOffset)
      return offsets == line.breakScalarOffsets ? nil : line.pattern(breakingAt: offsets)
    }
    try runBreaks(.icu, icu, .graphemeBreakTest, checks: "breaks") { line in
      try Self.icuVerdict(.character, line)
    }
    for version in ReferenceGraphemeSegmenter.supportedVersions {
      let reference = ReferenceGraphemeSegmenter(unicodeVersion: version)!
      try runBreaks(.reference, version, .graphemeBreakTest, checks: "breaks and rules") { line in
        Self.referenceVerdict(reference, line)
      }
    }
    try runBreaks(.icu, icu, .wordBreakTest, checks: "breaks") { line in
      try Self.icuVerdict(.word, line)
    }
    try runNormalization(icu)
    try runEmoji(.swift, swift) { $0.count }
    try runEmoji(.icu, icu) { try ICU.graphemeCount(of: $0) }
    for version in ReferenceGraphemeSegmenter.supportedVersions {
      let reference = ReferenceGraphemeSegmenter(unicodeVersion: version)!
      try runEmoji(.reference, version) { reference.graphemeCount(of: $0) }
    }
  }

  // MARK: Break tests

  static func icuVerdict(_ kind: BreakKind, _ line: BreakTestCase) throws(ICUError) -> String? {
    let utf16Offsets = try BreakIterator(kind, text: line.text).utf16Boundaries()
    guard utf16Offsets != line.breakUTF16Offsets else { return nil }
    // Back to scalar offsets, to write the answer as the file writes lines.
    var scalarOffsetByUTF16: [Int: Int] = [0: 0]
    var utf16Offset = 0
    for (index, scalar) in line.scalars.enumerated() {
      utf16Offset += UTF16.width(scalar)
      scalarOffsetByUTF16[utf16Offset] = index + 1
    }
    return line.pattern(breakingAt: utf16Offsets.compactMap { scalarOffsetByUTF16[$0] })
  }

  static func referenceVerdict(_ reference: ReferenceGraphemeSegmenter, _ line: BreakTestCase)
    -> String?
  {
    let decisions = reference.decisions(of: line.scalars)
    let breaks = decisions.map(\.isBreak)
    let expectedRules = line.rules.map(GraphemeBreakRule.init(testFileNumber:))
    let rules = decisions.map(\.rule)
    if breaks == line.breaks, expectedRules.isEmpty || expectedRules == rules { return nil }
    return BreakTestCase.pattern(scalars: line.scalars, breaks: breaks) + " rules "
      + rules.map(\.rawValue).joined(separator: " ")
  }

  mutating func runBreaks(
    _ engine: BreakEngine, _ version: UnicodeVersion, _ testFile: ConformanceFile, checks: String,
    judge: Judge<BreakTestCase>
  ) throws {
    guard let file = file(testFile, engine, version) else { return }
    let lines = try breakCases(file)
    var failures: [ConformanceFailure] = []
    for line in lines {
      if let actual = try judge(line) {
        failures.append(
          ConformanceFailure(
            lineNumber: line.lineNumber, pattern: line.pattern, expected: line.pattern,
            actual: actual))
      }
    }
    record(
      engine, version, file, checks: checks, lines: lines.count, failures: failures,
      patterns: Set(lines.map(\.pattern)))
  }

  // MARK: Normalization

  mutating func runNormalization(_ version: UnicodeVersion) throws {
    guard let file = file(.normalizationTest, .icu, version) else { return }
    let lines = try parse(file, with: NormalizationTestCase.parse)
    let normalizers = try NormalizationForm.allCases.map { form throws(ICUError) in
      (form.description, try Normalizer(form))
    }
    var failures: [ConformanceFailure] = []
    lineLoop: for line in lines {
      for ((name, normalizer), expectation) in zip(normalizers, line.expectations) {
        precondition(name == expectation.form)
        for (column, expected) in expectation.expected.enumerated() {
          let actual = try normalizer.normalize(line.columns[column])
          guard actual != expected else { continue }
          failures.append(
            ConformanceFailure(
              lineNumber: line.lineNumber, pattern: line.pattern,
              expected: "\(name)(c\(column + 1)) = \(Self.hex(expected))",
              actual: "\(name)(c\(column + 1)) = \(Self.hex(actual))"))
          continue lineLoop
        }
      }
    }
    record(
      .icu, version, file, checks: "NFC, NFD, NFKC, NFKD of all five columns",
      lines: lines.count, failures: failures)
  }

  static func hex(_ text: String) -> String {
    text.unicodeScalars.map { $0.value.hex(digits: 4) }.joined(separator: " ")
  }

  // MARK: Emoji

  /// The engine's own version's file, and the newest file's lines the engine's version covers.
  mutating func runEmoji(
    _ engine: BreakEngine, _ version: UnicodeVersion, clusters: (String) throws -> Int
  ) throws {
    var files: [ConformanceData.File] = []
    if let own = data.file(.emojiTest, version: version) { files.append(own) }
    if let newest = data.newestFile(.emojiTest), newest.unicodeVersion > version {
      files.append(newest)
    }
    if files.isEmpty {
      _ = file(.emojiTest, engine, version)  // records the skip
      return
    }
    for file in files {
      let lines = try emojiCases(file).filter { line in
        line.isFullyQualified && (UnicodeVersion(line.emojiVersion).map { $0 <= version } ?? false)
      }
      var failures: [ConformanceFailure] = []
      for line in lines {
        let count = try clusters(line.text)
        if count != 1 {
          failures.append(
            ConformanceFailure(
              lineNumber: line.lineNumber, pattern: Self.hex(line.text),
              expected: "1 cluster", actual: "\(count) clusters"))
        }
      }
      let scope = file.unicodeVersion == version ? "" : " (E\(version) or older)"
      record(
        engine, version, file, checks: "fully-qualified lines are one cluster" + scope,
        lines: lines.count, failures: failures)
    }
  }

  // MARK: Files and results

  /// The file of `version`, or `nil` with the skip recorded.
  mutating func file(
    _ testFile: ConformanceFile, _ engine: BreakEngine, _ version: UnicodeVersion
  ) -> ConformanceData.File? {
    if let file = data.file(testFile, version: version) { return file }
    skipped.append(
      SkippedRunReport(
        engine: engine, unicodeVersion: version, testFile: testFile,
        reason: "no \(version)/\(testFile) under \(data.directory)"))
    return nil
  }

  mutating func breakCases(_ file: ConformanceData.File) throws -> [BreakTestCase] {
    if let cases = breakCases[file] { return cases }
    let cases = try parse(file, with: BreakTestCase.parse)
    breakCases[file] = cases
    return cases
  }

  mutating func emojiCases(_ file: ConformanceData.File) throws -> [EmojiTestCase] {
    if let cases = emojiCases[file] { return cases }
    let cases = try parse(file, with: EmojiTestCase.parse)
    emojiCases[file] = cases
    return cases
  }

  /// Reads `file` and parses it, naming the file when a line is not in its format.
  func parse<Case>(
    _ file: ConformanceData.File, with parse: (String) throws(MalformedTestLine) -> [Case]
  ) throws -> [Case] {
    let text = try read(file)
    do { return try parse(text) } catch { throw MalformedConformanceFile(path: file.path, line: error) }
  }

  /// Holds `failures` against the known list and records the run and its deviations.
  mutating func record(
    _ engine: BreakEngine, _ version: UnicodeVersion, _ file: ConformanceData.File, checks: String,
    lines: Int, failures: [ConformanceFailure], patterns: Set<String> = []
  ) {
    // Known deviations are listed for the engine's own version's file only.
    let listed =
      file.unicodeVersion == version
      ? KnownBreakDeviation.deviations(
        of: engine, testFile: file.testFile.fileName, unicodeVersion: version) : []
    let check = KnownFailures(failing: failures.map(\.pattern), known: listed.map(\.pattern))
    let unexpected = Set(check.unexpected)
    let unexplained = failures.filter { unexpected.contains($0.pattern) }
    let failing = Set(failures.map(\.pattern))
    deviations += listed.map {
      KnownDeviationStatus(
        engine: engine, unicodeVersion: version, testFile: file.testFile,
        pattern: $0.pattern, reason: $0.reason, inTestFile: patterns.contains($0.pattern),
        occurred: failing.contains($0.pattern))
    }
    let fixed = check.fixed.filter(patterns.contains)
    runs.append(
      ConformanceRunReport(
        engine: engine, library: Self.library(of: engine),
        unicodeVersion: version,
        testFile: file.testFile, dataVersion: file.unicodeVersion.description,
        checks: checks, lines: lines, passedLines: lines - failures.count,
        knownFailures: check.known.count, unexpectedFailures: unexplained.count,
        fixedDeviations: fixed.count,
        failures: Array(unexplained.prefix(SelftestReport.failureDetailLimit)),
        passed: unexplained.isEmpty))
  }

  /// The library behind `engine`, as a person reads it: "ICU 72.1". (UStrReport names it the
  /// same way, as `BreakEngine.library`, which this module cannot see.)
  static func library(of engine: BreakEngine) -> String {
    switch engine {
    case .swift: "Swift standard library"
    case .icu: "ICU \(ICU.version)"
    case .reference: "ustr reference (UAX #29)"
    }
  }
}
