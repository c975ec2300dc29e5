/// Binary search over a generated range table whose entries start with a first code point in
/// their high bits: the index of the last entry whose first code point is at most `codePoint`.
///
/// - Complexity: O(log n) for n entries.
func lastEntryIndex<T: FixedWidthInteger>(
  in entries: [T], atMost codePoint: UInt32, shift: Int
) -> Int {
  var low = 0
  var high = entries.count
  while high - low > 1 {
    let middle = (low + high) / 2
    if UInt32(truncatingIfNeeded: entries[middle] >> shift) <= codePoint {
      low = middle
    } else {
      high = middle
    }
  }
  return low
}
