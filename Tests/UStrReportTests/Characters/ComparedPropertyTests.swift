import Foundation
import Testing
import UStrCharacters
import UStrCore
import UStrReport

/// The properties the engines are compared on are a closed set: each written by its JSON key,
/// and each one a property the cards and `inspect --properties` really compare.
@Suite("Compared properties")
struct ComparedPropertyTests {
  /// The JSON keys of `disagreements[].property`, as `ustr char` has always written them.
  static let jsonNames = [
    "age", "generalCategory", "canonicalCombiningClass", "script", "scriptExtensions", "block",
    "bidiClass", "eastAsianWidth",
  ]

  @Test func everyComparedPropertyRoundTripsThroughItsJSONName() throws {
    #expect(ComparedProperty.allCases.map(\.rawValue) == Self.jsonNames)
    for property in ComparedProperty.allCases {
      let text = try JSONStreamEncoder.text(of: property, indentation: 0)
      #expect(text == "\"\(property.rawValue)\"")
      #expect(try JSONDecoder().decode(ComparedProperty.self, from: Data(text.utf8)) == property)
      let written = #"{"property":"\#(property.rawValue)","answers":[]}"#
      let disagreement = try JSONDecoder().decode(PropertyDisagreement.self, from: Data(written.utf8))
      #expect(disagreement.property == property)
      #expect(try JSONStreamEncoder.text(of: disagreement, indentation: 0) == written)
    }
  }

  @Test func aPropertyNoEngineIsComparedOnIsRefused() {
    for name in ["width", "Age", "gc", ""] {
      let json = #"{"property":"\#(name)","answers":[]}"#
      #expect(throws: DecodingError.self, "\(name)") {
        try JSONDecoder().decode(PropertyDisagreement.self, from: Data(json.utf8))
      }
    }
  }

  @Test func inspectPropertiesAreComparedByTheirJSONKey() {
    for property in ScalarProperty.allCases {
      let compared = ComparedProperty(property)
      #expect(compared?.rawValue == (Self.jsonNames.contains(property.rawValue) ? property.rawValue : nil))
      #expect(compared.map { $0.scalarProperty == property } ?? true, "\(property)")
    }
    #expect(ComparedProperty.generalCategory.scalarProperty == nil)
    #expect(ComparedProperty(.width) == nil && ComparedProperty(.eastAsianWidth) == .eastAsianWidth)
  }

  /// Every scalar assigned after ICU's Unicode version with its card's disagreements: each
  /// engine that lacks the scalar answers every compared property differently (Zzzz, Cn,
  /// No_Block...), so that each case of the set must turn up, and only the cases of the set can.
  static let scalarsNewerThanICU: [(scalar: Unicode.Scalar, disagreements: [PropertyDisagreement])] = {
    let icu = CharacterEngines.current.icu.unicodeVersion
    return (UInt32(0)...0x10FFFF).compactMap { value in
      guard let version = ReferenceDatabase.properties(of: value).age,
        version > icu, let scalar = Unicode.Scalar(value)
      else { return nil }
      return (scalar, CharacterCard(scalar).disagreements)
    }
  }()

  static var icuIsOlderThanTheTables: Bool {
    let engines = CharacterEngines.current
    return engines.icu.unicodeVersion < engines.reference.unicodeVersion
  }

  @Test(.enabled(if: icuIsOlderThanTheTables, "ICU knows every scalar the tables do: no disagreements to see"))
  func cardsCompareEveryComparedPropertyAndNoOther() {
    let scalars = Self.scalarsNewerThanICU
    var seen: Set<ComparedProperty> = []
    for (scalar, disagreements) in scalars {
      let compared = disagreements.map(\.property)
      // Each property once, in the order the set declares them.
      #expect(compared == ComparedProperty.allCases.filter(compared.contains), "\(Hex.codePoint(scalar))")
      seen.formUnion(compared)
    }
    #expect(!scalars.isEmpty)
    #expect(seen == Set(ComparedProperty.allCases))
  }

  @Test(.enabled(if: icuIsOlderThanTheTables, "ICU knows every scalar the tables do: no disagreements to see"))
  func inspectComparesEveryComparedPropertyItIsAskedFor() {
    var seen: Set<ComparedProperty> = []
    for (scalar, disagreements) in Self.scalarsNewerThanICU {
      let values = ScalarPropertyValues(scalar, properties: ScalarProperty.allCases)
      let compared = values.disagreements.map(\.property)
      #expect(compared.allSatisfy { $0.scalarProperty != nil }, "\(Hex.codePoint(scalar))")
      let cards = disagreements.filter { $0.property.scalarProperty != nil }
      #expect(Set(values.disagreements) == Set(cards), "\(Hex.codePoint(scalar))")
      seen.formUnion(compared)
      let asked = ScalarPropertyValues(scalar, properties: [.width, .age, .emoji])
      #expect(asked.disagreements.allSatisfy { $0.property == .age }, "\(Hex.codePoint(scalar))")
    }
    #expect(seen == Set(ComparedProperty.allCases.filter { $0.scalarProperty != nil }))
  }
}
