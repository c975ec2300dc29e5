/// A length difference is the `swiftJavaDifference` object of `ustr lengths`'s JSON: the two
/// lengths by their row ids, how many distinct clusters differ, and the clusters listed.
///
///     {"base": "swift.count", "other": "java.length", "baseLength": 7, "otherLength": 8,
///      "distinctClusterCount": 1, "distinctClusterCountIsExact": true,
///      "clusters": [{"text": "é", "codePoints": ["U+0065", "U+0301"], ...}]}
extension LengthDifference: Codable {
  enum CodingKeys: String, CodingKey {
    case base, other, baseLength, otherLength, distinctClusterCount, distinctClusterCountIsExact
    case clusters
  }

  /// Reads a difference from its JSON; each cluster is read with the views `base` and `other`
  /// count, which its `contribution` is counted between.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, `base` or `other` is not a length
  ///   UStrCore counts, or a cluster does not hold together (see ``ClusterLengths``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func row(_ id: CodingKeys, length: CodingKeys) throws -> RuntimeLength {
      let name = try container.decode(String.self, forKey: id)
      guard name != "icu.graphemes", var row = LengthTable(counts: .zero)[name] else {
        throw DecodingError.dataCorruptedError(
          forKey: id, in: container, debugDescription: "\"\(name)\" is not a length UStrCore counts")
      }
      row.value = try container.decode(Int.self, forKey: length)
      return row
    }
    let base = try row(.base, length: .baseLength)
    let other = try row(.other, length: .otherLength)
    var list = try container.nestedUnkeyedContainer(forKey: .clusters)
    var clusters: [ClusterLengths] = []
    while !list.isAtEnd {
      clusters.append(
        try ClusterLengths(from: list.superDecoder(), baseView: base.unit.view, otherView: other.unit.view))
    }
    self.init(
      base: base, other: other,
      distinctClusterCount: try container.decode(Int.self, forKey: .distinctClusterCount),
      isDistinctClusterCountExact: try container.decode(Bool.self, forKey: .distinctClusterCountIsExact),
      clusters: clusters)
  }

  /// Writes the row ids, the two lengths, the distinct cluster count and whether it is exact,
  /// then the clusters.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(base.id, forKey: .base)
    try container.encode(other.id, forKey: .other)
    try container.encode(lengths.base, forKey: .baseLength)
    try container.encode(lengths.other, forKey: .otherLength)
    try container.encode(distinctClusterCount, forKey: .distinctClusterCount)
    try container.encode(isDistinctClusterCountExact, forKey: .distinctClusterCountIsExact)
    try container.encode(clusters, forKey: .clusters)
  }
}

/// A cluster's object in `swiftJavaDifference.clusters`: its text and code points, its length
/// in every view, its occurrences and what they add, and where it first occurs.
///
///     {"text": "👍🏽", "codePoints": ["U+1F44D", "U+1F3FD"],
///      "counts": {"grapheme": 1, "scalar": 2, "utf16": 4, "utf8": 8},
///      "occurrences": 2, "contribution": 6,
///      "firstGraphemeOffset": 8, "firstUTF16Offset": 10, "firstUTF8Offset": 11}
///
/// Encodable only: the object does not name the two views `contribution` is counted between
/// (its ``LengthDifference`` does, and decodes its clusters with them).
extension ClusterLengths: Encodable {
  enum CodingKeys: String, CodingKey {
    case text, codePoints, counts, occurrences, contribution, firstGraphemeOffset
    case firstUTF16Offset, firstUTF8Offset
  }

  /// Reads a cluster whose lengths are compared between `baseView` and `otherView`.
  ///
  /// - Throws: `DecodingError` when a key is missing, `text` is not one grapheme cluster, or
  ///   `counts` or `contribution` are not the text's.
  init(from decoder: any Decoder, baseView: TextView, otherView: TextView) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .text)
    guard text.count == 1, let character = text.first else {
      throw DecodingError.dataCorruptedError(
        forKey: .text, in: container, debugDescription: "\"text\" is not one grapheme cluster")
    }
    self.init(
      character: character, counts: try container.decode(ViewCounts.self, forKey: .counts),
      occurrences: try container.decode(Int.self, forKey: .occurrences),
      firstGraphemeOffset: try container.decode(Int.self, forKey: .firstGraphemeOffset),
      firstUTF16Offset: try container.decode(Int.self, forKey: .firstUTF16Offset),
      firstUTF8Offset: try container.decode(Int.self, forKey: .firstUTF8Offset),
      baseView: baseView, otherView: otherView)
    guard counts == ViewCounts(of: character) else {
      throw DecodingError.dataCorruptedError(
        forKey: .counts, in: container, debugDescription: "the counts are not the text's")
    }
    guard try container.decode(Int.self, forKey: .contribution) == contribution else {
      throw DecodingError.dataCorruptedError(
        forKey: .contribution, in: container,
        debugDescription: "the contribution is not the occurrences' between \(baseView) and \(otherView)")
    }
  }

  /// Writes the text, its code points ("U+1F44D"), the counts of one occurrence, the
  /// occurrences, their contribution and the first occurrence's offsets.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(String(character), forKey: .text)
    try container.encode(codePoints: character.unicodeScalars, forKey: .codePoints)
    try container.encode(counts, forKey: .counts)
    try container.encode(occurrences, forKey: .occurrences)
    try container.encode(contribution, forKey: .contribution)
    try container.encode(firstGraphemeOffset, forKey: .firstGraphemeOffset)
    try container.encode(firstUTF16Offset, forKey: .firstUTF16Offset)
    try container.encode(firstUTF8Offset, forKey: .firstUTF8Offset)
  }
}
