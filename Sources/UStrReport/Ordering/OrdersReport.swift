package import UStrCore

/// Two texts compared in the three orders of DESIGN.md's `compare` contract, with where and why
/// they disagree: the part of `ustr compare`'s report about order.
///
///     let report = OrdersReport(OrderComparison("\u{FF61}", "\u{1F600}"))
///     report.order          // swift -1, utf16 1, scalars -1
///     report.disagreements.map(\.orders)  // [(.utf16, .scalar), (.utf16, .swift)]
package struct OrdersReport: Codable, Hashable, Sendable {
  /// Where A sorts relative to B in each order: -1, 0 or 1.
  package var order: OrderSigns
  /// Each pair of orders that disagree, with the reason; empty when all three agree.
  package var disagreements: [OrderDisagreement]

  /// The report of `comparison`.
  package init(_ comparison: OrderComparison) {
    order = OrderSigns(
      swift: comparison.swift.rawValue, utf16: comparison.utf16.rawValue,
      scalar: comparison.scalar.rawValue)
    disagreements = comparison.disagreements
  }

  /// The report of comparing `a` with `b`.
  ///
  /// - Complexity: O(n) in the length of the texts.
  package init(_ a: String, _ b: String) {
    self.init(OrderComparison(a, b))
  }
}

/// The sign of A compared with B in each order: -1 (A first), 0 (equal) or 1 (B first).
public struct OrderSigns: Codable, Hashable, Sendable {
  /// Swift's `<` and `==` (canonical equivalence).
  public var swift: Int
  /// Java's `compareTo`, JavaScript's `<`, C#'s ordinal: by UTF-16 code unit.
  public var utf16: Int
  /// Code point order, which is UTF-8 byte order (Rust, Go, Python 3).
  public var scalar: Int

  /// Creates the signs, each -1, 0 or 1.
  public init(swift: Int, utf16: Int, scalar: Int) {
    self.swift = swift
    self.utf16 = utf16
    self.scalar = scalar
  }
}
