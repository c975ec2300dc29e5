extension String {
  /// The longest run of non-starters the standard library is handed as it is: the Stream-Safe
  /// Text Format's limit (UAX #15); real text stays far below it.
  static let unsortedRunLimit = 30

  /// A text canonically equivalent to this one that the standard library's `==` and `<` compare
  /// in linear time: this text itself, unless it holds a run of more than 30 non-starters
  /// (scalars of canonical combining class above 0) out of canonical order; then a copy with
  /// each such run stably sorted by combining class, as canonical ordering (UAX #15) sorts it.
  ///
  ///     // "a" + 40 × (U+0301 U+0316): classes 230, 220, 230, 220, ...
  ///     let sorted = text.withCombiningRunsInCanonicalOrder()
  ///     // "a" + 40 × U+0316 + 40 × U+0301; sorted == text, and `<` answers alike
  ///
  /// The standard library puts each run in canonical order by insertion before comparing, which
  /// is quadratic in the length of an unsorted run ("a" + 40 000 × (U+0301 U+0316) took 28 s to
  /// compare) and linear in a sorted one. The classes are the standard library's own
  /// (`canonicalCombiningClass`), so for it the copy is canonically equivalent to this text:
  /// `==` gives the same answers, and so does `<` wherever the standard library's `<` agrees with
  /// its `==`. It does not always: "x" + U+0F72 U+0F71 U+05B0 is `==` to its canonical order, yet
  /// `<` against "x" + U+0F72 U+0F71 (a byte prefix of it) answers as if it were not; with a run
  /// of more than 30 such marks, the copy gets the answer its canonical order gets.
  ///
  /// - Complexity: O(n); a text with no scalar at or above U+0300 is only scanned by byte.
  ///   O(r) more for unsorted runs of total length r.
  public func withCombiningRunsInCanonicalOrder() -> String {
    combiningRunsInCanonicalOrder() ?? self
  }
}

extension StringProtocol {
  /// ``Swift/String/withCombiningRunsInCanonicalOrder()``, or `nil` when that is this text.
  func combiningRunsInCanonicalOrder() -> String? {
    // Every scalar below U+0300 has class 0; so does every UTF-8 lead byte below 0xCC.
    let mayHaveMarks = utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0xCC } } ?? true
    guard mayHaveMarks else { return nil }
    let runs = unsortedLongCombiningRuns()
    guard !runs.isEmpty else { return nil }
    var result = ""
    result.reserveCapacity(utf8.count)
    var copied = startIndex
    for run in runs {
      result += self[copied..<run.lowerBound]
      result.unicodeScalars.append(contentsOf: sortedByCombiningClass(unicodeScalars[run]))
      copied = run.upperBound
    }
    result += self[copied...]
    return result
  }

  /// The runs of more than `unsortedRunLimit` non-starters that are not in canonical order.
  private func unsortedLongCombiningRuns() -> [Range<String.Index>] {
    let limit = String.unsortedRunLimit
    var runs: [Range<String.Index>] = []
    let scalars = unicodeScalars
    var runStart = scalars.startIndex
    var runLength = 0
    var previousClass: UInt8 = 0
    var isSorted = true
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let combiningClass = UStrCore.combiningClass(scalars[index])
      if combiningClass == 0 {
        if runLength > limit, !isSorted { runs.append(runStart..<index) }
        runLength = 0
      } else {
        if runLength == 0 {
          runStart = index
          isSorted = true
        } else if combiningClass < previousClass {
          isSorted = false
        }
        runLength += 1
        previousClass = combiningClass
      }
      index = scalars.index(after: index)
    }
    if runLength > limit, !isSorted { runs.append(runStart..<scalars.endIndex) }
    return runs
  }

}

/// `marks` stably sorted by combining class: a counting sort, one class lookup per mark.
///
/// - Complexity: O(r) in the number of marks.
private func sortedByCombiningClass<Marks: Sequence<Unicode.Scalar>>(_ marks: Marks) -> [Unicode.Scalar] {
  let classed = marks.map { (combiningClass: Int(combiningClass($0)), scalar: $0) }
  var starts = [Int](repeating: 0, count: 257)
  for mark in classed { starts[mark.combiningClass + 1] += 1 }
  for index in 1..<starts.count { starts[index] += starts[index - 1] }
  var sorted = [Unicode.Scalar](repeating: "\0", count: classed.count)
  for mark in classed {
    sorted[starts[mark.combiningClass]] = mark.scalar
    starts[mark.combiningClass] += 1
  }
  return sorted
}

/// The standard library's canonical combining class of `scalar` (0 below U+0300).
private func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
  scalar.value < 0x300 ? 0 : scalar.properties.canonicalCombiningClass.rawValue
}
