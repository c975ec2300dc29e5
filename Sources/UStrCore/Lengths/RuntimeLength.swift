/// The length of a text as one runtime reports it: one row of a ``LengthTable``.
///
///     // "Poke\u{301}mon"
///     RuntimeLength(id: "java.length", expression: "s.length()", unit: .utf16, value: 8)
public struct RuntimeLength: Codable, Hashable, Sendable {
  /// A stable key, `<runtime>.<member>`: `"swift.count"`, `"java.length"`, `"icu.graphemes"`.
  public var id: String
  /// What a developer types to get this length, with the text in a variable `s`.
  public var expression: String
  /// What the length counts.
  public var unit: LengthUnit
  /// The length in `unit`s, or `nil` when the caller did not supply it (only `icu.graphemes`,
  /// which needs ICU and so comes from outside UStrCore).
  public var value: Int?

  /// Creates a row.
  public init(id: String, expression: String, unit: LengthUnit, value: Int?) {
    self.id = id
    self.expression = expression
    self.unit = unit
    self.value = value
  }
}
