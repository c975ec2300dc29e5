public import UStrCore

/// The grapheme cluster boundaries of one text by every engine, and where they disagree.
///
///     // "क्ष" = U+0915 U+094D U+0937
///     let comparison = try GraphemeComparison(of: "क्ष")
///     comparison.disagreements.count  // 1 at scalar offset 2, with ICU 72 and Swift 6.3:
///     // swift 17.0: no break (the reference at 17.0 agrees: GB9c)
///     // icu 15.0: break (the reference at 15.0 agrees: GB999; 15.0 has no GB9c)
///     // reference 17.0: no break, GB9c
///
/// Each engine is judged against the reference at that engine's own Unicode version, so a
/// disagreement says whether it comes from versions (each engine right for its version) or from
/// a deviation (an engine wrong for its version; `knownDeviation` names the listed ones).
public struct GraphemeComparison: Sendable {
  /// The text compared.
  public var text: String
  /// The boundaries by each engine: Swift's `Character`, ICU's character iterator, the reference.
  public var segmentations: [Segmentation]
  /// The reference's decision at every scalar position, at `referenceVersion`.
  public var referenceDecisions: [GraphemeBreakDecision]
  /// Every position where the engines do not all say the same, in text order.
  public var disagreements: [GraphemeDisagreement]

  /// The version the reference segmentation used.
  public var referenceVersion: UnicodeVersion {
    segmentations.first { $0.engine == .reference }!.unicodeVersion
  }

  /// One engine's boundaries.
  public struct Segmentation: Hashable, Sendable {
    /// The engine.
    public var engine: BreakEngine
    /// The Unicode version the engine implements.
    public var unicodeVersion: UnicodeVersion
    /// Its boundaries, both ends included.
    public var boundaries: [TextPosition]
  }

  /// Segments `text` with every engine and finds the disagreements.
  ///
  /// - Parameter text: The text whose clusters the engines cut.
  /// - Parameter referenceVersion: The reference's version; `nil` for
  ///   `ReferenceGraphemeSegmenter.defaultVersion`. Must be one of `supportedVersions`.
  /// - Throws: `ICUError` when ICU cannot open a character break iterator.
  /// - Complexity: O(n) for each engine, plus O(n) per supported version when engines disagree.
  public init(of text: String, referenceVersion: UnicodeVersion? = nil) throws(ICUError) {
    let version = referenceVersion ?? ReferenceGraphemeSegmenter.defaultVersion
    guard let reference = ReferenceGraphemeSegmenter(unicodeVersion: version) else {
      preconditionFailure("Unicode \(version) is not a supported reference version")
    }
    let decisions = reference.decisions(in: text)
    self.text = text
    self.referenceDecisions = decisions
    self.segmentations = [
      Segmentation(
        engine: .swift, unicodeVersion: StandardLibraryUnicode.version,
        boundaries: StandardLibraryUnicode.characterBoundaries(in: text)),
      Segmentation(
        engine: .icu, unicodeVersion: ICU.unicodeVersion,
        boundaries: try ICU.graphemeBoundaries(in: text)),
      Segmentation(
        engine: .reference, unicodeVersion: version,
        boundaries: decisions.filter(\.isBreak).map(\.position)),
    ]
    self.disagreements = Self.disagreements(segmentations, decisions: decisions, text: text)
  }

  private static func disagreements(
    _ segmentations: [Segmentation], decisions: [GraphemeBreakDecision], text: String
  ) -> [GraphemeDisagreement] {
    let breakSets = segmentations.map { Set($0.boundaries.map(\.scalarOffset)) }
    let differing = decisions.filter { decision in
      let offset = decision.position.scalarOffset
      return Set(breakSets.map { $0.contains(offset) }).count > 1
    }
    guard !differing.isEmpty else { return [] }
    // The reference at every version an engine reports (closest supported one not newer).
    var decisionsByVersion: [UnicodeVersion: [GraphemeBreakDecision]] = [:]
    for segmentation in segmentations {
      guard
        let version = ReferenceGraphemeSegmenter.closestSupportedVersion(
          atMost: segmentation.unicodeVersion),
        decisionsByVersion[version] == nil
      else { continue }
      decisionsByVersion[version] =
        ReferenceGraphemeSegmenter(unicodeVersion: version)!.decisions(in: text)
    }
    let scalars = Array(text.unicodeScalars)
    return differing.map { decision in
      let offset = decision.position.scalarOffset
      let verdicts = zip(segmentations, breakSets).map { segmentation, breaks in
        let version = ReferenceGraphemeSegmenter.closestSupportedVersion(
          atMost: segmentation.unicodeVersion)
        let expected = version.flatMap { decisionsByVersion[$0]?[offset] }
        return GraphemeDisagreement.Verdict(
          engine: segmentation.engine, unicodeVersion: segmentation.unicodeVersion,
          isBreak: breaks.contains(offset), referenceVersion: version, referenceRule: expected?.rule)
      }
      let known = verdicts.lazy.compactMap { verdict -> KnownBreakDeviation? in
        guard verdict.followsItsVersion == false, let version = verdict.referenceVersion,
          let expected = decisionsByVersion[version]
        else { return nil }
        // The cluster around the position as UAX #29 forms it at the engine's version.
        let start = expected[..<offset].last(where: \.isBreak)?.position.scalarOffset ?? 0
        let end = expected[(offset + 1)...].first(where: \.isBreak)?.position.scalarOffset ?? offset
        let cluster = scalars[start..<end]
        return KnownBreakDeviation.all.first {
          $0.engine == verdict.engine && $0.unicodeVersion == verdict.unicodeVersion
            && $0.testFile == "GraphemeBreakTest.txt" && $0.explains(cluster: cluster)
        }
      }.first
      return GraphemeDisagreement(decision: decision, verdicts: verdicts, knownDeviation: known)
    }
  }
}

/// A position where grapheme engines disagree, with what each says and why.
public struct GraphemeDisagreement: Hashable, Sendable {
  /// The reference's decision here at the comparison's reference version: the position, the
  /// rule and the properties of the scalars on both sides.
  public var decision: GraphemeBreakDecision
  /// What each engine says here.
  public var verdicts: [Verdict]
  /// The listed deviation that explains an engine going against its own version, if any.
  public var knownDeviation: KnownBreakDeviation?

  /// Where the engines disagree.
  public var position: TextPosition { decision.position }

  /// One engine's answer at the position, beside what UAX #29 says at that engine's version.
  public struct Verdict: Hashable, Sendable {
    /// The engine.
    public var engine: BreakEngine
    /// The Unicode version the engine implements.
    public var unicodeVersion: UnicodeVersion
    /// Whether the engine puts a boundary here.
    public var isBreak: Bool
    /// The reference version used to judge the engine: the closest supported one not newer than
    /// `unicodeVersion`; `nil` when the engine is older than every supported version.
    public var referenceVersion: UnicodeVersion?
    /// The rule that decides here at `referenceVersion`; `nil` when there is no such version.
    public var referenceRule: GraphemeBreakRule?

    /// Whether the engine does what UAX #29 says at its version; `nil` when unknown.
    public var followsItsVersion: Bool? { referenceRule.map { $0.isBreak == isBreak } }
  }
}
