/// A conformance run's failing lines held against an engine's list of known deviations.
///
///     let check = KnownFailures(failing: ["÷ 0061 × 003A × 0041 ÷"], known: icuPatterns)
///     check.unexpected  // failures nobody explained: a broken build or engine
///     check.fixed       // listed deviations that pass now: the list is stale
public struct KnownFailures: Hashable, Sendable {
  /// Failing lines that are not in the known list, in the order given.
  public var unexpected: [String]
  /// Failing lines that are in the known list.
  public var known: [String]
  /// Known lines that no longer fail.
  public var fixed: [String]

  /// Sorts `failing` patterns against the `known` ones.
  ///
  /// - Complexity: O(f + k).
  public init(failing: [String], known: [String]) {
    let failingSet = Set(failing)
    let knownSet = Set(known)
    unexpected = failing.filter { !knownSet.contains($0) }
    self.known = failing.filter { knownSet.contains($0) }
    fixed = known.filter { !failingSet.contains($0) }
  }
}
