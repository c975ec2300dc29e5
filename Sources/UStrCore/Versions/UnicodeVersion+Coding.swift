/// A Unicode version is written in JSON as its description: `"17.0"`, `"6.3.1"`.
extension UnicodeVersion: Codable {
  /// Reads a version from its string.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is not a version such as "17.0".
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decode(as: "a Unicode version", UnicodeVersion.init)
  }

  /// Writes the version's description.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
