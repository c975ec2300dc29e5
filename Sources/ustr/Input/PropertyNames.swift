import UStrReport

/// The usage error for a `--properties` name that is no property, like ``ColumnNames``'s for
/// `--columns`: written before any output, with the nearest name when it looks like a slip.
///
///     PropertyNames.error(unknown: "scirpt")
///     // "unknown property 'scirpt' for --properties. Did you mean 'script'? (properties: script, scx, ..., all)"
enum PropertyNames {
  static func error(unknown name: String) -> String {
    let list = "(properties: \(ScalarProperty.listedNames.joined(separator: ", ")))"
    guard !name.isEmpty else { return "--properties has an empty name between commas \(list)" }
    if let near = CommandSuggestion.closest(to: name.lowercased(), among: ScalarProperty.allArgumentNames) {
      return "unknown property '\(name)' for --properties. Did you mean '\(near)'? \(list)"
    }
    return "unknown property '\(name)' for --properties \(list)"
  }
}
