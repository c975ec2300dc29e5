package import UStrCore
import UStrICU

/// Writes `ustr scan` findings as SARIF 2.1.0 (OASIS), streamed: the run's tool and rules
/// first, then one result per finding, then the end.
///
///     let sarif = ScanSARIFWriter(output: output, columnUnit: .scalar, version: "0.1.0")
///     sarif.begin()
///     try sarif.write(finding)
///     sarif.end()
///
/// Columns are scalars (`columnKind` `unicodeCodePoints`) or, with `columnUnit` `.utf16`, UTF-16
/// code units (`utf16CodeUnits`, what GitHub code scanning expects); every rule carries its help.
/// A file decoded from another encoding is an entry of the run's `artifacts` with its
/// `encoding` ("UTF-16LE"), which its results point to (`artifactLocation.index`); their
/// `region.byteOffset` is in the file's own bytes.
package final class ScanSARIFWriter {
  let json: JSONStreamEncoder
  let columnUnit: TextView
  let version: String
  /// The files decoded from another encoding, in the order first met: the run's `artifacts`.
  var artifacts: [Artifact] = []
  var artifactIndex: [String: Int] = [:]

  /// A writer into `output`.
  package init(output: ByteOutput, columnUnit: TextView, version: String) {
    json = JSONStreamEncoder(output: output)
    self.columnUnit = columnUnit == .utf16 ? .utf16 : .scalar
    self.version = version
  }

  /// Writes everything before the first result.
  package func begin() throws {
    json.openObject()
    try json.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
    try json.member("version", "2.1.0")
    json.openArray(member: "runs")
    json.openObjectElement()
    try json.member("tool", Tool(driver: Driver(version: version)))
    try json.member("columnKind", columnUnit == .utf16 ? "utf16CodeUnits" : "unicodeCodePoints")
    json.openArray(member: "results")
  }

  /// Writes one result.
  package func write(_ finding: ScanFinding) throws {
    var artifact: Int?
    if let encoding = finding.encoding {
      let index = artifactIndex[finding.path] ?? artifacts.count
      if index == artifacts.count {
        artifactIndex[finding.path] = index
        artifacts.append(Artifact(location: ArtifactLocation(uri: Self.uri(finding.path)), encoding: encoding))
      }
      artifact = index
    }
    json.element(writtenBy: { bytes, depth, indentation in
      self.writeResult(finding, artifact: artifact, into: &bytes, depth: depth, indentation: indentation)
    })
  }

  /// A result's object, at nesting level `depth`: written by hand, as encoding it member by
  /// member would write it (a run may have millions).
  func writeResult(
    _ finding: ScanFinding, artifact: Int?, into bytes: inout [UInt8], depth: Int, indentation: Int
  ) {
    func key(_ key: StaticString, _ depth: Int, isFirst: Bool = false) {
      JSONBytes.key(key, isFirst: isFirst, depth: depth, indentation: indentation, into: &bytes)
    }
    func close(_ bracket: Character, _ depth: Int) {
      JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
      bytes.append(bracket.asciiValue!)
    }
    bytes.append(UInt8(ascii: "{"))
    key("ruleId", depth + 1, isFirst: true)
    JSONBytes.string(finding.rule.rawValue, into: &bytes)
    key("ruleIndex", depth + 1)
    JSONBytes.integer(ScanRule.allCases.firstIndex(of: finding.rule) ?? 0, into: &bytes)
    key("level", depth + 1)
    JSONBytes.string(finding.severity.rawValue, into: &bytes)
    key("message", depth + 1)
    bytes.append(UInt8(ascii: "{"))
    key("text", depth + 2, isFirst: true)
    JSONBytes.string(finding.message, into: &bytes)
    close("}", depth + 1)
    key("locations", depth + 1)
    bytes.append(UInt8(ascii: "["))
    JSONBytes.newline(depth: depth + 2, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "{"))
    key("physicalLocation", depth + 3, isFirst: true)
    bytes.append(UInt8(ascii: "{"))
    key("artifactLocation", depth + 4, isFirst: true)
    bytes.append(UInt8(ascii: "{"))
    key("uri", depth + 5, isFirst: true)
    JSONBytes.string(Self.uri(finding.path), into: &bytes)
    if let artifact {
      key("index", depth + 5)
      JSONBytes.integer(artifact, into: &bytes)
    }
    close("}", depth + 4)
    key("region", depth + 4)
    bytes.append(UInt8(ascii: "{"))
    key("startLine", depth + 5, isFirst: true)
    JSONBytes.integer(finding.lineNumber, into: &bytes)
    key("startColumn", depth + 5)
    JSONBytes.integer(finding.columnNumber[columnUnit] ?? 1, into: &bytes)
    // SARIF's byte offset is in the artifact's own bytes.
    if let byteOffset = finding.inputOffset ?? finding.utf8Offset {
      key("byteOffset", depth + 5)
      JSONBytes.integer(byteOffset, into: &bytes)
    }
    close("}", depth + 4)
    close("}", depth + 3)
    close("}", depth + 2)
    close("]", depth + 1)
    key("properties", depth + 1)
    bytes.append(UInt8(ascii: "{"))
    key("codePoints", depth + 2, isFirst: true)
    JSONBytes.codePoints(finding.codePoints, indentation: indentation, into: &bytes)
    if let decoded = finding.decoded {
      key("decoded", depth + 2)
      JSONBytes.string(decoded, into: &bytes)
    }
    if let mojibake = finding.mojibake {
      key("repaired", depth + 2)
      JSONBytes.string(mojibake.repaired, into: &bytes)
      key("steps", depth + 2)
      MojibakeStep.writeJSON(mojibake.steps, into: &bytes, depth: depth + 2, indentation: indentation)
    }
    close("}", depth + 1)
    close("}", depth)
  }

  /// Closes the results, the run and the document.
  package func end() {
    json.closeContainer()  // results
    if !artifacts.isEmpty { try? json.member("artifacts", artifacts) }
    json.closeContainer()  // the run
    json.closeContainer()  // runs
    json.closeContainer()  // the document
    json.output.write(byte: 0x0A)
  }

  struct Text: Encodable {
    var text: String
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name = "ustr"
    var version: String
    var informationUri = "https://github.com/ustr-project/ustr"
    var rules = ScanRule.allCases.map(Rule.init)
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
    var defaultConfiguration: Configuration

    init(_ rule: ScanRule) {
      id = rule.rawValue
      name = rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
      shortDescription = Text(text: rule.summary)
      fullDescription = Text(text: rule.summary + ".")
      help = Text(text: rule.help)
      defaultConfiguration = Configuration(level: (rule.severity(in: .code) ?? .note).rawValue)
    }
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    /// The file's entry in the run's `artifacts`, when it has one.
    var index: Int?

    enum CodingKeys: String, CodingKey { case uri, index }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(uri, forKey: .uri)
      if let index { try container.encode(index, forKey: .index) }
    }
  }

  /// A file decoded from another encoding.
  struct Artifact: Encodable {
    var location: ArtifactLocation
    var encoding: String
  }

  /// A path as a relative URI reference: bytes outside the unreserved set and "/" as %XX;
  /// standard input ("-") as "stdin".
  static func uri(_ path: String) -> String {
    if path == "-" { return "stdin" }
    var uri = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        uri.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        uri += "%" + Hex.digits(byte, width: 2)
      }
    }
    return uri
  }
}
