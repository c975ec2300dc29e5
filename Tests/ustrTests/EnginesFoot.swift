extension String {
  /// A table's output without its last paragraph, the "engines: …" line every report table ends
  /// with (checked on its own by `tablesNameTheEnginesAndTheirUnicodeVersions`), so whole-output
  /// tests stay independent of the machine's engine versions.
  var withoutEnginesFoot: String {
    guard let range = range(of: "\n\nengines: ", options: .backwards) else { return self }
    return String(self[..<range.lowerBound]) + "\n"
  }
}
