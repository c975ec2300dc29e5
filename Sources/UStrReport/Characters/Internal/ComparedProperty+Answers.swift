import UStrCharacters
import UStrCore
import UStrICU

extension ComparedProperty {
  /// Where the engines answer this property differently for one scalar (`swift`, `icu` and
  /// `reference` are its properties in each engine), or `nil` when their answers are the same.
  func disagreement(
    swift: Unicode.Scalar.Properties, icu: ICUCharacterProperties, reference: CharacterProperties,
    engines: CharacterEngines
  ) -> PropertyDisagreement? {
    let answers = answers(swift: swift, icu: icu, reference: reference, engines: engines)
    // Most answers are equal as they are: the loose comparison is only asked about the rest.
    guard let first = answers.first,
      answers.contains(where: { $0.value != first.value && !isSame($0.value, first.value) })
    else { return nil }
    return PropertyDisagreement(property: self, answers: answers)
  }

  /// Every engine's answer, spelled as the UCD spells it ("" when the engine has none), the
  /// newest engine first.
  func answers(
    swift: Unicode.Scalar.Properties, icu: ICUCharacterProperties, reference: CharacterProperties,
    engines: CharacterEngines
  ) -> [PropertyDisagreement.Answer] {
    func answer(_ engine: BreakEngine, _ value: String) -> PropertyDisagreement.Answer {
      PropertyDisagreement.Answer(engine: engine, unicodeVersion: engines.unicodeVersion(of: engine), value: value)
    }
    switch self {
    case .age:
      return [
        answer(.reference, reference.age?.description ?? ""),
        answer(.swift, swift.age.map { "\($0.major).\($0.minor)" } ?? ""),
        answer(.icu, icu.age.map { "\($0.major).\($0.minor)" } ?? ""),
      ]
    case .generalCategory:
      return [answer(.swift, swift.generalCategory.shortName), answer(.icu, icu.generalCategory)]
    case .canonicalCombiningClass:
      return [
        answer(.swift, String(swift.canonicalCombiningClass.rawValue)),
        answer(.icu, String(icu.canonicalCombiningClass)),
      ]
    case .script:
      return [answer(.reference, reference.script.code), answer(.icu, icu.script)]
    case .scriptExtensions:
      return [
        answer(.reference, reference.scriptExtensions.map(\.code).sorted().joined(separator: " ")),
        answer(.icu, icu.scriptExtensions.sorted().joined(separator: " ")),
      ]
    case .block:
      return [answer(.reference, reference.block?.name ?? "No_Block"), answer(.icu, icu.block)]
    case .bidiClass:
      return [answer(.reference, reference.bidiClass.rawValue), answer(.icu, icu.bidiClass.rawValue)]
    case .eastAsianWidth:
      return [answer(.reference, reference.eastAsianWidth.rawValue), answer(.icu, icu.eastAsianWidth.rawValue)]
    }
  }

  /// Whether two answers name the same value: the same string, or for a block the same name
  /// under UAX #44's loose matching (case, spaces, hyphens and underscores ignored), so that
  /// Blocks.txt's "Latin-1 Supplement" is ICU's "Latin_1_Supplement".
  func isSame(_ first: String, _ second: String) -> Bool {
    guard self == .block else { return first == second }
    func key(_ name: String) -> [Unicode.Scalar] {
      name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "_" && $0 != "-" }
    }
    return key(first) == key(second)
  }
}
