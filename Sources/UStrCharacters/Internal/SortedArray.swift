extension Array where Element: Comparable {
  /// The first index whose element is `value` or more, in an ascending array (`count` when
  /// every element is less): the one binary search of the generated tables.
  ///
  ///     [1, 3, 3, 7].lowerBound(of: 3)   // 1
  ///
  /// - Complexity: O(log n).
  func lowerBound(of value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
