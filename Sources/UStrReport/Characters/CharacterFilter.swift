import UStrCharacters
import UStrCore

/// The filters of `ustr search` and `ustr print`: a block, a script, a General_Category (a
/// two-letter value "Sm" or a major class "S"), an age ("17.0": added in that version).
public struct CharacterFilter: Hashable, Sendable {
  /// A filter value that names nothing.
  public struct UnknownValue: Error, CustomStringConvertible {
    public var description: String
  }

  var block: Block?
  var script: Script?
  var category: String?
  var age: UnicodeVersion?

  /// No filter: every code point passes.
  public init() {}

  /// Reads the filters; throws ``UnknownValue`` for a block or script no table names.
  public init(block: String?, script: String?, category: String?, age: String?) throws(UnknownValue) {
    if let block {
      guard let found = Block(named: block) else {
        throw UnknownValue(description: "no block is named '\(block)' (ustr print block:NAME lists one)")
      }
      self.block = found
    }
    if let script {
      guard let found = Script(named: script) else {
        throw UnknownValue(description: "no script is named '\(script)' (ISO 15924 code or name: Grek, Greek)")
      }
      self.script = found
    }
    if let category {
      guard (1...2).contains(category.count), category.first?.isUppercase == true else {
        throw UnknownValue(description: "'\(category)' is not a General_Category (Sm, Lu, L...)")
      }
      self.category = category
    }
    if let age {
      guard let version = UnicodeVersion(age), ReferenceDatabase.ages.contains(version) else {
        throw UnknownValue(description: "'\(age)' is not a Unicode version with characters (1.1 ... \(ReferenceDatabase.unicodeVersion))")
      }
      self.age = version
    }
  }

  /// Whether `scalar` passes every filter.
  public func admits(_ scalar: Unicode.Scalar) -> Bool {
    guard block != nil || script != nil || category != nil || age != nil else { return true }
    let properties = ReferenceDatabase.properties(of: scalar.value)
    if let block, properties.block != block { return false }
    if let script, properties.script != script { return false }
    if let age, properties.age != age { return false }
    if let category {
      let code = scalar.properties.generalCategory.shortName
      if !code.hasPrefix(category) { return false }
    }
    return true
  }
}
