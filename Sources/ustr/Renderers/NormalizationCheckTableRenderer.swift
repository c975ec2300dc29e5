import UStrICU
import UStrReport

/// Draws a `NormalizationCheckReport`: the verdict for the form asked, then each form with ICU's
/// quick check, the exact answer and the first cluster it changes; with `--limit` or `--all`,
/// the changed clusters listed (``changeTable(showsTitles:)``, drawn by
/// `NormalizationCheckTableSink`); then the invalid input and the engine.
struct NormalizationCheckTableRenderer {
  /// The columns of the forms' table: also the names `--columns` takes.
  static let columns: [TextTable.Column] = [
    .init("form"), .init("quick check"), .init("in form"),
    .init("changes", alignment: .right), .init("first change", maximumWidth: 60),
    .init("grapheme", alignment: .right), .init("scalar", alignment: .right),
    .init("utf16", alignment: .right), .init("utf8", alignment: .right),
  ]

  func render(_ report: NormalizationCheckReport) -> String {
    ([verdictAndForms(report)] + closingLines(report)).joined(separator: "\n")
  }

  /// The verdict, a blank line and the forms' table, each form's first change (if the report
  /// lists it) in its row.
  func verdictAndForms(_ report: NormalizationCheckReport) -> String {
    let asked = report.form
    let summary = report.normalization[asked]
    let verdict =
      report.isNormalized
      ? "in \(asked): yes"
      : "in \(asked): no, \(summary.changedClusterCount) \(summary.changedClusterCount == 1 ? "cluster changes" : "clusters change")"
    var table = TextTable(columns: Self.columns, indent: 2, dropOrder: ["utf8", "utf16", "scalar"])
    for form in NormalizationForm.allCases {
      let summary = report.normalization[form]
      var row = [
        form.description, summary.quickCheck.description, summary.isNormalized ? "yes" : "no",
        String(summary.changedClusterCount),
      ]
      if let first = summary.changedClusters.first {
        row += [ClusterChangeText.describe(first)]
          + [first.graphemeOffset, first.scalarOffset, first.utf16Offset, first.utf8Offset]
          .map(String.init)
      }
      // A form the text is not in is a failed check; its first change, a changed cluster.
      table.append(row, styles: [nil, nil, summary.isNormalized ? .passed : .failed, nil, .changed])
    }
    return [verdict, "", table.render()].joined(separator: "\n")
  }

  /// The lines under the tables: the invalid input, if any, and the engine.
  func closingLines(_ report: NormalizationCheckReport) -> [String] {
    var lines: [String] = []
    if !report.invalidUTF8.isEmpty {
      let bytes = report.invalidUTF8.prefix(8).map { "byte \($0.utf8Offset)" }
      lines.append(
        "! not valid UTF-8, checked after repair with U+FFFD: " + bytes.joined(separator: ", ")
          + (report.invalidUTF8Count > 8 ? ", … (\(report.invalidUTF8Count) in all)" : ""))
    }
    let icu = report.engines.icu
    lines.append("normalization: ICU \(icu.version) (Unicode \(icu.unicodeVersion))")
    return lines
  }

  /// The table of changed clusters listed with `--limit` or `--all`: one row per change, in the
  /// text's order (by offset, then form).
  static func changeTable(showsTitles: Bool = true) -> TextTable {
    TextTable(
      columns: [
        .init("form"), .init("grapheme", alignment: .right), .init("scalar", alignment: .right),
        .init("utf16", alignment: .right), .init("utf8", alignment: .right),
        .init("change", maximumWidth: 60, minimumWidth: 16),
      ], indent: 2, showsTitles: showsTitles, dropOrder: ["utf8", "utf16", "scalar"])
  }

  /// A change's row of ``changeTable(showsTitles:)``; `description` is
  /// `ClusterChangeText.describe(change)`, when the caller has it already.
  static func changeCells(_ change: ClusterChange, form: NormalizationForm, description: String? = nil) -> [String] {
    [
      form.description, String(change.graphemeOffset), String(change.scalarOffset), String(change.utf16Offset),
      String(change.utf8Offset), description ?? ClusterChangeText.describe(change),
    ]
  }

  /// "… showing the first 10 changed clusters of each form, 1523 of 40000 in all; use --all to
  /// show every one" when some form changes more clusters than were listed.
  static func moreChangesNote(shown: Int, perForm limit: Int?, of report: NormalizationCheckReport) -> String? {
    let total = NormalizationForm.allCases.reduce(0) { $0 + report.normalization[$1].changedClusterCount }
    guard let limit, shown < total else { return nil }
    return "… showing the first \(limit) changed \(limit == 1 ? "cluster" : "clusters") of each form, "
      + "\(shown) of \(total) in all; use --all to show every one"
  }
}
