public import UStrCore

/// How A sorts against B in the three orders: -1 before, 0 equal, 1 after.
///
///     CompareOrder(a: "\u{FF61}", b: "\u{1F600}")  // swift -1, utf16 1, scalars -1
///
/// Computed from UStrCore's `OrderComparison`.
public struct CompareOrder: Codable, Hashable, Sendable {
  /// Swift's `<` and `==` (canonical equivalence).
  public var swift: Int
  /// Java's `compareTo`, JavaScript's `<`: by UTF-16 code unit.
  public var utf16: Int
  /// Code point order, the same as UTF-8 byte order (Rust, Go, `memcmp`).
  public var scalars: Int
  /// Why orders disagree, one sentence per disagreeing pair; empty when all agree.
  public var disagreements: [String]

  /// Compares `a` with `b` in every order.
  ///
  /// - Complexity: O(n) in the length of the texts.
  public init(a: String, b: String) {
    let comparison = OrderComparison(a, b)
    swift = comparison.swift.rawValue
    utf16 = comparison.java.rawValue
    scalars = comparison.scalars.rawValue
    disagreements = comparison.disagreements.map(\.reason)
  }
}
