/// A JSON document as a value, with object keys kept in the order they were written.
///
/// Reports are encoded to a `JSONValue` by `JSONValueEncoder` and printed by `JSONWriter`, which
/// keeps the output ASCII-safe; Foundation's JSON encoder writes U+202E, C1 controls and
/// U+2028 raw, which a report must never put on a terminal.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Members in writing order; keys are unique.
  case object([(key: String, value: JSONValue)])

  /// Whether this is a number, string, Boolean or null rather than an array or object.
  public var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// The member named `key` of an object, or `nil`.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.integer(let x), .integer(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let x): hasher.combine(x)
    case .integer(let x): hasher.combine(x)
    case .number(let x): hasher.combine(x)
    case .string(let x): hasher.combine(x)
    case .array(let x): hasher.combine(x)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }
}
