public import UStrCore

/// An emoji sequence is a result of `ustr emoji`'s JSON: its code points, its names, its status
/// and version, and its length in every view.
///
///     {"codePoints": ["U+1F9D1", "U+200D", "U+1F692"], "name": "firefighter",
///      "group": "People & Body", "subgroup": "person-role", "qualification": "fully-qualified",
///      "emojiVersion": "12.1", "counts": {"grapheme": 1, "scalar": 3, "utf16": 5, "utf8": 11}}
extension EmojiSequence: Codable {
  enum CodingKeys: String, CodingKey {
    case codePoints, name, group, subgroup, qualification, emojiVersion, counts
  }

  /// The sequence's length in the four views (one cluster for a fully-qualified emoji).
  ///
  /// - Complexity: O(s) in the sequence's scalars.
  public var counts: ViewCounts { ViewCounts(of: text) }

  /// Reads a sequence from its JSON; `counts` is not read (it follows from the code points).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, a code point is not a scalar, or the
  ///   qualification is not one of emoji-test.txt's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      scalars: try container.decodeCodePoints(forKey: .codePoints),
      qualification: try container.decode(Qualification.self, forKey: .qualification),
      emojiVersion: try container.decode(String.self, forKey: .emojiVersion),
      name: try container.decode(String.self, forKey: .name),
      group: try container.decode(String.self, forKey: .group),
      subgroup: try container.decode(String.self, forKey: .subgroup))
  }

  /// Writes the code points ("U+1F9D1"), the names, the qualification and version, then the
  /// counts.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(codePoints: scalars, forKey: .codePoints)
    try container.encode(name, forKey: .name)
    try container.encode(group, forKey: .group)
    try container.encode(subgroup, forKey: .subgroup)
    try container.encode(qualification, forKey: .qualification)
    try container.encode(emojiVersion, forKey: .emojiVersion)
    try container.encode(counts, forKey: .counts)
  }
}

extension EmojiSequence.Qualification: Codable {}
