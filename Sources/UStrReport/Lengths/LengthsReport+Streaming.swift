import UStrCore

extension LengthsReport {
  /// Writes the report's members into `json`'s open object in the order of its `Encodable`
  /// conformance, with `lineChecks.linesOver[]` listed by `writeLinesOver` instead of from the
  /// report: a command that handed the lines over as they ended
  /// (`LengthsStream/append(utf8:eachLineOver:)`) kept them elsewhere (a spool) and lists them
  /// here, so the document is the same as if the report had held them.
  ///
  ///     json.openObject()
  ///     try report.writeMembers(into: json) { for line in spooled { try json.element(line) } }
  ///     json.closeContainer()
  ///
  /// - Parameters:
  ///   - json: The encoder, with the document's object open.
  ///   - writeLinesOver: Writes the elements of `lineChecks.linesOver`, whose array is open;
  ///     not called when the report has no `lineChecks`.
  /// - Throws: What `json` or `writeLinesOver` throws.
  package func writeMembers(into json: JSONStreamEncoder, linesOverWrittenBy writeLinesOver: () throws -> Void) throws {
    try json.member("schemaVersion", schemaVersion)
    try json.member("engines", engines)
    try json.member("counts", counts)
    try json.member("lengths", lengths)
    try json.member("swiftJavaDifference", swiftJavaDifference)
    try json.member("check", check)
    if let lineChecks {
      json.openObject(member: "lineChecks")
      try json.member("maximum", lineChecks.limit.maximum)
      try json.member("unit", lineChecks.limit.unit)
      try json.member("lineCount", lineChecks.lineCount)
      try json.member("fits", lineChecks.fits)
      try json.member("linesOverCount", lineChecks.linesOverCount)
      json.openArray(member: "linesOver")
      try writeLinesOver()
      json.closeContainer()
      json.closeContainer()
    } else {
      try json.member("lineChecks", LineChecks?.none)
    }
    try json.member("invalidUTF8Count", invalidUTF8Count)
    try json.member("invalidUTF8", invalidUTF8)
  }
}
