import UStrConformance

/// Draws a `SelftestReport`: one row per engine, version and file with its counts, then the
/// unexpected failures, the known deviations with their reasons, the skipped runs and the verdict.
struct SelftestTableRenderer {
  func render(_ report: SelftestReport) -> String {
    var sections = [
      "ustr selftest: Unicode conformance data in \(InputFile.quoted(report.dataDirectory))"
        + " (\(report.dataVersions.joined(separator: ", ")))",
      runs(report),
    ]
    if report.runs.contains(where: { !$0.failures.isEmpty }) { sections.append(failures(report)) }
    if !report.knownDeviations.isEmpty { sections.append(deviations(report)) }
    if !report.skipped.isEmpty {
      sections.append(
        "skipped\n"
          + report.skipped.map {
            "  \($0.engine) \($0.unicodeVersion) \($0.testFile): \(TerminalText.safe($0.reason))"
          }.joined(separator: "\n"))
    }
    sections.append(verdict(report))
    return sections.joined(separator: "\n\n")
  }

  /// The columns of the runs, one row per engine, version and file: also the names
  /// `--columns` takes.
  static let runColumns: [TextTable.Column] = [
    .init("engine"), .init("unicode"), .init("file"), .init("lines", alignment: .right),
    .init("passed", alignment: .right), .init("known", alignment: .right),
    .init("unexpected", alignment: .right), .init("result"),
    .init("checks", minimumWidth: 16, wraps: true),
  ]

  func runs(_ report: SelftestReport) -> String {
    var table = TextTable(columns: Self.runColumns, dropOrder: ["known", "passed"])
    for run in report.runs {
      table.append([
        run.library, run.unicodeVersion.description, "\(run.dataVersion)/\(run.testFile)", String(run.lines),
        String(run.passedLines), String(run.knownFailures), String(run.unexpectedFailures),
        run.passed ? "pass" : "FAIL", run.checks,
      ], styles: [nil, nil, nil, nil, nil, nil, run.unexpectedFailures > 0 ? .failed : nil, run.passed ? .passed : .failed])
    }
    return table.render()
  }

  func failures(_ report: SelftestReport) -> String {
    var lines = ["unexpected failures"]
    for run in report.runs where !run.failures.isEmpty {
      for failure in run.failures {
        lines.append("  \(run.library) (Unicode \(run.unicodeVersion)), \(run.dataVersion)/\(run.testFile) line \(failure.lineNumber)")
        lines.append("    expected  \(TerminalText.safe(failure.expected))")
        lines.append("    got       \(TerminalText.safe(failure.actual))")
      }
      if run.unexpectedFailures > run.failures.count {
        lines.append("  … and \(run.unexpectedFailures - run.failures.count) more (--format json lists the first \(SelftestReport.failureDetailLimit))")
      }
    }
    return lines.joined(separator: "\n")
  }

  func deviations(_ report: SelftestReport) -> String {
    let all = report.knownDeviations
    let occurred = all.filter(\.occurred).count
    var lines = ["known deviations (\(all.count) listed for these runs, \(occurred) occurred)"]
    var groups: [(key: String, members: [KnownDeviationStatus])] = []
    for deviation in all {
      let key = "\(deviation.engine) \(deviation.unicodeVersion), \(deviation.testFile)"
      if let index = groups.firstIndex(where: { $0.key == key && $0.members[0].reason == deviation.reason }) {
        groups[index].members.append(deviation)
      } else {
        groups.append((key, [deviation]))
      }
    }
    for group in groups {
      let count = group.members.count
      lines.append("  \(group.key), \(count) \(count == 1 ? "line" : "lines"): \(TerminalText.safe(group.members[0].reason))")
      for member in group.members {
        let status =
          member.occurred ? "" : member.inTestFile ? "  (no longer occurs)" : "  (not in the file)"
        lines.append("    " + member.pattern + status)
      }
    }
    return lines.joined(separator: "\n")
  }

  func verdict(_ report: SelftestReport) -> String {
    let unexpected = report.runs.reduce(0) { $0 + $1.unexpectedFailures }
    let failedRuns = report.runs.filter { !$0.passed }.count
    var result = report.passed
      ? "result: pass: \(report.runs.count) runs, every failure a known deviation"
      : "result: FAIL: \(unexpected) unexpected \(unexpected == 1 ? "failure" : "failures") in"
        + " \(failedRuns) of \(report.runs.count) runs"
    result = (report.passed ? TextStyle.passed : TextStyle.failed).apply(result)
    let fixed = report.knownDeviations.filter { $0.inTestFile && !$0.occurred }.count
    if fixed > 0 {
      result += "\nnote: \(fixed) known \(fixed == 1 ? "deviation no longer occurs" : "deviations no longer occur")"
        + " (the engine passes the line now); this does not fail the self-test"
    }
    return result
  }
}
