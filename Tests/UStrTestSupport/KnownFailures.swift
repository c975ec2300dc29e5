/// A conformance run's failing lines held against an engine's list of known deviations.
///
///     let check = KnownFailures(failing: failingPatterns, known: deviations.map(\.pattern))
///     #expect(check.unexpected.isEmpty)  // failures nobody explained
///     #expect(check.fixed.isEmpty)       // listed deviations that now pass: the list is stale
public struct KnownFailures: Sendable {
  /// Failing lines that are not in the known list.
  public var unexpected: [String]
  /// Known lines that no longer fail.
  public var fixed: [String]

  public init(failing: [String], known: [String]) {
    let failingSet = Set(failing)
    let knownSet = Set(known)
    unexpected = failing.filter { !knownSet.contains($0) }
    fixed = known.filter { !failingSet.contains($0) }
  }
}
