public import UStrCore
public import UStrICU
import UStrCharacters

/// The three engines of the character database, each with its Unicode version: the standard
/// library, ICU and the reference tables generated from the newest UCD in `../shared/unicode`.
public struct CharacterEngines: Codable, Hashable, Sendable {
  /// The standard library: names, General_Category, age, case mappings, numeric values, emoji.
  public var swift: SwiftEngine
  /// ICU: script, block, bidi, break properties, decomposition, normalization, skeleton.
  public var icu: ICUEngine
  /// The generated tables: script, block, East_Asian_Width, bidi class, age, aliases, emoji
  /// names, confusables.
  public var reference: CharacterTablesEngine

  /// The engines this program runs with.
  public static var current: CharacterEngines {
    let engines = Engines.current
    return CharacterEngines(
      swift: engines.swift, icu: engines.icu,
      reference: CharacterTablesEngine(unicodeVersion: ReferenceDatabase.unicodeVersion))
  }

  /// The Unicode version of `engine`'s answers: 17.0 for `.reference` (the tables), 15.0 for
  /// `.icu` with ICU 72.1.
  public func unicodeVersion(of engine: BreakEngine) -> UnicodeVersion {
    switch engine {
    case .swift: swift.unicodeVersion
    case .icu: icu.unicodeVersion
    case .reference: reference.unicodeVersion
    }
  }
}

/// The character database's generated tables (UStrCharacters) as an engine.
public struct CharacterTablesEngine: Codable, Hashable, Sendable {
  /// The version of the UCD the tables were generated from: 17.0.
  public var unicodeVersion: UnicodeVersion
}
