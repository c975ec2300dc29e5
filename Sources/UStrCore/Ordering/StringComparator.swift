/// A comparator for one ``StringOrder``, forward or reversed: the value to keep in a sort
/// descriptor or pass to `sort(by:)`.
///
///     var lines = ["\u{1F600}", "\u{FF61}", "a"]
///     lines.sort(by: StringComparator(.utf16).areInIncreasingOrder)
///     // ["a", "\u{1F600}", "\u{FF61}"]: Java order, U+1F600 (D83D DE00) before U+FF61
///
/// It has the shape of Foundation's `SortComparator` without its types (UStrCore does not import
/// Foundation). A module that imports Foundation conforms it in a few lines (as UStrCoreTests
/// do; a module outside this package writes `@retroactive SortComparator`):
///
///     extension StringComparator: SortComparator {
///       public var order: SortOrder {
///         get { isReversed ? .reverse : .forward }
///         set { isReversed = newValue == .reverse }
///       }
///       public func compare(_ a: String, _ b: String) -> ComparisonResult {
///         ComparisonResult(rawValue: comparison(a, b).rawValue)!
///       }
///     }
public struct StringComparator: Hashable, Sendable {
  /// The order compared in.
  public var stringOrder: StringOrder
  /// Whether the comparator sorts in descending order.
  public var isReversed: Bool

  /// Creates a comparator for `stringOrder`, ascending unless `reversed`.
  public init(_ stringOrder: StringOrder = .utf16, reversed: Bool = false) {
    self.stringOrder = stringOrder
    self.isReversed = reversed
  }

  /// Where `a` sorts relative to `b` (after reversal, when `isReversed`).
  ///
  /// - Complexity: as ``StringOrder/compare(_:_:)-(String,String)``.
  public func comparison(_ a: String, _ b: String) -> StringComparison {
    let forward = stringOrder.compare(a, b)
    return isReversed ? forward.reversed : forward
  }

  /// Whether `a` sorts strictly before `b`: the predicate for the standard library's stable
  /// `sort(by:)`.
  public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    comparison(a, b) == .before
  }
}
