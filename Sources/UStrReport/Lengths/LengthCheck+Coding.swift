public import UStrCore

/// A length check is the `check` object of `ustr lengths --max`'s JSON: the limit, the length,
/// the verdict, and the first cluster past the limit as `inspect` writes a cluster (with its
/// scalars' names, which is why this conformance lives in the report layer and not in UStrCore,
/// which has no name tables).
///
///     {"maximum": 4, "unit": "utf16", "length": 5, "fits": false, "excess": 1,
///      "firstClusterPastLimit": {"graphemeOffset": 3, "text": "😀", ...}}
extension LengthCheck: Codable {
  enum CodingKeys: String, CodingKey {
    case maximum, unit, length, fits, excess, firstClusterPastLimit
  }

  /// Reads a check from its JSON; `fits` and `excess` are not read (they follow from the
  /// length and the limit).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing or the cluster does not hold together
  ///   (see ``GraphemeReport``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      limit: try container.decodeLimit(maximum: .maximum, unit: .unit),
      length: try container.decode(Int.self, forKey: .length),
      firstClusterPastLimit: try container.decodeFirstClusterPastLimit(forKey: .firstClusterPastLimit))
  }

  /// Writes the limit, the length, whether it fits and by how much it does not, then the first
  /// cluster past the limit (`null` when it fits).
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(limit, maximum: .maximum, unit: .unit)
    try container.encode(length, forKey: .length)
    try container.encode(fits, forKey: .fits)
    try container.encode(excess, forKey: .excess)
    try container.encode(firstClusterPastLimit: firstClusterPastLimit, forKey: .firstClusterPastLimit)
  }
}

/// What a length check and a line over the limit write alike: the limit flat among the row's
/// keys, and the first cluster past it as `inspect` writes a cluster.
extension KeyedEncodingContainer {
  /// Writes `limit` as `"maximum": 280, "unit": "utf16"` under the row's keys for them.
  mutating func encode(_ limit: LengthLimit, maximum: Key, unit: Key) throws {
    try encode(limit.maximum, forKey: maximum)
    try encode(limit.unit, forKey: unit)
  }

  /// Writes the first cluster past the limit as `inspect`'s row of it, with its scalars'
  /// names; `null` when there is none.
  mutating func encode(firstClusterPastLimit cluster: GraphemeCluster?, forKey key: Key) throws {
    try encodeIfPresent(cluster.map { GraphemeReport($0) }, forKey: key)
  }
}

extension KeyedDecodingContainer {
  /// Reads a limit written flat under the row's keys for its maximum and unit.
  func decodeLimit(maximum: Key, unit: Key) throws -> LengthLimit {
    LengthLimit(maximum: try decode(Int.self, forKey: maximum), unit: try decode(TextView.self, forKey: unit))
  }

  /// Reads the first cluster past the limit from its `inspect` row, or `nil` when it is
  /// `null` or absent.
  ///
  /// - Throws: `DecodingError` when the row does not hold together (see ``GraphemeReport``).
  func decodeFirstClusterPastLimit(forKey key: Key) throws -> GraphemeCluster? {
    try decodeIfPresent(GraphemeReport.self, forKey: key)?.cluster
  }
}
