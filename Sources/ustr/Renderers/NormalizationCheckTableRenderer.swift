import UStrICU
import UStrReport

/// Draws a `NormalizationCheckReport`: the verdict for the form asked, then each form with ICU's
/// quick check, the exact answer and the first cluster it changes.
struct NormalizationCheckTableRenderer {
  /// The columns of the forms' table: also the names `--columns` takes.
  static let columns: [TextTable.Column] = [
    .init("form"), .init("quick check"), .init("in form"),
    .init("changes", alignment: .right), .init("first change", maximumWidth: 60),
    .init("grapheme", alignment: .right), .init("scalar", alignment: .right),
    .init("utf16", alignment: .right), .init("utf8", alignment: .right),
  ]

  func render(_ report: NormalizationCheckReport) -> String {
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
    var lines = [verdict, "", table.render()]
    if !report.invalidUTF8.isEmpty {
      let bytes = report.invalidUTF8.prefix(8).map { "byte \($0.utf8Offset)" }
      lines.append(
        "! not valid UTF-8, checked after repair with U+FFFD: " + bytes.joined(separator: ", ")
          + (report.invalidUTF8Count > 8 ? ", … (\(report.invalidUTF8Count) in all)" : ""))
    }
    let icu = report.engines.icu
    lines.append("normalization: ICU \(icu.version) (Unicode \(icu.unicodeVersion))")
    return lines.joined(separator: "\n")
  }
}
