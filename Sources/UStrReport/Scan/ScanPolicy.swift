/// The rules a scan applies and their severities: a profile (or each file's own), with the
/// `--allow` and `--deny` adjustments.
///
///     var policy = ScanPolicy()
///     policy.allowed = [ScanSelector("U+00A0")!]
///     policy.severity(of: .invisible, codePoints: ["\u{200B}"], profile: .code)   // .error
///     policy.severity(of: .invisible, codePoints: ["\u{00A0}"], profile: .code)   // nil
public struct ScanPolicy: Hashable, Sendable {
  /// The profile for every file, or `nil` to choose one per file by its kind.
  public var profile: ScanProfile?
  /// Rules and code points never reported.
  public var allowed: [ScanSelector] = []
  /// Rules and code points always reported, as errors (even where the profile does not run the
  /// rule). An allow marker on the line still silences them.
  public var denied: [ScanSelector] = []

  /// A policy choosing the profile per file, with nothing allowed or denied.
  public init(profile: ScanProfile? = nil) { self.profile = profile }

  /// The profile `path` is scanned with.
  public func profile(forPath path: String?) -> ScanProfile {
    profile ?? ScanProfile.forPath(path)
  }

  /// The severity of a finding of `rule` about `codePoints`, `nil` when it is not reported.
  public func severity(
    of rule: ScanRule, codePoints: [Unicode.Scalar], profile: ScanProfile
  ) -> ScanSeverity? {
    if denied.contains(where: { $0.matches(rule: rule, codePoints: codePoints) }) { return .error }
    if allowed.contains(where: { $0.matches(rule: rule, codePoints: codePoints) }) { return nil }
    return rule.severity(in: profile)
  }
}
