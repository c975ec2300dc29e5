import UStrCore

/// The first difference is the `firstDifference` object of `ustr compare`'s JSON: its kind (the
/// raw value and, for people, its description), and each side's position in every view with the
/// differing cluster between its neighbours, each written with its code points.
///
///     {"kind": "composition", "explanation": "precomposed vs decomposed",
///      "a": {"graphemeOffset": 3, "scalarOffset": 3, "utf16Offset": 3, "utf8Offset": 3,
///            "cluster": {"text": "é", "codePoints": ["U+00E9"]},
///            "clusterBefore": {"text": "k", "codePoints": ["U+006B"]},
///            "clusterAfter": {"text": "m", "codePoints": ["U+006D"]}},
///      "b": {...}}
extension FirstDifference: Codable {
  enum CodingKeys: String, CodingKey {
    case kind, explanation, a, b
  }

  /// Reads a difference from its JSON; `explanation` is not read (it follows from the kind).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing or the kind is unknown.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .kind)
    guard let kind = DifferenceKind(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "unknown difference kind \"\(name)\"")
    }
    self.kind = kind
    first = try container.decode(Side.self, forKey: .a)
    second = try container.decode(Side.self, forKey: .b)
  }

  /// Writes the kind, its explanation, then side A and side B.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind.rawValue, forKey: .kind)
    try container.encode(kind.description, forKey: .explanation)
    try container.encode(first, forKey: .a)
    try container.encode(second, forKey: .b)
  }
}

extension FirstDifference.Side: Codable {
  enum CodingKeys: String, CodingKey {
    case graphemeOffset, scalarOffset, utf16Offset, utf8Offset, cluster, clusterBefore, clusterAfter
  }

  /// A cluster as the JSON writes it: its text and its code points.
  enum ClusterKeys: String, CodingKey {
    case text, codePoints
  }

  /// Reads a side from its JSON; the clusters' code point lists are not read (they follow from
  /// the texts).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing or a cluster's text is not one cluster.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func cluster(_ key: CodingKeys) throws -> Character? {
      guard try container.contains(key) && !container.decodeNil(forKey: key) else { return nil }
      let nested = try container.nestedContainer(keyedBy: ClusterKeys.self, forKey: key)
      let text = try nested.decode(String.self, forKey: .text)
      guard text.count == 1, let character = text.first else {
        throw DecodingError.dataCorruptedError(
          forKey: .text, in: nested, debugDescription: "not one grapheme cluster")
      }
      return character
    }
    self.init(
      position: BoundaryOffsets(
        utf8Offset: try container.decode(Int.self, forKey: .utf8Offset),
        utf16Offset: try container.decode(Int.self, forKey: .utf16Offset),
        scalarOffset: try container.decode(Int.self, forKey: .scalarOffset),
        graphemeOffset: try container.decode(Int.self, forKey: .graphemeOffset)),
      cluster: try cluster(.cluster), clusterBefore: try cluster(.clusterBefore),
      clusterAfter: try cluster(.clusterAfter))
  }

  /// Writes the position's four offsets, then the three clusters (`null` where there is none),
  /// each with its code points.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(position.graphemeOffset, forKey: .graphemeOffset)
    try container.encode(position.scalarOffset, forKey: .scalarOffset)
    try container.encode(position.utf16Offset, forKey: .utf16Offset)
    try container.encode(position.utf8Offset, forKey: .utf8Offset)
    let clusters = [(CodingKeys.cluster, cluster), (.clusterBefore, clusterBefore), (.clusterAfter, clusterAfter)]
    for (key, cluster) in clusters {
      guard let cluster else {
        try container.encodeNil(forKey: key)
        continue
      }
      var nested = container.nestedContainer(keyedBy: ClusterKeys.self, forKey: key)
      try nested.encode(String(cluster), forKey: .text)
      var codePoints = nested.nestedUnkeyedContainer(forKey: .codePoints)
      for scalar in cluster.unicodeScalars { try codePoints.encode(scalar.codePoint) }
    }
  }
}
