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
      limit: LengthLimit(
        maximum: try container.decode(Int.self, forKey: .maximum),
        unit: try container.decode(TextView.self, forKey: .unit)),
      length: try container.decode(Int.self, forKey: .length),
      firstClusterPastLimit: try container.decodeIfPresent(GraphemeReport.self, forKey: .firstClusterPastLimit)?
        .cluster)
  }

  /// Writes the limit, the length, whether it fits and by how much it does not, then the first
  /// cluster past the limit (`null` when it fits).
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(limit.maximum, forKey: .maximum)
    try container.encode(limit.unit, forKey: .unit)
    try container.encode(length, forKey: .length)
    try container.encode(fits, forKey: .fits)
    try container.encode(excess, forKey: .excess)
    try container.encodeIfPresent(
      firstClusterPastLimit.map { GraphemeReport($0) }, forKey: .firstClusterPastLimit)
  }
}
