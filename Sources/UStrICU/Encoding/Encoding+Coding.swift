/// An encoding is a row of `ustr encodings`'s JSON: its standard name, ICU's name, every alias
/// and whether it is ASCII-compatible.
///
///     {"name": "Shift_JIS", "icuName": "ibm-943_P15A-2003", "aliases": [...], "asciiCompatible": false}
extension Encoding: Encodable {
  enum CodingKeys: String, CodingKey {
    case name, icuName, aliases, asciiCompatible
  }

  /// Writes the names, the aliases and ``isASCIICompatible``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  /// - Complexity: O(aliases), and ICU opens the converter once (``isASCIICompatible``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(icuName, forKey: .icuName)
    try container.encode(aliases, forKey: .aliases)
    try container.encode(isASCIICompatible, forKey: .asciiCompatible)
  }
}
