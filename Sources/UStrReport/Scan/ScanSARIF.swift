public import UStrCore
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
public final class ScanSARIFWriter {
  let json: JSONStreamEncoder
  let columnUnit: TextView
  let version: String
  /// The files decoded from another encoding, in the order first met: the run's `artifacts`.
  var artifacts: [Artifact] = []
  var artifactIndex: [String: Int] = [:]

  /// A writer into `output`.
  public init(output: ByteOutput, columnUnit: TextView, version: String) {
    json = JSONStreamEncoder(output: output)
    self.columnUnit = columnUnit == .utf16 ? .utf16 : .scalar
    self.version = version
  }

  /// Writes everything before the first result.
  public func begin() throws {
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
  public func write(_ finding: ScanFinding) throws {
    var result = Result(finding, columnUnit: columnUnit)
    if let encoding = finding.encoding {
      let uri = result.locations[0].physicalLocation.artifactLocation.uri
      let index = artifactIndex[finding.path] ?? artifacts.count
      if index == artifacts.count {
        artifactIndex[finding.path] = index
        artifacts.append(Artifact(location: ArtifactLocation(uri: uri), encoding: encoding))
      }
      result.locations[0].physicalLocation.artifactLocation.index = index
    }
    try json.element(result)
  }

  /// Closes the results, the run and the document.
  public func end() {
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

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
    var properties: Properties

    init(_ finding: ScanFinding, columnUnit: TextView) {
      ruleId = finding.rule.rawValue
      ruleIndex = ScanRule.allCases.firstIndex(of: finding.rule) ?? 0
      level = finding.severity.rawValue
      message = Text(text: finding.message)
      // SARIF's byte offset is in the artifact's own bytes.
      let region = Region(
        startLine: finding.line, startColumn: finding.column[columnUnit] ?? 1,
        byteOffset: finding.inputOffset ?? finding.utf8Offset)
      locations = [
        Location(
          physicalLocation: PhysicalLocation(
            artifactLocation: ArtifactLocation(uri: ScanSARIFWriter.uri(finding.path)),
            region: region))
      ]
      properties = Properties(
        codePoints: finding.codePoints.map(Hex.codePoint), decoded: finding.decoded,
        repaired: finding.mojibake?.repaired, steps: finding.mojibake?.steps)
    }
  }

  struct Properties: Encodable {
    var codePoints: [String]
    var decoded: String?
    /// A mojibake finding's repaired run and steps, as in JSON.
    var repaired: String?
    var steps: [MojibakeStep]?

    enum CodingKeys: String, CodingKey { case codePoints, decoded, repaired, steps }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(codePoints, forKey: .codePoints)
      if let decoded { try container.encode(decoded, forKey: .decoded) }
      if let repaired { try container.encode(repaired, forKey: .repaired) }
      if let steps { try container.encode(steps, forKey: .steps) }
    }
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
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

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var byteOffset: Int?

    enum CodingKeys: String, CodingKey { case startLine, startColumn, byteOffset }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(startLine, forKey: .startLine)
      try container.encode(startColumn, forKey: .startColumn)
      if let byteOffset { try container.encode(byteOffset, forKey: .byteOffset) }
    }
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
