import UStrCore

/// A scalar's JSON object: the fixed keys, then (with `inspect --properties`) one key per asked
/// property and `disagreements`. The property keys are the only ones that come and go, so the
/// object is coded by hand over string keys.
extension ScalarReport: Codable {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Reads a scalar from its JSON; its name, category and code units are not read (they follow
  /// from the code point).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, the code point is not a scalar, or a
  ///   property's value is not of its type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let codePoint = try container.decode(String.self, forKey: Key("codePoint"))
    guard let scalar = Unicode.Scalar(codePoint: codePoint) else {
      throw DecodingError.dataCorruptedError(
        forKey: Key("codePoint"), in: container, debugDescription: "not a code point: \"\(codePoint)\"")
    }
    position = ScalarPosition(
      scalar: scalar, scalarOffset: try container.decode(Int.self, forKey: Key("scalarOffset")),
      utf16Offset: try container.decode(Int.self, forKey: Key("utf16Offset")),
      utf8Offset: try container.decode(Int.self, forKey: Key("utf8Offset")))
    var values: [ScalarPropertyValues.Entry] = []
    for property in ScalarProperty.allCases where container.contains(Key(property.rawValue)) {
      values.append(.init(property, try Self.decodeValue(of: property, from: container)))
    }
    let disagreements = try container.decodeIfPresent([PropertyDisagreement].self, forKey: Key("disagreements"))
    properties =
      values.isEmpty && disagreements == nil
      ? nil : ScalarPropertyValues(values: values, disagreements: disagreements ?? [])
  }

  /// A property's value, typed as the property is (a numeric value 5 stays a number, not an
  /// integer).
  static func decodeValue(
    of property: ScalarProperty, from container: KeyedDecodingContainer<Key>
  ) throws -> PropertyValue {
    let key = Key(property.rawValue)
    if try container.decodeNil(forKey: key) { return .none }
    switch property {
    case .scriptExtensions, .emoji: return .names(try container.decode([String].self, forKey: key))
    case .bidiMirrored: return .flag(try container.decode(Bool.self, forKey: key))
    case .width, .canonicalCombiningClass: return .integer(try container.decode(Int.self, forKey: key))
    case .numericValue: return .number(try container.decode(Double.self, forKey: key))
    default: return .name(try container.decode(String.self, forKey: key))
    }
  }

  /// Writes the code point, its name and category, its offsets and code units in hex, then the
  /// asked properties and their disagreements.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(codePoint, forKey: Key("codePoint"))
    try container.encode(name, forKey: Key("name"))
    try container.encode(generalCategory.shortName, forKey: Key("generalCategory"))
    try container.encode(position.scalarOffset, forKey: Key("scalarOffset"))
    try container.encode(position.utf16Offset, forKey: Key("utf16Offset"))
    try container.encode(position.utf8Offset, forKey: Key("utf8Offset"))
    try container.encode(Hex.units(position.utf16), forKey: Key("utf16"))
    try container.encode(Hex.bytes(position.utf8), forKey: Key("utf8"))
    guard let properties else { return }
    for entry in properties.values {
      try container.encode(entry.value, forKey: Key(entry.property.rawValue))
    }
    try container.encode(properties.disagreements, forKey: Key("disagreements"))
  }
}
