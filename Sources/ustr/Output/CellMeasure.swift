import UStrReport

/// Measures the cells of a table's texts under one width policy, remembering the width of each
/// cluster of at most three scalars it meets: a table's cells repeat a few non-ASCII characters
/// ("é", "→", a script's letters, "أ" = U+0627 U+0654) row after row, and each costs
/// ``ClusterWidths`` several property lookups. The width of a cluster depends on its scalars
/// alone.
///
///     var measure = CellMeasure(policy: .unicode)
///     measure.cells(of: "é U+00E9 → é U+0065 U+0301")   // 25: "é", "→" and "é" looked up once each
///
/// - Complexity: O(n) in a text's length; O(1) per printable ASCII character and per
///   cluster of at most three scalars met before.
struct CellMeasure {
  let policy: WidthPolicy
  /// The width of each cluster of at most three scalars measured so far, by ``key(of:)``.
  private var knownCells: [UInt64: Int] = [:]

  init(policy: WidthPolicy) {
    self.policy = policy
  }

  /// The cells `character` takes: `policy.cells(of:)`.
  mutating func cells(of character: Character) -> Int {
    // By its bytes: `asciiValue` compares the character with "\r\n", which normalizes a
    // decomposed one.
    let utf8 = character.utf8
    if let byte = utf8.first, byte &- 0x20 < 0x5F, utf8.count == 1 { return 1 }
    guard let key = Self.key(of: character) else { return policy.cells(of: character) }
    if let known = knownCells[key] { return known }
    let cells = policy.cells(of: character)
    knownCells[key] = cells
    return cells
  }

  /// A cluster of at most three scalars as one number: each scalar's value plus one (so none
  /// is zero) in 21 bits, the first lowest; `nil` for a longer cluster.
  ///
  ///     CellMeasure.key(of: "e\u{301}")  // 0x66 | 0x302 << 21
  static func key(of character: Character) -> UInt64? {
    var key: UInt64 = 0
    var shift: UInt64 = 0
    for scalar in character.unicodeScalars {
      guard shift < 63 else { return nil }
      key |= UInt64(scalar.value + 1) << shift
      shift += 21
    }
    return key
  }

  /// The cells `text` takes: the sum over its grapheme clusters.
  mutating func cells(of text: some StringProtocol) -> Int {
    if let count = WidthPolicy.printableASCIICount(text) { return count }
    var total = 0
    for character in text { total += cells(of: character) }
    return total
  }
}
