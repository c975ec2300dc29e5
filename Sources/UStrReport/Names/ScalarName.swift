/// The name a person reads for a scalar: its Unicode name, else its name alias, else a label in
/// angle brackets that says what kind of code point it is.
///
///     ScalarName.of("é")          // "LATIN SMALL LETTER E WITH ACUTE"
///     ScalarName.of("\u{1B}")     // "<control-001B>"
///     ScalarName.of("\u{FFFF}")   // "<noncharacter-FFFF>"
///     ScalarName.of("\u{E000}")   // "<private-use-E000>"
///     ScalarName.of("\u{50000}")  // "<unassigned-50000>" (as of the standard library's version)
///
/// Names come from the standard library's data (`StandardLibraryUnicode.version`).
package enum ScalarName {
  /// The name or label of `scalar`.
  package static func of(_ scalar: Unicode.Scalar) -> String {
    let properties = scalar.properties
    if let name = properties.name { return name }
    if let alias = properties.nameAlias { return alias }
    let hex = Hex.digits(scalar.value, width: 4)
    switch properties.generalCategory {
    case .control: return "<control-\(hex)>"
    case .privateUse: return "<private-use-\(hex)>"
    case .surrogate: return "<surrogate-\(hex)>"
    default: break
    }
    if properties.isNoncharacterCodePoint { return "<noncharacter-\(hex)>" }
    if properties.age == nil { return "<unassigned-\(hex)>" }
    return "<reserved-\(hex)>"
  }
}
