import ArgumentParser
import UStrReport

/// The filters `search` and `print` share: `--block`, `--script`, `--category`, `--age`.
struct CharacterFilterOptions: ParsableArguments {
  @Option(help: "Only code points of this block (Blocks.txt name, loosely: 'arrows').")
  var block: String?

  @Option(help: "Only code points of this script (ISO 15924 code or name: Grek, Greek).")
  var script: String?

  @Option(help: "Only code points of this General_Category (Sm) or major class (S).")
  var category: String?

  @Option(help: "Only code points added in this Unicode version (17.0).")
  var age: String?

  /// The filter, or a usage error naming the value nothing matches.
  func filter() throws -> CharacterFilter {
    do {
      return try CharacterFilter(block: block, script: script, category: category, age: age)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
