/// A known deviation is the `knownDeviation` object of a `ustr breaks` disagreement: the engine,
/// the Unicode version it reports, the test file whose lines it fails, and why.
///
///     {"engine": "swift", "unicodeVersion": "17.0", "testFile": "GraphemeBreakTest.txt",
///      "reason": "Swift's Character segmentation (Unicode 17.0) lacks newer grapheme break data: ..."}
///
/// The JSON names a deviation of the one list (``all``) without its test line or its causes, so
/// decoding finds the first deviation of the list with the same engine, version, file and
/// reason: the one a comparison names, since the lines of one engine share their causes.
extension KnownBreakDeviation: Codable {
  enum CodingKeys: String, CodingKey {
    case engine, unicodeVersion, testFile, reason
  }

  /// Reads a deviation from its JSON: the deviation of ``all`` that it names.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing or no listed deviation matches.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let engine = try container.decode(String.self, forKey: .engine)
    let version = try container.decode(String.self, forKey: .unicodeVersion)
    let testFile = try container.decode(String.self, forKey: .testFile)
    let reason = try container.decode(String.self, forKey: .reason)
    guard
      let listed = Self.all.first(where: {
        $0.engine.rawValue == engine && $0.unicodeVersion.description == version
          && $0.testFile == testFile && $0.reason == reason
      })
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .reason, in: container,
        debugDescription: "no known deviation of \(engine) \(version) on \(testFile) says so")
    }
    self = listed
  }

  /// Writes the engine, its Unicode version, the test file and the reason.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(engine.rawValue, forKey: .engine)
    try container.encode(unicodeVersion.description, forKey: .unicodeVersion)
    try container.encode(testFile, forKey: .testFile)
    try container.encode(reason, forKey: .reason)
  }
}
