import UStrReport

/// The cells of a table's long non-ASCII texts, cut to their column's width and measured once
/// each: a column repeats them row after row ("أ U+0623 → أ U+0627 U+0654" in the changes of
/// `normalize --check`, a script's names and clusters in `inspect`), and walking a text's
/// characters costs far more than looking it up by its bytes. Short or ASCII texts are cut
/// as fast as they would be looked up, and are not kept.
///
///     var measure = CellMeasure(policy: .unicode)
///     var cuts = CellCuts()
///     cuts.cut("é U+00E9 → é U+0065 U+0301", to: 60, measure: &measure)  // (the text, 25)
///     cuts.cut("é U+00E9 → é U+0065 U+0301", to: 60, measure: &measure)  // the same, looked up
///
/// - Complexity: O(n) in a text's bytes to look it up; ``TextTable/cut(_:to:measure:)`` the
///   first time. Memory O(``limit`` texts): it starts over when full.
struct CellCuts {
  /// The most texts kept.
  static let limit = 1 << 12

  /// A text, equal to another byte for byte (``ExactText``), and the width it is cut to.
  private struct Key: Hashable {
    var text: ExactText
    var width: Int?
  }

  private var known = BoundedMemo<Key, (text: String, cells: Int)>(limit: limit)

  /// ``TextTable/cut(_:to:measure:)``, looked up when `text` was cut to `width` before.
  mutating func cut(_ text: String, to width: Int?, measure: inout CellMeasure) -> (text: String, cells: Int) {
    guard text.utf8.count > TextTable.clusterScalarLimit, WidthPolicy.printableASCIICount(text) == nil else {
      return TextTable.cut(text, to: width, measure: &measure)
    }
    return known.value(for: Key(text: ExactText(text), width: width)) {
      TextTable.cut(text, to: width, measure: &measure)
    }
  }
}
