public import UStrCore

/// The line checks are the `lineChecks` object of `ustr lengths --max N --each-line`'s JSON: the
/// limit, the lines counted, the verdict, and the lines over the limit (each with its first
/// cluster past the limit as `inspect` writes a cluster, names included: so the conformance
/// lives in the report layer).
///
///     {"maximum": 3, "unit": "grapheme", "lineCount": 2, "fits": false, "linesOverCount": 1,
///      "linesOver": [{"lineNumber": 2, "utf8Offset": 5, "length": 4, "excess": 1,
///                     "firstClusterPastLimit": {"graphemeOffset": 3, "text": "d", ...}}]}
extension LineChecks: Codable {
  enum CodingKeys: String, CodingKey {
    case maximum, unit, lineCount, fits, linesOverCount, linesOver
  }

  /// Reads the checks from their JSON; `fits` is not read (it follows from `linesOverCount`).
  /// Each line over is read with the limit, which its object does not repeat.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing or a line does not hold together.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let limit = try container.decodeLimit(maximum: .maximum, unit: .unit)
    var list = try container.nestedUnkeyedContainer(forKey: .linesOver)
    var linesOver: [LineOverLimit] = []
    while !list.isAtEnd {
      linesOver.append(try LineOverLimit(from: list.superDecoder(), limit: limit))
    }
    self.init(
      limit: limit, lineCount: try container.decode(Int.self, forKey: .lineCount),
      linesOverCount: try container.decode(Int.self, forKey: .linesOverCount), linesOver: linesOver)
  }

  /// Writes the limit, the line count, whether every line fits, how many do not, then the
  /// lines over the limit listed.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(limit, maximum: .maximum, unit: .unit)
    try container.encode(lineCount, forKey: .lineCount)
    try container.encode(fits, forKey: .fits)
    try container.encode(linesOverCount, forKey: .linesOverCount)
    try container.encode(linesOver, forKey: .linesOver)
  }
}

/// A line over the limit is an object of `lineChecks.linesOver`: its number as an editor shows
/// it (from 1), where it starts in bytes, its length, by how much it is over, and its first
/// cluster past the limit (offsets from the start of the line).
///
/// Encodable only: the object does not repeat the limit the line was checked against (its
/// ``LineChecks`` does, and decodes its lines with it).
extension LineOverLimit: Encodable {
  enum CodingKeys: String, CodingKey {
    case lineNumber, utf8Offset, length, excess, firstClusterPastLimit
  }

  /// Reads a line that was checked against `limit`.
  ///
  /// - Throws: `DecodingError` when a key is missing, the line number is under 1, or the
  ///   cluster does not hold together (see ``GraphemeReport``).
  init(from decoder: any Decoder, limit: LengthLimit) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let lineNumber = try container.decode(Int.self, forKey: .lineNumber)
    guard lineNumber >= 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .lineNumber, in: container, debugDescription: "line numbers start at 1")
    }
    self.init(
      lineOffset: lineNumber - 1, utf8Offset: try container.decode(Int.self, forKey: .utf8Offset),
      check: LengthCheck(
        limit: limit, length: try container.decode(Int.self, forKey: .length),
        firstClusterPastLimit: try container.decodeFirstClusterPastLimit(forKey: .firstClusterPastLimit)))
  }

  /// Writes the line's number (from 1), its start in bytes, its length and excess in the
  /// limit's unit, then its first cluster past the limit.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lineOffset + 1, forKey: .lineNumber)
    try container.encode(utf8Offset, forKey: .utf8Offset)
    try container.encode(check.length, forKey: .length)
    try container.encode(check.excess, forKey: .excess)
    try container.encode(firstClusterPastLimit: check.firstClusterPastLimit, forKey: .firstClusterPastLimit)
  }
}
