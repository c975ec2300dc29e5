import UStrCharacters
import UStrCore

/// One code point in the lists of `ustr search` and `ustr print`: what a row of the table shows.
///
/// JSON: `{"codePoint": "U+2192", "name": "RIGHTWARDS ARROW", "generalCategory": "Sm",
/// "block": "Arrows", "script": "Zyyy", "age": "1.1"}`.
public struct CharacterRow: Codable, Hashable, Sendable {
  /// The scalar: U+2192 (JSON writes it "U+2192", as `codePoint`).
  public var scalar: Unicode.Scalar
  /// The Unicode name (standard library), else a label: "<unassigned-50000>".
  public var name: String
  /// The General_Category (standard library); JSON writes its short name ("Sm").
  public var generalCategory: Unicode.GeneralCategory
  /// The block (reference tables), or `nil` for No_Block; JSON writes its name ("Arrows").
  public var block: Block?
  /// The Script (reference tables); JSON writes its code ("Zyyy").
  public var script: Script
  /// The Age (reference tables): the Unicode version that added the scalar, 1.1 for U+2192;
  /// `nil` when unassigned. JSON writes its description, "1.1".
  public var age: UnicodeVersion?

  /// The row of `scalar`.
  public init(_ scalar: Unicode.Scalar) {
    let properties = ReferenceDatabase.properties(of: scalar.value)
    self.scalar = scalar
    name = ScalarName.of(scalar)
    generalCategory = scalar.properties.generalCategory
    block = properties.block
    script = properties.script
    age = properties.age
  }
}

extension CharacterRow {
  enum CodingKeys: String, CodingKey {
    case scalar = "codePoint"
    case name, generalCategory, block, script, age
  }

  /// Reads a row from its JSON.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing or `codePoint` is not a scalar.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    scalar = try container.decodeCodePoint(forKey: .scalar)
    name = try container.decode(String.self, forKey: .name)
    generalCategory = try container.decodeGeneralCategory(forKey: .generalCategory)
    block = try container.decodeIfPresent(Block.self, forKey: .block)
    script = try container.decode(Script.self, forKey: .script)
    age = try container.decodeIfPresent(UnicodeVersion.self, forKey: .age)
  }

  /// Writes the code point ("U+2192"), the name, category, block, script and age.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scalar.codePoint, forKey: .scalar)
    try container.encode(name, forKey: .name)
    try container.encode(generalCategory.shortName, forKey: .generalCategory)
    // The names themselves, not the values' own Codable: a row is written for every code point
    // of `print`, and a nested encoder per value costs a fifth of the time.
    try container.encodeIfPresent(block?.name, forKey: .block)
    try container.encode(script.code, forKey: .script)
    try container.encodeIfPresent(age?.description, forKey: .age)
  }
}
