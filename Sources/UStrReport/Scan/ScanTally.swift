/// How many findings a scan made, by rule and by severity: the summary of `ustr scan`.
///
/// JSON keys: `findings` (the total), `listed` (how many were listed), `byRule` (`{"bidi-control":
/// 2}`), `bySeverity` (`{"error": 2, "warning": 0, "note": 0}`).
public struct ScanTally: Hashable, Sendable, Encodable {
  /// Every finding made, listed or not.
  public var findings = 0
  /// The findings listed (a file lists at most its limit; the rest are only counted).
  public var listed = 0
  /// Counts by rule id, in the order of `ScanRule.allCases`, rules with none left out.
  public var byRule: [ScanRule: Int] = [:]
  /// Counts by severity.
  public var bySeverity: [ScanSeverity: Int] = [:]

  /// An empty tally.
  public init() {}

  /// Counts one finding.
  package mutating func count(_ rule: ScanRule, _ severity: ScanSeverity, listed isListed: Bool) {
    findings += 1
    if isListed { listed += 1 }
    byRule[rule, default: 0] += 1
    bySeverity[severity, default: 0] += 1
  }

  /// Counts `count` findings of `rule` at `severity`, none of them listed.
  mutating func count(_ rule: ScanRule, _ severity: ScanSeverity, unlisted count: Int) {
    guard count > 0 else { return }
    findings += count
    byRule[rule, default: 0] += count
    bySeverity[severity, default: 0] += count
  }

  /// Adds another tally's counts.
  package mutating func add(_ other: ScanTally) {
    findings += other.findings
    listed += other.listed
    byRule.merge(other.byRule, uniquingKeysWith: +)
    bySeverity.merge(other.bySeverity, uniquingKeysWith: +)
  }

  /// Whether some finding is at `severity` or above.
  public func hasFindings(atOrAbove severity: ScanSeverity) -> Bool {
    bySeverity.contains { $0.key >= severity && $0.value > 0 }
  }

  struct Keys: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Encodes the counts, rules in their documented order, every severity present.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try encodeCounts(into: &container)
  }

  func encodeCounts(into container: inout KeyedEncodingContainer<Keys>) throws {
    try container.encode(findings, forKey: Keys(stringValue: "findings"))
    try container.encode(listed, forKey: Keys(stringValue: "listed"))
    var rules = container.nestedContainer(keyedBy: Keys.self, forKey: Keys(stringValue: "byRule"))
    for rule in ScanRule.allCases {
      if let count = byRule[rule] { try rules.encode(count, forKey: Keys(stringValue: rule.rawValue)) }
    }
    var severities = container.nestedContainer(
      keyedBy: Keys.self, forKey: Keys(stringValue: "bySeverity"))
    for severity in ScanSeverity.allCases.reversed() {
      try severities.encode(bySeverity[severity] ?? 0, forKey: Keys(stringValue: severity.rawValue))
    }
  }
}
