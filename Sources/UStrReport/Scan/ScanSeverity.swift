/// How sure a ``ScanFinding`` is to be a problem where it stands, least sure first.
///
/// `error`: hidden or deceptive text where it does harm (a bidi override in code, tag characters
/// spelling text no reader sees); `warning`: text a reviewer should look at; `note`: text that is
/// usually fine where it is (an RLM mark in Hebrew prose) but worth knowing.
public enum ScanSeverity: String, Codable, CaseIterable, Comparable, Hashable, Sendable {
  case note
  case warning
  case error

  var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (a: ScanSeverity, b: ScanSeverity) -> Bool { a.rank < b.rank }
}
