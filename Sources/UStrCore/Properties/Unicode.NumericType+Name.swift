extension Unicode.NumericType {
  /// The value as the JSON contract writes it, the UCD long name in lower case:
  /// `.decimal` → "decimal", `.digit` → "digit", `.numeric` → "numeric".
  ///
  /// The standard library's enum is the model's type for Numeric_Type (its None value is
  /// `nil`): Unicode's stability policy ties the decimal type to General_Category Nd, and the
  /// property has had these three values since Unicode 1.1.
  public var name: String {
    switch self {
    case .decimal: "decimal"
    case .digit: "digit"
    case .numeric: "numeric"
    @unknown default: "numeric"
    }
  }

  /// The value named `name` as ``name`` spells it ("digit" → `.digit`); `nil` for any other text.
  public init?(name: String) {
    switch name {
    case "decimal": self = .decimal
    case "digit": self = .digit
    case "numeric": self = .numeric
    default: return nil
    }
  }
}
