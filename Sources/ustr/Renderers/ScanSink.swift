import UStrCore
import UStrICU
import UStrReport

/// Where `ustr scan` writes its findings as they come, in the chosen format.
final class ScanSink {
  let format: ScanFormat
  let column: TextView
  let profile: ScanProfile?
  var json: JSONStreamEncoder?
  var sarif: ScanSARIFWriter?
  var human = ScanDiagnosticRenderer()

  init(format: ScanFormat, column: TextView, profile: ScanProfile?) {
    self.format = format
    self.column = column
    self.profile = profile
  }

  /// Writes what comes before the first finding.
  func begin() throws {
    human.column = column
    switch format {
    case .json:
      let encoder = JSONStreamEncoder(output: StandardOutput.stream)
      encoder.openObject()
      try encoder.members(of: ScanHeader(engines: .current, profile: profile))
      encoder.openArray(member: "findings")
      json = encoder
    case .jsonl:
      try StandardOutput.writeJSONLine(
        type: "header", ScanHeader(engines: .current, profile: profile))
    case .sarif:
      let writer = ScanSARIFWriter(
        output: StandardOutput.stream, columnUnit: column, version: UStrVersion.current)
      try writer.begin()
      sarif = writer
    case .human, .github: break
    }
  }

  /// Writes one finding.
  func write(_ finding: ScanFinding) throws {
    switch format {
    case .human: StandardOutput.stream.write(human.render(finding))
    // Written by hand, as encoding the finding would write it: a run may have millions.
    case .json:
      json!.element(writtenBy: { bytes, depth, indentation in
        finding.writeJSON(into: &bytes, depth: depth, indentation: indentation)
      })
    case .jsonl:
      StandardOutput.stream.withBuffer { bytes in
        bytes.append(contentsOf: Self.findingLinePrefix)
        finding.writeJSON(into: &bytes, depth: 0, indentation: 0)
        bytes.append(contentsOf: [UInt8(ascii: "}"), 0x0A])
      }
    case .sarif: try sarif!.write(finding)
    case .github: StandardOutput.writeLine(GitHubAnnotation.line(for: finding, column: column))
    }
  }

  /// What a JSON Lines `finding` message starts with, before the finding's object.
  static let findingLinePrefix = Array(#"{"type":"finding","data":"#.utf8)

  /// Writes the end: the summary.
  func end(_ summary: ScanSummary) throws {
    switch format {
    case .human: StandardOutput.stream.write(human.renderSummary(summary))
    case .json:
      json!.closeContainer()
      try json!.member("summary", summary)
      // As in every report: how many ill-formed UTF-8 sequences the input had.
      try json!.member("invalidUTF8Count", summary.tally.byRule[.invalidUTF8] ?? 0)
      json!.closeContainer()
      StandardOutput.stream.write(byte: 0x0A)
    case .jsonl: try StandardOutput.writeJSONLine(type: "summary", summary)
    case .sarif: sarif!.end()
    case .github: break
    }
  }
}

/// GitHub Actions workflow commands: `::error file=x.swift,line=3,col=5,title=ustr bidi-control::…`.
enum GitHubAnnotation {
  static func line(for finding: ScanFinding, column: TextView) -> String {
    let command = switch finding.severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
    let properties = [
      "file=" + escapeProperty(finding.path), "line=\(finding.lineNumber)",
      "col=\(finding.columnNumber[column] ?? 1)", "title=" + escapeProperty("ustr " + finding.rule.rawValue),
    ].joined(separator: ",")
    var message = finding.message
    if let decoded = finding.decoded { message += " (decoded: \(decoded))" }
    return "::\(command) \(properties)::" + escapeData(message)
  }

  /// GitHub's escaping of a command's message: %, CR and LF; and the rest made ASCII-visible.
  static func escapeData(_ text: String) -> String {
    escape(text, isProperty: false)
  }

  /// A property value also escapes ":" and ",".
  static func escapeProperty(_ text: String) -> String {
    escape(text, isProperty: true)
  }

  /// ``escapeData(_:)``, and for a property ``escapeProperty(_:)``, in one pass (a placeholder
  /// holds no ":" or ","), gathered as UTF-8 bytes.
  ///
  /// - Complexity: O(n) in the text's scalars.
  static func escape(_ text: String, isProperty: Bool) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    func append(_ ascii: StaticString) {
      ascii.withUTF8Buffer { result.append(contentsOf: $0) }
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": append("%25")
      case "\r": append("%0D")
      case "\n": append("%0A")
      case ":" where isProperty: append("%3A")
      case "," where isProperty: append("%2C")
      default:
        if ScanDiagnosticRenderer.isInvisible(scalar) {
          result.append(contentsOf: TerminalText.placeholder(scalar).utf8)
        } else {
          result.append(contentsOf: scalar.utf8)
        }
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
