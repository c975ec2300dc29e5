/// One property's value for one scalar, typed as its JSON is: a name ("Latn"), a list of names
/// (Script_Extensions), a number (Canonical_Combining_Class, cells), a flag (Bidi_Mirrored), a
/// numeric value, or `null` (no block, unassigned, not numeric).
public enum PropertyValue: Codable, Hashable, Sendable {
  case name(String)
  case names([String])
  case integer(Int)
  case flag(Bool)
  case number(Double)
  case none

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .none
    } else if let flag = try? container.decode(Bool.self) {
      self = .flag(flag)
    } else if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let name = try? container.decode(String.self) {
      self = .name(name)
    } else {
      self = .names(try container.decode([String].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .name(let name):
      var container = encoder.singleValueContainer()
      try container.encode(name)
    case .names(let names):
      var container = encoder.unkeyedContainer()
      for name in names { try container.encode(name) }
    case .integer(let integer):
      var container = encoder.singleValueContainer()
      try container.encode(integer)
    case .flag(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .number(let number):
      var container = encoder.singleValueContainer()
      try container.encode(number)
    case .none:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }

  /// The value as a table cell shows it: "Latn", "Arab Syrc", "3", "yes", "0.5", "-" for none.
  public var text: String {
    switch self {
    case .name(let name): name
    case .names(let names): names.isEmpty ? "-" : names.joined(separator: " ")
    case .integer(let integer): String(integer)
    case .flag(let flag): flag ? "yes" : "no"
    case .number(let number): PropertyValue.numberText(number)
    case .none: "-"
    }
  }

  /// A numeric value as JSON writes it: an integral value without a fraction ("5", not
  /// "5.0"), else Swift's shortest round-tripping form ("0.5").
  static func numberText(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }
}
