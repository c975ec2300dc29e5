import UStrCore
import UStrICU
import UStrReport

/// Where `ustr normalize --check` sends each changed cluster as the text streams, and then the
/// report, in the output's format: JSON Lines writes each change at once; the JSON document and
/// the table, whose verdict comes first, keep the changes in ``RecordSpool``s (a temporary file
/// past a megabyte) and list them after it. Memory does not grow with the changes listed.
///
/// A class: the stream hands changes to a closure, which must reach one sink
/// (``FailureKeepingSink``).
protocol NormalizationCheckSink: FailureKeepingSink {
  /// Takes a changed cluster of `form` as the stream hands it over.
  func take(_ change: ClusterChange, of form: NormalizationForm)
  /// Writes the report (with the changes taken, in the order taken).
  ///
  /// - Throws: A failure to keep or write a change; `OutputError` when the output fails.
  func end(_ report: NormalizationCheckReport) throws
}

/// `ustr normalize --check`'s table: the verdict and the forms' table with each form's first
/// change, then (with `--limit` or `--all`) the changes listed, in blocks
/// (``SpooledTableRows``) whose number columns are as wide as the last row's numbers (the largest: the rows come in the
/// text's order), so the blocks line up and read as one table.
final class NormalizationCheckTableSink: NormalizationCheckSink {
  let renderer = NormalizationCheckTableRenderer()
  /// The most changes listed per form in the changes table; `nil`: all.
  let rowLimit: Int?
  /// Each form's first change, for the forms' table.
  private var firstChanges: [NormalizationForm: ClusterChange] = [:]
  /// How many changes of each form went into the changes table.
  private var listedCounts: [NormalizationForm: Int] = [:]
  /// The rows: five cells without spaces (form and offsets), then the change cell.
  private let rows = SpooledTableRows(columnCount: 6)
  /// The cells of the last row spooled: its numbers are the table's widest.
  private var lastCells: [String] = []
  /// The change cell of each short change met so far, by its two sides' bytes (a text repeats
  /// a few changes: "أ U+0623 → أ U+0627 U+0654"); starts over past ``describedLimit``.
  private var described = BoundedMemo<[UInt8], String>(limit: describedLimit)
  static let describedLimit = 1 << 14
  private(set) var failure: (any Error)?

  /// A sink listing `rowLimit` changes per form in its changes table (`nil`: all; 0: no table).
  init(rowLimit: Int?) {
    self.rowLimit = rowLimit
  }

  func take(_ change: ClusterChange, of form: NormalizationForm) {
    if firstChanges[form] == nil { firstChanges[form] = change }
    let listed = listedCounts[form, default: 0]
    guard failure == nil, listed < rowLimit ?? Int.max else { return }
    listedCounts[form] = listed + 1
    lastCells = NormalizationCheckTableRenderer.changeCells(change, form: form, description: describe(change))
    do throws(OutputError) {
      try rows.append(lastCells)
    } catch {
      failure = error
    }
  }

  /// `ClusterChangeText.describe(change)`, made once for each short change.
  private func describe(_ change: ClusterChange) -> String {
    let byteCount = change.before.utf8.count + 1 + change.after.utf8.count
    guard byteCount <= 64 else { return ClusterChangeText.describe(change) }
    // 0xFF is in no UTF-8 text: it parts the sides.
    var key: [UInt8] = []
    key.reserveCapacity(byteCount)
    key += change.before.utf8
    key.append(0xFF)
    key += change.after.utf8
    return described.value(for: key) { ClusterChangeText.describe(change) }
  }

  func end(_ report: NormalizationCheckReport) throws {
    if let failure { throw failure }
    var shown = report
    for (form, change) in firstChanges where shown.normalization[form].changedClusters.isEmpty {
      shown.normalization[form].changedClusters = [change]
    }
    StandardOutput.writeLine(renderer.verdictAndForms(shown))
    // The default lists no changes beyond the forms' first: no table, no note.
    if rowLimit != 0 {
      if rows.count > 0 {
        StandardOutput.writeLine("")
        try writeChanges()
      }
      if let more = NormalizationCheckTableRenderer.moreChangesNote(shown: rows.count, perForm: rowLimit, of: report) {
        StandardOutput.writeLine(more)
      }
    }
    StandardOutput.writeLine(renderer.closingLines(report).joined(separator: "\n"))
  }

  /// Draws the spooled changes in blocks.
  private func writeChanges() throws {
    let titles = NormalizationCheckTableRenderer.changeTable().columns.map(\.title.utf8.count)
    let widths: [Int?] = (0..<5).map { max(lastCells[$0].utf8.count, titles[$0]) }
    try rows.draw(styles: [nil, nil, nil, nil, nil, .changed], drawsEmpty: false) { showsTitles in
      var block = NormalizationCheckTableRenderer.changeTable(showsTitles: showsTitles)
      block.fixedWidths = widths
      return block
    }
  }
}

/// `ustr normalize --check --format json`: the document as the report's `Encodable`
/// conformance writes it, with each form's `changedGraphemeOffsets[]` and `changedClusters[]`
/// read back from spools.
final class NormalizationCheckJSONSink: NormalizationCheckSink {
  /// The depth of an element of `normalization.<form>.changedClusters`.
  static let changeDepth = 4
  private var offsetSpools: [NormalizationForm: RecordSpool] = [:]
  private var changeSpools: [NormalizationForm: RecordSpool] = [:]
  private(set) var failure: (any Error)?

  init() {
    for form in NormalizationForm.allCases {
      offsetSpools[form] = RecordSpool(memoryLimit: 1 << 18)
      changeSpools[form] = RecordSpool(memoryLimit: 1 << 20)
    }
  }

  func take(_ change: ClusterChange, of form: NormalizationForm) {
    guard failure == nil else { return }
    do {
      try offsetSpools[form]!.append(Array(String(change.graphemeOffset).utf8))
      // Written by hand, as encoding the change would write it: a text can have millions.
      try changeSpools[form]!.append { bytes, drainIfFull in
        change.writeJSON(into: &bytes, depth: Self.changeDepth, indentation: 2, drainIfFull: drainIfFull)
      }
    } catch {
      failure = error
    }
  }

  func end(_ report: NormalizationCheckReport) throws {
    if let failure { throw failure }
    try StandardOutput.writeJSONDocument(format: .json) { json in
      try report.writeMembers(into: json) { form, list in
        switch list {
        case .graphemeOffsets:
          // Numbers: the encoder lays them out on one line, as it does the report's own list.
          try offsetSpools[form]!.forEach { digits in try json.element(digits.reduce(0) { $0 * 10 + Int($1 &- 0x30) }) }
        case .clusters: try changeSpools[form]!.writeElements(into: json)
        }
      }
    }
  }
}

/// `ustr normalize --check --format jsonl`: a `header` message at once, a `changedCluster`
/// message per change as its window ends (`{"type":"changedCluster","form":"nfd","data":{...}}`,
/// in the text's order: by offset, then form), then the `summary`: the JSON document without
/// the header's keys, its forms without their lists of changes.
final class NormalizationCheckJSONLinesSink: NormalizationCheckSink {
  /// Never set: a failed write shows in the output, which ``chunkEnded()`` checks.
  private(set) var failure: (any Error)?

  /// Writes the header.
  init(form: NormalizationForm) throws {
    try StandardOutput.writeJSONLine(
      type: "header", Header(schemaVersion: ReportSchema.version, engines: .current, form: form))
  }

  struct Header: Encodable {
    var schemaVersion: Int
    var engines: Engines
    var form: NormalizationForm
  }

  struct Summary: Encodable {
    var isNormalized: Bool
    var counts: ViewCounts
    var normalization: NormalizationReport
    var invalidUTF8Count: Int
    var invalidUTF8: [InvalidUTF8Sequence]
  }

  /// What a message of each form starts with, before the change's object.
  static let linePrefixes = Dictionary(
    uniqueKeysWithValues: NormalizationForm.allCases.map { form in
      (form, Array(#"{"type":"changedCluster","form":"\#(form.rawValue)","data":"#.utf8))
    })

  func take(_ change: ClusterChange, of form: NormalizationForm) {
    // Written by hand, as encoding the change would write it: a text can have millions.
    StandardOutput.stream.withDrainingBuffer { bytes, drainIfFull in
      bytes += Self.linePrefixes[form]!
      change.writeJSON(into: &bytes, depth: 0, indentation: 0, drainIfFull: drainIfFull)
      bytes += [UInt8(ascii: "}"), 0x0A]
    }
  }

  func end(_ report: NormalizationCheckReport) throws {
    if let failure { throw failure }
    try StandardOutput.writeJSON(
      Summary(
        isNormalized: report.isNormalized, counts: report.counts, normalization: report.normalization,
        invalidUTF8Count: report.invalidUTF8Count, invalidUTF8: report.invalidUTF8),
      format: .jsonl)
  }
}
