/// The names `--columns` takes, and the usage error for a name that no table of the command has.
///
/// Each command lists the columns `--columns` can pick in its tables before anything is written,
/// so a mistyped name stops the command with nothing printed:
///
///     ColumnNames.parse("Index, code-point")  // ["index", "code-point"]
///     ColumnNames.error(picked: ["nmae"], valid: ["index", "name"])
///     // "unknown column 'nmae' for --columns. Did you mean 'name'? (columns: index, name)"
///     ColumnNames.error(picked: ["name"], valid: ["index", "name"])  // nil
enum ColumnNames {
  /// The names in a `--columns` value: split at commas, spaces removed, lower-cased.
  ///
  /// - Complexity: O(n) in the value's length.
  static func parse(_ value: String) -> [String] {
    value.split(separator: ",", omittingEmptySubsequences: false)
      .map { String($0.filter { $0 != " " }).lowercased() }
  }

  /// The message for the first name of `picked` that is not in `valid`, with the nearest valid
  /// name when it is close enough to be a slip; `nil` when every name is valid.
  ///
  /// - Complexity: O(p · v · m²) for p picked and v valid names of up to m characters.
  static func error(picked: [String], valid: [String]) -> String? {
    guard !valid.isEmpty else {
      return "--columns: this command has no table whose columns can be picked"
    }
    let list = "(columns: \(valid.joined(separator: ", ")))"
    if picked.isEmpty || picked.allSatisfy(\.isEmpty) {
      return "--columns needs at least one column name \(list)"
    }
    guard let unknown = picked.first(where: { !valid.contains($0) }) else { return nil }
    guard !unknown.isEmpty else { return "--columns has an empty name between commas \(list)" }
    if let near = CommandSuggestion.closest(to: unknown, among: valid) {
      return "unknown column '\(unknown)' for --columns. Did you mean '\(near)'? \(list)"
    }
    return "unknown column '\(unknown)' for --columns \(list)"
  }

  /// The keys of `columns` in order, each once: the names `--columns` accepts for a command whose
  /// tables have these columns.
  static func keys(_ columns: [TextTable.Column]...) -> [String] {
    var keys: [String] = []
    for column in columns.joined() where !keys.contains(column.key) { keys.append(column.key) }
    return keys
  }
}
