/// A property whose answers the engines are compared on, scalar by scalar: the `property` of a
/// ``PropertyDisagreement``, written in JSON as its raw value, the property's JSON key
/// ("age", "generalCategory", "script").
///
///     ComparedProperty.generalCategory.rawValue   // "generalCategory"
///     ComparedProperty(.eastAsianWidth)           // .eastAsianWidth
///     ComparedProperty(.width)                    // nil: one engine answers it
///
/// `ustr char` compares every one, in the order declared; `inspect --properties` compares those
/// it was asked for, each a ``ScalarProperty`` of the same name (all but General_Category, which
/// `inspect` has no property for).
public enum ComparedProperty: String, CaseIterable, Codable, Hashable, Sendable {
  /// Age: the reference tables, the standard library and ICU.
  case age
  /// General_Category: the standard library and ICU.
  case generalCategory
  /// Canonical_Combining_Class: the standard library and ICU.
  case canonicalCombiningClass
  /// Script: the reference tables and ICU.
  case script
  /// Script_Extensions: the reference tables and ICU.
  case scriptExtensions
  /// Block: the reference tables and ICU, names matched loosely ("Latin-1 Supplement" is ICU's
  /// "Latin_1_Supplement").
  case block
  /// Bidi_Class: the reference tables and ICU.
  case bidiClass
  /// East_Asian_Width: the reference tables and ICU.
  case eastAsianWidth

  /// The compared property that is `property` (the same JSON key), or `nil` when `property` is
  /// one the engines are not compared on (`.width`, `.emoji`, the break properties).
  public init?(_ property: ScalarProperty) {
    self.init(rawValue: property.rawValue)
  }

  /// The `inspect --properties` property that is this one, or `nil` for `.generalCategory`.
  public var scalarProperty: ScalarProperty? { ScalarProperty(rawValue: rawValue) }
}
