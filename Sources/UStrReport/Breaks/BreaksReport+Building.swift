public import UStrCore
public import UStrICU

extension BreaksReport {
  /// Segments decoded input.
  ///
  /// Grapheme clusters come from every engine asked for (Swift's `Character`, ICU's character
  /// iterator, the reference at `referenceVersion`); words, sentences and line-break
  /// opportunities from ICU only, whatever `engines` says.
  ///
  /// - Parameters:
  ///   - decoding: The input, decoded with its invalid sequences reported.
  ///   - kind: What to divide the text into.
  ///   - engines: The grapheme engines to report; disagreements are among these.
  ///   - referenceVersion: The reference's Unicode version, one of
  ///     `ReferenceGraphemeSegmenter.supportedVersions`; `nil` for its default.
  ///   - explain: Whether to report the rule at every position (`positions`).
  /// - Throws: `ICUError` when ICU cannot open a break iterator.
  /// - Complexity: O(n) per engine.
  public init(
    decoding: UTF8Decoding, kind: BreakKind, engines: [BreakEngine] = BreakEngine.allCases,
    referenceVersion: UnicodeVersion? = nil, explain: Bool = false
  ) throws(ICUError) {
    let text = decoding.text
    let utf8 = Array(text.utf8)
    self.init(
      schemaVersion: 1, kind: kind.rawValue, engines: .current, referenceVersion: nil,
      segmentations: [], disagreements: [], positions: nil,
      invalidUTF8: decoding.invalid.map(InvalidUTF8Report.init), notes: [])
    guard kind == .character else {
      let boundaries = try BreakIterator(kind, text: text).boundaries()
      segmentations = [
        SegmentationReport(
          engine: .icu, unicodeVersion: ICU.unicodeVersion, boundaries: boundaries, kind: kind,
          utf8: utf8)
      ]
      notes.append(
        "\(kind) boundaries come from ICU only (ICU \(ICU.version), Unicode \(ICU.unicodeVersion),"
          + " root locale); grapheme clusters can be compared across engines")
      return
    }
    let comparison = try GraphemeComparison(of: text, referenceVersion: referenceVersion)
    self.referenceVersion = comparison.referenceVersion.description
    segmentations = comparison.segmentations.filter { engines.contains($0.engine) }.map {
      SegmentationReport(
        engine: $0.engine, unicodeVersion: $0.unicodeVersion,
        boundaries: $0.boundaries.map { BreakBoundary(position: $0, ruleStatus: 0) }, kind: kind,
        utf8: utf8)
    }
    disagreements = comparison.disagreements.compactMap { DisagreementReport($0, among: engines) }
    if explain { positions = comparison.referenceDecisions.map(PositionReport.init) }
  }

  /// Segments a string (which is always valid Unicode).
  public init(
    text: String, kind: BreakKind, engines: [BreakEngine] = BreakEngine.allCases,
    referenceVersion: UnicodeVersion? = nil, explain: Bool = false
  ) throws(ICUError) {
    try self.init(
      decoding: UTF8Decoding(bytes: Array(text.utf8)), kind: kind, engines: engines,
      referenceVersion: referenceVersion, explain: explain)
  }
}

extension BreakEngine {
  /// The library behind the engine, as a person reads it: "ICU 72.1".
  public var library: String {
    switch self {
    case .swift: "Swift standard library"
    case .icu: "ICU \(ICU.version)"
    case .reference: "ustr reference (UAX #29)"
    }
  }
}

extension SegmentationReport {
  /// The report of `boundaries` (both ends included) found by `engine` in the text whose UTF-8
  /// is `utf8`.
  init(
    engine: BreakEngine, unicodeVersion: UnicodeVersion, boundaries: [BreakBoundary],
    kind: BreakKind, utf8: [UInt8]
  ) {
    self.engine = engine.rawValue
    self.library = engine.library
    self.unicodeVersion = unicodeVersion.description
    self.boundaries = boundaries.map {
      BoundaryReport(
        utf8Offset: $0.position.utf8Offset, utf16Offset: $0.position.utf16Offset,
        scalarOffset: $0.position.scalarOffset, ruleStatus: engine == .icu ? $0.ruleStatus : nil)
    }
    segments = zip(boundaries, boundaries.dropFirst()).enumerated().map { index, pair in
      let (start, end) = (pair.0.position, pair.1.position)
      return SegmentReport(
        segmentOffset: index,
        text: String(decoding: utf8[start.utf8Offset..<end.utf8Offset], as: UTF8.self),
        scalarRange: [start.scalarOffset, end.scalarOffset],
        utf16Range: [start.utf16Offset, end.utf16Offset],
        utf8Range: [start.utf8Offset, end.utf8Offset],
        category: Self.category(of: pair.1, kind: kind))
    }
  }

  /// What ICU's rule status at a segment's end says the segment is.
  static func category(of end: BreakBoundary, kind: BreakKind) -> String? {
    switch kind {
    case .character: nil
    case .word: end.wordCategory?.rawValue
    case .line: end.ruleStatus >= 100 ? "hard" : "soft"
    case .sentence: end.ruleStatus >= 100 ? "separator" : "terminator"
    }
  }
}

extension DisagreementReport {
  /// The report of `disagreement` among `engines`, or `nil` when those engines agree there.
  init?(_ disagreement: GraphemeDisagreement, among engines: [BreakEngine]) {
    let verdicts = disagreement.verdicts.filter { engines.contains($0.engine) }
    guard Set(verdicts.map(\.isBreak)).count > 1 else { return nil }
    let position = disagreement.position
    utf8Offset = position.utf8Offset
    utf16Offset = position.utf16Offset
    scalarOffset = position.scalarOffset
    rule = disagreement.decision.rule.rawValue
    summary = disagreement.decision.rule.summary
    answers = verdicts.map(AnswerReport.init)
    let deviating = verdicts.filter { $0.followsItsVersion == false }
    let known = disagreement.knownDeviation.flatMap { known in
      deviating.contains { $0.engine == known.engine } ? known : nil
    }
    knownDeviation = known.map(KnownDeviationReport.init)
    if deviating.isEmpty {
      cause = "versions"
      let says = Set(verdicts.compactMap { verdict in
        verdict.referenceVersion.map { "Unicode \($0) says \(breakMark(verdict.isBreak)) (\(verdict.referenceRule!))" }
      }).sorted()
      explanation = "each engine follows UAX #29 at its own Unicode version: "
        + says.joined(separator: ", ")
    } else {
      let departures = deviating.map { verdict in
        "\(verdict.engine) \(verdict.unicodeVersion) says \(breakMark(verdict.isBreak)) where Unicode"
          + " \(verdict.referenceVersion!) says \(breakMark(!verdict.isBreak)) (\(verdict.referenceRule!))"
      }.joined(separator: "; ")
      if let known {
        cause = "knownDeviation"
        explanation = departures + ": a known deviation: " + known.reason
      } else {
        cause = "deviation"
        explanation = departures + ", and no known deviation explains it"
      }
    }
  }
}

/// "÷" for a break, "×" for none, as UAX #29 writes them.
func breakMark(_ isBreak: Bool) -> String { isBreak ? "÷" : "×" }

extension AnswerReport {
  /// The report of one engine's verdict.
  init(_ verdict: GraphemeDisagreement.Verdict) {
    engine = verdict.engine.rawValue
    unicodeVersion = verdict.unicodeVersion.description
    isBreak = verdict.isBreak
    referenceVersion = verdict.referenceVersion?.description
    referenceRule = verdict.referenceRule?.rawValue
    followsItsVersion = verdict.followsItsVersion
  }
}

extension PositionReport {
  /// The report of one of the reference's decisions.
  init(_ decision: GraphemeBreakDecision) {
    utf8Offset = decision.position.utf8Offset
    utf16Offset = decision.position.utf16Offset
    scalarOffset = decision.position.scalarOffset
    isBreak = decision.isBreak
    rule = decision.rule.rawValue
    summary = decision.rule.summary
    before = zip(decision.scalarBefore, decision.propertiesBefore).map(ScalarBreakProperties.init)
    after = zip(decision.scalarAfter, decision.propertiesAfter).map(ScalarBreakProperties.init)
  }
}

/// Both values, or `nil` when either is missing.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
  guard let a, let b else { return nil }
  return (a, b)
}
