extension StringOrder {
  /// The positions of `lines` in this order, stably: equal lines (in `.swift`, canonically
  /// equivalent ones too) keep their input order, also with `descending`. The same order as the
  /// standard library's stable `sort(by:)` with ``areInIncreasingOrder(_:_:)-(Substring,Substring)``.
  ///
  ///     StringOrder.utf16.sortedIndices(of: ["｡", "😀", "b"])   // [2, 1, 0]
  ///
  /// In `.swift`, each line's long unsorted runs of combining marks are put in canonical order
  /// once, before sorting, instead of being looked for at every comparison (which took most of
  /// a large sort's time).
  ///
  /// - Complexity: O(n log n) comparisons, each O(length of the common prefix) in `.utf16` and
  ///   `.scalar`; `.swift` adds O(n) in the lines' length, once.
  public func sortedIndices(of lines: [Substring], descending: Bool = false) -> [Int] {
    var indices = Array(lines.indices)
    switch self {
    case .utf16, .scalar:
      if descending {
        indices.sort { areInIncreasingOrder(lines[$1], lines[$0]) }
      } else {
        indices.sort { areInIncreasingOrder(lines[$0], lines[$1]) }
      }
    case .swift:
      // `nil` where a line is already as the comparison needs it.
      let reordered = lines.map { $0.combiningRunsInCanonicalOrder() }
      func isBefore(_ i: Int, _ j: Int) -> Bool {
        Self.swiftComparison(lines[i], lines[j], reordered: (reordered[i], reordered[j])) == .before
      }
      if descending {
        indices.sort { isBefore($1, $0) }
      } else {
        indices.sort { isBefore($0, $1) }
      }
    }
    return indices
  }
}
