package import UStrICU

extension NormalizationCheckReport {
  /// The two lists of a form's changed clusters in the JSON document: `changedGraphemeOffsets`
  /// and `changedClusters`.
  package enum ChangeList: Sendable {
    /// `changedGraphemeOffsets[]`: each change's `graphemeOffset`.
    case graphemeOffsets
    /// `changedClusters[]`: each change.
    case clusters
  }

  /// Writes the report's members into `json`'s open object in the order of its `Encodable`
  /// conformance, with each form's `changedGraphemeOffsets[]` and `changedClusters[]` listed by
  /// `writeChanges` instead of from the report: a command that had the changes handed over as
  /// the text streamed (``NormalizationCheckStream/append(_:handingChangesTo:)``) kept them
  /// elsewhere (a spool) and lists them here, so the document is the same as if the report had
  /// held them.
  ///
  ///     json.openObject()
  ///     try report.writeMembers(into: json) { form, list in
  ///       for change in spooled[form] {
  ///         switch list {
  ///         case .graphemeOffsets: try json.element(change.graphemeOffset)
  ///         case .clusters: try json.element(change)
  ///         }
  ///       }
  ///     }
  ///     json.closeContainer()
  ///
  /// - Parameters:
  ///   - json: The encoder, with the document's object open.
  ///   - writeChanges: Writes the elements of a form's list, whose array is open.
  /// - Throws: What `json` or `writeChanges` throws.
  package func writeMembers(
    into json: JSONStreamEncoder,
    changesWrittenBy writeChanges: (NormalizationForm, ChangeList) throws -> Void
  ) throws {
    try json.member("schemaVersion", schemaVersion)
    try json.member("engines", engines)
    try json.member("form", form)
    try json.member("isNormalized", isNormalized)
    try json.member("counts", counts)
    json.openObject(member: "normalization")
    for form in NormalizationForm.allCases {
      let summary = normalization[form]
      json.openObject(member: form.rawValue)
      try json.member("isNormalized", summary.isNormalized)
      try json.member("counts", summary.counts)
      try json.member("text", summary.text)
      json.openArray(member: "changedGraphemeOffsets")
      try writeChanges(form, .graphemeOffsets)
      json.closeContainer()
      try json.member("quickCheck", summary.quickCheck)
      try json.member("changedClusterCount", summary.changedClusterCount)
      json.openArray(member: "changedClusters")
      try writeChanges(form, .clusters)
      json.closeContainer()
      try json.member("longRunCount", summary.longRunCount)
      json.closeContainer()
    }
    json.closeContainer()
    try json.member("invalidUTF8Count", invalidUTF8Count)
    try json.member("invalidUTF8", invalidUTF8)
  }
}
