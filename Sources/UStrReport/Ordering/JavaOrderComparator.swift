public import Foundation
import UStrCore

/// Foundation's `SortComparator` for Java's `String.compareTo` order: lexicographic by UTF-16
/// code unit, without building UTF-16 arrays.
///
///     let lines = ["\u{FF61}", "\u{1F600}", "a"]
///     lines.sorted(using: JavaOrderComparator())
///     // ["a", "\u{1F600}", "\u{FF61}"]: U+1F600 is D83D DE00, before FF61
///
/// UStrCore does not import Foundation, so its `StringComparator` only has this shape; this is
/// the conformance, for library users who sort with Foundation.
public struct JavaOrderComparator: SortComparator, Hashable, Sendable {
  /// Ascending (`.forward`) or descending (`.reverse`).
  public var order: SortOrder

  /// Creates a comparator, ascending unless told otherwise.
  public init(order: SortOrder = .forward) {
    self.order = order
  }

  /// Where `a` sorts relative to `b`, after `order` is applied.
  ///
  /// - Complexity: O(n) in the length of the common prefix.
  public func compare(_ a: String, _ b: String) -> ComparisonResult {
    let comparison = StringComparator(.java, reversed: order == .reverse).comparison(a, b)
    return ComparisonResult(rawValue: comparison.rawValue)!
  }
}
