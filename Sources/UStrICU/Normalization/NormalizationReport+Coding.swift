import UStrCore

/// The `normalization` key of `ustr inspect` and `ustr normalize --check`: each form under its
/// name, each form's report without its form (the key says it).
///
///     {"nfc": {"isNormalized": false, "counts": {...}, "changedGraphemeOffsets": [4],
///              "quickCheck": "maybe", "changedClusterCount": 1, "changedClusters": [...],
///              "longRunCount": 0},
///      "nfd": {...}, "nfkc": {...}, "nfkd": {...}}
extension NormalizationReport: Codable {
  enum CodingKeys: String, CodingKey {
    case nfc, nfd, nfkc, nfkd

    init(_ form: NormalizationForm) {
      switch form {
      case .nfc: self = .nfc
      case .nfd: self = .nfd
      case .nfkc: self = .nfkc
      case .nfkd: self = .nfkd
      }
    }
  }

  /// Writes each form under its name.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    for form in NormalizationForm.allCases {
      try container.encode(self[form], forKey: CodingKeys(form))
    }
  }

  /// Reads each form from its name.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a form or one of its keys is missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let forms = try NormalizationForm.allCases.map { form in
      var report = try container.decode(FormReport.self, forKey: CodingKeys(form))
      report.form = form
      return report
    }
    self.init(forms: forms)
  }
}

extension FormReport: Codable {
  enum CodingKeys: String, CodingKey {
    case isNormalized, counts, text, changedGraphemeOffsets, quickCheck, changedClusterCount
    case changedClusters, longRunCount
  }

  /// Writes the report without its form (``NormalizationReport`` writes it under the form's
  /// name); `text` only when kept, and the changed clusters' grapheme offsets beside them.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(isNormalized, forKey: .isNormalized)
    try container.encode(counts, forKey: .counts)
    try container.encodeIfPresent(text, forKey: .text)
    try container.encode(changedGraphemeOffsets, forKey: .changedGraphemeOffsets)
    try container.encode(quickCheck, forKey: .quickCheck)
    try container.encode(changedClusterCount, forKey: .changedClusterCount)
    try container.encode(changedClusters, forKey: .changedClusters)
    try container.encode(longRunCount, forKey: .longRunCount)
  }

  /// Reads a report written by ``encode(to:)``; its form is NFC until the enclosing
  /// ``NormalizationReport`` sets it from the key (the grapheme offsets follow from the changed
  /// clusters and are not read).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      form: .nfc, text: try container.decodeIfPresent(String.self, forKey: .text),
      isNormalized: try container.decode(Bool.self, forKey: .isNormalized),
      quickCheck: try container.decode(QuickCheckResult.self, forKey: .quickCheck),
      counts: try container.decode(ViewCounts.self, forKey: .counts),
      changedClusters: try container.decode([ClusterChange].self, forKey: .changedClusters),
      changedClusterCount: try container.decode(Int.self, forKey: .changedClusterCount),
      longRunCount: try container.decode(Int.self, forKey: .longRunCount))
  }
}
