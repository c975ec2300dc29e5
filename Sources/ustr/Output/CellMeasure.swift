import UStrReport

/// Measures the cells of a table's texts under one width policy, remembering the width of each
/// single-scalar character it meets: a table's cells repeat a few non-ASCII characters ("é",
/// "→", a script's letters) row after row, and each costs ``ClusterWidths`` several property
/// lookups. The width of a one-scalar cluster depends on the scalar alone.
///
///     var measure = CellMeasure(policy: .unicode)
///     measure.cells(of: "é U+00E9 → é U+0065 U+0301")   // 25: "é" and "→" looked up once each
///
/// - Complexity: O(n) in a text's length; O(1) per printable ASCII character and per
///   single-scalar character met before.
struct CellMeasure {
  let policy: WidthPolicy
  /// The width of each single-scalar character measured so far, by scalar value.
  private var singleScalarCells: [UInt32: Int] = [:]

  init(policy: WidthPolicy) {
    self.policy = policy
  }

  /// The cells `character` takes: `policy.cells(of:)`.
  mutating func cells(of character: Character) -> Int {
    // By its bytes: `asciiValue` compares the character with "\r\n", which normalizes a
    // decomposed one.
    let utf8 = character.utf8
    if let byte = utf8.first, byte &- 0x20 < 0x5F, utf8.count == 1 { return 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
      return policy.cells(of: character)
    }
    if let known = singleScalarCells[first.value] { return known }
    let cells = policy.cells(of: character)
    singleScalarCells[first.value] = cells
    return cells
  }

  /// The cells `text` takes: the sum over its grapheme clusters.
  mutating func cells(of text: some StringProtocol) -> Int {
    if let count = WidthPolicy.printableASCIICount(text) { return count }
    var total = 0
    for character in text { total += cells(of: character) }
    return total
  }
}
