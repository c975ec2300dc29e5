import UStrCharacters

/// One code point in the lists of `ustr search` and `ustr print`: what a row of the table shows.
public struct CharacterRow: Codable, Hashable, Sendable {
  /// "U+2192".
  public var codePoint: String
  /// The Unicode name (standard library), else a label: "<unassigned-50000>".
  public var name: String
  /// The General_Category short name ("Sm").
  public var generalCategory: String
  /// The block (reference tables), or `nil` for No_Block.
  public var block: String?
  /// The Script code (reference tables): "Zyyy".
  public var script: String
  /// The Age (reference tables), or `nil` when unassigned.
  public var age: String?

  /// The row of `scalar`.
  public init(_ scalar: Unicode.Scalar) {
    let properties = ReferenceDatabase.properties(of: scalar.value)
    codePoint = Hex.codePoint(scalar)
    name = ScalarName.of(scalar)
    generalCategory = GeneralCategoryCode.of(scalar.properties.generalCategory)
    block = properties.block?.name
    script = properties.script.code
    age = properties.age
  }
}
